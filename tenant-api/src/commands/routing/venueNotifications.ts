import type { VenueNotification } from '../../contract';
import type { TenantEm } from '../../db/tenantScope';
import { canMoveVenueNotification, type VenueNotificationStatus } from '../../domain/routing/venueNotificationStatus';
import { conflict, forbidden, notFound } from '../../http/errors';
import { canSeeVenueNotifications, venueNotificationVisibleTo } from '../../policies/routing';
import { presentVenueNotification } from '../../presenters/routing';
import type { TourActor } from './tourAccess';

type Row = Record<string, any>;

const SELECT = `select n.id, n.tenant_id, n.venue_id, n.performer_id, n.tour_id, n.show_date::text as show_date,
    n.estimated_fee_cents, n.detour_miles, n.status, n.created_at, p.stage_name as performer_name,
    t.name as tour_name, v.name as venue_name, v.city, v.state, v.owner_user_id
  from venue_notifications n
  join venues v on v.tenant_id = n.tenant_id and v.id = n.venue_id
  join performers p on p.tenant_id = n.tenant_id and p.id = n.performer_id
  join tours t on t.tenant_id = n.tenant_id and t.id = n.tour_id`;

export const VENUE_NOTIFICATIONS_LIMIT = 200;

/** A buyer's notifications (venues they own) or, for an admin, the tenant's; soonest show first. */
export async function listVenueNotifications(
  em: TenantEm,
  actor: TourActor,
  status: VenueNotificationStatus | undefined,
): Promise<VenueNotification[]> {
  if (!canSeeVenueNotifications(actor.user)) throw forbidden('Venue notifications are for buyers and admins');
  const conditions = ['n.tenant_id = ?'];
  const params: unknown[] = [actor.tenant.id];
  if (actor.user.role !== 'ADMIN') {
    conditions.push('v.owner_user_id = ?');
    params.push(actor.user.id);
  }
  if (status) {
    conditions.push('n.status = ?');
    params.push(status);
  }
  const rows: Row[] = await em.execute(
    `${SELECT} where ${conditions.join(' and ')} order by n.show_date, n.created_at, n.id limit ?`,
    [...params, VENUE_NOTIFICATIONS_LIMIT],
  );
  return rows.map(presentVenueNotification);
}

/** Moves a notification along its lifecycle (domain/routing/venueNotificationStatus); 409 if not allowed. */
export async function changeVenueNotificationStatus(
  em: TenantEm,
  actor: TourActor,
  id: string,
  status: VenueNotificationStatus,
): Promise<VenueNotification> {
  if (!canSeeVenueNotifications(actor.user)) throw forbidden('Venue notifications are for buyers and admins');
  const [row]: Row[] = await em.execute(`${SELECT} where n.tenant_id = ? and n.id = ? for update of n`, [
    actor.tenant.id,
    id,
  ]);
  const venue = row && { tenantId: row.tenant_id as string, ownerUserId: row.owner_user_id as string | null };
  if (!row || !venueNotificationVisibleTo(actor.user, actor.tenant, venue!)) throw notFound('Notification not found');
  if (!canMoveVenueNotification(row.status, status)) {
    throw conflict('invalid_transition', `A ${row.status} notification cannot become ${status}`);
  }
  await em.execute(`update venue_notifications set status = ?, updated_at = now() where tenant_id = ? and id = ?`, [
    status,
    actor.tenant.id,
    id,
  ]);
  return presentVenueNotification({ ...row, status });
}
