import type { Next } from 'koa';
import type { Orm } from '../db/orm';
import { TenantEntity, type Tenant } from '../entities';
import { AppError } from './errors';
import type { AppContext } from './context';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const LOCAL_SUFFIX = '.localhost';

/**
 * The tenant of a request, from its Host: a configured custom domain first, then
 * `<slug>.localhost`; plain loopback names are the flagship (default) tenant.
 */
export async function findTenantForHost(orm: Orm, hostname: string): Promise<Tenant | null> {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const em = orm.em.fork();
  const byDomain = await em.execute<{ tenant_id: string }[]>(
    'select tenant_id from tenant_domains where domain = ?',
    [host],
  );
  if (byDomain[0]) return em.findOne(TenantEntity, { id: byDomain[0].tenant_id });
  if (host.endsWith(LOCAL_SUFFIX)) {
    return em.findOne(TenantEntity, { slug: host.slice(0, -LOCAL_SUFFIX.length) });
  }
  if (LOOPBACK_HOSTS.has(host)) return em.findOne(TenantEntity, { isDefault: true });
  return null;
}

/** Paths that still answer for a suspended tenant, so its site can say what happened. */
const SUSPENSION_EXEMPT = new Set(['/api/tenant', '/api/health', '/api/openapi.json']);

export async function resolveTenant(ctx: AppContext, next: Next): Promise<void> {
  const tenant = await findTenantForHost(ctx.deps.orm, ctx.hostname);
  if (!tenant) throw new AppError(404, 'unknown_tenant', `No marketplace is configured for ${ctx.hostname}`);
  if (tenant.status === 'suspended' && !SUSPENSION_EXEMPT.has(ctx.path)) {
    throw new AppError(403, 'tenant_suspended', `${tenant.name} is temporarily unavailable.`);
  }
  ctx.state.tenant = tenant;
  await next();
}
