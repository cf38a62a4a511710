import { EMAIL_VERIFICATION_ERRORS, emailUnverifiedMessage } from '../contract';
import type { User } from '../entities';
import { AppError } from '../http/errors';

/**
 * What an account with an unconfirmed e-mail address may do (docs/accounts.md, "E-mail
 * verification"): browse, make, answer and be sent offers, change its profile and plan. It may not
 * pay for a booking (offer checkout answers 403 `email_unverified`), and no payout is sent to a
 * performer whose address is unconfirmed (the payout sweep leaves the booking COMPLETED and tries
 * again on its next run). A missing value (a row written without the column) means verified: the
 * column defaults to now(); only sign-up writes NULL.
 */
export function isEmailVerified(user: Pick<User, 'emailVerifiedAt'>): boolean {
  return user.emailVerifiedAt !== null;
}

/** 403 `email_unverified`, naming where the link was sent, unless the user's address is confirmed. */
export function requireVerifiedEmail(user: Pick<User, 'emailVerifiedAt' | 'email'>): void {
  if (isEmailVerified(user)) return;
  throw new AppError(403, EMAIL_VERIFICATION_ERRORS.unverified, emailUnverifiedMessage(user.email));
}
