import type { TourListQuery } from '../contract';
import { pgArrayLiteral } from '../db/pgArrayLiteral';
import type { TenantEm } from '../db/tenantScope';
import { PerformerEntity, type User } from '../entities';
import { decodeCursor, encodeCursor, type SortKey } from './browseCursor';

export interface TourStopRow {
  id: string;
  position: number;
  city: string;
  state: string;
  lat: number;
  lng: number;
  date: string;
  isFixedDate: boolean;
  venueId: string | null;
}

export interface TourRow {
  tenantId: string;
  id: string;
  performerId: string;
  name: string;
  createdAt: Date;
  /** `created_at` as PostgreSQL writes it, every digit kept: a page cursor's key. */
  createdAtText: string;
  updatedAt: Date;
  stops: TourStopRow[];
}

type Row = Record<string, any>;

const stopFromRow = (row: Row): TourStopRow => ({
  id: row.id,
  position: row.position,
  city: row.city,
  state: row.state,
  lat: row.lat,
  lng: row.lng,
  date: row.stop_date,
  isFixedDate: row.is_fixed_date,
  venueId: row.venue_id,
});

/** The performer profile id of a performer account (null for other roles). */
export async function performerIdOf(em: TenantEm, user: User): Promise<string | null> {
  if (user.role !== 'PERFORMER') return null;
  const performer = await em.findOne(PerformerEntity, { userId: user.id }, { fields: ['id'] });
  return performer?.id ?? null;
}

async function loadStops(em: TenantEm, tenantId: string, tourIds: string[]): Promise<Map<string, TourStopRow[]>> {
  const byTour = new Map<string, TourStopRow[]>(tourIds.map((id) => [id, []]));
  if (!tourIds.length) return byTour;
  const rows: Row[] = await em.execute(
    `select id, tour_id, position, city, state, lat, lng, stop_date::text as stop_date, is_fixed_date, venue_id
       from tour_stops where tenant_id = ? and tour_id = any(?::uuid[]) order by tour_id, position`,
    [tenantId, pgArrayLiteral(tourIds)],
  );
  for (const row of rows) byTour.get(row.tour_id)?.push(stopFromRow(row));
  return byTour;
}

async function toursWhere(
  em: TenantEm,
  tenantId: string,
  condition: string,
  params: unknown[],
  limit: number | null = null,
): Promise<TourRow[]> {
  const rows: Row[] = await em.execute(
    `select tenant_id, id, performer_id, name, created_at, updated_at,
            to_json(created_at) #>> '{}' as created_at_text
       from tours where tenant_id = ? and ${condition} order by created_at desc, id desc
      ${limit === null ? '' : 'limit ?'}`,
    [tenantId, ...params, ...(limit === null ? [] : [limit])],
  );
  const stops = await loadStops(
    em,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    tenantId: row.tenant_id,
    id: row.id,
    performerId: row.performer_id,
    name: row.name,
    createdAt: new Date(row.created_at),
    createdAtText: row.created_at_text,
    updatedAt: new Date(row.updated_at),
    stops: stops.get(row.id) ?? [],
  }));
}

export async function findTour(em: TenantEm, tenantId: string, id: string, lock = false): Promise<TourRow | null> {
  if (lock) await em.execute(`select id from tours where tenant_id = ? and id = ? for update`, [tenantId, id]);
  const [tour] = await toursWhere(em, tenantId, 'id = ?', [id]);
  return tour ?? null;
}

/** Newest first: the page's order and its cursor's keys. */
const NEWEST_FIRST: SortKey[] = [
  { expression: 'created_at', direction: 'desc', type: 'timestamptz' },
  { expression: 'id', direction: 'desc', type: 'uuid' },
];

/**
 * One page of a performer's tours (`performerId`) or of the whole tenant's (null, for admins),
 * newest first, and the cursor of the page after it: a keyset read, as cheap at any depth.
 */
export async function tourPage(
  em: TenantEm,
  tenantId: string,
  performerId: string | null,
  page: TourListQuery,
): Promise<{ tours: TourRow[]; nextCursor: string | null }> {
  const conditions = ['true'];
  const params: unknown[] = [];
  if (performerId) {
    conditions.push('performer_id = ?');
    params.push(performerId);
  }
  if (page.after) {
    const [createdAt, id] = decodeCursor(page.after, NEWEST_FIRST);
    conditions.push('(created_at, id) < (?::timestamptz, ?::uuid)');
    params.push(createdAt, id);
  }
  const rows = await toursWhere(em, tenantId, conditions.join(' and '), params, page.limit + 1);
  const tours = rows.slice(0, page.limit);
  const last = rows.length > page.limit ? tours.at(-1) : undefined;
  return { tours, nextCursor: last ? encodeCursor(JSON.stringify([last.createdAtText, last.id])) : null };
}
