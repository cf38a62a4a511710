import { SubscriptionVerifyQuery, UpgradeBody } from '../contract';
import { applyPaidSubscription, requestSubscriptionChange } from '../commands/subscriptions/changeSubscription';
import { inTenant } from '../db/tenantScope';
import type { AppRouter } from '../http/context';
import { requireUser } from '../http/session';
import { parseBody, parseQuery } from '../http/validate';
import { siteOrigin } from '../http/siteOrigin';

export function subscriptionRoutes(router: AppRouter): void {
  router.post('/subscriptions/upgrade', async (ctx) => {
    const input = await parseBody(ctx, UpgradeBody);
    const user = await requireUser(ctx);
    ctx.body = await requestSubscriptionChange(ctx.deps.orm, user, input, ctx.deps.payments, siteOrigin(ctx));
  });

  router.get('/subscriptions/verify', async (ctx) => {
    const { session_id: sessionId } = parseQuery(ctx, SubscriptionVerifyQuery);
    const user = await requireUser(ctx);
    const checkout = await ctx.deps.payments.gateway.retrieveCheckout(sessionId);
    ctx.body = await inTenant(ctx.deps.orm, user.tenantId, (em) => applyPaidSubscription(em, user, checkout));
  });
}
