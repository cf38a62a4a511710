import type { PerformerTier, User as UserJson } from '../contract';
import type { Performer, Tenant, User } from '../entities';
import { isEmailVerified } from '../policies/emailVerification';

/** What the user JSON shows of a performer account's profile. */
export type SignedInPerformer = Pick<
  Performer,
  'id' | 'profileCompleted' | 'isVerified' | 'ratesConfigured' | 'stripeConnected'
>;

/** `applicationsUnderReview` from queries/performerApplications; a new account has none. */
export function presentUser(
  user: User,
  tenant: Tenant,
  performer: SignedInPerformer | null,
  applicationsUnderReview: readonly PerformerTier[] = [],
): UserJson {
  return {
    id: user.id,
    email: user.email,
    emailVerified: isEmailVerified(user),
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    subscriptionTier: user.subscriptionTier,
    profileImageUrl: user.profileImageUrl,
    phone: user.phone,
    createdAt: user.createdAt.toISOString(),
    tenant: { slug: tenant.slug, name: tenant.name },
    performerId: performer?.id ?? null,
    onboarding: performer
      ? {
          profileCompleted: performer.profileCompleted,
          isVerified: performer.isVerified,
          ratesConfigured: performer.ratesConfigured,
          stripeConnected: performer.stripeConnected,
        }
      : null,
    applicationsUnderReview: [...applicationsUnderReview],
  };
}
