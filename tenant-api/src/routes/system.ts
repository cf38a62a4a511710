import { getThemePack } from 'theme-packs';
import { TenantInfoQuery } from '../contract/tenant';
import type { AppRouter } from '../http/context';
import { tenantTheme } from '../presenters/adminTheme';
import { parseQuery } from '../http/validate';

export function systemRoutes(router: AppRouter): void {
  router.get('/health', async (ctx) => {
    let database: 'up' | 'down' = 'up';
    try {
      await ctx.deps.orm.em.fork().execute('select 1');
    } catch {
      database = 'down';
    }
    ctx.status = database === 'up' ? 200 : 503;
    ctx.body = { status: database === 'up' ? 'ok' : 'degraded', database, time: new Date().toISOString() };
  });
}

/** Needs the resolved tenant: mount after the tenant resolver. */
export function tenantInfoRoutes(router: AppRouter): void {
  router.get('/tenant', (ctx) => {
    const { tenant } = ctx.state;
    const query = parseQuery(ctx, TenantInfoQuery);
    ctx.body = {
      slug: tenant.slug,
      name: tenant.name,
      isDefault: tenant.isDefault,
      status: tenant.status,
      themePack: tenant.themePack,
      // The tenant's own pack comes with its admin's overrides; `?theme=` previews a plain pack.
      theme: query.theme && query.theme !== tenant.themePack ? getThemePack(query.theme) : tenantTheme(tenant),
    };
  });
}
