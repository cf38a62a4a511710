import type { AppContext } from './context';
import { siteOrigin } from './siteOrigin';

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/;

/**
 * The origin of the request's tenant's own site, for links in e-mails (e.g. the confirmation link):
 * the request's own origin, unless it came from a widget embedded on an agency's page, whose API
 * host may be another tenant's (the flagship's). Then: in development (a loopback or *.localhost
 * API host) `<slug>.localhost` on the same port, the default tenant the API host itself; otherwise
 * the tenant's first custom domain; a tenant without one, the API's origin.
 */
export async function tenantSiteOrigin(ctx: AppContext): Promise<string> {
  const own = siteOrigin(ctx);
  const tenant = ctx.state.tenant;
  if (!ctx.state.embedOrigin || tenant.isDefault) return own;
  const [hostname = '', port] = ctx.host.split(/:(?=\d+$)/);
  if (LOOPBACK.test(hostname)) return `${ctx.protocol}://${tenant.slug}.localhost${port ? `:${port}` : ''}`;
  const [domain] = await ctx.deps.orm.em
    .fork()
    .execute<{ domain: string }[]>(`select domain from tenant_domains where tenant_id = ? order by domain limit 1`, [
      tenant.id,
    ]);
  return domain ? `${ctx.protocol}://${domain.domain}` : own;
}
