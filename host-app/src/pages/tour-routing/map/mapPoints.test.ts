import { describe, expect, it } from 'vitest';
import { opportunity, tour } from '../testing/fixtures';
import { boundsOf, opportunityFeatures, opportunityPoints, routeLine, stopPoints } from './mapPoints';

describe('map points', () => {
  const stops = stopPoints([...tour().stops].reverse());

  it('numbers the stops in position order', () => {
    expect(stops.map((stop) => [stop.number, stop.label])).toEqual([
      [1, 'Austin, TX'],
      [2, 'Dallas, TX'],
      [3, 'Tulsa, OK'],
    ]);
    expect(stops[0]!.lngLat).toEqual([-97.74, 30.27]);
    expect(routeLine(stops).features[0]!.geometry.coordinates).toHaveLength(3);
    expect(routeLine(stops.slice(0, 1)).features).toEqual([]);
  });

  it('places a venue along its leg at the suggested day', () => {
    // Austin (Mar 5) → Dallas (Mar 7): Mar 6 is half way.
    const [point] = opportunityPoints(stops, [opportunity({ suggestedDate: '2026-03-06' })]);
    expect(point!.lngLat[0]).toBeCloseTo((-97.74 + -96.8) / 2);
    expect(point!.lngLat[1]).toBeCloseTo((30.27 + 32.78) / 2);
    expect(opportunityFeatures([point!]).features[0]!.properties).toMatchObject({ confidence: 'HIGH' });
  });

  it('uses the stop itself for a venue in a stop city and skips unknown legs', () => {
    const points = opportunityPoints(stops, [
      opportunity({ city: 'Dallas', state: 'TX' }),
      opportunity({ city: 'Elsewhere', betweenCities: ['Nowhere, TX', 'Dallas, TX'] }),
    ]);
    expect(points).toHaveLength(1);
    expect(points[0]!.lngLat).toEqual([-96.8, 32.78]);
  });

  it('uses the venue coordinates when the API sends them', () => {
    const points = opportunityPoints(stops, [
      opportunity({ suggestedDate: '2026-03-06', lat: 31.55, lng: -97.15 }),
      opportunity({ city: 'Dallas', state: 'TX', lat: 32.9, lng: -96.7 }),
      opportunity({ city: 'Elsewhere', betweenCities: ['Nowhere, TX', 'Dallas, TX'], lat: 33.1, lng: -95.2 }),
    ]);
    expect(points.map((point) => point.lngLat)).toEqual([
      [-97.15, 31.55],
      [-96.7, 32.9],
      [-95.2, 33.1],
    ]);
  });

  it('bounds the points with padding, or the continental US when empty', () => {
    expect(
      boundsOf([
        [-97, 30],
        [-96, 33],
      ]),
    ).toEqual([
      [-97.5, 29.5],
      [-95.5, 33.5],
    ]);
    expect(boundsOf([])).toEqual([
      [-125, 24],
      [-66.5, 49.5],
    ]);
  });
});
