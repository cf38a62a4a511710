import {
  PASSWORD_RESET_REQUESTED,
  PasswordResetConfirmBody,
  PasswordResetDone,
  PasswordResetRequestBody,
  PasswordResetRequested,
} from '../contract';
import { enforceLimit } from '../auth/rateLimiter';
import { confirmPasswordReset, requestPasswordReset } from '../commands/account/passwordReset';
import { defineRoute, type Route } from '../http/routeTable';
import { tenantSiteOrigin } from '../http/tenantSiteOrigin';

const auth = { tags: ['Auth'], access: 'public' } as const;

/** "Forgot password?" (docs/deploy.md, "Password reset"). */
export const passwordResetRoutes: Route[] = [
  defineRoute({
    ...auth,
    method: 'post',
    path: '/auth/password-reset',
    operationId: 'requestPasswordReset',
    summary: 'E-mail a password reset link',
    description:
      'Answers the same whether or not the address has an account at this marketplace; when it has, a link to ' +
      'the marketplace’s /reset-password page is e-mailed (PASSWORD_RESET_TOKEN_TTL_SECONDS, once) and earlier ' +
      'links stop working. Limited per e-mail address and per network address.',
    body: PasswordResetRequestBody,
    responses: { 202: PasswordResetRequested },
    errors: { 429: 'Too many reset requests for this address or from this network' },
    async handler(ctx, { body }) {
      const { orm, rateLimiter, config, clock } = ctx.deps;
      const tenant = ctx.state.tenant;
      const window = config.PASSWORD_RESET_WINDOW_SECONDS;
      const ipKey = `password-reset:ip:${tenant.id}:${ctx.ip}`;
      const emailKey = `password-reset:email:${tenant.id}:${body.email}`;
      await enforceLimit(
        rateLimiter,
        ipKey,
        config.PASSWORD_RESET_MAX_PER_IP,
        window,
        'Too many password reset requests from your network.',
      );
      await enforceLimit(
        rateLimiter,
        emailKey,
        config.PASSWORD_RESET_MAX_PER_EMAIL,
        window,
        'Too many password reset requests for this address.',
      );
      await rateLimiter.hit(ipKey, window);
      await rateLimiter.hit(emailKey, window);
      await requestPasswordReset(orm, tenant, {
        email: body.email,
        now: clock(),
        ttlSeconds: config.PASSWORD_RESET_TOKEN_TTL_SECONDS,
        siteOrigin: await tenantSiteOrigin(ctx),
      });
      ctx.status = 202;
      ctx.body = { requested: true, message: PASSWORD_RESET_REQUESTED };
    },
  }),

  defineRoute({
    ...auth,
    method: 'post',
    path: '/auth/password-reset/confirm',
    operationId: 'confirmPasswordReset',
    summary: 'Set a new password with a reset link’s token',
    description:
      'The token works once. Every session of the account is signed out and nobody is signed in: the client ' +
      'sends the user to sign in with the new password. A "password changed" e-mail is sent.',
    body: PasswordResetConfirmBody,
    responses: { 200: PasswordResetDone },
    errors: {
      400: 'The token is malformed or unknown at this marketplace (`reset_token_invalid`), or the password too short',
      409: 'The token expired (`reset_token_expired`), or was used or replaced by a newer one (`reset_token_used`)',
    },
    async handler(ctx, { body }) {
      await confirmPasswordReset(ctx.deps.orm, ctx.state.tenant, {
        token: body.token,
        newPassword: body.newPassword,
        now: ctx.deps.clock(),
        siteOrigin: await tenantSiteOrigin(ctx),
        address: ctx.ip,
      });
      ctx.body = { reset: true, message: 'Your password has been reset. Sign in with your new password.' };
    },
  }),
];
