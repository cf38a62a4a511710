import { randomUUID } from 'node:crypto';
import type { TenantEm } from '../../db/tenantScope';
import { forbidden, notFound } from '../../http/errors';
import { canNotifyVenues } from '../../policies/routing';
import { findOpportunities, type RoutingSearch } from '../../queries/routingOpportunities';
import { performerIdOf } from '../../queries/tours';
import type { TourActor } from './tourAccess';

/**
 * Tells the venues of a search that a performer is touring nearby: one notification per tour
 * and venue (a unique key; repeats change nothing). Performers notify for their own tours
 * ('all' means theirs); admins for any performer's.
 */
export async function notifyVenues(
  em: TenantEm,
  actor: TourActor,
  search: RoutingSearch,
): Promise<{ notifiedVenues: number; alreadyNotified: number }> {
  if (!canNotifyVenues(actor.user)) throw forbidden('Only performers and admins notify venues');
  const scoped = await scopeToCaller(em, actor, search);
  const opportunities = await findOpportunities(em, actor.tenant.id, scoped);
  let notified = 0;
  for (const opportunity of opportunities) {
    const inserted: unknown[] = await em.execute(
      `insert into venue_notifications
         (tenant_id, id, venue_id, performer_id, tour_id, show_date, estimated_fee_cents, detour_miles, created_by)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (tenant_id, tour_id, venue_id) do nothing returning id`,
      [
        actor.tenant.id,
        randomUUID(),
        opportunity.venueId,
        opportunity.performerId,
        opportunity.tourId,
        opportunity.suggestedDate,
        opportunity.estimatedFee,
        opportunity.distance,
        actor.user.id,
      ],
    );
    notified += inserted.length;
  }
  return { notifiedVenues: notified, alreadyNotified: opportunities.length - notified };
}

async function scopeToCaller(em: TenantEm, actor: TourActor, search: RoutingSearch): Promise<RoutingSearch> {
  if (actor.user.role === 'ADMIN') return search;
  const own = await performerIdOf(em, actor.user);
  if (!own) throw notFound('Performer profile not found');
  if (search.performerId !== 'all' && search.performerId !== own) throw notFound('Performer not found');
  return { ...search, performerId: own };
}
