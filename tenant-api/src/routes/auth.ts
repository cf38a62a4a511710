import { SignInBody, SignUpBody, type PerformerTier } from '../contract';
import { enforceLimit } from '../auth/rateLimiter';
import { signIn } from '../commands/signIn';
import { signUp } from '../commands/signUp';
import { requestSubscriptionChange } from '../commands/subscriptions/changeSubscription';
import { inTenant } from '../db/tenantScope';
import { PerformerEntity, type Performer, type User } from '../entities';
import type { AppContext, AppRouter } from '../http/context';
import { requireUser, signSessionToken } from '../http/session';
import { siteOrigin } from '../http/siteOrigin';
import { parseBody } from '../http/validate';
import { presentUser } from '../presenters/user';
import { applicationsUnderReview } from '../queries/performerApplications';

export function authRoutes(router: AppRouter): void {
  router.post('/auth/signup', async (ctx) => {
    const input = await parseBody(ctx, SignUpBody);
    const { orm, payments, rateLimiter, config } = ctx.deps;
    const key = `signup:ip:${ctx.state.tenant.id}:${ctx.ip}`;
    await enforceLimit(
      rateLimiter,
      key,
      config.SIGNUP_MAX_PER_IP,
      config.SIGNUP_WINDOW_SECONDS,
      'Too many new accounts from your network.',
    );
    await rateLimiter.hit(key, config.SIGNUP_WINDOW_SECONDS);
    const channel = ctx.state.embedOrigin ? 'embed' : 'site';
    const created = await inTenant(orm, ctx.state.tenant.id, (em) => signUp(em, ctx.state.tenant, input, channel));
    const subscription = created.paidTierRequested
      ? await requestSubscriptionChange(
          orm,
          created.user,
          { tier: created.paidTierRequested, billingInterval: 'monthly' },
          payments,
          siteOrigin(ctx),
        )
      : undefined;
    ctx.status = 201;
    ctx.body = { ...(await authResponse(ctx, created.user, created.performer)), ...(subscription && { subscription }) };
  });

  router.post('/auth/signin', async (ctx) => {
    const input = await parseBody(ctx, SignInBody);
    const { orm, rateLimiter, config } = ctx.deps;
    const limits = {
      maxFailuresPerAccount: config.SIGNIN_MAX_FAILURES_PER_ACCOUNT,
      maxAttemptsPerIp: config.SIGNIN_MAX_ATTEMPTS_PER_IP,
      windowSeconds: config.SIGNIN_WINDOW_SECONDS,
    };
    const user = await signIn(orm, ctx.state.tenant, input, ctx.ip, rateLimiter, limits);
    const facts = await signedInFacts(ctx, user);
    ctx.body = await authResponse(ctx, user, facts.performer, facts.applicationsUnderReview);
  });

  router.get('/auth/me', async (ctx) => {
    const user = await requireUser(ctx);
    const facts = await signedInFacts(ctx, user);
    ctx.body = presentUser(user, ctx.state.tenant, facts.performer, facts.applicationsUnderReview);
  });
}

async function authResponse(
  ctx: AppContext,
  user: User,
  performer: Performer | null,
  applications: readonly PerformerTier[] = [],
) {
  const token = await signSessionToken(ctx, user);
  return { token, user: presentUser(user, ctx.state.tenant, performer, applications) };
}

/** What the user JSON says beside the account: the performer profile and the open applications. */
function signedInFacts(ctx: AppContext, user: User) {
  return inTenant(ctx.deps.orm, ctx.state.tenant.id, async (em) => ({
    performer: user.role === 'PERFORMER' ? await em.findOne(PerformerEntity, { userId: user.id }) : null,
    applicationsUnderReview: await applicationsUnderReview(em, user),
  }));
}
