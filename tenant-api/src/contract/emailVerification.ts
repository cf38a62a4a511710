import { z } from 'zod';

/**
 * E-mail verification (docs/accounts.md): a new account is sent a link; its token confirms the
 * address. Until then the account may browse, make and answer offers, but not pay for a booking
 * nor be paid out.
 */

/** A verification token as the link carries it: 32 random bytes, base64url (43 characters). */
export const VERIFICATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const VERIFICATION_LINK_NOT_VALID = 'This confirmation link is not valid. Ask for a new one from your account.';

export const VerifyEmailBody = z
  .strictObject({
    token: z
      .string({ error: VERIFICATION_LINK_NOT_VALID })
      .regex(VERIFICATION_TOKEN_PATTERN, VERIFICATION_LINK_NOT_VALID),
  })
  .meta({ id: 'VerifyEmailBody' });
export type VerifyEmailBody = z.input<typeof VerifyEmailBody>;

/** The address is confirmed (the page need not be signed in: the link alone confirms it). */
export const EmailVerified = z.object({ verified: z.literal(true), email: z.string() }).meta({ id: 'EmailVerified' });
export type EmailVerified = z.infer<typeof EmailVerified>;

export const VerificationEmailSent = z
  .object({ sent: z.literal(true), email: z.string(), message: z.string() })
  .meta({ id: 'VerificationEmailSent' });
export type VerificationEmailSent = z.infer<typeof VerificationEmailSent>;

/** Error codes of e-mail verification (each token error names the field `token`). */
export const EMAIL_VERIFICATION_ERRORS = {
  /** 403: what was asked needs a confirmed address (checkout). */
  unverified: 'email_unverified',
  /** 400: no such link at this marketplace. */
  invalid: 'verification_token_invalid',
  /** 409: the link's time ran out. */
  expired: 'verification_token_expired',
  /** 409: the link was used already, or the account's address changed since it was sent. */
  used: 'verification_token_used',
  /** 409: a resend for an address that is already confirmed. */
  alreadyVerified: 'email_already_verified',
} as const;

/** The 403 message where an unverified account is blocked; the host app shows it as it is. */
export function emailUnverifiedMessage(email: string): string {
  return `Confirm your e-mail address first; we sent a link to ${email}.`;
}
