import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { RESET_LINK_NOT_VALID, RESET_TOKEN_ERRORS } from '../../contract';
import { hashPassword } from '../../auth/passwords';
import type { Orm } from '../../db/orm';
import { inTenant, type TenantEm } from '../../db/tenantScope';
import type { Tenant } from '../../entities';
import { AppError } from '../../http/errors';
import { queueAccountEmail } from '../../notifications/accountEmails';
import { recordSuccess } from '../../auth/accountThrottle';

/** The marketplace pages the e-mails link to (host-app routes.tsx). */
export const RESET_PAGE = '/reset-password';
export const FORGOT_PAGE = '/forgot-password';

export const RESET_LINK_EXPIRED = 'This password reset link has expired. Request a new one.';
export const RESET_LINK_USED =
  'This password reset link was already used or replaced by a newer one. Request a new one.';

/** 256 random bits, base64url: what the link carries. Only its SHA-256 is stored. */
export const newResetToken = (): string => randomBytes(32).toString('base64url');
export const resetTokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export interface ResetRequest {
  email: string;
  now: Date;
  /** PASSWORD_RESET_TOKEN_TTL_SECONDS. */
  ttlSeconds: number;
  /** The marketplace's own origin (http/siteOrigin.ts): the link goes to its reset page. */
  siteOrigin: string;
}

/**
 * Sends a reset link when the address has an account at this tenant, and does nothing visible
 * otherwise: the caller answers the same either way. Both ways make a token and take the same
 * statements up to the writes; the e-mail goes through the outbox in the same transaction (no
 * SMTP wait in the answer, nothing lost on a crash). The user's row is locked, so of two requests
 * at once the later one revokes the earlier one's link: one link works at a time.
 */
export async function requestPasswordReset(orm: Orm, tenant: Tenant, request: ResetRequest): Promise<void> {
  const { email, now } = request;
  const token = newResetToken();
  const tokenHash = resetTokenHash(token);
  await inTenant(orm, tenant.id, async (em) => {
    const [user] = await em.execute<{ id: string; email: string }[]>(
      `select id, email from users where tenant_id = ? and email = ? for update`,
      [tenant.id, email],
    );
    // Earlier unused links stop working (for an unknown address this matches nothing).
    await revokeLiveTokens(em, tenant.id, user?.id ?? null, now);
    if (!user) return;
    await em.execute(
      `insert into password_reset_tokens (tenant_id, id, user_id, token_hash, created_at, expires_at)
       values (?, ?, ?, ?, ?, ?)`,
      [tenant.id, randomUUID(), user.id, tokenHash, now, new Date(now.getTime() + request.ttlSeconds * 1000)],
    );
    const link = `${request.siteOrigin}${RESET_PAGE}?token=${token}`;
    queueAccountEmail(
      em,
      { tenantId: tenant.id, email: user.email },
      {
        kind: 'password_reset',
        title: 'Reset your password',
        body: [
          `Someone (hopefully you) asked to reset the password of your ${tenant.name} account, ${user.email}.`,
          `Choose a new password here:\n${link}`,
          `The link works once, for ${durationInWords(request.ttlSeconds)}. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
        ].join('\n\n'),
      },
      now,
    );
  });
}

export interface ResetConfirmation {
  token: string;
  newPassword: string;
  now: Date;
  siteOrigin: string;
  /** The client's network address: remembered as the owner's for sign-in (its throttle is cleared). */
  address: string;
}

/**
 * Sets the new password of the link's account, once: the token is consumed by one conditional
 * UPDATE, so of two confirmations at once one wins and the other is refused (409, `token`).
 * Every session of the account is signed out (its session version moves on), the account's other
 * live links are revoked, and a "password changed" e-mail is queued. Nobody is signed in.
 */
export async function confirmPasswordReset(orm: Orm, tenant: Tenant, input: ResetConfirmation): Promise<void> {
  const { now } = input;
  const tokenHash = resetTokenHash(input.token);
  // A wrong, used or expired link is refused before the (deliberately slow) password hashing.
  await inTenant(orm, tenant.id, async (em) => refuseUnusable(await tokenRow(em, tenant.id, tokenHash), now));
  const passwordHash = await hashPassword(input.newPassword);
  await inTenant(orm, tenant.id, async (em) => {
    const [consumed] = await em.execute<{ user_id: string }[]>(
      `update password_reset_tokens set used_at = ?
        where tenant_id = ? and token_hash = ? and used_at is null and revoked_at is null and expires_at > ?
        returning user_id`,
      [now, tenant.id, tokenHash, now],
    );
    if (!consumed) {
      refuseUnusable(await tokenRow(em, tenant.id, tokenHash), now);
      throw usedError();
    }
    const [user] = await em.execute<{ email: string }[]>(
      `update users set password_hash = ?, session_version = session_version + 1, updated_at = ?
        where tenant_id = ? and id = ? returning email`,
      [passwordHash, now, tenant.id, consumed.user_id],
    );
    if (!user) throw invalidError(); // the account was deleted meanwhile (its links go with it)
    await revokeLiveTokens(em, tenant.id, consumed.user_id, now);
    // Whoever holds the mailbox proved it: the sign-in wait that guessing built up is cleared, and
    // this address is remembered as the owner's (auth/accountThrottle.ts).
    await recordSuccess(em, tenant.id, user.email, input.address, now);
    queueAccountEmail(
      em,
      { tenantId: tenant.id, email: user.email },
      {
        kind: 'password_changed',
        title: 'Your password was changed',
        body: [
          `The password of your ${tenant.name} account, ${user.email}, was changed with a reset link on ${utcMinute(now)} UTC.`,
          'Every device that was signed in has been signed out. Sign in again with the new password.',
          `If this was not you, reset your password now and contact us:\n${input.siteOrigin}${FORGOT_PAGE}`,
        ].join('\n\n'),
      },
      now,
    );
  });
}

interface TokenRow {
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

async function tokenRow(em: TenantEm, tenantId: string, tokenHash: string): Promise<TokenRow | null> {
  const [row] = await em.execute<TokenRow[]>(
    `select expires_at, used_at, revoked_at from password_reset_tokens where tenant_id = ? and token_hash = ?`,
    [tenantId, tokenHash],
  );
  return row ?? null;
}

/** Throws the answer for a link that cannot reset (unknown 400; used, replaced or expired 409). */
function refuseUnusable(row: TokenRow | null, now: Date): void {
  if (!row) throw invalidError();
  if (row.used_at || row.revoked_at) throw usedError();
  if (new Date(row.expires_at).getTime() <= now.getTime())
    throw new AppError(409, RESET_TOKEN_ERRORS.expired, RESET_LINK_EXPIRED, { token: RESET_LINK_EXPIRED });
}

const invalidError = () =>
  new AppError(400, RESET_TOKEN_ERRORS.invalid, RESET_LINK_NOT_VALID, { token: RESET_LINK_NOT_VALID });
const usedError = () => new AppError(409, RESET_TOKEN_ERRORS.used, RESET_LINK_USED, { token: RESET_LINK_USED });

async function revokeLiveTokens(em: TenantEm, tenantId: string, userId: string | null, now: Date): Promise<void> {
  await em.execute(
    `update password_reset_tokens set revoked_at = ?
      where tenant_id = ? and user_id = ? and used_at is null and revoked_at is null`,
    [now, tenantId, userId],
  );
}

/** 3600 → "1 hour", 5400 → "90 minutes", 7200 → "2 hours". */
export function durationInWords(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? '1 hour' : `${seconds / 3600} hours`;
  const minutes = Math.max(1, Math.round(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const utcMinute = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');
