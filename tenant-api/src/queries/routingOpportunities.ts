import type { Knex } from '@mikro-orm/postgresql';
import { pgArrayLiteral } from '../db/pgArrayLiteral';
import type { z } from 'zod';
import { ROUTING_MAX_OPPORTUNITIES, type RoutingOpportunity, type RoutingSearchBody } from '../contract';
import type { TenantEm } from '../db/tenantScope';
import { detourRegion, type BandRange } from '../domain/routing/detourRegion';
import {
  EARTH_RADIUS_MILES,
  haversineMiles,
  LAT_BANDS_PER_DEGREE,
  unitVector,
  type LatLng,
} from '../domain/routing/geo';
import {
  confidenceOf,
  estimateFeeCents,
  legFitsWindow,
  legOpportunity,
  matchScore,
  parseCityState,
  type VenueHistory,
} from '../domain/routing/opportunities';
import { dayNumber } from '../domain/routing/tourPlan';
import { compareText, legsOf, outranksBeyond, searchRadii, type Row, type TourLeg } from './opportunityPairs';

export {
  compareText,
  legsOf,
  outranksBeyond,
  SEARCH_RADII,
  searchRadii,
  type Row,
  type TourLeg,
} from './opportunityPairs';

export type RoutingSearch = z.output<typeof RoutingSearchBody>;

