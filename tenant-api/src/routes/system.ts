import { getThemePack } from 'theme-packs';
import { TenantInfoQuery } from '../contract/tenant';
import type { AppRouter } from '../http/context';
import { tenantTheme } from '../presenters/adminTheme';
import { parseQuery } from '../http/validate';

export function systemRoutes(router: AppRouter): void {
  // One trivial database round trip (benchmarks use it as their baseline): keep it that way.
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
  // Liveness: the process answers; no database (an outage must not get the process restarted).
  router.get('/live', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  // Readiness: database reachable, migrations applied, job runner running (when this process runs jobs).
  router.get('/ready', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const readiness = ctx.deps.readiness;
    if (!readiness) {
      ctx.body = { status: 'ready', checks: {} };
      return;
    }
    const { ready, checks } = await readiness.check();
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ready' : 'not_ready', checks };
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
