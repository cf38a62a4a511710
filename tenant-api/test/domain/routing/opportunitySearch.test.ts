import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OpportunitySearchBody, type RoutingOpportunity } from '../../../src/contract';
import { detourMiles, type LatLng } from '../../../src/domain/routing/geo';
import { legFitsWindow } from '../../../src/domain/routing/opportunities';
import { dateOfDay, dayNumber } from '../../../src/domain/routing/tourPlan';
import { seededRandom } from '../../../src/domain/routing/optimizer';
import { PairTable } from '../../../src/queries/opportunityPairs';
import { searchWork } from '../../../src/queries/opportunityWork';
import { legsOf, opportunityFor, ranking, type Row } from '../../../src/queries/routingOpportunities';
import { opportunityWorkOf } from '../../../src/queries/routingSearch';
import { TenantVenues, type MirroredVenue } from '../../../src/queries/venueMirror';

/**
 * The search on venues in memory (queries/opportunityWork.ts, as the worker runs it) against the
 * rule applied in code to every (leg, venue) pair — what `findOpportunities` does when it scores
 * every pair (rankPairs) — on generated tours of up to 40 stops anywhere in the US (Alaska, Hawaii),
 * venues with shared names, shared places and bookings, any detour and window.
 */
const START = dayNumber('2027-03-01');
const PLACES = [
  { lat: [24.5, 49.4], lng: [-124.8, -66.9] },
  { lat: [51.2, 71.4], lng: [-179.9, -129.9] },
  { lat: [18.9, 22.3], lng: [-160.3, -154.8] },
] as const;

interface Generated {
  tours: { stops: { lat: number; lng: number; day: number; venue: number | null }[] }[];
  venues: { lat: number; lng: number; name: number; bookings: number }[];
  maxDetourMiles: number;
  window: [number, number];
  limit: number;
  state: boolean;
}

const point = fc
  .tuple(fc.nat({ max: 9 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }))
  .map(([which, u, v]) => {
    const place = PLACES[which < 7 ? 0 : which < 9 ? 1 : 2]!;
    return {
      lat: place.lat[0] + u * (place.lat[1] - place.lat[0]),
      lng: place.lng[0] + v * (place.lng[1] - place.lng[0]),
    };
  });

const EDGE_OFFSETS = { inside: -0.04, outside: 0.04, hairInside: -1e-7, hairOutside: 1e-7 } as const;
const PLACINGS = ['stop', 'halfway', ...(Object.keys(EDGE_OFFSETS) as (keyof typeof EDGE_OFFSETS)[])] as const;

/** A point off the middle of the leg a → b (sideways) whose detour is `detour` miles, to ~1e-9. */
function atDetour(a: LatLng, b: LatLng, detour: number): LatLng {
  const middle = { lat: (a.lat + b.lat) / 2, lng: (a.lng + b.lng) / 2 };
  const side = { lat: -(b.lng - a.lng) || 1, lng: b.lat - a.lat };
  let low = 0;
  let high = 10 / Math.max(1e-6, Math.hypot(side.lat, side.lng));
  const at = (scale: number) => ({ lat: middle.lat + scale * side.lat, lng: middle.lng + scale * side.lng });
  for (let step = 0; step < 80; step++) {
    const scale = (low + high) / 2;
    if (detourMiles(a, at(scale), b) <= detour) low = scale;
    else high = scale;
  }
  return at(low);
}

/** An array of a length drawn evenly from min..max (fast-check's own lengths favour short arrays). */
const arrayOf = <T>(item: fc.Arbitrary<T>, min: number, max: number) =>
  fc.integer({ min, max }).chain((length) => fc.array(item, { minLength: length, maxLength: length }));

