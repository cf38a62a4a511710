import type { Offer, Performer, Tenant, User } from '../entities';
import type { OfferActor } from '../domain/offerStateMachine';
import { isTenantAdmin } from './performers';

/**
 * Who an offer belongs to, from the caller's point of view; null means "not yours" (404).
 * Tenant first: nobody outside the offer's tenant has a role. Performers do not see offers
 * still waiting for the tenant's approval.
 */
export function offerRoleOf(
  user: User,
  tenant: Tenant,
  offer: Offer,
  performerOfUser: Performer | null,
): OfferActor | null {
  if (user.tenantId !== tenant.id || offer.tenantId !== tenant.id) return null;
  if (offer.buyerId === user.id) return 'buyer';
  if (performerOfUser && offer.performerId === performerOfUser.id) {
    return offer.status === 'PENDING_ADMIN_APPROVAL' ? null : 'performer';
  }
  if (isTenantAdmin(user, tenant)) return 'admin';
  return null;
}

export function canCreateOffers(user: User): boolean {
  return user.role === 'BUYER';
}
