import type { AuditList } from '../contract';
import type { TenantEm } from '../db/tenantScope';
import { adminPage } from './adminPage';

export const AUDIT_PAGE_SIZE = 50;

/** The tenant's admin audit log, newest first, 50 a page. */
export async function listAudit(em: TenantEm, tenantId: string, page: number): Promise<AuditList> {
  const { rows, ...list } = await adminPage<Record<string, any>>(em, {
    matching: `from admin_audit_log l where l.tenant_id = ?`,
    ordered: `select l.id, l.actor_user_id, coalesce(u.email, '') as actor_email, l.action, l.target, l.before, l.after, l.created_at
       from admin_audit_log l
       left join users u on u.tenant_id = l.tenant_id and u.id = l.actor_user_id
      where l.tenant_id = ?
      order by l.created_at desc, l.id desc`,
    params: [tenantId],
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