const generated: fc.Arbitrary<Generated> = fc
  .record({
    venues: arrayOf(
      fc.record({
        at: point,
        name: fc.nat({ max: 40 }),
        bookings: fc.oneof(fc.constant(0), fc.nat({ max: 5 })),
      }),
      50,
      400,
    ),
    tours: arrayOf(
      fc.record({
        stops: arrayOf(fc.record({ at: point, gap: fc.integer({ min: 1, max: 4 }) }), 2, 40),
        atVenues: fc.array(fc.nat(), { maxLength: 4 }),
        first: fc.nat({ max: 20 }),
      }),
      1,
      6,
    ),
    nearStops: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom(...PLACINGS)), { maxLength: 40 }),
    maxDetourMiles: fc.oneof(fc.double({ min: 0.05, max: 500, noNaN: true }), fc.constantFrom(5, 25, 100, 500)),
    window: fc.tuple(fc.nat({ max: 40 }), fc.nat({ max: 120 })),
    limit: fc.constantFrom(1, 7, 50, 200),
    state: fc.boolean(),
  })
  .map(({ venues, tours, nearStops, maxDetourMiles, window, limit, state }) => {
    const made = tours.map(({ stops, atVenues, first }) => {
      let day = START + first;
      return {
        stops: stops.map(({ at, gap }, index) => {
          day += gap;
          return { ...at, day, venue: index < atVenues.length ? atVenues[index]! % venues.length : null };
        }),
      };
    });
    const placed = venues.map(({ at, name, bookings }) => ({ ...at, name, bookings }));
    // Venues right at stops (a detour of 0 on two legs), halfway along a leg, or on the edge of a
    // leg's ellipse: just inside or outside the max detour, or a hair from it.
    for (const [tour, stop, placing] of nearStops) {
      const stops = made[tour % made.length]!.stops;
      const at = stop % (stops.length - 1);
      const [a, b] = [stops[at]!, stops[at + 1]!];
      const venue =
        placing === 'stop'
          ? a
          : placing === 'halfway'
            ? { lat: (a.lat + b.lat) / 2, lng: (a.lng + b.lng) / 2 }
            : atDetour(a, b, maxDetourMiles + EDGE_OFFSETS[placing]);
      placed.push({ ...venue, name: placed.length % 7, bookings: 3 });
    }
    return {
      tours: made,
      venues: placed,
      maxDetourMiles,
      window: [START + window[0], START + window[0] + window[1]] as [number, number],
      limit,
      state,
    };
  });

const idOf = (index: number) => `00000000-0000-4000-8000-${String(index * 7919).padStart(12, '0')}`;

function setUp(case_: Generated) {
  const venues = new TenantVenues();
  venues.apply({
    snapshot: '10:10:',
    venues: case_.venues.map((venue, index) => [
      idOf(index),
      `Room ${venue.name}`,
      'Town',
      index % 3 ? 'TX' : 'OK',
      venue.lat,
      venue.lng,
      'town',
      `room ${venue.name}`,
    ]),
    venues_gone: [],
    stats: case_.venues.flatMap((venue, index) =>
      venue.bookings ? [[index % 3 ? 'TX' : 'OK', 'town', `room ${venue.name}`, venue.bookings, 40_000]] : [],
    ),
    stats_gone: [],
  });
  const rows: Row[] = case_.tours.flatMap((tour, number) =>
    tour.stops.map((stop) => ({
      tour_id: `00000000-0000-4000-9000-${String(number).padStart(12, '0')}`,
      tour_name: `Tour ${number}`,
      performer_id: `00000000-0000-4000-a000-${String(number % 2).padStart(12, '0')}`,
      stage_name: `Act ${number % 2}`,
      base_fee_cents: 30_000 * (number + 1),
      lat: stop.lat,
      lng: stop.lng,
      stop_date: dateOfDay(stop.day),
      city: 'Somewhere',
      state: 'TX',
      venue_id: stop.venue === null ? null : idOf(stop.venue),
    })),
  );
  const json = JSON.stringify(
    case_.tours.map((tour, number) => {
      const first = rows.find((row) => row.tour_name === `Tour ${number}`)!;
      return [
        first.tour_id,
        first.tour_name,
        first.performer_id,
        first.stage_name,
        first.base_fee_cents,
        rows
          .filter((row) => row.tour_id === first.tour_id)
          .map((row) => [row.lat, row.lng, row.stop_date, row.city, row.state, row.venue_id]),
      ];
    }),
  );
  const search = OpportunitySearchBody.parse({
    startDate: dateOfDay(case_.window[0]),
    endDate: dateOfDay(case_.window[1]),
    maxDetourMiles: case_.maxDetourMiles,
    limit: case_.limit,
    ...(case_.state ? { state: 'TX' } : {}),
  });
  return { venues, rows, json, search };
}

