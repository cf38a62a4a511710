import type { z } from 'zod';
import { ADMIN_PAGE_SIZE, type AdminUserList, type AdminUserQuery } from '../contract';
import { ReadParameters } from '../db/preparedReads';
import type { Orm } from '../db/orm';
import { adminPage, type AdminPageQuery } from './adminPage';
import { likePattern } from './adminPerformers';

/** The tenant's accounts, newest first, 20 a page; `query` matches e-mail or name. */
export async function listAdminUsers(
  orm: Orm,
  tenantId: string,
  query: z.output<typeof AdminUserQuery>,
): Promise<AdminUserList> {
  const { rows, ...page } = await adminPage<Record<string, any>>(orm, tenantId, adminUsersPage(tenantId, query));
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

/** The users list's page as SQL. */
export function adminUsersPage(tenantId: string, query: z.output<typeof AdminUserQuery>): AdminPageQuery {
  const parameters = new ReadParameters();
  const where = [`tenant_id = ${parameters.add(tenantId, 'uuid')}`];
  if (query.role) where.push(`role = ${parameters.add(query.role, 'text')}`);
  if (query.query) {
    const pattern = parameters.add(likePattern(query.query), 'text');
    where.push(
      `(email ilike ${pattern} or first_name ilike ${pattern} or last_name ilike ${pattern} or (first_name || ' ' || last_name) ilike ${pattern})`,
    );
  }
  const condition = where.join(' and ');
  return {
    matching: `from users where ${condition}`,
    ordered: `select id, email, first_name, last_name, role, subscription_tier, created_at from users
      where ${condition} order by created_at desc, id`,
    parameters,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}
