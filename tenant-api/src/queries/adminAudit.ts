import { AUDIT_PAGE_SIZE, type AuditList } from '../contract';
import { literal } from '../db/oneTrip';
import type { Orm } from '../db/orm';
import { adminPage } from './adminPage';

/** The tenant's admin audit log, newest first, 50 a page. */
export async function listAudit(orm: Orm, tenantId: string, page: number): Promise<AuditList> {
  const tenant = literal(tenantId);
  const { rows, ...list } = await adminPage<Record<string, any>>(orm, tenantId, {
    matching: `from admin_audit_log l where l.tenant_id = ${tenant}`,
    ordered: `select l.id, l.actor_user_id, coalesce(u.email, '') as actor_email, l.action, l.target, l.before, l.after, l.created_at
       from admin_audit_log l
       left join users u on u.tenant_id = l.tenant_id and u.id = l.actor_user_id
      where l.tenant_id = ${tenant}
      order by l.created_at desc, l.id desc`,
    page,
    pageSize: AUDIT_PAGE_SIZE,
  });
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actor: { id: row.actor_user_id, email: row.actor_email },
      action: row.action,
      target: row.target,
      before: row.before ?? null,
      after: row.after ?? null,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    ...list,
  };
}
