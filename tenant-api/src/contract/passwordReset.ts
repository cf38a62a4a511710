import { z } from 'zod';
import { SignUpBody } from './auth';

/**
 * "Forgot password?" (docs/deploy.md, "Password reset"): a reset link is asked for by e-mail
 * address, and its token sets a new password that follows the sign-up rule.
 */

/** What POST /api/auth/password-reset answers, whether or not the address has an account. */
export const PASSWORD_RESET_REQUESTED =
  "If an account exists for that address, we've sent a link to reset its password.";

export const PasswordResetRequestBody = z
  .strictObject({ email: SignUpBody.shape.email })
  .meta({ id: 'PasswordResetRequestBody' });
export type PasswordResetRequestBody = z.input<typeof PasswordResetRequestBody>;

export const PasswordResetRequested = z
  .object({ requested: z.literal(true), message: z.literal(PASSWORD_RESET_REQUESTED) })
  .meta({ id: 'PasswordResetRequested' });
export type PasswordResetRequested = z.infer<typeof PasswordResetRequested>;

/** A reset token as the link carries it: 32 random bytes, base64url (43 characters). */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const RESET_LINK_NOT_VALID = 'This password reset link is not valid. Request a new one.';

export const PasswordResetConfirmBody = z
  .strictObject({
    token: z.string({ error: RESET_LINK_NOT_VALID }).regex(RESET_TOKEN_PATTERN, RESET_LINK_NOT_VALID),
    newPassword: SignUpBody.shape.password,
  })
  .meta({ id: 'PasswordResetConfirmBody' });
export type PasswordResetConfirmBody = z.input<typeof PasswordResetConfirmBody>;

/** The password is reset and every session of the account is signed out; nobody is signed in. */
export const PasswordResetDone = z
  .object({ reset: z.literal(true), message: z.string() })
  .meta({ id: 'PasswordResetDone' });
export type PasswordResetDone = z.infer<typeof PasswordResetDone>;

/** Error codes of a token that cannot reset (each answer names the field `token`). */
export const RESET_TOKEN_ERRORS = {
  /** 400: no such link at this marketplace. */
  invalid: 'reset_token_invalid',
  /** 409: the link's time ran out. */
  expired: 'reset_token_expired',
  /** 409: the link was used, or a newer link (or a reset) replaced it. */
  used: 'reset_token_used',
} as const;
