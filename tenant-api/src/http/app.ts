import fs from 'node:fs';
import path from 'node:path';
import Koa from 'koa';
import Router from '@koa/router';
import serve from 'koa-static';
import { accountRoutes } from '../routes/account';
import { adminRoutes } from '../routes/admin';
import { authRoutes } from '../routes/auth';
import { contactRoutes } from '../routes/contact';
import { dashboardRoutes } from '../routes/dashboard';
import { devMailboxRoutes } from '../routes/devMailbox';
import { notificationRoutes } from '../routes/notifications';
import { offerRoutes } from '../routes/offers';
import { onboardingRoutes } from '../routes/onboarding';
import { openApiRoutes } from '../routes/openapi';
import { invitationRoutes, operatorRoutes } from '../routes/operator';
import { localCheckoutRoutes, paymentRoutes, paymentWebhookRoutes } from '../routes/payments';
import { performerRoutes } from '../routes/performers';
import { routingRoutes } from '../routes/routing';
import { siteRoutes } from '../routes/site';
import { subscriptionRoutes } from '../routes/subscriptions';
import { systemRoutes, tenantInfoRoutes } from '../routes/system';
import { tierRoutes } from '../routes/tiers';
import type { AppContext, AppDeps, AppRouter, AppState } from './context';
import { embedCors } from './cors';
import { publicAssets, widgetMounts } from './publicAssets';
import { errorHandler } from './errorHandler';
import { metricsEndpoint } from '../ops/metricsEndpoint';
import { requestTracer } from '../ops/requestTracer';
import { securityHeaders } from './securityHeaders';
import { resolveTenant } from './tenantResolver';
import { RouteOptimizer } from '../workers/routeOptimizer';

export function createApp(deps: AppDeps): Koa<AppState, AppContext> {
  const app = new Koa<AppState, AppContext>({ proxy: deps.config.TRUST_PROXY === 'true' });
  // Workers start on the first optimisation only; the server passes its own to close it on shutdown.
  deps.routeOptimizer ??= new RouteOptimizer(deps.config, deps.logger);
  app.context.deps = deps;
  app.use(requestTracer);
  app.use(securityHeaders);
  app.use(errorHandler);
  app.use(metricsEndpoint);
  app.use(embedCors);
  app.use(publicAssets(widgetMounts(deps.config.WIDGETS_DIR)));
  const api = apiRouter(deps);
  app.use(api.routes());
  app.use(api.allowedMethods());
  const site = siteRouter();
  app.use(site.routes());
  app.use(site.allowedMethods());
  serveHostApp(app, deps.config.PUBLIC_DIR);
  return app;
}

/** Every /api route (exported for tests that walk them). */
export function apiRouter(deps: AppDeps): AppRouter {
  const router: AppRouter = new Router({ prefix: '/api' });
  systemRoutes(router);
  openApiRoutes(router);
  paymentWebhookRoutes(router);
  localCheckoutRoutes(router);
  router.use(resolveTenant);
  tenantInfoRoutes(router);
  authRoutes(router);
  invitationRoutes(router);
  accountRoutes(router);
  onboardingRoutes(router);
  performerRoutes(router);
  tierRoutes(router);
  notificationRoutes(router);
  offerRoutes(router);
  paymentRoutes(router);
  subscriptionRoutes(router);
  contactRoutes(router);
  routingRoutes(router);
  dashboardRoutes(router);
  adminRoutes(router);
  operatorRoutes(router);
  // Development only: the outbox as a mailbox page (README, "Development mailbox").
  if (deps.config.DEV_MAILBOX === 'true') devMailboxRoutes(router);
  return router;
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
  app.use(serve(publicDir, { index: false, maxage: 0 }));
  app.use(async (ctx, next) => {
    if (ctx.method !== 'GET' || ctx.path.startsWith('/api') || !fs.existsSync(indexFile)) return next();
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = fs.createReadStream(indexFile);
  });
}
