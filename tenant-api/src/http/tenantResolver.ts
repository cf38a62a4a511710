import type { Next } from 'koa';
import type { Orm } from '../db/orm';
import type { Tenant } from '../entities';
import { AppError } from './errors';
import type { AppContext } from './context';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const LOCAL_SUFFIX = '.localhost';

/** How long a host's tenant is remembered; status and theme changes show within this time. */
export const TENANT_CACHE_MS = 5_000;

/**
 * The tenant of a request, from its Host: a configured custom domain first, then
 * `<slug>.localhost`; plain loopback names are the flagship (default) tenant. One query.
 */
export async function findTenantForHost(orm: Orm, hostname: string): Promise<Tenant | null> {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const slug = host.endsWith(LOCAL_SUFFIX) ? host.slice(0, -LOCAL_SUFFIX.length) : null;
  const rows = await orm.em.fork().execute<Record<string, unknown>[]>(
    `select t.* from tenants t
      where t.id = (select tenant_id from tenant_domains where domain = ?)
         or t.slug = ?
         or (t.is_default and ?)
      order by (t.slug = ?) desc, t.is_default asc
      limit 1`,
    [host, slug, LOOPBACK_HOSTS.has(host), slug],
  );
  return rows[0] ? tenantFromRow(rows[0]) : null;
}

function tenantFromRow(row: Record<string, any>): Tenant {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    status: row.status,
    isDefault: row.is_default,
    themePack: row.theme_pack,
    createdAt: row.created_at,
  };
}

/** Remembers each host's tenant for a few seconds, so most requests resolve without a query. */
export class TenantDirectory {
  private readonly cache = new Map<string, { tenant: Tenant | null; expires: number }>();

  constructor(
    private readonly orm: Orm,
    private readonly ttlMs = TENANT_CACHE_MS,
  ) {}

  async forHost(hostname: string): Promise<Tenant | null> {
    const now = Date.now();
    const hit = this.cache.get(hostname);
    if (hit && hit.expires > now) return hit.tenant;
    const tenant = await findTenantForHost(this.orm, hostname);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(hostname, { tenant, expires: now + this.ttlMs });
    return tenant;
  }

  forget(): void {
    this.cache.clear();
  }
}

/** Paths that still answer for a suspended tenant, so its site can say what happened. */
const SUSPENSION_EXEMPT = new Set(['/api/tenant', '/api/health', '/api/openapi.json']);

export async function resolveTenant(ctx: AppContext, next: Next): Promise<void> {
  const tenant = await ctx.deps.tenants.forHost(ctx.hostname);
  if (!tenant) throw new AppError(404, 'unknown_tenant', `No marketplace is configured for ${ctx.hostname}`);
  if (tenant.status === 'suspended' && !SUSPENSION_EXEMPT.has(ctx.path)) {
    throw new AppError(403, 'tenant_suspended', `${tenant.name} is temporarily unavailable.`);
  }
  ctx.state.tenant = tenant;
  await next();
}
