import { ChangePasswordBody, UpdateMeBody, UpdatePreferencesBody } from '../contract';
import { signOutEverywhere, signOutThisDevice } from '../commands/account/signOut';
import { changePassword } from '../commands/account/changePassword';
import { readPreferences, updatePreferences } from '../commands/account/preferences';
import { updateProfile } from '../commands/account/updateProfile';
import { inTenant, type TenantEm } from '../db/tenantScope';
import type { User } from '../entities';
import type { AppContext, AppRouter } from '../http/context';
import { requireUser, signSessionToken } from '../http/session';
import { parseBody, refuseBody } from '../http/validate';
import { presentUser } from '../presenters/user';

async function asSignedIn<T>(ctx: AppContext, work: (em: TenantEm, user: User) => Promise<T>): Promise<T> {
  const user = await requireUser(ctx);
  return inTenant(ctx.deps.orm, user.tenantId, (em) => work(em, user));
}

/** The signed-in user's own account (settings page): profile, notification preferences, password. */
export function accountRoutes(router: AppRouter): void {
  router.put('/auth/me', async (ctx) => {
    await requireUser(ctx);
    const input = await parseBody(ctx, UpdateMeBody);
    const { user, performer } = await asSignedIn(ctx, (em, me) => updateProfile(em, me, input));
    ctx.body = presentUser(user, ctx.state.tenant, performer);
  });

  router.get('/auth/me/preferences', async (ctx) => {
    ctx.body = await asSignedIn(ctx, readPreferences);
  });

  router.put('/auth/me/preferences', async (ctx) => {
    await requireUser(ctx);
    const input = await parseBody(ctx, UpdatePreferencesBody);
    ctx.body = await asSignedIn(ctx, (em, user) => updatePreferences(em, user, input));
  });

  router.post('/auth/signout', async (ctx) => {
    await refuseBody(ctx);
    const user = await requireUser(ctx);
    const token = ctx.state.token!;
    const alone = await asSignedIn(ctx, (em) => signOutThisDevice(em, user, token, ctx.deps.clock()));
    if (!alone) await asSignedIn(ctx, (em) => signOutEverywhere(em, user));
    ctx.body = {
      signedOut: true,
      everywhere: !alone,
      message: alone ? 'You are signed out on this device.' : 'You are signed out on every device.',
    };
  });

  router.post('/auth/signout-everywhere', async (ctx) => {
    await refuseBody(ctx);
    const user = await requireUser(ctx);
    await asSignedIn(ctx, (em) => signOutEverywhere(em, user));
    ctx.body = { signedOut: true, everywhere: true, message: 'You are signed out on every device.' };
  });

  router.put('/auth/me/password', async (ctx) => {
    const user = await requireUser(ctx);
    const input = await parseBody(ctx, ChangePasswordBody);
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
  });
}
