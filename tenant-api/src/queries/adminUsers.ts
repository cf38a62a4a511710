import type { z } from 'zod';
import type { AdminUserList, AdminUserQuery } from '../contract';
import type { TenantEm } from '../db/tenantScope';
import { adminPage } from './adminPage';
import { ADMIN_PAGE_SIZE, likePattern } from './adminPerformers';

/** The tenant's accounts, newest first, 20 a page; `query` matches e-mail or name. */
export async function listAdminUsers(
  em: TenantEm,
  tenantId: string,
  query: z.output<typeof AdminUserQuery>,
): Promise<AdminUserList> {
  const where = ['tenant_id = ?'];
  const params: unknown[] = [tenantId];
  if (query.role) {
    where.push('role = ?');
    params.push(query.role);
  }
  if (query.query) {
    const pattern = likePattern(query.query);
    where.push(
      `(email ilike ? or first_name ilike ? or last_name ilike ? or (first_name || ' ' || last_name) ilike ?)`,
    );
    params.push(pattern, pattern, pattern, pattern);
  }
  const condition = where.join(' and ');
  const { rows, ...page } = await adminPage<Record<string, any>>(em, {
    matching: `from users where ${condition}`,
    ordered: `select id, email, first_name, last_name, role, subscription_tier, created_at from users
      where ${condition} order by created_at desc, id`,
    params,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  return {
    users: rows.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
      subscriptionTier: row.subscription_tier,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    ...page,
  };
}
