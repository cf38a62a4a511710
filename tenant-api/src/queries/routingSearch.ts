import type { OpportunitySearchBody, RoutingOpportunity } from '../contract';
import type { z } from 'zod';
import type { Orm } from '../db/orm';
import { pgArrayLiteral } from '../db/pgArrayLiteral';
import type { Row } from '../db/oneTrip';
import { preparedRead, type Execution } from '../db/preparedReads';
import { parseCityState } from '../domain/routing/opportunities';
import { refuseSearchIfBusy, searchOffThread } from '../workers/opportunitySearch';
import type { OpportunityWork } from './opportunityWork';
import { MAX_TOURS_PER_SEARCH, opportunityFor, type RoutingSearch } from './routingOpportunities';
import {
  freshVenues,
  type HistoryVersion,
  type MirroredVenue,
  type TenantVenues,
  type VenueVersion,
} from './venueMirror';

/**
 * The (at most MAX_TOURS_PER_SEARCH most recently changed) tours with a show inside the window, with
 * their performers and stops: `tourStopsInWindow` of routingOpportunities.ts as one prepared read,
 * written out by PostgreSQL as one JSON text (OpportunityWork.tours) that the request thread passes
 * to the worker unparsed: 20,000 stop rows cost ~65 ms of the event loop to parse as rows. $4
 * (performer) and $5 (genre) are null when the search does not filter on them.
 */
const TOURS = preparedRead(
  ['uuid', 'date', 'date', 'uuid', 'text', 'int'],
  `with window_tours as (
     select t.id, t.name, t.performer_id, p.stage_name, p.base_fee_cents from tours t
       join performers p on p.tenant_id = t.tenant_id and p.id = t.performer_id
      where t.tenant_id = $1
        and exists (select 1 from tour_stops s where s.tenant_id = $1 and s.tour_id = t.id and s.stop_date <= $3)
        and exists (select 1 from tour_stops s where s.tenant_id = $1 and s.tour_id = t.id and s.stop_date >= $2)
        and ($4::uuid is null or t.performer_id = $4)
        and ($5::text is null or $5 = any(p.genres))
      order by t.updated_at desc, t.id limit $6)
   select coalesce(json_agg(json_build_array(w.id, w.name, w.performer_id, w.stage_name, w.base_fee_cents,
            (select json_agg(json_build_array(s.lat, s.lng, s.stop_date::text, s.city, s.state, s.venue_id)
                             order by s.position)
               from tour_stops s where s.tenant_id = $1 and s.tour_id = w.id))
          order by w.id)::text, '[]') as tours
     from window_tours w`,
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
      read: TOURS,
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
 * leg) cut to the search's `limit`, without reading venues or booking facts from the database. The
 * search runs on a worker thread (workers/opportunitySearch.ts, queries/opportunityWork.ts); this
 * thread only passes the tours' JSON and the venues' shared columns along and writes out the answer
 * (503 when the workers are busy or the search is over its budget).
 */
export async function searchOpportunities(
  orm: Orm,
  tenantId: string,
  search: OpportunitySearch,
  options: {
    stats?: SearchStats;
    /** A read to send in the same round trip (first); `settle` takes its rows before the search goes on. */
    alongside?: { execution: Execution; settle(rows: Row[]): unknown };
  } = {},
): Promise<RoutingOpportunity[]> {
  const { alongside } = options;
  refuseSearchIfBusy(tenantId);
  const reads = searchReads(tenantId, search);
  const { venues, rows } = await freshVenues(orm, tenantId, alongside ? [alongside.execution, ...reads] : reads);
  if (alongside) alongside.settle(rows.shift()!);
  const [tours, lowered] = rows;
  const allows = placeFilter(search, lowered?.[0] as { city: string | null; cities: string[] } | undefined);
  return opportunitiesOn(tenantId, venues, tours![0]!.tours as string, search, allows, options.stats);
}

/** What a search did: the detour of the look that settled it, (leg, venue) pairs looked at and scored. */
export interface SearchStats {
  radius?: number;
  scanned?: number;
  scored?: number;
}

/** The answer on the given tours (`TOURS`' JSON) and venues, worked out on a worker thread. */
export async function opportunitiesOn(
  tenantId: string,
  venues: TenantVenues,
  tours: string,
  search: OpportunitySearch,
  allows: PlaceFilter | null,
  stats?: SearchStats,
): Promise<RoutingOpportunity[]> {
  if (tours === '[]') return [];
  const { work, version, facts } = opportunityWorkOf(venues, tours, search, allows);
  const result = await searchOffThread(tenantId, work);
  if (stats) Object.assign(stats, { radius: result.radius, scanned: result.scanned, scored: result.scored });
  return result.pairs.map(({ leg, slot }) =>
    opportunityFor(leg, version.venues[slot]!, facts.histories[slot]!, search)!,
  );
}

/**
 * The search as a message to a worker (queries/opportunityWork.ts): the venues' columns as they are
 * now (shared memory, built again only after a venue changed), their booking facts (after a fact
 * changed), the place filters' verdicts by venue (when the search has place filters) and the tours'
 * JSON as read: O(venues) at most, no sorting, no parsing.
 */
export function opportunityWorkOf(
  venues: TenantVenues,
  tours: string,
  search: OpportunitySearch,
  allows: PlaceFilter | null,
): { work: OpportunityWork; version: VenueVersion; facts: HistoryVersion } {
  const version = venues.columns();
  const facts = venues.bookings();
  const work: OpportunityWork = {
    kind: 'opportunities',
    columns: version.columns,
    bookings: facts.bookings,
    allowed: allows ? Uint8Array.from(version.venues, (venue) => (venue && allows(venue) ? 1 : 0)) : null,
    tours,
    window: { startDate: search.startDate, endDate: search.endDate },
    maxDetourMiles: search.maxDetourMiles,
    limit: search.limit,
  };
  return { work, version, facts };
}
