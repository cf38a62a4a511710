import type { Tenant, User } from '../entities';
import { isTenantAdmin } from './performers';

/** Who a tour is to the caller: its performer, the tenant's admin, or nobody (404). Tenant first. */
export type TourAccess = 'owner' | 'admin' | null;

export interface TourOwnership {
  tenantId: string;
  performerId: string;
}

export function canPlanTours(user: User): boolean {
  return user.role === 'PERFORMER';
}

export function tourAccessOf(
  user: User,
  tenant: Tenant,
  tour: TourOwnership,
  performerIdOfUser: string | null,
): TourAccess {
  if (user.tenantId !== tenant.id || tour.tenantId !== tenant.id) return null;
  if (performerIdOfUser && tour.performerId === performerIdOfUser) return 'owner';
  if (isTenantAdmin(user, tenant)) return 'admin';
  return null;
}

/** Optimising and costing a tour: its performer or the tenant's admin; buyers never. */
export function canAnalyseTours(user: User): boolean {
  return user.role === 'PERFORMER' || user.role === 'ADMIN';
}

/** Telling venues about a tour: performers (for their own tours) and the tenant's admins. */
export function canNotifyVenues(user: User): boolean {
  return user.role === 'PERFORMER' || user.role === 'ADMIN';
}

/** SPEC 6: the venue notifications list is for buyers (their venues) and admins (all). */
export function canSeeVenueNotifications(user: User): boolean {
  return user.role === 'BUYER' || user.role === 'ADMIN';
}

/** A buyer sees notifications of venues they own; an admin sees the tenant's. */
export function venueNotificationVisibleTo(
  user: User,
  tenant: Tenant,
  venue: { tenantId: string; ownerUserId: string | null },
): boolean {
  if (user.tenantId !== tenant.id || venue.tenantId !== tenant.id) return false;
  if (isTenantAdmin(user, tenant)) return true;
  return user.role === 'BUYER' && venue.ownerUserId === user.id;
}
