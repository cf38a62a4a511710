import type { Next } from 'koa';
import { TENANT_SUSPENDED_CODE, TENANT_SUSPENDED_MESSAGE } from '../contract';
import type { Orm } from '../db/orm';
import type { Tenant } from '../entities';
import { AppError, validationError } from './errors';
import type { AppContext } from './context';
import { requireUser } from './session';
import {
  isOriginAllowed,
  keyAloneAllows,
  normalizeEmbedOrigin,
  notAllowedOriginMessage,
  PublishableKey,
  TENANT_KEY_HEADER,
  webOrigin,
} from './embedRules';

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

/** A tenant by its id, e.g. the one a payment session belongs to. */
export async function findTenantById(orm: Orm, tenantId: string): Promise<Tenant | null> {
  const rows = await orm.em.fork().execute<Record<string, unknown>[]>(`select * from tenants where id = ?`, [tenantId]);
  return rows[0] ? tenantFromRow(rows[0]) : null;
}

/** A tenant found by an active publishable key, with the origins allowed to embed its widgets. */
export interface EmbedTenant {
  tenant: Tenant;
  origins: string[];
}

export async function findTenantForKey(orm: Orm, key: string): Promise<EmbedTenant | null> {
  const rows = await orm.em.fork().execute<Record<string, unknown>[]>(
    `select t.*, coalesce(array(select o.origin from tenant_embed_origins o where o.tenant_id = t.id), '{}') as origins
       from tenant_publishable_keys k join tenants t on t.id = k.tenant_id
      where k.key = ? and k.revoked_at is null`,
    [key],
  );
  const row = rows[0];
  return row ? { tenant: tenantFromRow(row), origins: row.origins as string[] } : null;
}

function tenantFromRow(row: Record<string, any>): Tenant {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    status: row.status,
    isDefault: row.is_default,
    themePack: row.theme_pack,
    themeOverrides: row.theme_overrides ?? {},
    siteContent: row.site_content ?? null,
    logo: row.logo ?? null,
    createdAt: row.created_at,
  };
}

/** Remembers each host's tenant for a few seconds, so most requests resolve without a query. */
export class TenantDirectory {
  private readonly cache = new Map<string, { tenant: Tenant | null; expires: number }>();
  private readonly keys = new TimedMap<EmbedTenant | null>();

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

  forKey(key: string): Promise<EmbedTenant | null> {
    return this.keys.get(key, this.ttlMs, () => findTenantForKey(this.orm, key));
  }

  forget(): void {
    this.cache.clear();
    this.keys.clear();
  }
}

class TimedMap<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  async get(key: string, ttlMs: number, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = await load();
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(key, { value, expires: now + ttlMs });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Paths that still answer for a suspended tenant, so its site can say what happened. */
const SUSPENSION_EXEMPT = new Set(['/api/tenant', '/api/health', '/api/openapi.json']);

/**
 * A request with `X-Tenant-Key` comes from a widget on an agency's page: the key names the
 * tenant and the page's Origin must be one it allows. Any other request: the Host names it.
 */
export async function resolveTenant(ctx: AppContext, next: Next): Promise<void> {
  const key = ctx.get(TENANT_KEY_HEADER);
  const tenant = key ? await resolveEmbed(ctx, key) : await ctx.deps.tenants.forHost(ctx.hostname);
  if (!tenant) throw new AppError(404, 'unknown_tenant', `No marketplace is configured for ${ctx.hostname}`);
  ensureActive(ctx, tenant);
  ctx.state.tenant = tenant;
  if (ctx.state.embedOrigin && !keyAloneAllows(ctx.method, ctx.path)) await requireUser(ctx);
  await next();
}

async function resolveEmbed(ctx: AppContext, key: string): Promise<Tenant> {
  const pageOrigin = webOrigin(ctx.get('origin'));
  // The page may read the answer, refusals included (see cors.ts); it is never credentialed.
  if (pageOrigin) ctx.set('Access-Control-Allow-Origin', pageOrigin);
  const parsed = PublishableKey.safeParse(key);
  if (!parsed.success) throw validationError(parsed.error, 'X-Tenant-Key');
  const found = await ctx.deps.tenants.forKey(parsed.data);
  if (!found) throw new AppError(401, 'invalid_tenant_key', 'This publishable key is not valid (unknown or revoked)');
  const origin = ctx.get('origin');
  if (!isOriginAllowed(found.origins, origin)) {
    throw new AppError(403, 'origin_not_allowed', notAllowedOriginMessage(found.tenant.name, origin || undefined));
  }
  ctx.state.embedOrigin = normalizeEmbedOrigin(origin)!;
  return found.tenant;
}

function ensureActive(ctx: AppContext, tenant: Tenant): void {
  if (!SUSPENSION_EXEMPT.has(ctx.path)) refuseSuspended(tenant);
}

/** A suspended tenant's marketplace answers 423 (Locked) with one message. */
export function refuseSuspended(tenant: Tenant): void {
  if (tenant.status === 'suspended') throw new AppError(423, TENANT_SUSPENDED_CODE, TENANT_SUSPENDED_MESSAGE);
}
