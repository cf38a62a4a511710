import { FeeQuery } from '../contract';
import { inTenant } from '../db/tenantScope';
import { billableNights, quoteBooking } from '../domain/fees';
import { bpsToPercent } from '../domain/money';
import type { AppRouter } from '../http/context';
import { currentUser } from '../http/session';
import { parseQuery } from '../http/validate';
import { presentTiers } from '../presenters/tiers';
import { findBuyerTier, loadTiers } from '../queries/tiers';

export function tierRoutes(router: AppRouter): void {
  router.get('/tiers', async (ctx) => {
    const { buyerTiers, performerTiers, settings } = await inTenant(ctx.deps.orm, ctx.state.tenant.id, loadTiers);
    ctx.body = presentTiers(buyerTiers, performerTiers, settings);
  });

  /** The caller's own tier prices the booking unless `tier` asks for another (pricing calculator). */
  router.get('/fees/calculate', async (ctx) => {
    const query = parseQuery(ctx, FeeQuery);
    const viewer = await currentUser(ctx);
    const tier = query.tier ?? viewer?.subscriptionTier ?? 'GUEST';
    const tierRow = await inTenant(ctx.deps.orm, ctx.state.tenant.id, (em) => findBuyerTier(em, tier));
    const quote = quoteBooking({
      offerAmount: query.offerAmount,
      numberOfNights: billableNights(query.isMultiNight, query.numberOfNights),
      serviceFeeBps: tierRow.serviceFeeBps,
    });
    ctx.body = { tier, ...quote, serviceFeeRate: bpsToPercent(quote.serviceFeeBps) };
  });
}
