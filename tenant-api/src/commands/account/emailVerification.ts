import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { EMAIL_VERIFICATION_ERRORS, VERIFICATION_LINK_NOT_VALID } from '../../contract';
import { waitInWords } from '../../auth/rateLimiter';
import type { Orm } from '../../db/orm';
import { inTenant, type TenantEm } from '../../db/tenantScope';
import type { Tenant, User } from '../../entities';
import { AppError } from '../../http/errors';
import { queueAccountEmail } from '../../notifications/accountEmails';

/** The marketplace page the confirmation e-mail links to (host-app routes.tsx). */
export const VERIFY_PAGE = '/verify-email';

export const VERIFICATION_LINK_EXPIRED = 'This confirmation link has expired. Ask for a new one from your account.';
export const VERIFICATION_LINK_USED =
  'This confirmation link was already used, or your e-mail address changed since it was sent.';
export const ALREADY_VERIFIED = 'Your e-mail address is already confirmed.';

const HOUR_MS = 3_600_000;

/** 256 random bits, base64url: what the link carries. Only its SHA-256 is stored. */
const newToken = (): string => randomBytes(32).toString('base64url');
const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export interface VerificationMail {
  now: Date;
  /** EMAIL_VERIFICATION_TOKEN_TTL_SECONDS. */
  ttlSeconds: number;
  /** The marketplace's own origin (http/siteOrigin.ts): the link goes to its confirmation page. */
  siteOrigin: string;
}

/**
 * A new confirmation link for the user's current address: the token's hash stored, the e-mail
 * queued in the outbox, both in the caller's transaction (nothing sent for a rolled-back sign-up,
 * nothing lost on a crash). Earlier links keep working until they expire.
 */
export async function queueVerificationEmail(
  em: TenantEm,
  tenant: Tenant,
  user: Pick<User, 'tenantId' | 'id' | 'email' | 'firstName'>,
  mail: VerificationMail,
): Promise<void> {
  const token = newToken();
  await em.execute(
    `insert into email_verification_tokens (tenant_id, id, user_id, email, token_hash, created_at, expires_at)
     values (?, ?, ?, ?, ?, ?, ?)`,
    [
      user.tenantId,
      randomUUID(),
      user.id,
      user.email,
      tokenHash(token),
      mail.now,
      new Date(mail.now.getTime() + mail.ttlSeconds * 1000),
    ],
  );
  const link = `${mail.siteOrigin}${VERIFY_PAGE}?token=${token}`;
  queueAccountEmail(
    em,
    user,
    {
      kind: 'email_verification',
      title: 'Confirm your e-mail address',
      body: [
        `Hello ${user.firstName},`,
        `Please confirm that ${user.email} is your e-mail address on ${tenant.name}:\n${link}`,
        `The link works once, for ${hoursInWords(mail.ttlSeconds)}. Until you confirm, you can browse and make or answer offers, but you cannot pay for a booking or receive payouts.`,
        'If you did not create this account, ignore this e-mail.',
      ].join('\n\n'),
    },
    mail.now,
  );
}

/**
 * "Resend": another link for a signed-in user whose address is not confirmed yet (409 when it is),
 * at most `maxPerHour` links an hour, counted from the links themselves (the sign-up's included):
 * past that, 429 with Retry-After until the oldest of the hour's links is an hour old.
 */