/** Every pair scored in code (`rankPairs` of routingOpportunities.ts, unchecked), the best `limit`. */
function everyPair(venues: TenantVenues, rows: Row[], search: ReturnType<typeof OpportunitySearchBody.parse>) {
  const all = venues.columns().venues.filter((venue): venue is MirroredVenue => venue !== undefined);
  const best = new Map<string, RoutingOpportunity>();
  for (const leg of legsOf(rows, search).filter((leg) => legFitsWindow(leg, search))) {
    for (const venue of all) {
      if (search.state && venue.state !== search.state) continue;
      const found = opportunityFor(leg, venue, venue.history, search);
      const key = `${leg.tourId}|${venue.id}`;
      const current = best.get(key);
      if (found && (!current || ranking(found, current) < 0)) best.set(key, found);
    }
  }
  return [...best.values()].sort(ranking).slice(0, search.limit);
}

describe('the search on venues in memory answers what scoring every pair answers', () => {
  it('on generated tours of up to 40 stops (Alaska, Hawaii), any detour, window and limit', () => {
    let answers = 0;
    fc.assert(
      fc.property(generated, (case_) => {
        const { venues, rows, json, search } = setUp(case_);
        const allows = search.state ? (venue: MirroredVenue) => venue.state === search.state : null;
        const { work, version, facts } = opportunityWorkOf(venues, json, search, allows);
        const result = searchWork(work);
        const got = result.pairs.map(({ leg, slot }) =>
          opportunityFor(leg, version.venues[slot]!, facts.histories[slot]!, search)!,
        );
        const expected = everyPair(venues, rows, search);
        expect(got).toEqual(expected);
        answers += got.length;
      }),
      { numRuns: 80, seed: 1207 },
    );
    expect(answers).toBeGreaterThan(500);
  }, 120_000);

  it('drops pairs that can no longer make the answer, and answers the same (120,000 pairs, many ties)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer(), (limit, seed) => {
        const random = seededRandom(seed);
        const slots = 400;
        const ranks = {
          nameRank: Int32Array.from({ length: slots }, () => Math.floor(random() * 50)),
          idRank: Int32Array.from({ length: slots }, (_, slot) => slot),
          tourRank: Int32Array.from({ length: 300 }, (_, tour) => (tour * 37) % 300),
        };
        const pruned = new PairTable(slots);
        const kept = new PairTable(slots);
        for (let tour = 0; tour < 300; tour++) {
          if (tour > 0) pruned.tourDone(limit);
          for (let leg = 0; leg < 3; leg++) {
            for (let slot = 0; slot < slots; slot++) {
              const score = 40 + Math.floor(random() * 8);
              const tenths = Math.floor(random() * 30);
              pruned.offer(tour, slot, tour * 3 + leg, score, tenths);
              kept.offer(tour, slot, tour * 3 + leg, score, tenths);
            }
          }
        }
        expect(kept.count).toBe(120_000);
        expect(pruned.count).toBeLessThan(70_000);
        expect(pruned.best(limit, ranks)).toEqual(kept.best(limit, ranks));
      }),
      { numRuns: 8, seed: 5 },
    );
  });
});
