import { feature } from 'topojson-client';

type Topology = Parameters<typeof feature>[0];

export interface MapColors {
  water: string;
  land: string;
  border: string;
  route: string;
  stop: string;
  opportunity: string;
  highMatch: string;
}

const FALLBACK: MapColors = {
  water: '#dfe7ef',
  land: '#ffffff',
  border: '#9aa5b1',
  route: '#5b3cc4',
  stop: '#5b3cc4',
  opportunity: '#e0a100',
  highMatch: '#1f9d55',
};

/** The theme's colours for the map (WebGL paint cannot read CSS variables itself). */
export function themeColors(element: HTMLElement): MapColors {
  const css = getComputedStyle(element);
  // Theme packs use hex colours; anything else (a var(), a colour space the map cannot parse) falls back.
  const read = (name: string, fallback: string) => {
    const value = css.getPropertyValue(name).trim();
    return /^#[0-9a-f]{3,8}$/i.test(value) || /^rgba?\([\d.,\s%]+\)$/i.test(value) ? value : fallback;
  };
  return {
    water: read('--hl-color-surface-alt', FALLBACK.water),
    land: read('--hl-color-surface', FALLBACK.land),
    border: read('--hl-color-border', FALLBACK.border),
    route: read('--hl-color-primary', FALLBACK.route),
    stop: read('--hl-color-primary', FALLBACK.stop),
    opportunity: read('--hl-color-warning', FALLBACK.opportunity),
    highMatch: read('--hl-color-success', FALLBACK.highMatch),
  };
}

/** US state outlines from us-atlas (TopoJSON → GeoJSON), loaded with the map chunk. */
export async function loadStates(): Promise<object> {
  const atlas = (await import('us-atlas/states-10m.json')).default as unknown as Topology;
  const states = atlas.objects.states;
  if (!states) throw new Error('us-atlas has no states object');
  return feature(atlas, states) as object;
}

/**
 * A fully local style: no tiles, glyphs or sprites, so nothing is fetched from the internet.
 * Numbers on stops are HTML markers, not symbol layers (those would need glyphs).
 */
export function localStyle(states: object, colors: MapColors): object {
  return {
    version: 8,
    sources: {
      states: { type: 'geojson', data: states },
      route: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
      opportunities: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': colors.water } },
      { id: 'states-fill', type: 'fill', source: 'states', paint: { 'fill-color': colors.land } },
      { id: 'states-line', type: 'line', source: 'states', paint: { 'line-color': colors.border, 'line-width': 0.8 } },
      {
        id: 'route-line',
        type: 'line',
        source: 'route',
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': colors.route, 'line-width': 3, 'line-opacity': 0.85 },
      },
      {
        id: 'opportunity-circles',
        type: 'circle',
        source: 'opportunities',
        paint: {
          'circle-radius': 7,
          'circle-color': ['match', ['get', 'confidence'], 'HIGH', colors.highMatch, colors.opportunity],
          'circle-stroke-color': colors.land,
          'circle-stroke-width': 2,
        },
      },
    ],
  };
}
