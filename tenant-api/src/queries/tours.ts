import { pgArrayLiteral } from '../db/pgArrayLiteral';
import type { TenantEm } from '../db/tenantScope';
import { PerformerEntity, type User } from '../entities';

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

async function toursWhere(em: TenantEm, tenantId: string, condition: string, params: unknown[]): Promise<TourRow[]> {
  const rows: Row[] = await em.execute(
    `select tenant_id, id, performer_id, name, created_at, updated_at from tours
      where tenant_id = ? and ${condition} order by created_at desc, id`,
    [tenantId, ...params],
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
    updatedAt: new Date(row.updated_at),
    stops: stops.get(row.id) ?? [],
  }));
}

export async function findTour(em: TenantEm, tenantId: string, id: string, lock = false): Promise<TourRow | null> {
  if (lock) await em.execute(`select id from tours where tenant_id = ? and id = ? for update`, [tenantId, id]);
  const [tour] = await toursWhere(em, tenantId, 'id = ?', [id]);
  return tour ?? null;
}

export async function toursOfPerformer(em: TenantEm, tenantId: string, performerId: string): Promise<TourRow[]> {
  return toursWhere(em, tenantId, 'performer_id = ?', [performerId]);
}

export async function allTours(em: TenantEm, tenantId: string): Promise<TourRow[]> {
  return toursWhere(em, tenantId, 'true', []);
}
