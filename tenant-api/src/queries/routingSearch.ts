import type { RoutingOpportunity } from '../contract';
import type { Orm } from '../db/orm';
import { pgArrayLiteral } from '../db/pgArrayLiteral';
import { preparedRead, type Execution } from '../db/preparedReads';
import { detourMiles, EARTH_RADIUS_MILES, unitVector } from '../domain/routing/geo';
import { legFitsWindow, parseCityState } from '../domain/routing/opportunities';
import {
  legRegion,
  legsOf,
  MAX_OPPORTUNITIES,
  MAX_TOURS_PER_SEARCH,
  opportunityFor,
  outranksBeyond,
  ranking,
  searchRadii,
  type RoutingSearch,
  type TourLeg,
} from './routingOpportunities';
import { freshVenues, type MirroredVenue, type TenantVenues } from './venueMirror';

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
type PlaceFilter = (venue: MirroredVenue) => boolean;

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

function searchReads(tenantId: string, search: RoutingSearch): Execution[] {
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

/**
 * The opportunity search on the tenant's venues in memory (queries/venueMirror.ts), brought up to
 * date in the same round trip that reads the tours: the same answer as `findOpportunities` (the
 * rule of domain/routing/opportunities.ts applied in code to every venue within the detour of a
 * leg), without reading venues or booking facts from the database.
 */
export async function searchOpportunities(
  orm: Orm,
  tenantId: string,
  search: RoutingSearch,
  options: { stats?: { radius?: number } } = {},
): Promise<RoutingOpportunity[]> {
  const {
    venues,
    rows: [stops, lowered],
  } = await freshVenues(orm, tenantId, searchReads(tenantId, search));
  const legs = legsOf(stops!, search).filter((leg) => legFitsWindow(leg, search));
  if (!legs.length) return [];
  const allows = placeFilter(search, lowered?.[0] as { city: string | null; cities: string[] } | undefined);
  for (const radius of searchRadii(search.maxDetourMiles)) {
    const ranked = bestWithin(venues, legs, search, allows, radius);
    const top = ranked.slice(0, MAX_OPPORTUNITIES);
    if (radius >= search.maxDetourMiles || outranksBeyond(top, radius, search.maxDetourMiles)) {
      if (options.stats) options.stats.radius = radius;
      return top;
    }
  }
  throw new Error('unreachable: the last radius is the max detour');
}

/**
 * Each tour and venue's best opportunity among the venues within `radius` of a leg (exactly:
 * `detourMiles` ≤ radius), best first. Each leg's search area at that radius holds every such
 * venue (`detourRegion`); unit-vector chords drop the rest before the exact rule is applied.
 */
function bestWithin(
  venues: TenantVenues,
  legs: readonly TourLeg[],
  search: RoutingSearch,
  allows: PlaceFilter,
  radius: number,
): RoutingOpportunity[] {
  const best = new Map<string, RoutingOpportunity>();
  for (const leg of legs) {
    const near = nearTest(leg, radius);
    for (const range of legRegion(leg.from, leg.to, radius)) {
      for (const venue of venues.inRange(range)) {
        if (!near(venue) || !allows(venue)) continue;
        const found = opportunityFor(leg, venue, venues.history(venue), search);
        if (!found) continue;
        const key = `${leg.tourId}|${venue.id}`;
        const current = best.get(key);
        if (!current || ranking(found, current) < 0) best.set(key, found);
      }
    }
  }
  return [...best.values()].sort(ranking);
}

/** Chords and haversines agree to ~1e-8 miles; the chord test keeps a thousandth of a mile more. */
const CHORD_SLACK_MILES = 1e-3;

/**
 * Whether a venue lies within `radius` of the leg by the exact rule (`detourMiles`, as
 * `legOpportunity` computes it). Most venues of a search area are far beyond it: a chord test
 * between unit vectors (no trigonometry but the asin) drops those before the haversines.
 */
function nearTest(leg: TourLeg, radius: number): (venue: MirroredVenue) => boolean {
  const [ax, ay, az] = unitVector(leg.from);
  const [bx, by, bz] = unitVector(leg.to);
  const chordMiles = (x: number, y: number, z: number) =>
    2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(x * x + y * y + z * z) / 2));
  const direct = chordMiles(ax - bx, ay - by, az - bz);
  const limit = radius + CHORD_SLACK_MILES;
  return ({ unit: [vx, vy, vz], lat, lng }) => {
    const detour = chordMiles(ax - vx, ay - vy, az - vz) + chordMiles(vx - bx, vy - by, vz - bz) - direct;
    return detour <= limit && detourMiles(leg.from, { lat, lng }, leg.to) <= radius;
  };
}
