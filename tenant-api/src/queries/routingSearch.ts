import type { OpportunitySearchBody, RoutingOpportunity } from '../contract';
import type { z } from 'zod';
import type { Orm } from '../db/orm';
import { pgArrayLiteral } from '../db/pgArrayLiteral';
import type { Row } from '../db/oneTrip';
import { preparedRead, type Execution } from '../db/preparedReads';
import { EARTH_RADIUS_MILES, haversineMiles, unitVector } from '../domain/routing/geo';
import {
  legDays,
  windowDays,
  legFitsWindow,
  legPosition,
  matchScore,
  parseCityState,
} from '../domain/routing/opportunities';
import {
  legRegion,
  legsOf,
  MAX_TOURS_PER_SEARCH,
  opportunityFor,
  outranksBeyond,
  searchRadii,
  type RoutingSearch,
  type TourLeg,
} from './routingOpportunities';
import { PairTable } from './opportunityPairs';
import { freshVenues, MIRROR_BANDS_PER_DEGREE, type MirroredVenue, type TenantVenues } from './venueMirror';

/**
 * The stops of the (at most MAX_TOURS_PER_SEARCH most recently changed) tours with a show inside
 * the window, with their performers: `tourStopsInWindow` of routingOpportunities.ts as one prepared
 * read. $4 (performer) and $5 (genre) are null when the search does not filter on them.
 */
const TOUR_STOPS = preparedRead(
  ['uuid', 'date', 'date', 'uuid', 'text', 'int'],
  `with window_tours as (
     select t.id from tours t
       join performers p on p.tenant_id = t.tenant_id and p.id = t.performer_id
      where t.tenant_id = $1
        and exists (select 1 from tour_stops s where s.tenant_id = $1 and s.tour_id = t.id and s.stop_date <= $3)
        and exists (select 1 from tour_stops s where s.tenant_id = $1 and s.tour_id = t.id and s.stop_date >= $2)
        and ($4::uuid is null or t.performer_id = $4)
        and ($5::text is null or $5 = any(p.genres))
      order by t.updated_at desc, t.id limit $6)
   select t.id as tour_id, t.name as tour_name, t.performer_id, p.stage_name, p.base_fee_cents,
          s.position, s.city, s.state, s.lat, s.lng, s.stop_date::text as stop_date, s.venue_id
     from window_tours w
     join tours t on t.tenant_id = $1 and t.id = w.id
     join performers p on p.tenant_id = t.tenant_id and p.id = t.performer_id
     join tour_stops s on s.tenant_id = t.tenant_id and s.tour_id = t.id
    order by t.id, s.position`,
);

/** The search's city filters lowered by PostgreSQL, as the venues' `lower(city)` was. */
const LOWERED_CITIES = preparedRead(
  ['text', 'text[]'],
  `select lower($1) as city, array(select lower(c) from unnest($2) with ordinality as u (c, n) order by n) as cities`,
);

/** Which venues the search's place filters allow (state, city, 'City, ST' list), as the SQL path's. */
export type PlaceFilter = (venue: MirroredVenue) => boolean;

function placeFilter(
  search: RoutingSearch,
  lowered: { city: string | null; cities: string[] } | undefined,
): PlaceFilter {
  const places = search.cities.map(parseCityState).filter((place) => place !== null);
  const allowed = new Set(places.map((place, index) => `${lowered!.cities[index]}\u0000${place.state}`));
  const city = search.city ? lowered!.city : null;
  return (venue) =>
    (!search.state || venue.state === search.state) &&
    (city === null || venue.cityKey === city) &&
    (!places.length || allowed.has(`${venue.cityKey}\u0000${venue.state}`));
}

/** The search's own reads: the tours in its window and, with place filters, their cities lowered. */
export function searchReads(tenantId: string, search: RoutingSearch): Execution[] {
  const performer = search.performerId === 'all' ? null : search.performerId;
  const reads: Execution[] = [
    {
      read: TOUR_STOPS,
      values: [tenantId, search.startDate, search.endDate, performer, search.genre ?? null, MAX_TOURS_PER_SEARCH],
    },
  ];
  const places = search.cities.map(parseCityState).filter((place) => place !== null);
  if (search.city || places.length) {
    reads.push({
      read: LOWERED_CITIES,
      values: [search.city ?? null, pgArrayLiteral(places.map((place) => place.city))],
    });
  }
  return reads;
}

export type OpportunitySearch = z.output<typeof OpportunitySearchBody>;

/**
 * The opportunity search on the tenant's venues in memory (queries/venueMirror.ts), brought up to
 * date while the tours are read (freshVenues): the same answer as `findOpportunities` (the
 * rule of domain/routing/opportunities.ts applied in code to every venue within the detour of a
 * leg) cut to the search's `limit`, without reading venues or booking facts from the database.
 */
export async function searchOpportunities(
  orm: Orm,
  tenantId: string,
  search: OpportunitySearch,
  options: {
    stats?: { radius?: number };
    /** A read to send in the same round trip (first); `settle` takes its rows before the search goes on. */
    alongside?: { execution: Execution; settle(rows: Row[]): unknown };
  } = {},
): Promise<RoutingOpportunity[]> {
  const { alongside } = options;
  const reads = searchReads(tenantId, search);
  const { venues, rows } = await freshVenues(orm, tenantId, alongside ? [alongside.execution, ...reads] : reads);
  if (alongside) alongside.settle(rows.shift()!);
  const [stops, lowered] = rows;
  const legs = legsOf(stops!, search).filter((leg) => legFitsWindow(leg, search));
  const allows = placeFilter(search, lowered?.[0] as { city: string | null; cities: string[] } | undefined);
  return opportunitiesOn(venues, legs, search, allows, options.stats);
}

