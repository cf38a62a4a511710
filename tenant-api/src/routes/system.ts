import { getThemePack } from 'theme-packs';
import { siteContentOrDefault } from '../contract/siteContent';
import { Health, Liveness, Readiness, TenantInfo, TenantInfoQuery } from '../contract/tenant';
import { NOT_MODIFIED, sendCacheable } from '../http/httpCache';
import { defineRoute, type Route } from '../http/routeTable';
import { tenantTheme } from '../presenters/adminTheme';
import { presentTenantLogo } from '../presenters/tenantLogo';

const system = { tags: ['System'], access: 'platform' } as const;

export const systemRoutes: Route[] = [
  defineRoute({
    ...system,
    method: 'get',
    path: '/health',
    operationId: 'getHealth',
    summary: 'Service and database status',
    responses: { 200: Health },
    errors: { 503: 'The database is down (same body, `status: degraded`)' },
    // One trivial database round trip (benchmarks use it as their baseline): keep it that way.
    async handler(ctx) {
      let database: 'up' | 'down' = 'up';
      try {
        await ctx.deps.orm.em.fork().execute('select 1');
      } catch {
        database = 'down';
      }
      ctx.status = database === 'up' ? 200 : 503;
      ctx.body = { status: database === 'up' ? 'ok' : 'degraded', database, time: new Date().toISOString() };
    },
  }),

  defineRoute({
    ...system,
    method: 'get',
    path: '/live',
    operationId: 'getLiveness',
    summary: 'Liveness: the process answers (no database: an outage must not get it restarted)',
    responses: { 200: Liveness },
    handler(ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: 'ok' };
    },
  }),

  defineRoute({
    ...system,
    method: 'get',
    path: '/ready',
    operationId: 'getReadiness',
    summary: 'Readiness: database reachable, migrations applied, job runner running (when this process runs jobs)',
    responses: { 200: Readiness },
    errors: { 503: 'Not ready (same body, `status: not_ready`)' },
    async handler(ctx) {
      ctx.set('Cache-Control', 'no-store');
      const readiness = ctx.deps.readiness;
      if (!readiness) {
        ctx.body = { status: 'ready', checks: {} };
        return;
      }
      const { ready, checks } = await readiness.check();
      ctx.status = ready ? 200 : 503;
      ctx.body = { status: ready ? 'ready' : 'not_ready', checks };
    },
  }),
];

/** Needs the resolved tenant: mounted after the tenant resolver. */
export const tenantInfoRoutes: Route[] = [
  defineRoute({
    tags: ['System'],
    access: 'public',
    method: 'get',
    path: '/tenant',
    operationId: 'getTenant',
    summary: 'The tenant serving this host (or key), with its theme tokens',
    query: TenantInfoQuery,
    responses: { 200: TenantInfo, 304: NOT_MODIFIED },
    handler(ctx, { query }) {
      const { tenant } = ctx.state;
      sendCacheable(ctx, {
        slug: tenant.slug,
        name: tenant.name,
        isDefault: tenant.isDefault,
        status: tenant.status,
        themePack: tenant.themePack,
        // The tenant's own pack comes with its admin's overrides; `?theme=` previews a plain pack.
        theme: query.theme && query.theme !== tenant.themePack ? getThemePack(query.theme) : tenantTheme(tenant),
        content: siteContentOrDefault(tenant.siteContent),
        logo: presentTenantLogo(tenant.id, tenant.logo),
      });
    },
  }),
];
