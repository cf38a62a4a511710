import { afterEach, describe, expect, it, vi } from 'vitest';

const maplibre = vi.hoisted(() => ({
  setWorkerUrl: vi.fn(),
  Map: vi.fn(),
  Marker: vi.fn(),
  NavigationControl: vi.fn(),
}));
const mapbox = vi.hoisted(() => ({
  default: { accessToken: '', Map: vi.fn(), Marker: vi.fn(), NavigationControl: vi.fn() },
}));

vi.mock('maplibre-gl', () => maplibre);
vi.mock('mapbox-gl', () => mapbox);
vi.mock('maplibre-gl/dist/maplibre-gl-worker.mjs?url', () => ({ default: '/assets/maplibre-gl-worker.mjs' }));
vi.mock('maplibre-gl/dist/maplibre-gl.css', () => ({}));
vi.mock('mapbox-gl/dist/mapbox-gl.css', () => ({}));

const { loadMapLibrary, mapboxAccessToken } = await import('./loadMapLibrary');

afterEach(() => vi.clearAllMocks());

describe('loadMapLibrary', () => {
  it('has no Mapbox token source yet (the tenant config has no such field)', () => {
    expect(mapboxAccessToken()).toBeUndefined();
  });

  it('uses maplibre-gl with its bundled worker when there is no token', async () => {
    const library = await loadMapLibrary();
    expect(library.name).toBe('maplibre-gl');
    expect(maplibre.setWorkerUrl).toHaveBeenCalledWith('/assets/maplibre-gl-worker.mjs');
    const container = {} as HTMLElement;
    library.createMap({
      container,
      style: { version: 8 },
      bounds: [
        [-1, -1],
        [1, 1],
      ],
    });
    expect(maplibre.Map).toHaveBeenCalledWith(
      expect.objectContaining({ container, style: { version: 8 }, attributionControl: false }),
    );
  });

  it('switches to mapbox-gl when a token is given', async () => {
    const library = await loadMapLibrary('pk.test-token');
    expect(library.name).toBe('mapbox-gl');
    expect(mapbox.default.accessToken).toBe('pk.test-token');
    expect(maplibre.setWorkerUrl).not.toHaveBeenCalled();
  });
});
