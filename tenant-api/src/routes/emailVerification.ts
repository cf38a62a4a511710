import { EmailVerified, VerificationEmailSent, VerifyEmailBody } from '../contract';
import { resendVerificationEmail, verifyEmail } from '../commands/account/emailVerification';
import { defineRoute, type Route } from '../http/routeTable';
import { requireUser } from '../http/session';
import { tenantSiteOrigin } from '../http/tenantSiteOrigin';

/** E-mail verification (docs/accounts.md, "E-mail verification"). */
export const emailVerificationRoutes: Route[] = [
  defineRoute({
    tags: ['Auth'],
    access: 'public',
    method: 'post',
    path: '/auth/verify-email',
    operationId: 'verifyEmail',
    summary: 'Confirm an e-mail address with the token of its confirmation link',
    description:
      'Every new account is e-mailed a link to the marketplace’s /verify-email page (EMAIL_VERIFICATION_TOKEN_TTL_SECONDS, ' +
      'once). Until its address is confirmed an account may browse and make or answer offers, but offer checkout ' +
      'answers 403 `email_unverified` and no payout is sent to it. The link alone confirms: no sign-in needed.',
    body: VerifyEmailBody,
    responses: { 200: EmailVerified },
    errors: {
      400: 'The token is malformed or unknown at this marketplace (`verification_token_invalid`)',
      409: 'The token expired (`verification_token_expired`), or was used, or the account’s address changed since (`verification_token_used`)',
    },
    async handler(ctx, { body }) {
      const { email } = await verifyEmail(ctx.deps.orm, ctx.state.tenant, body.token, ctx.deps.clock());
      ctx.body = { verified: true, email };
    },
  }),

  defineRoute({
    tags: ['Account'],
    access: 'user',
    method: 'post',
    path: '/account/verification-email',
    operationId: 'resendVerificationEmail',
    summary: 'Send the signed-in user another confirmation link',
    description:
      'At most EMAIL_VERIFICATION_MAX_PER_HOUR links an hour per account (the sign-up’s included); earlier links ' +
      'keep working until they expire.',
    responses: { 202: VerificationEmailSent },
    errors: {
      409: 'The address is already confirmed (`email_already_verified`)',
      429: 'Too many confirmation e-mails this hour',
    },
    async handler(ctx) {
      const user = await requireUser(ctx);
      const { config, clock, orm } = ctx.deps;
      const { email } = await resendVerificationEmail(orm, ctx.state.tenant, user.id, {
        now: clock(),
        ttlSeconds: config.EMAIL_VERIFICATION_TOKEN_TTL_SECONDS,
        siteOrigin: await tenantSiteOrigin(ctx),
        maxPerHour: config.EMAIL_VERIFICATION_MAX_PER_HOUR,
      });
      ctx.status = 202;
      ctx.body = { sent: true, email, message: `We sent a new confirmation link to ${email}.` };
    },
  }),
];
