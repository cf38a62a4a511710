import {
  SubscriptionState,
  SubscriptionVerifyQuery,
  SubscriptionVerifyResponse,
  UpgradeBody,
  UpgradeResponse,
} from '../contract';
import { activatePaidSubscription, requestSubscriptionChange } from '../commands/subscriptions/changeSubscription';
import {
  cancelSubscription,
  resumeSubscription,
  subscriptionState,
} from '../commands/subscriptions/cancelSubscription';
import { refundSupersededChange } from '../commands/subscriptions/renewSubscriptions';
import { inTenant } from '../db/tenantScope';
import { AppError } from '../http/errors';
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
    summary:
      'Switch plans: upgrades at once through a checkout (`paymentUrl`) for the new price less the unused part of the current period; downgrades and the free plan at the period’s end (`scheduled`)',
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
      ctx.body = await requestSubscriptionChange(
        ctx.deps.orm,
        user,
        input,
        ctx.deps.payments,
        siteOrigin(ctx),
        ctx.deps.clock(),
      );
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
      409: 'The payment is not completed, or it was refunded: a newer plan change had closed its checkout',
      503: 'The payment provider is unavailable',
    },
    async handler(ctx, { query: { session_id: sessionId } }) {
      const user = await requireUser(ctx);
      const gateway = ctx.deps.payments.gateway;
      const checkout = await gateway.retrieveCheckout(sessionId);
      const applied = await inTenant(ctx.deps.orm, user.tenantId, (em) =>
        activatePaidSubscription(em, checkout, { userId: user.id }, gateway.name),
      );
      if (applied.status === 'refund_due') {
        const message =
          (await refundSupersededChange(ctx.deps.orm, user.tenantId, gateway, applied.changeId)) ??
          'A newer plan change had closed this checkout: its payment is refunded in full.';
        throw new AppError(409, 'payment_refunded', message);
      }
      ctx.body = { tier: applied.tier, status: 'active' };
    },
  }),

  defineRoute({
    ...subscriptions,
    method: 'get',
    path: '/subscriptions/current',
    operationId: 'currentSubscription',
    summary: 'The buyer’s plan, its billing period and what happens when the period ends',
    responses: { 200: SubscriptionState },
    errors: {},
    async handler(ctx) {
      const user = await requireUser(ctx);
      ctx.body = await inTenant(ctx.deps.orm, user.tenantId, (em) => subscriptionState(em, user, ctx.deps.clock()));
    },
  }),

  defineRoute({
    ...subscriptions,
    method: 'post',
    path: '/subscriptions/cancel',
    operationId: 'cancelSubscription',
    summary: 'Cancels the plan at the end of its billing period (kept until then; undo with /subscriptions/resume)',
    responses: { 200: SubscriptionState },
    errors: { 403: 'Only buyers have plans', 409: 'No paid plan to cancel' },
    async handler(ctx) {
      const user = await requireUser(ctx);
      ctx.body = await cancelSubscription(ctx.deps.orm, user, ctx.deps.payments, ctx.deps.clock());
    },
  }),

  defineRoute({
    ...subscriptions,
    method: 'post',
    path: '/subscriptions/resume',
    operationId: 'resumeSubscription',
    summary: 'Undoes a cancellation or a scheduled downgrade before the period ends',
    responses: { 200: SubscriptionState },
    errors: { 403: 'Only buyers have plans', 409: 'Nothing to undo, or the period has ended' },
    async handler(ctx) {
      const user = await requireUser(ctx);
      ctx.body = await resumeSubscription(ctx.deps.orm, user, ctx.deps.clock());
    },
  }),
];
