import {
  ChangePasswordBody,
  ChangePasswordResponse,
  NotificationPreferences,
  SignOutResponse,
  UpdateMeBody,
  UpdatePreferencesBody,
  User as UserSchema,
} from '../contract';
import { signOutEverywhere, signOutThisDevice } from '../commands/account/signOut';
import { changePassword } from '../commands/account/changePassword';
import { readPreferences, updatePreferences } from '../commands/account/preferences';
import { updateProfile } from '../commands/account/updateProfile';
import { inTenant, type TenantEm } from '../db/tenantScope';
import type { User } from '../entities';
import type { AppContext } from '../http/context';
import { defineRoute, type Route } from '../http/routeTable';
import { tenantSiteOrigin } from '../http/tenantSiteOrigin';
import { requireUser, signSessionToken } from '../http/session';
import { presentUser } from '../presenters/user';

async function asSignedIn<T>(ctx: AppContext, work: (em: TenantEm, user: User) => Promise<T>): Promise<T> {
  const user = await requireUser(ctx);
  return inTenant(ctx.deps.orm, user.tenantId, (em) => work(em, user));
}

const account = { tags: ['Account'], access: 'user' } as const;

/** The signed-in user's own account (settings page): profile, notification preferences, password. */
export const accountRoutes: Route[] = [
  defineRoute({
    ...account,
    method: 'put',
    path: '/auth/me',
    operationId: 'updateMe',
    summary: 'Update the signed-in user’s name, e-mail and phone',
    description:
      'A changed e-mail address is unconfirmed (`emailVerified: false`) until the link e-mailed to it is used (docs/accounts.md).',
    body: UpdateMeBody,
    responses: { 200: UserSchema },
    errors: { 409: 'E-mail already used by another account of this tenant' },
    async handler(ctx, { body: input }) {
      const { config, clock } = ctx.deps;
      const mail = {
        now: clock(),
        ttlSeconds: config.EMAIL_VERIFICATION_TOKEN_TTL_SECONDS,
        siteOrigin: await tenantSiteOrigin(ctx),
      };
      const { user, performer, applicationsUnderReview } = await asSignedIn(ctx, (em, me) =>
        updateProfile(em, me, input, { tenant: ctx.state.tenant, mail }),
      );
      ctx.body = presentUser(user, ctx.state.tenant, performer, applicationsUnderReview);
    },
  }),

  defineRoute({
    ...account,
    method: 'get',
    path: '/auth/me/preferences',
    operationId: 'getPreferences',
    summary: 'The signed-in user’s notification preferences (defaults when never saved)',
    responses: { 200: NotificationPreferences },
    async handler(ctx) {
      ctx.body = await asSignedIn(ctx, readPreferences);
    },
  }),

  defineRoute({
    ...account,
    method: 'put',
    path: '/auth/me/preferences',
    operationId: 'updatePreferences',
    summary: 'Save some or all notification preferences',
    body: UpdatePreferencesBody,
    responses: { 200: NotificationPreferences },
    async handler(ctx, { body: input }) {
      ctx.body = await asSignedIn(ctx, (em, user) => updatePreferences(em, user, input));
    },
  }),

  defineRoute({
    ...account,
    method: 'post',
    path: '/auth/signout',
    operationId: 'signOut',
    summary: 'Sign out this device: its token is refused from now on (on every server process)',
    responses: { 200: SignOutResponse },
    async handler(ctx) {
      const user = await requireUser(ctx);
      const token = ctx.state.token!;
      const alone = await asSignedIn(ctx, (em) => signOutThisDevice(em, user, token, ctx.deps.clock()));
      if (!alone) await asSignedIn(ctx, (em) => signOutEverywhere(em, user));
      ctx.body = {
        signedOut: true,
        everywhere: !alone,
        message: alone ? 'You are signed out on this device.' : 'You are signed out on every device.',
      };
    },
  }),

  defineRoute({
    ...account,
    method: 'post',
    path: '/auth/signout-everywhere',
    operationId: 'signOutEverywhere',
    summary: 'Sign out every device of the account, this one included',
    responses: { 200: SignOutResponse },
    async handler(ctx) {
      const user = await requireUser(ctx);
      await asSignedIn(ctx, (em) => signOutEverywhere(em, user));
      ctx.body = { signedOut: true, everywhere: true, message: 'You are signed out on every device.' };
    },
  }),

  defineRoute({
    ...account,
    method: 'put',
    path: '/auth/me/password',
    operationId: 'changePassword',
    summary: 'Change the password (the current one is required)',
    body: ChangePasswordBody,
    responses: { 200: ChangePasswordResponse },
    errors: { 429: 'Too many incorrect current passwords' },
    async handler(ctx, { body: input }) {
      const user = await requireUser(ctx);
      const { rateLimiter, config } = ctx.deps;
      const limits = {
        maxFailuresPerAccount: config.SIGNIN_MAX_FAILURES_PER_ACCOUNT,
        windowSeconds: config.SIGNIN_WINDOW_SECONDS,
      };
      const changed = await asSignedIn(ctx, (em) => changePassword(em, user, input, rateLimiter, limits));
      ctx.body = {
        changed: true,
        message: 'Your password has been changed. Other devices are signed out.',
        token: await signSessionToken(ctx, changed),
      };
    },
  }),
];
