// Only this lazily loaded chunk imports the worker: Vite turns `?url` into the worker file's URL.
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { LngLat } from './mapPoints';

/** The few map calls the tour map makes; maplibre-gl and mapbox-gl both have them. */
export interface MapInstance {
  on(type: 'load', listener: () => void): unknown;
  on(type: 'error', listener: (event: { error?: Error }) => void): unknown;
  addSource(id: string, source: object): unknown;
  getSource(id: string): unknown;
  addLayer(layer: object): unknown;
  fitBounds(bounds: [LngLat, LngLat], options?: object): unknown;
  addControl(control: unknown, position?: string): unknown;
  resize(): unknown;
  remove(): void;
}

export interface MarkerInstance {
  setLngLat(lngLat: LngLat): MarkerInstance;
  addTo(map: MapInstance): MarkerInstance;
  remove(): void;
}

export interface MapLibrary {
  name: 'maplibre-gl' | 'mapbox-gl';
  createMap(options: { container: HTMLElement; style: object; bounds: [LngLat, LngLat] }): MapInstance;
  createMarker(element: HTMLElement): MarkerInstance;
  navigationControl(): unknown;
}

/**
 * The Mapbox access token. The tenant config (`GET /api/tenant`, contract `TenantInfo`) has no
 * such field today, so there is none and the map uses maplibre-gl with a local style. When a
 * token source is added, return it here and the loader switches to mapbox-gl.
 */
export function mapboxAccessToken(): string | undefined {
  return undefined;
}

type Ctor<T> = new (options: object) => T;

/**
 * Loads the map library on demand (never in the main bundle): maplibre-gl with its worker file
 * and CSS, or mapbox-gl and its CSS when there is a token. Throws when a chunk cannot load.
 */
export async function loadMapLibrary(token: string | undefined = mapboxAccessToken()): Promise<MapLibrary> {
  if (token) {
    const [mapbox] = await Promise.all([import('mapbox-gl'), import('mapbox-gl/dist/mapbox-gl.css')]);
    const gl = mapbox.default;
    gl.accessToken = token;
    return wrap(
      'mapbox-gl',
      gl.Map as unknown as Ctor<MapInstance>,
      gl.Marker as unknown as Ctor<MarkerInstance>,
      () => new gl.NavigationControl({ showCompass: false }),
    );
  }
  const [maplibre] = await Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')]);
  maplibre.setWorkerUrl(maplibreWorkerUrl);
  return wrap(
    'maplibre-gl',
    maplibre.Map as unknown as Ctor<MapInstance>,
    maplibre.Marker as unknown as Ctor<MarkerInstance>,
    () => new maplibre.NavigationControl({ showCompass: false }),
  );
}

function wrap(
  name: MapLibrary['name'],
  MapClass: Ctor<MapInstance>,
  MarkerClass: Ctor<MarkerInstance>,
  navigationControl: () => unknown,
): MapLibrary {
  return {
    name,
    createMap: ({ container, style, bounds }) =>
      new MapClass({
        container,
        style,
        bounds,
        fitBoundsOptions: { padding: 40 },
        attributionControl: false,
        cooperativeGestures: true,
      }),
    createMarker: (element) => new MarkerClass({ element }),
    navigationControl,
  };
}
