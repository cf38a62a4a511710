import { pgArrayLiteral } from '../db/pgArrayLiteral';
import type { z } from 'zod';
import type { RoutingOpportunity, RoutingSearchBody } from '../contract';
import type { TenantEm } from '../db/tenantScope';
import {
  detourBoundingBox,
  EARTH_RADIUS_MILES,
  haversineMiles,
  insideBox,
  type BoundingBox,
  type LatLng,
} from '../domain/routing/geo';
import {
  confidenceOf,
  estimateFeeCents,
  legOpportunity,
  matchScore,
  medianCents,
  parseCityState,
  type RouteLeg,
  type VenueHistory,
} from '../domain/routing/opportunities';
import { dayNumber } from '../domain/routing/tourPlan';

export type RoutingSearch = z.output<typeof RoutingSearchBody>;

/** At most this many tours take part in one search (the most recently changed). */
export const MAX_TOURS_PER_SEARCH = 500;
export const MAX_OPPORTUNITIES = 200;
/** Offer statuses that count as a booking at a venue. */
export const BOOKED_STATUSES = ['ACCEPTED', 'PAID', 'COMPLETED', 'PAID_OUT'];

type Row = Record<string, any>;

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

interface TourLeg extends RouteLeg {
  tourId: string;
  tourName: string;
  performerId: string;
  performerName: string;
  baseFeeCents: number;
  tourVenueIds: Set<string>;
  box: BoundingBox;
  cities: [string, string];
}

