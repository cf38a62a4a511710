import type { Orm } from '../../db/orm';
import { pgArrayLiteral } from '../../db/pgArrayLiteral';
import { inTenant, type TenantEm } from '../../db/tenantScope';
import { forbidden, notFound } from '../../http/errors';
import { canNotifyVenues } from '../../policies/routing';
import { MAX_OPPORTUNITIES, type RoutingSearch } from '../../queries/routingOpportunities';
import { searchOpportunities } from '../../queries/routingSearch';
import { performerIdOf } from '../../queries/tours';
import type { TourActor } from './tourAccess';

/**
 * Tells the venues of a search that a performer is touring nearby: one notification per tour
 * and venue (a unique key; repeats change nothing). Performers notify for their own tours
 * ('all' means theirs); admins for any performer's. The venues are the search's own answer (its
 * best MAX_OPPORTUNITIES), worked out off the request thread as `POST /opportunities` does, and
 * written in one statement.
 */
export async function notifyVenues(
  orm: Orm,
  actor: TourActor,
  search: RoutingSearch,
): Promise<{ notifiedVenues: number; alreadyNotified: number }> {
  if (!canNotifyVenues(actor.user)) throw forbidden('Only performers and admins notify venues');
  const tenantId = actor.tenant.id;
  const scoped = await inTenant(orm, tenantId, (em) => scopeToCaller(em, actor, search));
  const opportunities = await searchOpportunities(orm, tenantId, { ...scoped, limit: MAX_OPPORTUNITIES });
  if (!opportunities.length) return { notifiedVenues: 0, alreadyNotified: 0 };
  const column = <T extends string | number>(pick: (opportunity: (typeof opportunities)[number]) => T) =>
    pgArrayLiteral(opportunities.map(pick));
  const inserted = await inTenant(orm, tenantId, (em) =>
    em.execute<{ id: string }[]>(
      `insert into venue_notifications
         (tenant_id, id, venue_id, performer_id, tour_id, show_date, estimated_fee_cents, detour_miles, created_by)
       select ?, gen_random_uuid(), venue_id, performer_id, tour_id, show_date, estimated_fee_cents, detour_miles, ?
         from unnest(?::uuid[], ?::uuid[], ?::uuid[], ?::date[], ?::bigint[], ?::double precision[])
              as found (venue_id, performer_id, tour_id, show_date, estimated_fee_cents, detour_miles)
       on conflict (tenant_id, tour_id, venue_id) do nothing returning id`,
      [
        tenantId,
        actor.user.id,
        column((opportunity) => opportunity.venueId),
        column((opportunity) => opportunity.performerId),
        column((opportunity) => opportunity.tourId),
        column((opportunity) => opportunity.suggestedDate),
        column((opportunity) => opportunity.estimatedFee),
        column((opportunity) => opportunity.distance),
      ],
    ),
  );
  return { notifiedVenues: inserted.length, alreadyNotified: opportunities.length - inserted.length };
}

async function scopeToCaller(em: TenantEm, actor: TourActor, search: RoutingSearch): Promise<RoutingSearch> {
  if (actor.user.role === 'ADMIN') return search;
  const own = await performerIdOf(em, actor.user);
  if (!own) throw notFound('Performer profile not found');
  if (search.performerId !== 'all' && search.performerId !== own) throw notFound('Performer not found');
  return { ...search, performerId: own };
}
