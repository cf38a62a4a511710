import type { Config } from '../config';
import type { Route } from '../http/routeTable';
import { accountRoutes } from './account';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { availabilityRoutes } from './availability';
import { contactRoutes } from './contact';
import { dashboardRoutes } from './dashboard';
import { devMailboxRoutes } from './devMailbox';
import { emailVerificationRoutes } from './emailVerification';
import { mediaRoutes } from './media';
import { notificationRoutes } from './notifications';
import { offerRoutes } from './offers';
import { onboardingRoutes } from './onboarding';
import { invitationRoutes, operatorRoutes } from './operator';
import { localCheckoutRoutes, paymentRoutes, paymentWebhookRoutes } from './payments';
import { passwordResetRoutes } from './passwordReset';
import { performerRoutes } from './performers';
import { referenceRoutes } from './reference';
import { reviewRoutes } from './reviews';
import { routingRoutes } from './routing';
import { subscriptionRoutes } from './subscriptions';
import { systemRoutes, tenantInfoRoutes } from './system';
import { tierRoutes } from './tiers';

/**
 * Every route of /api, in mounting order: `platform` routes answer before the tenant is
 * resolved, all others after. The OpenAPI document is built from this same list.
 */
export function apiRoutes(config: Pick<Config, 'DEV_MAILBOX'>): Route[] {
  const routes: Route[] = [
    ...systemRoutes,
    ...referenceRoutes(() => routes),
    ...paymentWebhookRoutes,
    ...localCheckoutRoutes,
    ...mediaRoutes.files,
    ...tenantInfoRoutes,
    ...authRoutes,
    ...passwordResetRoutes,
    ...emailVerificationRoutes,
    ...invitationRoutes,
    ...accountRoutes,
    ...onboardingRoutes,
    ...availabilityRoutes,
    ...mediaRoutes.performer,
    ...performerRoutes,
    ...tierRoutes,
    ...notificationRoutes,
    ...offerRoutes,
    ...reviewRoutes,
    ...paymentRoutes,
    ...subscriptionRoutes,
    ...contactRoutes,
    ...routingRoutes,
    ...dashboardRoutes,
    ...adminRoutes,
    ...mediaRoutes.admin,
    ...operatorRoutes,
    // Development only: the outbox as a mailbox page (README, "Development mailbox").
    ...(config.DEV_MAILBOX === 'true' ? devMailboxRoutes : []),
  ];
  return routes;
}
