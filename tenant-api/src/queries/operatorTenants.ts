import { LIST_COUNT_CAP, OPERATOR_PAGE_SIZE, type OperatorTenant, type OperatorTenantList } from '../contract';
import type { Orm } from '../db/orm';
import { inTenant } from '../db/tenantScope';

type Row = Record<string, any>;

const TENANT_COLUMNS = `t.id, t.slug, t.name, t.status, t.is_default, t.created_at,
  coalesce(array(select d.domain from tenant_domains d where d.tenant_id = t.id order by d.domain), '{}') as domains`;

/**
 * One page of the platform's tenants for the operator (the default first, then the oldest), with
 * the tenants' count capped at LIST_COUNT_CAP; `page` stays within the result window (the
 * contract), so a page reads at most OPERATOR_PAGE_SIZE tenants and counts in their own scopes.
 */
export async function listOperatorTenants(orm: Orm, page: number): Promise<OperatorTenantList> {
  const em = orm.em.fork();
  const rows = await em.execute<Row[]>(
    `select ${TENANT_COLUMNS} from tenants t
      order by t.is_default desc, t.created_at, t.slug, t.id
      limit ? offset ?`,
    [OPERATOR_PAGE_SIZE + 1, (page - 1) * OPERATOR_PAGE_SIZE],
  );
  const [counted] = await em.execute<Row[]>(
    `select count(*)::int as total from (select 1 from tenants limit ${LIST_COUNT_CAP + 1}) capped`,
  );
  const total = Number(counted?.total ?? 0);
  const tenants: OperatorTenant[] = [];
  for (const row of rows.slice(0, OPERATOR_PAGE_SIZE)) tenants.push(await presentTenant(orm, row));
  return {
    tenants,
    total: Math.min(total, LIST_COUNT_CAP),
    totalIsCapped: total > LIST_COUNT_CAP,
    hasMore: rows.length > OPERATOR_PAGE_SIZE,
    page,
  };
}

/**
 * A tenant with its domains. The global tables are read directly; the counts come from the
 * tenant's own scope, so row-level security still applies to them.
 */
async function presentTenant(orm: Orm, row: Row): Promise<OperatorTenant> {
  const counts = await inTenant(orm, row.id, async (em) => {
    const [count] = await em.execute<Row[]>(
      `select (select count(*) from users)::int as users,
              (select count(*) from performers)::int as performers,
              (select count(*) from offers)::int as offers`,
    );
    return { users: count!.users, performers: count!.performers, offers: count!.offers };
  });
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    status: row.status,
    isDefault: row.is_default,
    domains: row.domains,
    createdAt: new Date(row.created_at).toISOString(),
    counts,
  };
}

export async function findOperatorTenant(orm: Orm, id: string): Promise<OperatorTenant | null> {
  const [row] = await orm.em.fork().execute<Row[]>(`select ${TENANT_COLUMNS} from tenants t where t.id = ?`, [id]);
  return row ? presentTenant(orm, row) : null;
}
