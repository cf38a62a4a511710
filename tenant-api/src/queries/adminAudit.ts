import type { z } from 'zod';
import { AUDIT_PAGE_SIZE, type AuditList, type AuditQuery } from '../contract';
import { shiftCalendarDate } from '../contract/dates';
import { ReadParameters } from '../db/preparedReads';
import type { Orm } from '../db/orm';
import { adminPage, type AdminPageQuery } from './adminPage';
import { likePattern } from './adminPerformers';

/** The entries `query` asks for, as SQL over `admin_audit_log l` and its actor `u`. */
function auditFilters(tenantId: string, query: z.output<typeof AuditQuery>, parameters: ReadParameters): string[] {
  const where = [`l.tenant_id = ${parameters.add(tenantId, 'uuid')}`];
  if (query.actor) where.push(`u.email ilike ${parameters.add(likePattern(query.actor), 'text')}`);
  if (query.action) {
    const kind = `${query.action.replace(/[\\%_]/g, (char) => `\\${char}`)}.%`;
    where.push(`(l.action = ${parameters.add(query.action, 'text')} or l.action like ${parameters.add(kind, 'text')})`);
  }
  if (query.from) where.push(`l.created_at >= ${parameters.add(query.from, 'timestamptz')}`);
  if (query.to) where.push(`l.created_at < ${parameters.add(shiftCalendarDate(query.to, 1), 'timestamptz')}`);
  return where;
}

/** The audit log's page as SQL. */
export function auditPage(tenantId: string, query: z.output<typeof AuditQuery>): AdminPageQuery {
  const parameters = new ReadParameters();
  const from = `from admin_audit_log l
       left join users u on u.tenant_id = l.tenant_id and u.id = l.actor_user_id
      where ${auditFilters(tenantId, query, parameters).join(' and ')}`;
  return {
    parameters,
    matching: from,
    ordered: `select l.id, l.actor_user_id, coalesce(u.email, '') as actor_email, l.action, l.target, l.before, l.after, l.created_at
       ${from}
      order by l.created_at desc, l.id desc`,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

/** The tenant's admin audit log, newest first, 50 a page, narrowed by actor, action and days. */
export async function listAudit(orm: Orm, tenantId: string, query: z.output<typeof AuditQuery>): Promise<AuditList> {
  const { rows, ...list } = await adminPage<Record<string, any>>(orm, tenantId, auditPage(tenantId, query));
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
