import { PerformerApplicationBody, PerformerProfileBody, PerformerRatesBody } from '../contract';
import {
  applyAsPerformer,
  connectPayoutAccount,
  ownPerformer,
  updatePerformerProfile,
  updatePerformerRates,
} from '../commands/performers/onboarding';
import { inTenant, type TenantEm } from '../db/tenantScope';
import type { AppContext, AppRouter } from '../http/context';
import { requireUser } from '../http/session';
import { parseBody, refuseBody } from '../http/validate';
import { presentPerformerListItem } from '../presenters/performer';
import type { Performer, User } from '../entities';
import { siteOrigin } from '../http/siteOrigin';

const presentOwn = (performer: Performer) => ({
  ...presentPerformerListItem(performer),
  onboarding: {
    profileCompleted: performer.profileCompleted,
    isVerified: performer.isVerified,
    ratesConfigured: performer.ratesConfigured,
    stripeConnected: performer.stripeConnected,
  },
});

async function asSignedIn<T>(ctx: AppContext, work: (em: TenantEm, user: User) => Promise<T>): Promise<T> {
  const user = await requireUser(ctx);
  return inTenant(ctx.deps.orm, user.tenantId, (em) => work(em, user));
}

export function onboardingRoutes(router: AppRouter): void {
  router.get('/performers/me', async (ctx) => {
    ctx.body = presentOwn(await asSignedIn(ctx, ownPerformer));
  });

  router.put('/performers/me/profile', async (ctx) => {
    const input = await parseBody(ctx, PerformerProfileBody);
    ctx.body = presentOwn(await asSignedIn(ctx, (em, user) => updatePerformerProfile(em, user, input)));
  });

  router.put('/performers/me/rates', async (ctx) => {
    const input = await parseBody(ctx, PerformerRatesBody);
    ctx.body = presentOwn(await asSignedIn(ctx, (em, user) => updatePerformerRates(em, user, input)));
  });

  router.post('/performers/me/payout-account', async (ctx) => {
    await refuseBody(ctx);
    const user = await requireUser(ctx);
    const connected = await connectPayoutAccount(ctx.deps.orm, user, ctx.deps.payments, siteOrigin(ctx));
    ctx.body = { ...presentOwn(connected.performer), onboardingUrl: connected.onboardingUrl };
  });

  router.post('/performers/apply', async (ctx) => {
    const input = await parseBody(ctx, PerformerApplicationBody);
    ctx.status = 201;
    ctx.body = await asSignedIn(ctx, (em, user) => applyAsPerformer(em, user, input));
  });
}