export async function resendVerificationEmail(
  orm: Orm,
  tenant: Tenant,
  userId: string,
  mail: VerificationMail & { maxPerHour: number },
): Promise<{ email: string }> {
  return inTenant(orm, tenant.id, async (em) => {
    const [user] = await em.execute<(Pick<User, 'tenantId' | 'id' | 'email' | 'firstName'> & { verified: boolean })[]>(
      `select tenant_id as "tenantId", id, email, first_name as "firstName", email_verified_at is not null as verified
         from users where tenant_id = ? and id = ? for update`,
      [tenant.id, userId],
    );
    if (!user) throw new AppError(401, 'unauthorized', 'Unauthorized: please sign in to continue');
    if (user.verified) throw new AppError(409, EMAIL_VERIFICATION_ERRORS.alreadyVerified, ALREADY_VERIFIED);
    const since = new Date(mail.now.getTime() - HOUR_MS);
    const recent = await em.execute<{ created_at: Date }[]>(
      `select created_at from email_verification_tokens
        where tenant_id = ? and user_id = ? and created_at > ? order by created_at limit ?`,
      [tenant.id, userId, since, mail.maxPerHour],
    );
    if (recent.length >= mail.maxPerHour) {
      const wait = Math.max(
        1,
        Math.ceil((new Date(recent[0]!.created_at).getTime() + HOUR_MS - mail.now.getTime()) / 1000),
      );
      throw new AppError(
        429,
        'rate_limited',
        `Too many confirmation e-mails. Try again in ${waitInWords(wait)}.`,
        undefined,
        { 'Retry-After': String(wait) },
      );
    }
    await queueVerificationEmail(em, tenant, user, mail);
    return { email: user.email };
  });
}

/**
 * Confirms the address a link was sent to, once: the token is consumed by one conditional UPDATE
 * (of two confirmations at once, one wins; the other is refused 409). A link for an address the
 * account no longer has confirms nothing (409). Unknown links are a 400 naming `token`.
 */
export async function verifyEmail(orm: Orm, tenant: Tenant, token: string, now: Date): Promise<{ email: string }> {
  const hash = tokenHash(token);
  return inTenant(orm, tenant.id, async (em) => {
    const [consumed] = await em.execute<{ user_id: string; email: string }[]>(
      `update email_verification_tokens set used_at = ?
        where tenant_id = ? and token_hash = ? and used_at is null and expires_at > ?
        returning user_id, email`,
      [now, tenant.id, hash, now],
    );
    if (!consumed) throw await refusal(em, tenant.id, hash, now);
    const [user] = await em.execute<{ email: string }[]>(
      `update users set email_verified_at = coalesce(email_verified_at, ?)
        where tenant_id = ? and id = ? and email = ? returning email`,
      [now, tenant.id, consumed.user_id, consumed.email],
    );
    if (!user) throw tokenError(409, EMAIL_VERIFICATION_ERRORS.used, VERIFICATION_LINK_USED);
    return { email: user.email };
  });
}

async function refusal(em: TenantEm, tenantId: string, hash: string, now: Date): Promise<AppError> {
  const [row] = await em.execute<{ used_at: Date | null; expires_at: Date }[]>(
    `select used_at, expires_at from email_verification_tokens where tenant_id = ? and token_hash = ?`,
    [tenantId, hash],
  );
  if (!row) return tokenError(400, EMAIL_VERIFICATION_ERRORS.invalid, VERIFICATION_LINK_NOT_VALID);
  if (row.used_at) return tokenError(409, EMAIL_VERIFICATION_ERRORS.used, VERIFICATION_LINK_USED);
  if (new Date(row.expires_at).getTime() <= now.getTime())
    return tokenError(409, EMAIL_VERIFICATION_ERRORS.expired, VERIFICATION_LINK_EXPIRED);
  return tokenError(409, EMAIL_VERIFICATION_ERRORS.used, VERIFICATION_LINK_USED);
}

const tokenError = (status: number, code: string, message: string) =>
  new AppError(status, code, message, { token: message });

/** 259200 → "3 days", 86400 → "1 day", 7200 → "2 hours", 5400 → "90 minutes". */
export function hoursInWords(seconds: number): string {
  if (seconds % 86_400 === 0) return seconds === 86_400 ? '1 day' : `${seconds / 86_400} days`;
  if (seconds % 3600 === 0) return seconds === 3600 ? '1 hour' : `${seconds / 3600} hours`;
  const minutes = Math.max(1, Math.round(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
