import { DashboardResponse } from '../contract';
import { defineRoute, type Route } from '../http/routeTable';
import { requireUser } from '../http/session';
import { dashboardFor } from '../queries/dashboard';

export const dashboardRoutes: Route[] = [
  defineRoute({
    tags: ['Dashboard'],
    access: 'user',
    method: 'get',
    path: '/dashboard',
    operationId: 'getDashboard',
    summary: 'The signed-in user’s own dashboard summary, by role (amounts in cents)',
    responses: { 200: DashboardResponse },
    async handler(ctx) {
      const user = await requireUser(ctx);
      const now = ctx.deps.clock();
      ctx.body = await dashboardFor(ctx.deps.orm, user, ctx.state.tenant, now);
    },
  }),
];