export interface Venue {
  id: string;
  name: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

/** Stops of the tours that have a show inside the window, with their performers. */
async function tourStopsInWindow(em: TenantEm, tenantId: string, search: RoutingSearch): Promise<Row[]> {
  const filters: string[] = [];
  const params: unknown[] = [tenantId, tenantId, search.endDate, search.startDate];
  if (search.performerId !== 'all') {
    filters.push('t.performer_id = ?');
    params.push(search.performerId);
  }
  if (search.genre) {
    filters.push('? = any(p.genres)');
    params.push(search.genre);
  }
  params.push(MAX_TOURS_PER_SEARCH);
  return em.execute(
    `with window_tours as (
       select t.id from tours t
         join performers p on p.tenant_id = t.tenant_id and p.id = t.performer_id
        where t.tenant_id = ? and exists (
          select 1 from tour_stops s where s.tenant_id = ? and s.tour_id = t.id and s.stop_date <= ?
        ) and exists (
          select 1 from tour_stops s where s.tenant_id = t.tenant_id and s.tour_id = t.id and s.stop_date >= ?
        ) ${filters.map((filter) => `and ${filter}`).join(' ')}
        order by t.updated_at desc, t.id limit ?)
     select t.id as tour_id, t.name as tour_name, t.performer_id, p.stage_name, p.base_fee_cents,
            s.position, s.city, s.state, s.lat, s.lng, s.stop_date::text as stop_date, s.venue_id
       from window_tours w
       join tours t on t.tenant_id = ? and t.id = w.id
       join performers p on p.tenant_id = t.tenant_id and p.id = t.performer_id
       join tour_stops s on s.tenant_id = t.tenant_id and s.tour_id = t.id
      order by t.id, s.position`,
    [...params, tenantId],
  );
}

/** Consecutive stops whose days overlap the window, each with the box its venues must lie in. */
function legsOf(rows: Row[], search: RoutingSearch): TourLeg[] {
  const legs: TourLeg[] = [];
  const start = dayNumber(search.startDate);
  const end = dayNumber(search.endDate);
  const byTour = groupBy(rows, (row) => row.tour_id as string);
  for (const stops of byTour.values()) {
    const tourVenueIds = new Set(stops.map((stop) => stop.venue_id).filter(Boolean) as string[]);
    for (let index = 1; index < stops.length; index++) {
      const from = stops[index - 1]!;
      const to = stops[index]!;
      if (dayNumber(to.stop_date) < start || dayNumber(from.stop_date) > end) continue;
      legs.push({
        from: { lat: from.lat, lng: from.lng, date: from.stop_date },
        to: { lat: to.lat, lng: to.lng, date: to.stop_date },
        tourId: from.tour_id,
        tourName: from.tour_name,
        performerId: from.performer_id,
        performerName: from.stage_name,
        baseFeeCents: from.base_fee_cents,
        tourVenueIds,
        box: detourBoundingBox(from as LatLng, to as LatLng, search.maxDetourMiles),
        cities: [`${from.city}, ${from.state}`, `${to.city}, ${to.state}`],
      });
    }
  }
  return legs;
}

/** Great-circle miles between two (lat, lng) SQL expressions: the haversine formula of geo.ts. */
function haversineSql(lat1: string, lng1: string, lat2: string, lng2: string): string {
  return `(2 * ${EARTH_RADIUS_MILES} * asin(least(1, sqrt(
      power(sin(radians(${lat2} - ${lat1}) / 2), 2)
      + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lng2} - ${lng1}) / 2), 2)))))`;
}

/**
 * Miles of slack on the SQL detour test: PostgreSQL's and V8's sin/cos/asin may differ in the
 * last bits, so the database keeps anything within a hair of the limit and the exact rule in code
 * (`legOpportunity`) decides. It only ever lets a few more rows through, never fewer.
 */
export const SQL_DETOUR_SLACK_MILES = 1e-6;

/**
 * (leg, venue) pairs within the detour of a leg, with the venue's booking history — one query.
 * Each leg's bounding box is a range scan of the (tenant_id, lat, lng) btree index; the detour
 * d(a,v) + d(v,b) − d(a,b) ≤ max is computed in SQL (haversine, as geo.ts), so only matching
 * venues come back. History: booked offers matched by venue name, city and state
 * (`offers_by_venue`), aggregated once per place (`fees`: per-night agreed fees).
 *
 * `mode: 'top'` also applies the rest of the rule in SQL (suggested date inside the window, the
 * score and rounded detour with the same formulas as `domain/routing/opportunities.ts`), keeps
 * each tour and venue's best leg and returns the best `?` of those *with ties* on (score,
 * detour) — so every pair left out ranks strictly below every pair returned. `fragile` counts
 * pairs within a hair of a boundary (detour rounding, the max detour, a leg's middle), where the
 * database's sin/cos/asin and V8's could disagree; past the rounded detour both do the same exact
 * IEEE arithmetic. `mode: 'all'` returns every pair near a leg. The SQL is exported for the
 * bench's plan and the pre-filter test.
 */
export function venuesNearLegsSql(search: RoutingSearch, mode: 'top' | 'all'): { sql: string; filters: unknown[] } {
  const conditions: string[] = [];
  const filters: unknown[] = [];
  if (search.state) {
    conditions.push('v.state = ?');
    filters.push(search.state);
  }
  if (search.city) {
    conditions.push('lower(v.city) = lower(?)');
    filters.push(search.city);
  }
  const places = search.cities.map(parseCityState).filter((place) => place !== null);
  if (places.length) {
    conditions.push(`(lower(v.city), v.state) in (${places.map(() => '(lower(?), ?)').join(', ')})`);
    filters.push(...places.flatMap((place) => [place.city, place.state]));
  }
  const head = `with legs as (
       select * from unnest(?::int[], ?::int[], ?::float8[], ?::float8[], ?::float8[], ?::float8[], ?::float8[],
                            ?::float8[], ?::float8[], ?::float8[], ?::float8[], ?::int[], ?::int[], ?::int[])
         as l (leg, tour, lat_a, lng_a, lat_b, lng_b, direct, lat_min, lat_max, lng_min, lng_max, free, from_day, to_day)
     ), boxed as materialized (
       select l.leg, l.tour, l.direct, l.free, l.from_day, l.to_day, v.id, v.name, v.city, v.state, v.lat, v.lng,
              ${haversineSql('l.lat_a', 'l.lng_a', 'v.lat', 'v.lng')} as dav,
              ${haversineSql('v.lat', 'v.lng', 'l.lat_b', 'l.lng_b')} as dvb
         from legs l
         join venues v on v.tenant_id = ? and v.lat between l.lat_min and l.lat_max
                      and v.lng between l.lng_min and l.lng_max
        ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
     ), near as materialized (
       select b.*, greatest(0, b.dav + b.dvb - b.direct) as detour
         from boxed b
        where b.dav + b.dvb - b.direct <= ?::float8
          and (b.tour, b.id) not in (select * from unnest(?::int[], ?::uuid[]) as own (tour, id))
     ), booked as (
       select o.venue_state as state, lower(o.venue_city) as city, lower(o.venue_name) as name,
              array_agg((o.subtotal_cents / o.number_of_nights)::int) as fees
         from offers o
        where o.tenant_id = ? and o.status = any(?::text[])
          and (o.venue_state, lower(o.venue_city), lower(o.venue_name)) in (
            select distinct n.state, lower(n.city), lower(n.name) from near n)
        group by 1, 2, 3
     ), withFees as (
       select n.*, b.fees, floor(n.detour * 10 + 0.5) / 10 as rdist,
              n.dav / coalesce(nullif(n.dav + n.dvb, 0), 1) as share
         from near n
         left join booked b on b.state = n.state and b.city = lower(n.city) and b.name = lower(n.name)
     )`;
  if (mode === 'all') {
    return {
      sql: `${head}
     select leg, id, name, city, state, lat, lng, fees from withFees order by leg, id`,
      filters,
    };
  }
  const sql = `${head}, scored as materialized (
       select f.*, 50 * greatest(0, 1 - f.rdist / ?::float8) + 10 * least(3, coalesce(cardinality(f.fees), 0))
                   + 20 * f.free as points,
              case when f.free = 1 then greatest(f.from_day + 1, ?::int) <= least(f.to_day - 1, ?::int)
                   else (case when f.share < 0.5 then f.from_day else f.to_day end) between ?::int and ?::int
              end as valid
         from withFees f
     ), best as (
       select distinct on (s.tour, s.id) s.*, floor(s.points + 0.5) as score
         from scored s
        where s.valid
        order by s.tour, s.id, floor(s.points + 0.5) desc, s.rdist, s.leg
     )
     select b.leg, b.id, b.name, b.city, b.state, b.lat, b.lng, b.fees, b.score, b.rdist,
            (select count(*) from scored s
              where abs(s.detour * 10 - floor(s.detour * 10) - 0.5) < 1e-6
                 or s.detour > ?::float8 - 1e-6
                 or (s.free = 0 and abs(s.share - 0.5) < 1e-9))::int as fragile
       from best b
      order by b.score desc, b.rdist
      fetch first ? rows with ties`;
  return { sql, filters };
}

export interface NearLeg {
  from: LatLng & { date: string };
  to: LatLng & { date: string };
  box: BoundingBox;
  tourId?: string;
  tourVenueIds?: ReadonlySet<string>;
}

/** The parameters of `venuesNearLegsSql`, in order. */
export function venuesNearLegsParams(
  tenantId: string,
  legs: readonly NearLeg[],
  search: RoutingSearch,
  mode: 'top' | 'all',
  limit = MAX_OPPORTUNITIES,
): unknown[] {
  const { filters } = venuesNearLegsSql(search, mode);
  const tours = new Map<string, number>();
  const tourOf = (leg: NearLeg) => {
    const key = leg.tourId ?? '';
    if (!tours.has(key)) tours.set(key, tours.size);
    return tours.get(key)!;
  };
  const excluded = legs.flatMap((leg) =>
    [...(leg.tourVenueIds ?? [])].map((venueId) => [tourOf(leg), venueId] as const),
  );
  const column = (value: (leg: NearLeg) => number) => pgArrayLiteral(legs.map(value));
  const start = dayNumber(search.startDate);
  const end = dayNumber(search.endDate);
  const params: unknown[] = [
    pgArrayLiteral(legs.map((_, index) => index)),
    column(tourOf),
    column((leg) => leg.from.lat),
    column((leg) => leg.from.lng),
    column((leg) => leg.to.lat),
    column((leg) => leg.to.lng),
    column((leg) => haversineMiles(leg.from, leg.to)),
    column((leg) => leg.box.latMin),
    column((leg) => leg.box.latMax),
    column((leg) => leg.box.lngMin),
    column((leg) => leg.box.lngMax),
    column((leg) => (dayNumber(leg.to.date) - dayNumber(leg.from.date) >= 2 ? 1 : 0)),
    column((leg) => dayNumber(leg.from.date)),
    column((leg) => dayNumber(leg.to.date)),
    tenantId,
    ...filters,
    search.maxDetourMiles + SQL_DETOUR_SLACK_MILES,
    pgArrayLiteral(excluded.map(([tour]) => tour)),
    pgArrayLiteral(excluded.map(([, venueId]) => venueId)),
    tenantId,
    pgArrayLiteral(BOOKED_STATUSES),
  ];
  if (mode === 'top') params.push(search.maxDetourMiles, start, end, start, end, search.maxDetourMiles, limit);
  return params;
}

interface NearPair {
  /** Index into the given legs. */
  leg: number;
  venue: Venue;
  history: VenueHistory;
  /** Top mode: the SQL's score and rounded detour, checked against the exact rule. */
  score?: number;
  distance?: number;
  fragile?: number;
}

async function venuesNearLegs(
  em: TenantEm,
  tenantId: string,
  legs: readonly TourLeg[],
  search: RoutingSearch,
  mode: 'top' | 'all',
): Promise<NearPair[]> {
  if (!legs.length) return [];
  const rows: Row[] = await em.execute(
    venuesNearLegsSql(search, mode).sql,
    venuesNearLegsParams(tenantId, legs, search, mode),
  );
  const histories = new Map<string, VenueHistory>();
  return rows.map((row) => {
    let history = histories.get(row.id);
    if (!history) {
      const fees = (row.fees ?? []) as number[];
      history = { bookings: fees.length, medianFeeCents: medianCents(fees) };
      histories.set(row.id, history);
    }
    return {
      leg: row.leg,
      venue: { id: row.id, name: row.name, city: row.city, state: row.state, lat: row.lat, lng: row.lng },
      history,
      score: row.score === undefined ? undefined : Number(row.score),
      distance: row.rdist === undefined ? undefined : Number(row.rdist),
      fragile: row.fragile,
    };
  });
}

/** Booked offers per venue, matched by venue name, city and state (offers carry no venue id). */
export async function venueHistories(
  em: TenantEm,
  tenantId: string,
  venues: Pick<Venue, 'id' | 'name' | 'city' | 'state'>[],
): Promise<Map<string, VenueHistory>> {
  const histories = new Map<string, VenueHistory>();
  if (!venues.length) return histories;
  const key = (name: string, city: string, state: string) => `${name.toLowerCase()}|${city.toLowerCase()}|${state}`;
  const rows: Row[] = await em.execute(
    `select lower(venue_name) as name, lower(venue_city) as city, venue_state as state,
            (subtotal_cents / number_of_nights)::int as fee
       from offers
      where tenant_id = ? and status = any(?::text[])
        and (venue_state, lower(venue_city), lower(venue_name)) in (
          select * from unnest(?::text[], ?::text[], ?::text[]))`,
    [
      tenantId,
      pgArrayLiteral(BOOKED_STATUSES),
      pgArrayLiteral(venues.map((venue) => venue.state)),
      pgArrayLiteral(venues.map((venue) => venue.city.toLowerCase())),
      pgArrayLiteral(venues.map((venue) => venue.name.toLowerCase())),
    ],
  );
  const fees = groupBy(rows, (row) => key(row.name, row.city, row.state));
  for (const venue of venues) {
    const amounts = (fees.get(key(venue.name, venue.city, venue.state)) ?? []).map((row) => row.fee as number);
    histories.set(venue.id, { bookings: amounts.length, medianFeeCents: medianCents(amounts) });
  }
  return histories;
}

function opportunityFor(
  leg: TourLeg,
  venue: Venue,
  history: VenueHistory,
  search: RoutingSearch,
): RoutingOpportunity | null {
  if (leg.tourVenueIds.has(venue.id) || !insideBox(venue, leg.box)) return null;
  const found = legOpportunity(leg, venue, search.maxDetourMiles, search);
  if (!found) return null;
  const score = matchScore(found.detourMiles, search.maxDetourMiles, history, found.onFreeDay);
  return {
    venueId: venue.id,
    venueName: venue.name,
    city: venue.city,
    state: venue.state,
    lat: venue.lat,
    lng: venue.lng,
    distance: found.detourMiles,
    estimatedFee: estimateFeeCents(leg.baseFeeCents, history),
    suggestedDate: found.suggestedDate,
    confidence: confidenceOf(score),
    score,
    performerId: leg.performerId,
    performerName: leg.performerName,
    tourId: leg.tourId,
    tourName: leg.tourName,
    betweenCities: leg.cities,
  };
}

const ranking = (a: RoutingOpportunity, b: RoutingOpportunity) =>
  b.score - a.score ||
  a.distance - b.distance ||
  a.venueName.localeCompare(b.venueName) ||
  a.tourId.localeCompare(b.tourId) ||
  (a.venueId < b.venueId ? -1 : a.venueId > b.venueId ? 1 : 0);

/**
 * Venues a touring performer could play on the way (see docs/routing.md): one per tour and venue,
 * the best leg for it; best matches first.
 *
 * Fast path: the database applies the whole rule and returns only the best pairs (with ties, see
 * `venuesNearLegsSql`); each is re-checked with the exact rule in code. Whenever a pair sits on a
 * floating-point boundary or the database and the code disagree about one, every pair near a leg
 * is fetched and scored in code instead — so the answer is always the code's rule.
 */
export async function findOpportunities(
  em: TenantEm,
  tenantId: string,
  search: RoutingSearch,
  options: { fastPath?: boolean; stats?: { fallback: boolean } } = {},
): Promise<RoutingOpportunity[]> {
  const legs = legsOf(await tourStopsInWindow(em, tenantId, search), search);
  if (options.stats) options.stats.fallback = false;
  if (options.fastPath ?? true) {
    const top = await venuesNearLegs(em, tenantId, legs, search, 'top');
    const answer = rankPairs(legs, top, search, true);
    if (answer) return answer;
    if (options.stats) options.stats.fallback = true;
  }
  return rankPairs(legs, await venuesNearLegs(em, tenantId, legs, search, 'all'), search, false)!;
}

/** The answer from the pairs; null (checked mode) when a pair's exact result differs from the SQL's. */
function rankPairs(
  legs: readonly TourLeg[],
  pairs: readonly NearPair[],
  search: RoutingSearch,
  checked: boolean,
): RoutingOpportunity[] | null {
  const best = new Map<string, RoutingOpportunity>();
  for (const pair of pairs) {
    const leg = legs[pair.leg]!;
    const found = opportunityFor(leg, pair.venue, pair.history, search);
    if (checked && (pair.fragile || !found || found.score !== pair.score || found.distance !== pair.distance)) {
      return null;
    }
    const key = `${leg.tourId}|${pair.venue.id}`;
    const current = best.get(key);
    if (found && (!current || ranking(found, current) < 0)) best.set(key, found);
  }
  return [...best.values()].sort(ranking).slice(0, MAX_OPPORTUNITIES);
}
