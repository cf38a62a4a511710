// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyTourMap } from './LazyTourMap';
import type { MapLibrary } from './map/loadMapLibrary';
import { tour } from './testing/fixtures';

const loadMapLibrary = vi.hoisted(() => vi.fn<() => Promise<MapLibrary>>());

// The real module pulls in maplibre-gl, which needs WebGL; jsdom has none.
vi.mock('./map/TourMap', async () => ({
  default: (await import('./testing/mapStubs')).StubTourMap,
  loadMapLibrary,
}));

const library = { name: 'maplibre-gl' } as MapLibrary;
const props = { tourName: 'Heartland Spring Run', stops: tour().stops, opportunities: [] };

afterEach(cleanup);

describe('LazyTourMap', () => {
  it('shows Map Loading Failed when the library cannot load, and Retry loads it again', async () => {
    loadMapLibrary.mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(library);
    render(createElement(LazyTourMap, props));
    expect(screen.getByRole('status').textContent).toContain('Loading map');
    expect(await screen.findByText('Map Loading Failed')).toBeTruthy();
    expect(screen.getByText(/Unable to load interactive map/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('maplibre-gl map of Heartland Spring Run')).toBeTruthy();
    expect(loadMapLibrary).toHaveBeenCalledTimes(2);
  });

  it('falls back to the failure state when the map itself cannot start', async () => {
    loadMapLibrary.mockResolvedValue(library);
    render(createElement(LazyTourMap, props));
    fireEvent.click(await screen.findByRole('button', { name: 'Break the map' }));
    expect(await screen.findByText('Map Loading Failed')).toBeTruthy();
  });
});
