import { pgArrayLiteral } from '../db/pgArrayLiteral';
import type { z } from 'zod';
import type { RoutingOpportunity, RoutingSearchBody } from '../contract';
import type { TenantEm } from '../db/tenantScope';
import { detourBoundingBox, insideBox, type BoundingBox, type LatLng } from '../domain/routing/geo';
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

/**
 * Venues inside any leg's box: one query, each box a range scan of the (tenant_id, lat, lng)
 * btree index, the exact detour rule applied afterwards. The SQL is exported for the bench's plan.
 */
export function venuesInBoxesSql(search: RoutingSearch): { sql: string; filters: unknown[] } {
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
  const sql = `select distinct v.id, v.name, v.city, v.state, v.lat, v.lng
      from unnest(?::float8[], ?::float8[], ?::float8[], ?::float8[]) as b (lat_min, lat_max, lng_min, lng_max)
      join venues v on v.tenant_id = ? and v.lat between b.lat_min and b.lat_max and v.lng between b.lng_min and b.lng_max
     ${conditions.length ? `where ${conditions.join(' and ')}` : ''}`;
  return { sql, filters };
}

export function boxParams(boxes: BoundingBox[]): string[] {
  return [
    pgArrayLiteral(boxes.map((box) => box.latMin)),
    pgArrayLiteral(boxes.map((box) => box.latMax)),
    pgArrayLiteral(boxes.map((box) => box.lngMin)),
    pgArrayLiteral(boxes.map((box) => box.lngMax)),
  ];
}

async function venuesNearLegs(
  em: TenantEm,
  tenantId: string,
  legs: TourLeg[],
  search: RoutingSearch,
): Promise<Venue[]> {
  if (!legs.length) return [];
  const { sql, filters } = venuesInBoxesSql(search);
  return em.execute(sql, [...boxParams(legs.map((leg) => leg.box)), tenantId, ...filters]);
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
  a.tourId.localeCompare(b.tourId);

/**
 * Venues a touring performer could play on the way (see docs/routing.md): one per tour and venue,
 * the best leg for it; best matches first.
 */
export async function findOpportunities(
  em: TenantEm,
  tenantId: string,
  search: RoutingSearch,
): Promise<RoutingOpportunity[]> {
  const legs = legsOf(await tourStopsInWindow(em, tenantId, search), search);
  const venues = await venuesNearLegs(em, tenantId, legs, search);
  const histories = await venueHistories(em, tenantId, venues);
  const best = new Map<string, RoutingOpportunity>();
  for (const leg of legs) {
    for (const venue of venues) {
      const found = opportunityFor(leg, venue, histories.get(venue.id)!, search);
      const key = `${leg.tourId}|${venue.id}`;
      const current = best.get(key);
      if (found && (!current || ranking(found, current) < 0)) best.set(key, found);
    }
  }
  return [...best.values()].sort(ranking).slice(0, MAX_OPPORTUNITIES);
}
