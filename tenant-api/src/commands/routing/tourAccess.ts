import type { TenantEm } from '../../db/tenantScope';
import type { Tenant, User } from '../../entities';
import { forbidden, notFound } from '../../http/errors';
import { canAnalyseTours, tourAccessOf, type TourAccess } from '../../policies/routing';
import { findTour, performerIdOf, type TourRow } from '../../queries/tours';

export interface TourActor {
  user: User;
  tenant: Tenant;
}

/** The tour if the caller may see it (its performer or the tenant's admin); 404 otherwise. */
export async function accessibleTour(
  em: TenantEm,
  actor: TourActor,
  tourId: string,
  lock = false,
): Promise<{ tour: TourRow; access: Exclude<TourAccess, null> }> {
  if (!canAnalyseTours(actor.user)) throw forbidden('Only performers and admins work with tours');
  const tour = await findTour(em, actor.tenant.id, tourId, lock);
  const access = tour ? tourAccessOf(actor.user, actor.tenant, tour, await performerIdOf(em, actor.user)) : null;
  if (!tour || !access) throw notFound('Tour not found');
  return { tour, access };
}

/** The tour if the caller is its performer; 404 for anyone else's. */
export async function ownTour(em: TenantEm, actor: TourActor, tourId: string): Promise<TourRow> {
  const { tour, access } = await accessibleTour(em, actor, tourId, true);
  if (access !== 'owner') throw notFound('Tour not found');
  return tour;
}
