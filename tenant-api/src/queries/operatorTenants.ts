import type { OperatorTenant } from '../contract';
import type { Orm } from '../db/orm';
import { inTenant } from '../db/tenantScope';

type Row = Record<string, any>;

/**
 * Every tenant with its domains, for the operator. The global tables are read directly; the
 * counts come from each tenant's own scope, so row-level security still applies to them.
 */
export async function listOperatorTenants(orm: Orm, onlyId?: string): Promise<OperatorTenant[]> {
  const rows = await orm.em.fork().execute<Row[]>(
    `select t.id, t.slug, t.name, t.status, t.is_default, t.created_at,
            coalesce(array(select d.domain from tenant_domains d where d.tenant_id = t.id order by d.domain), '{}') as domains
       from tenants t
      where (?::uuid is null or t.id = ?::uuid)
      order by t.is_default desc, t.created_at, t.slug`,
    [onlyId ?? null, onlyId ?? null],
  );
  const tenants: OperatorTenant[] = [];
  for (const row of rows) {
    const counts = await inTenant(orm, row.id, async (em) => {
      const [count] = await em.execute<Row[]>(
        `select (select count(*) from users)::int as users,
                (select count(*) from performers)::int as performers,
                (select count(*) from offers)::int as offers`,
      );
      return { users: count!.users, performers: count!.performers, offers: count!.offers };
    });
    tenants.push({
      id: row.id,
      slug: row.slug,
      name: row.name,
      status: row.status,
      isDefault: row.is_default,
      domains: row.domains,
      createdAt: new Date(row.created_at).toISOString(),
      counts,
    });
  }
  return tenants;
}

export async function findOperatorTenant(orm: Orm, id: string): Promise<OperatorTenant | null> {
  return (await listOperatorTenants(orm, id))[0] ?? null;
}