/** The answer on the given legs (those that fit the window) and venues: the narrowest look that settles it. */
export function opportunitiesOn(
  venues: TenantVenues,
  legs: readonly TourLeg[],
  search: OpportunitySearch,
  allows: PlaceFilter | null,
  stats?: { radius?: number },
): RoutingOpportunity[] {
  if (!legs.length) return [];
  for (const radius of searchRadii(search.maxDetourMiles)) {
    const top = bestWithin(venues, legs, search, allows, radius);
    if (radius >= search.maxDetourMiles || outranksBeyond(top, radius, search.maxDetourMiles, search.limit)) {
      if (stats) stats.radius = radius;
      return top;
    }
  }
  throw new Error('unreachable: the last radius is the max detour');
}

/**
 * The venues within a detour of a leg, as columns: each venue, its detour rounded to tenths of a
 * mile (as the answer shows it) and whether it lies in the leg's second half (nearer its end).
 */
interface NearVenues {
  venues: MirroredVenue[];
  tenths: Int32Array;
  late: Uint8Array;
}

/**
 * The best `limit` opportunities among the venues within `radius` of a leg (exactly: the detour ≤
 * radius), in `ranking`'s order, one per tour and venue: its best leg is the one with the higher
 * score, then the shorter detour, then the earlier leg (as `rankPairs`). Pairs are ranked with the
 * rule's own parts (`windowDays`, `matchScore`); only those in the answer are written out as
 * opportunities (`opportunityFor`, the whole rule again).
 */
function bestWithin(
  venues: TenantVenues,
  legs: readonly TourLeg[],
  search: OpportunitySearch,
  allows: PlaceFilter | null,
  radius: number,
): RoutingOpportunity[] {
  const pairs = new PairTable(venues);
  for (let index = 0; index < legs.length; index++) {
    const leg = legs[index]!;
    const tour = pairs.tour(leg.tourId);
    const days = legDays(leg, search);
    // Which days a venue may get depends only on which half of the leg it lies in.
    const halves = [windowDays(days, 0), windowDays(days, 1)];
    const own = leg.tourVenueIds.size ? leg.tourVenueIds : null;
    const near = nearLeg(venues, leg, radius);
    for (let at = 0; at < near.venues.length; at++) {
      const allowed = halves[near.late[at]!];
      const venue = near.venues[at]!;
      if (!allowed || (allows && !allows(venue)) || own?.has(venue.id)) continue;
      const tenths = near.tenths[at]!;
      const score = matchScore(tenths / 10, search.maxDetourMiles, venue.history, allowed.onFreeDay);
      pairs.offer(tour, venue, index, score, tenths);
    }
  }
  return pairs.best(search.limit).map(({ leg, venue }) => opportunityFor(legs[leg]!, venue, venue.history, search)!);
}

/**
 * The venues within `radius` of the leg (by the exact rule's detour), worked out once for the
 * venues as they are: searches repeat the same legs, and tours change far less often than they are
 * searched. The leg's search area at that radius holds every such venue (`detourRegion`).
 */
function nearLeg(venues: TenantVenues, leg: TourLeg, radius: number): NearVenues {
  const region = legRegion(leg.from, leg.to, radius, MIRROR_BANDS_PER_DEGREE);
  return venues.derived(region, () => {
    const near: MirroredVenue[] = [];
    const tenths: number[] = [];
    const late: number[] = [];
    const roughlyNear = chordTest(leg, radius);
    const days = { direct: haversineMiles(leg.from, leg.to) };
    for (const range of region) {
      venues.scan(range, (venue) => {
        if (!roughlyNear(venue)) return;
        const { detour, share } = legPosition(leg, venue, days);
        if (detour > radius) return;
        near.push(venue);
        // roundMiles(detour) is tenths / 10 exactly: the same rounding, the same division.
        tenths.push(Math.round(detour * 10));
        late.push(share < 0.5 ? 0 : 1);
      });
    }
    return { venues: near, tenths: Int32Array.from(tenths), late: Uint8Array.from(late) };
  });
}

/** Chords and haversines agree to ~1e-8 miles; the chord test keeps a thousandth of a mile more. */
const CHORD_SLACK_MILES = 1e-3;

/**
 * Whether a venue may lie within `radius` of the leg: most venues of a search area are far beyond
 * it, and a chord between unit vectors (no trigonometry but the asin) drops those before the
 * exact rule's haversines.
 */
function chordTest(leg: TourLeg, radius: number): (venue: MirroredVenue) => boolean {
  const [ax, ay, az] = unitVector(leg.from);
  const [bx, by, bz] = unitVector(leg.to);
  const chordMiles = (x: number, y: number, z: number) =>
    2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(x * x + y * y + z * z) / 2));
  const limit = radius + CHORD_SLACK_MILES + chordMiles(ax - bx, ay - by, az - bz);
  return ({ unit }) =>
    chordMiles(ax - unit[0], ay - unit[1], az - unit[2]) + chordMiles(unit[0] - bx, unit[1] - by, unit[2] - bz) <=
    limit;
}
