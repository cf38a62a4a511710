import type { VerifiedToken } from '../../auth/tokens';
import type { TenantEm } from '../../db/tenantScope';
import { UserEntity, type User } from '../../entities';

/**
 * Signs this token out on the server: it is refused from now on, on every process. Rows of
 * tokens that have expired anyway are dropped on the way. A token without an id (issued before
 * tokens had one) can only be signed out everywhere.
 */
export async function signOutThisDevice(em: TenantEm, user: User, token: VerifiedToken, now: Date): Promise<boolean> {
  await em.execute(`delete from revoked_tokens where expires_at < ?`, [now]);
  if (!token.tokenId) return false;
  await em.execute(
    `insert into revoked_tokens (tenant_id, token_id, user_id, expires_at) values (?, ?, ?, ?)
     on conflict do nothing`,
    [user.tenantId, token.tokenId, user.id, token.expiresAt],
  );
  return true;
}

/** Every token of the account is refused from now on (the session version moves on). */
export async function signOutEverywhere(em: TenantEm, user: User): Promise<void> {
  await em.nativeUpdate(UserEntity, { id: user.id }, { sessionVersion: user.sessionVersion + 1 });
}
