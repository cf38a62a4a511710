import type { Tenant, User } from '../entities';

/** Tenant check first: a user of another tenant is never an admin here. */
export function isTenantAdmin(user: User | null, tenant: Tenant): boolean {
  return !!user && user.tenantId === tenant.id && user.role === 'ADMIN';
}

/** Unvetted profiles are private to the tenant's admins (and to the performer, per profile). */
export function canSeeUnvettedPerformers(user: User | null, tenant: Tenant): boolean {
  return isTenantAdmin(user, tenant);
}
