import { FeeQuery, FeeResult, TiersResponse } from '../contract';
import { inTenant } from '../db/tenantScope';
import { billableNights, quoteBooking } from '../domain/fees';
import { bpsToPercent } from '../domain/money';
import { currentUser } from '../http/session';
import { defineRoute, type Route } from '../http/routeTable';
import { presentTiers } from '../presenters/tiers';
import { findBuyerTier, loadTiers } from '../queries/tiers';

const pricing = { tags: ['Pricing'], access: 'public' } as const;

export const tierRoutes: Route[] = [
  defineRoute({
    ...pricing,
    method: 'get',
    path: '/tiers',
    operationId: 'listTiers',
    summary: 'Subscription tiers and fees of this tenant',
    responses: { 200: TiersResponse },
    async handler(ctx) {
      const { buyerTiers, performerTiers, settings } = await inTenant(ctx.deps.orm, ctx.state.tenant.id, loadTiers);
      ctx.body = presentTiers(buyerTiers, performerTiers, settings);
    },
  }),

  defineRoute({
    ...pricing,
    method: 'get',
    path: '/fees/calculate',
    operationId: 'calculateFees',
    summary: 'Price a booking (cents) for the caller’s tier, or for `tier` (the pricing calculator)',
    query: FeeQuery,
    responses: { 200: FeeResult },
    async handler(ctx, { query }) {
      const viewer = await currentUser(ctx);
      const tier = query.tier ?? viewer?.subscriptionTier ?? 'GUEST';
      const tierRow = await inTenant(ctx.deps.orm, ctx.state.tenant.id, (em) => findBuyerTier(em, tier));
      const quote = quoteBooking({
        offerAmount: query.offerAmount,
        numberOfNights: billableNights(query.isMultiNight, query.numberOfNights),
        serviceFeeBps: tierRow.serviceFeeBps,
      });
      ctx.body = { tier, ...quote, serviceFeeRate: bpsToPercent(quote.serviceFeeBps) };
    },
  }),
];
