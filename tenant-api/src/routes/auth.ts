import {
  AuthResponse,
  SignInBody,
  SignUpBody,
  SignUpResponse,
  User as UserSchema,
  type PerformerTier,
} from '../contract';
import { enforceLimit } from '../auth/rateLimiter';
import { signIn } from '../commands/signIn';
import { SIGNUP_EMAIL_TAKEN_MESSAGE, signUp, tellOwnerOfSignUpAttempt } from '../commands/signUp';
import { requestSubscriptionChange } from '../commands/subscriptions/changeSubscription';
import { readPreparedInTenant } from '../db/preparedReads';
import { inTenant } from '../db/tenantScope';
import type { User } from '../entities';
import type { AppContext } from '../http/context';
import { conflict } from '../http/errors';
import { defineRoute, type Route } from '../http/routeTable';
import { signSessionToken, userReadAlong } from '../http/session';
import { siteOrigin } from '../http/siteOrigin';
import { tenantSiteOrigin } from '../http/tenantSiteOrigin';
import { presentUser, type SignedInPerformer } from '../presenters/user';
import { readSignedInFacts, signedInFactsOf, signedInFactsRead } from '../queries/signedInFacts';

const auth = { tags: ['Auth'], access: 'public' } as const;

export const authRoutes: Route[] = [
  defineRoute({
    ...auth,
    method: 'post',
    path: '/auth/signup',
    operationId: 'signUp',
    summary: 'Create a buyer or performer account, signed in',
    description:
      'A buyer who chose a paid plan starts on the free plan; `subscription` is that plan’s purchase. The new ' +
      'account’s address is unconfirmed (`emailVerified: false`) and a confirmation link is e-mailed to it ' +
      '(docs/accounts.md). An address that already has an account gets 409 `email_taken`, and its owner (not the ' +
      'caller) is e-mailed, at most once per SIGNUP_WINDOW_SECONDS, that someone tried to sign up with it, with links ' +
      'to sign in and to reset the password. Every attempt, taken address or not, counts toward SIGNUP_MAX_PER_IP.',
    body: SignUpBody,
    responses: { 201: SignUpResponse },
    errors: {
      502: 'The payment provider answered with an error',
      409: 'The address already has an account (`email_taken`); its owner is e-mailed',
      429: 'Too many new accounts from this network',
    },
    async handler(ctx, { body: input }) {
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
      const tenant = ctx.state.tenant;
      const now = ctx.deps.clock();
      const site = await tenantSiteOrigin(ctx);
      const verification = { now, ttlSeconds: config.EMAIL_VERIFICATION_TOKEN_TTL_SECONDS, siteOrigin: site };
      const created = await inTenant(orm, tenant.id, (em) => signUp(em, tenant, input, channel, verification));
      if (created.taken) {
        const window = config.SIGNUP_WINDOW_SECONDS;
        await tellOwnerOfSignUpAttempt(orm, tenant, created.owner, rateLimiter, window, site, now);
        throw conflict('email_taken', SIGNUP_EMAIL_TAKEN_MESSAGE);
      }
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
      ctx.body = {
        ...(await authResponse(ctx, created.user, created.performer)),
        ...(subscription && { subscription }),
      };
    },
  }),

  defineRoute({
    ...auth,
    method: 'post',
    path: '/auth/signin',
    operationId: 'signIn',
    summary: 'Sign in',
    body: SignInBody,
    responses: { 200: AuthResponse },
    description:
      'Sign-in defences (docs/accounts.md): after SIGNIN_MAX_FAILURES_PER_ACCOUNT failures on an account, from any ' +
      'addresses, each further attempt waits (SIGNIN_DELAY_BASE_SECONDS, doubling, at most SIGNIN_DELAY_MAX_SECONDS), ' +
      'answered 429 with Retry-After; once the wait is over a correct password works. Failures from one address ' +
      '(SIGNIN_MAX_ATTEMPTS_PER_IP) hold that address back, except for accounts that have signed in from it ' +
      'before; successful sign-ins count for nothing.',
    errors: { 401: 'Wrong e-mail or password', 429: 'Too many failed attempts: wait Retry-After seconds' },
    async handler(ctx, { body: input }) {
      const { orm, rateLimiter, config } = ctx.deps;
      const limits = {
        maxFailuresPerAccount: config.SIGNIN_MAX_FAILURES_PER_ACCOUNT,
        maxAttemptsPerIp: config.SIGNIN_MAX_ATTEMPTS_PER_IP,
        windowSeconds: config.SIGNIN_WINDOW_SECONDS,
        delayBaseSeconds: config.SIGNIN_DELAY_BASE_SECONDS,
        delayMaxSeconds: config.SIGNIN_DELAY_MAX_SECONDS,
      };
      const user = await signIn(orm, ctx.state.tenant, input, ctx.ip, rateLimiter, limits, ctx.deps.clock());
      const facts = await readSignedInFacts(orm, user);
      ctx.body = await authResponse(ctx, user, facts.performer, facts.applicationsUnderReview);
    },
  }),

  defineRoute({
    tags: ['Account'],
    access: 'user',
    readsUserAlong: true,
    method: 'get',
    path: '/auth/me',
    operationId: 'getMe',
    summary: 'The signed-in user',
    responses: { 200: UserSchema },
    async handler(ctx) {
      const tenantId = ctx.state.tenant.id;
      const me = await userReadAlong(ctx);
      const [userRows = [], factRows = []] = await readPreparedInTenant(ctx.deps.orm, tenantId, [
        me.execution,
        signedInFactsRead(tenantId, me.token.userId),
      ]);
      const user = me.settle(userRows);
      const facts = signedInFactsOf(factRows, user);
      ctx.body = presentUser(user, ctx.state.tenant, facts.performer, facts.applicationsUnderReview);
    },
  }),
];

async function authResponse(
  ctx: AppContext,
  user: User,
  performer: SignedInPerformer | null,
  applications: readonly PerformerTier[] = [],
) {
  const token = await signSessionToken(ctx, user);
  return { token, user: presentUser(user, ctx.state.tenant, performer, applications) };
}
