import { randomUUID } from 'node:crypto';
import type { TenantEm } from '../../db/tenantScope';
import type { User } from '../../entities';

// eslint-disable-next-line no-control-regex -- NUL is what must be replaced
const NOT_JSONB = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** JSON that jsonb accepts: NUL and unpaired surrogates (e.g. in an offer's free-text reason) become U+FFFD. */
function toJsonb(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    typeof item === 'string' ? item.replace(NOT_JSONB, '\ufffd') : item,
  );
}

/**
 * One entry of the tenant's admin audit log, written through the caller's transaction so it
 * exists exactly when the change it records does (the change and its entry commit together).
 */
export async function recordAudit(
  em: TenantEm,
  actor: Pick<User, 'tenantId' | 'id'>,
  entry: { action: string; target: string; before: unknown; after: unknown },
): Promise<void> {
  await em.execute(
    `insert into admin_audit_log (tenant_id, id, actor_user_id, action, target, before, after)
     values (?, ?, ?, ?, ?, ?::jsonb, ?::jsonb)`,
    [actor.tenantId, randomUUID(), actor.id, entry.action, entry.target, toJsonb(entry.before), toJsonb(entry.after)],
  );
}

/**
 * Serialises admin changes of one setting of one tenant until the transaction ends, so the
 * audit entry's "before" is what the change really replaced and concurrent saves never collide.
 */
export async function lockSetting(em: TenantEm, tenantId: string, setting: string): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`admin:${tenantId}:${setting}`]);
}
