import { SubscriptionVerifyQuery, SubscriptionVerifyResponse, UpgradeBody, UpgradeResponse } from '../contract';
import { applyPaidSubscription, requestSubscriptionChange } from '../commands/subscriptions/changeSubscription';
import { inTenant } from '../db/tenantScope';
import { requireUser } from '../http/session';
import { defineRoute, type Route } from '../http/routeTable';
import { siteOrigin } from '../http/siteOrigin';

const subscriptions = { tags: ['Subscriptions'], access: 'user' } as const;

export const subscriptionRoutes: Route[] = [
  defineRoute({
    ...subscriptions,
    method: 'post',
    path: '/subscriptions/upgrade',
    operationId: 'changeSubscription',
    summary: 'Switch plans: free ones at once, paid ones through a checkout (`paymentUrl`)',
    body: UpgradeBody,
    responses: { 200: UpgradeResponse },
    errors: {
      502: 'The payment provider answered with an error',
      403: 'Only buyers have plans',
      409: 'Already on this plan',
      503: 'The payment provider is unavailable',
    },
    async handler(ctx, { body: input }) {
      const user = await requireUser(ctx);
      ctx.body = await requestSubscriptionChange(ctx.deps.orm, user, input, ctx.deps.payments, siteOrigin(ctx));
    },
  }),

  defineRoute({
    ...subscriptions,
    method: 'get',
    path: '/subscriptions/verify',
    /** Switches the plan: a GET that writes. */
    readOnly: false,
    operationId: 'verifySubscription',
    summary: 'Confirms the plan’s checkout the buyer came back with and switches the plan (idempotent)',
    query: SubscriptionVerifyQuery,
    responses: { 200: SubscriptionVerifyResponse },
    errors: {
      502: 'The payment provider answered with an error',
      404: 'No payment session found',
      409: 'The payment is not completed',
      503: 'The payment provider is unavailable',
    },
    async handler(ctx, { query: { session_id: sessionId } }) {
      const user = await requireUser(ctx);
      const checkout = await ctx.deps.payments.gateway.retrieveCheckout(sessionId);
      ctx.body = await inTenant(ctx.deps.orm, user.tenantId, (em) => applyPaidSubscription(em, user, checkout));
    },
  }),
];
