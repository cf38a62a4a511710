import fs from 'node:fs';
import path from 'node:path';
import Koa from 'koa';
import Router from '@koa/router';
import serve from 'koa-static';
import { apiRoutes } from '../routes';
import { siteRoutes } from '../routes/site';
import type { AppContext, AppDeps, AppRouter, AppState } from './context';
import { AppError } from './errors';
import { mountRoutes } from './routeTable';
import { embedCors } from './cors';
import { publicAssets, widgetMounts } from './publicAssets';
import { errorHandler } from './errorHandler';
import { metricsEndpoint } from '../ops/metricsEndpoint';
import { requestTracer } from '../ops/requestTracer';
import { securityHeaders } from './securityHeaders';
import { resolveTenant } from './tenantResolver';
import { RouteOptimizer } from '../workers/routeOptimizer';
import { DiskMediaStore } from '../media/mediaStore';
import { presentTenantLogo } from '../presenters/tenantLogo';
import { HostAppIndex, withTenantIcons } from './hostAppIndex';

export function createApp(deps: AppDeps): Koa<AppState, AppContext> {
  const app = new Koa<AppState, AppContext>({ proxy: deps.config.TRUST_PROXY === 'true' });
  // Workers start on the first optimisation only; the server passes its own to close it on shutdown.
  deps.routeOptimizer ??= new RouteOptimizer(deps.config, deps.logger);
  deps.media ??= new DiskMediaStore(path.join(deps.config.DATA_DIR, 'media'));
  app.context.deps = deps;
  app.use(requestTracer);
  app.use(securityHeaders);
  app.use(errorHandler);
  app.use(metricsEndpoint);
  if (deps.loadShedder) app.use(deps.loadShedder.middleware);
  app.use(embedCors);
  app.use(publicAssets(widgetMounts(deps.config.WIDGETS_DIR)));
  const api = apiRouter(deps);
  app.use(api.routes());
  app.use(methodNotAllowed(api));
  const site = siteRouter();
  app.use(site.routes());
  app.use(site.allowedMethods());
  serveHostApp(app, deps.config.PUBLIC_DIR);
  return app;
}

/** Every /api route (exported for tests that walk them). */
export function apiRouter(deps: AppDeps): AppRouter {
  const router: AppRouter = new Router({ prefix: '/api' });
  const routes = apiRoutes(deps.config);
  mountRoutes(
    router,
    routes.filter((route) => route.access === 'platform'),
  );
  router.use(resolveTenant);
  mountRoutes(
    router,
    routes.filter((route) => route.access !== 'platform'),
  );
  return router;
}

/** A method the path does not have: 405 as JSON, with `Allow` (501 for methods no route uses). */
function methodNotAllowed(router: AppRouter): Koa.Middleware<AppState, AppContext> {
  const allowed = router.allowedMethods();
  return async (ctx, next) => {
    await allowed(ctx as never, next);
    if (ctx.status !== 405 && ctx.status !== 501) return;
    const allow = ctx.response.get('Allow');
    throw new AppError(405, 'method_not_allowed', `${ctx.method} is not allowed here; use ${allow}`, undefined, {
      Allow: allow,
    });
  };
}

/** Pages of the tenant's site the server renders itself, outside /api: the local checkout page. */
function siteRouter(): AppRouter {
  const router: AppRouter = new Router();
  siteRoutes(router);
  return router;
}

/** The built host app, with index.html for every other GET so client-side routes load. */
function serveHostApp(app: Koa<AppState, AppContext>, publicDir: string): void {
  const indexFile = path.join(publicDir, 'index.html');
  const index = new HostAppIndex(indexFile);
  app.use(serve(publicDir, { index: false, maxage: 0 }));
  app.use(async (ctx, next) => {
    if (ctx.method !== 'GET' || ctx.path.startsWith('/api') || !fs.existsSync(indexFile)) return next();
    if (looksLikeAFile(ctx.path)) return missingFile(ctx);
    const page = index.page();
    if (page === null) return next();
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = withTenantIcons(page, await hostTenantLogo(ctx));
  });
}

/** Files the build emits (scripts, styles, images, fonts, maps): never answered with the app's page. */
const STATIC_FILE =
  /^\/assets\/|\.(?:js|mjs|cjs|css|map|json|txt|xml|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|wasm|webmanifest)$/i;

const looksLikeAFile = (urlPath: string) => STATIC_FILE.test(urlPath);

/**
 * A file the build does not have (a script of an older or newer deploy): 404, not the app's page,
 * so a browser on a mixed-build deploy fails the import instead of running HTML as a script.
 */
function missingFile(ctx: AppContext): void {
  ctx.status = 404;
  ctx.type = 'text/plain';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = `Not found: ${ctx.path}`;
}

/** The host's tenant's logo, if it has one; none when the tenant cannot be read (the page still loads). */
async function hostTenantLogo(ctx: AppContext) {
  try {
    const tenant = await ctx.deps.tenants.forHost(ctx.hostname);
    return tenant ? presentTenantLogo(tenant.id, tenant.logo) : null;
  } catch {
    return null;
  }
}