/** At most this many tours take part in one search (the most recently changed). */
export const MAX_TOURS_PER_SEARCH = 500;
export const MAX_OPPORTUNITIES = ROUTING_MAX_OPPORTUNITIES;
/** Offer statuses that count as a booking at a venue. */
export const BOOKED_STATUSES = ['ACCEPTED', 'PAID', 'COMPLETED', 'PAID_OUT'];

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
  return queryRows(
    em,
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

/** The legs a search looks along: those of its tours' stops in the window. Exported for the bench's plan. */
export async function searchLegs(em: TenantEm, tenantId: string, search: RoutingSearch): Promise<TourLeg[]> {
  return legsOf(await tourStopsInWindow(em, tenantId, search), search);
}

/** Great-circle miles between two points given as unit vectors (SQL expressions): 2R·asin(chord / 2). */
function chordMilesSql([x1, y1, z1]: string[], [x2, y2, z2]: string[]): string {
  return `(${2 * EARTH_RADIUS_MILES} * asin(least(1, sqrt(
      (${x1} - ${x2}) * (${x1} - ${x2}) + (${y1} - ${y2}) * (${y1} - ${y2}) + (${z1} - ${z2}) * (${z1} - ${z2})) / 2)))`;
}

/**
 * Miles of slack on the SQL detour test: PostgreSQL's and V8's sin/cos/asin may differ in the
 * last bits, so the database keeps anything within a hair of the limit and the exact rule in code
 * (`legOpportunity`) decides. It only ever lets a few more rows through, never fewer.
 */
export const SQL_DETOUR_SLACK_MILES = 1e-6;

export interface NearLeg {
  from: LatLng & { date: string };
  to: LatLng & { date: string };
  tourId?: string;
  tourVenueIds?: ReadonlySet<string>;
}

/**
 * The leg's search area (`domain/routing/detourRegion.ts`) in the bands of `venues_by_band` or, for
 * the venues in memory, `bandsPerDegree`. Not remembered: a few microseconds, in a bounded number
 * of steps, cost less than a cache's memory (docs/routing.md, "Search area").
 */
export function legRegion(
  from: LatLng,
  to: LatLng,
  maxDetour: number,
  bandsPerDegree = LAT_BANDS_PER_DEGREE,
): readonly BandRange[] {
  return detourRegion(from, to, maxDetour, undefined, bandsPerDegree);
}

/** Each leg's tour as a small number (legs of the same tour share it). */
function tourNumbers(legs: readonly NearLeg[]): number[] {
  const tours = new Map<string, number>();
  return legs.map((leg) => {
    const key = leg.tourId ?? '';
    if (!tours.has(key)) tours.set(key, tours.size);
    return tours.get(key)!;
  });
}

/** Adds a parameter and answers its placeholder: call it in the order the placeholders appear. */
type Bind = (value: unknown, cast?: string) => string;

function binder(): { params: unknown[]; bind: Bind } {
  const params: unknown[] = [];
  const bind: Bind = (value, cast = '') => {
    params.push(value);
    return `?${cast}`;
  };
  return { params, bind };
}

/** A float array parameter: 12 significant digits are well below a foot on the ground. */
const floats = (values: readonly number[]) => pgArrayLiteral(values.map((value) => Number(value.toPrecision(12))));

/** One row per leg: what the detour rule needs of it (end points as unit vectors, days). */
function legsSql(legs: readonly NearLeg[], bind: Bind): string {
  const tours = tourNumbers(legs);
  const from = legs.map((leg) => unitVector(leg.from));
  const to = legs.map((leg) => unitVector(leg.to));
  const days = legs.map((leg) => [dayNumber(leg.from.date), dayNumber(leg.to.date)] as const);
  const ints = (values: readonly number[]) => bind(pgArrayLiteral(values), '::int[]');
  // Unit vectors go at full precision: the SQL detour must match the code's to within the slack.
  const exact = (values: readonly number[]) => bind(pgArrayLiteral(values), '::float8[]');
  return `select * from unnest(${ints(legs.map((_, index) => index))}, ${ints(tours)},
              ${[0, 1, 2].map((axis) => exact(from.map((vector) => vector[axis]!))).join(', ')},
              ${[0, 1, 2].map((axis) => exact(to.map((vector) => vector[axis]!))).join(', ')},
              ${exact(legs.map((leg) => haversineMiles(leg.from, leg.to)))},
              ${ints(days.map(([fromDay, toDay]) => (toDay - fromDay >= 2 ? 1 : 0)))},
              ${ints(days.map(([fromDay]) => fromDay))}, ${ints(days.map(([, toDay]) => toDay))})
         as l (leg, tour, ax, ay, az, bx, by, bz, direct, free, from_day, to_day)`;
}

/** One row per leg and index band: the longitude range (and latitudes) its venues may lie in. */
function stripsSql(legs: readonly NearLeg[], maxDetour: number, bind: Bind): string {
  const strips = legs.flatMap((leg, index) =>
    legRegion(leg.from, leg.to, maxDetour).map((range) => ({ leg: index, ...range })),
  );
  // Rounded outward, so the rounding never narrows a range.
  const down = (value: number) => Math.floor(value * 1e6) / 1e6;
  const up = (value: number) => Math.ceil(value * 1e6) / 1e6;
  return `select * from unnest(${bind(pgArrayLiteral(strips.map((s) => s.leg)), '::int[]')},
              ${bind(pgArrayLiteral(strips.map((s) => s.band)), '::int[]')},
              ${bind(floats(strips.map((s) => down(s.latMin))), '::float8[]')},
              ${bind(floats(strips.map((s) => up(s.latMax))), '::float8[]')},
              ${bind(floats(strips.map((s) => down(s.lngMin))), '::float8[]')},
              ${bind(floats(strips.map((s) => up(s.lngMax))), '::float8[]')})
         as s (leg, band, lat_min, lat_max, lng_min, lng_max)`;
}

/** The venues in each strip (one index range scan each) that the search's place filters allow. */
function venuesInStripsSql(tenantId: string, search: RoutingSearch, bind: Bind): string {
  const filters = [`v.tenant_id = ${bind(tenantId)}`];
  if (search.state) filters.push(`v.state = ${bind(search.state)}`);
  if (search.city) filters.push(`lower(v.city) = lower(${bind(search.city)})`);
  const places = search.cities.map(parseCityState).filter((place) => place !== null);
  if (places.length) {
    const list = places.map((place) => `(lower(${bind(place.city)}), ${bind(place.state)})`);
    filters.push(`(lower(v.city), v.state) in (${list.join(', ')})`);
  }
  return `strips s
         join legs l on l.leg = s.leg
         join venues v on v.lat_band = s.band and v.lng between s.lng_min and s.lng_max
                      and v.lat between s.lat_min and s.lat_max and ${filters.join(' and ')}`;
}

/** What a (leg, venue) pair carries of its venue (read from the covering index) and of its bookings. */
const VENUE_COLUMNS = ['id', 'name', 'city', 'state', 'lat', 'lng'];
const PAIR_VENUE_COLUMNS = [...VENUE_COLUMNS, 'bookings', 'median_fee_cents'];

/**
 * A venue's booking facts (`venue_booking_stats`, kept by a trigger on offers): booked offers
 * matched by the venue's state, city and name, case-insensitively. `venue` is the alias of a row
 * with `state`, `city` and `name`; venues without bookings find no row.
 */
function bookingStatsJoin(tenantId: string, venue: string, bind: Bind): string {
  return `left join venue_booking_stats st on st.tenant_id = ${bind(tenantId)} and st.venue_state = ${venue}.state::text
                and st.venue_city_key = lower(${venue}.city) and st.venue_name_key = lower(${venue}.name)`;
}

/**
 * (leg, venue) pairs within the detour (plus the slack), with the detour, its rounding to tenths
 * of a mile, where the venue lies along the leg (`share`), and whether the pair is `fragile`: within
 * a hair of a boundary (detour rounding, the max detour, a leg's middle) where the database's
 * floating point and V8's could disagree. Distances are chords between unit vectors,
 * 2R·asin(chord / 2): the haversine's great circle to well within 1e-9 miles.
 */
function nearSql(
  tenantId: string,
  legs: readonly NearLeg[],
  search: RoutingSearch,
  radius: number,
  bind: Bind,
): string {
  const tours = tourNumbers(legs);
  const own = legs.flatMap((leg, index) => [...(leg.tourVenueIds ?? [])].map((id) => [tours[index]!, id] as const));
  const notOwn = () =>
    own.length
      ? `and (m.tour, m.id) not in (select * from unnest(${bind(pgArrayLiteral(own.map(([tour]) => tour)), '::int[]')},
                                     ${bind(pgArrayLiteral(own.map(([, id]) => id)), '::uuid[]')}) as own (tour, id))`
      : '';
  return `select d.*, floor(d.detour * 10 + 0.5) as tenths,
              abs(d.detour * 10 - floor(d.detour * 10) - 0.5) < 1e-6
                or d.detour > ${bind(search.maxDetourMiles, '::float8')} - 1e-6
                or (d.free = 0 and abs(d.share - 0.5) < 1e-9) as fragile
         from (
           select m.*, greatest(0, m.dav + m.dvb - m.direct) as detour,
                  m.dav / coalesce(nullif(m.dav + m.dvb, 0), 1) as share,
                  coalesce(st.bookings, 0) as bookings, st.median_fee_cents
             from (
               select l.leg, l.tour, l.direct, l.free, l.from_day, l.to_day, ${VENUE_COLUMNS.map((column) => `v.${column}`).join(', ')},
                      ${chordMilesSql(['l.ax', 'l.ay', 'l.az'], ['v.unit_x', 'v.unit_y', 'v.unit_z'])} as dav,
                      ${chordMilesSql(['v.unit_x', 'v.unit_y', 'v.unit_z'], ['l.bx', 'l.by', 'l.bz'])} as dvb
                 from ${venuesInStripsSql(tenantId, search, bind)}
               offset 0) m
             ${bookingStatsJoin(tenantId, 'm', bind)}
            where m.dav + m.dvb - m.direct <= ${bind(radius + SQL_DETOUR_SLACK_MILES, '::float8')}
                  ${notOwn()}
           offset 0) d`;
}

/**
 * A pair's rank as one bigint, so that a single aggregate finds each tour and venue's best leg:
 * higher score first, then the shorter rounded detour, then the earlier leg. Decimal digits:
 * score · 10^9 + (9999 − detour in tenths of a mile) · 10^5 + (99999 − leg). The fields fit: a
 * score is at most 100, a detour at most MAX_DETOUR_MILES (500), and a search has at most
 * MAX_TOURS_PER_SEARCH × (MAX_TOUR_STOPS − 1) legs (19,500).
 */
const RANK = {
  of: (score: string, tenths: string, leg: string) =>
    `((${score})::int8 * 10000 + 9999 - (${tenths})::int8) * 100000 + 99999 - ${leg}`,
  /** Score and rounded detour without the leg: what ties are decided on. */
  place: (rank: string) => `${rank} / 100000`,
  score: (rank: string) => `${rank} / 1000000000`,
  miles: (rank: string) => `(9999 - ${rank} / 100000 % 10000)::float8 / 10`,
  leg: (rank: string) => `(99999 - ${rank} % 100000)::int`,
};

/**
 * The rest of the rule for each near pair, with the same formulas and IEEE arithmetic as
 * `domain/routing/opportunities.ts`: the suggested date inside the window, the score, and the rank.
 */
function rankedSql(search: RoutingSearch, bind: Bind): string {
  const start = dayNumber(search.startDate);
  const end = dayNumber(search.endDate);
  const valid = () => `case when n.free = 1
                   then greatest(n.from_day + 1, ${bind(start, '::int')}) <= least(n.to_day - 1, ${bind(end, '::int')})
                   else (case when n.share < 0.5 then n.from_day else n.to_day end)
                        between ${bind(start, '::int')} and ${bind(end, '::int')} end`;
  // 10 points a booking, at most 3.
  const historyPoints = `10 * least(3, n.bookings)`;
  const points = () => `50 * greatest(0, 1 - (n.tenths / 10) / ${bind(search.maxDetourMiles, '::float8')})
                   + ${historyPoints} + 20 * n.free`;
  return `select n.tour, ${PAIR_VENUE_COLUMNS.map((column) => `n.${column}`).join(', ')}, n.fragile,
              case when ${valid()} then ${RANK.of(`floor(${points()} + 0.5)`, 'n.tenths', 'n.leg')} end as rank
         from near n`;
}

/**
 * (leg, venue) pairs within the detour of a leg — one query. Each leg's bounding box is split into
 * the latitude bands of the `venues_by_band` index (tenant_id, lat_band, lng); each band is one
 * index-only range scan on lng. The detour d(a,v) + d(v,b) − d(a,b) ≤ `radius` (by default the
 * search's max detour; the score always uses the max) is computed in SQL (`nearSql`), so only
 * matching venues go on, each with its booking facts (`venue_booking_stats`, one hash join).
 *
 * `mode: 'top'` also applies the rest of the rule in SQL (`rankedSql`), keeps each tour and venue's
 * best leg and returns the best `limit` of those *with ties* on (score, detour) — so every pair
 * left out ranks strictly below every pair returned — with `fragile`, the number of tours and
 * venues with a fragile pair. `mode: 'all'` returns every pair near a leg. Exported for the bench's
 * plan and the pre-filter test.
 */
export function venuesNearLegsQuery(
  tenantId: string,
  legs: readonly NearLeg[],
  search: RoutingSearch,
  mode: 'top' | 'all',
  { limit = MAX_OPPORTUNITIES, radius = search.maxDetourMiles }: { limit?: number; radius?: number } = {},
): { sql: string; params: unknown[] } {
  const { params, bind } = binder();
  const head = `with legs as (${legsSql(legs, bind)}
     ), strips as (${stripsSql(legs, radius, bind)}
     ), near as (${nearSql(tenantId, legs, search, radius, bind)}
     )`;
  if (mode === 'all') {
    return {
      sql: `${head}\n     select n.leg, ${PAIR_VENUE_COLUMNS.map((column) => `n.${column}`).join(', ')}
       from near n order by n.leg, n.id`,
      params,
    };
  }
  const sql = `${head}, ranked as (${rankedSql(search, bind)}
     ), best as materialized (
       select r.tour, ${PAIR_VENUE_COLUMNS.map((column) => `r.${column}`).join(', ')},
              max(r.rank) as rank, bool_or(r.fragile) as fragile
         from ranked r group by r.id, r.tour, ${PAIR_VENUE_COLUMNS.slice(1)
           .map((column) => `r.${column}`)
           .join(', ')}
     ), top as (
       select * from best b where b.rank is not null
        order by ${RANK.place('b.rank')} desc fetch first ${bind(limit)} rows with ties
     )
     select ${RANK.leg('t.rank')} as leg, ${PAIR_VENUE_COLUMNS.map((column) => `t.${column}`).join(', ')},
            ${RANK.score('t.rank')} as score, ${RANK.miles('t.rank')} as rdist,
            (select count(*) from best f where f.fragile)::int as fragile
       from top t`;
  return { sql, params };
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
  radius = search.maxDetourMiles,
): Promise<NearPair[]> {
  if (!legs.length) return [];
  const { sql, params } = venuesNearLegsQuery(tenantId, legs, search, mode, { radius });
  const rows = await queryRows(em, sql, params);
  const venues = new Map<string, Venue>();
  for (const row of rows) {
    venues.set(row.id, { id: row.id, name: row.name, city: row.city, state: row.state, lat: row.lat, lng: row.lng });
  }
  return rows.map((row) => ({
    leg: row.leg,
    venue: venues.get(row.id)!,
    history: historyOf(row),
    score: row.score === undefined ? undefined : Number(row.score),
    distance: row.rdist === undefined ? undefined : Number(row.rdist),
    fragile: row.fragile,
  }));
}

/** A venue's history from its `venue_booking_stats` columns (none: no bookings). */
const historyOf = (row: Row): VenueHistory => ({
  bookings: Number(row.bookings ?? 0),
  medianFeeCents: row.median_fee_cents == null ? null : Number(row.median_fee_cents),
});

/**
 * Runs a query with real bound parameters. `em.execute` inlines every parameter into the SQL text
 * (MikroORM formats it client-side), which for the search's arrays meant escaping, sending and
 * parsing ~30 KB of literals per request; the transaction's knex connection binds them instead.
 */
async function queryRows(em: TenantEm, sql: string, params: unknown[]): Promise<Row[]> {
  const transaction = em.getTransactionContext<Knex.Transaction>();
  if (!transaction) return em.execute(sql, params);
  const result = (await transaction.raw(sql, params as Knex.RawBinding[])) as { rows: Row[] };
  return result.rows;
}

/** Booking histories of the given venues (`venue_booking_stats`, matched by name, city and state). */
export async function venueHistories(
  em: TenantEm,
  tenantId: string,
  venues: Pick<Venue, 'id' | 'name' | 'city' | 'state'>[],
): Promise<Map<string, VenueHistory>> {
  if (!venues.length) return new Map();
  const { params, bind } = binder();
  const rows = await queryRows(
    em,
    `select k.id, st.bookings, st.median_fee_cents
       from unnest(${bind(pgArrayLiteral(venues.map((venue) => venue.id)), '::uuid[]')},
                   ${bind(pgArrayLiteral(venues.map((venue) => venue.state)), '::text[]')},
                   ${bind(pgArrayLiteral(venues.map((venue) => venue.city)), '::text[]')},
                   ${bind(pgArrayLiteral(venues.map((venue) => venue.name)), '::text[]')}) as k (id, state, city, name)
       ${bookingStatsJoin(tenantId, 'k', bind)}`,
    params,
  );
  return new Map(rows.map((row) => [row.id as string, historyOf(row)]));
}

export function opportunityFor(
  leg: TourLeg,
  venue: Venue,
  history: VenueHistory,
  search: RoutingSearch,
): RoutingOpportunity | null {
  if (leg.tourVenueIds.has(venue.id)) return null;
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

/** Best first: score, then the shorter detour, then venue name, tour and venue id. */
export const ranking = (a: RoutingOpportunity, b: RoutingOpportunity) =>
  b.score - a.score ||
  a.distance - b.distance ||
  compareText(a.venueName, b.venueName) ||
  compareText(a.tourId, b.tourId) ||
  (a.venueId < b.venueId ? -1 : a.venueId > b.venueId ? 1 : 0);

/**
 * Venues a touring performer could play on the way (see docs/routing.md): one per tour and venue,
 * the best leg for it; best matches first.
 *
 * Legs on which no venue could get a date inside the window are left out before any venue is read.
 * Fast path: the database applies the whole rule and returns only the best pairs (with ties, see
 * `venuesNearLegsQuery`); each is re-checked with the exact rule in code. It first looks only
 * within a short detour (`SEARCH_RADII`, widening): when that already fills the answer with pairs
 * ranking above anything farther could rank, nothing farther can enter it or tie with it, so it is
 * the answer; else it looks wider. Whenever a pair sits on a floating-point boundary or the
 * database and the code disagree about one, every pair near a leg is fetched and scored in code
 * instead — so the answer is always the code's rule.
 */
export async function findOpportunities(
  em: TenantEm,
  tenantId: string,
  search: RoutingSearch,
  options: { fastPath?: boolean; stats?: { fallback: boolean; radius?: number } } = {},
): Promise<RoutingOpportunity[]> {
  const legs = (await searchLegs(em, tenantId, search)).filter((leg) => legFitsWindow(leg, search));
  if (options.stats) options.stats.fallback = false;
  if (!legs.length) return [];
  if (options.fastPath ?? true) {
    for (const radius of searchRadii(search.maxDetourMiles)) {
      const top = await venuesNearLegs(em, tenantId, legs, search, 'top', radius);
      const answer = rankPairs(legs, top, search, true);
      if (!answer) break;
      if (radius >= search.maxDetourMiles || outranksBeyond(top, radius, search.maxDetourMiles, MAX_OPPORTUNITIES)) {
        if (options.stats) options.stats.radius = radius;
        return answer;
      }
    }
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
