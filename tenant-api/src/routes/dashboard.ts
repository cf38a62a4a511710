import { DashboardResponse } from '../contract';
import { defineRoute, type Route } from '../http/routeTable';
import { requireUser, userReadAlong } from '../http/session';
import { dashboardFor, signedInBuyerDashboard, signedInPerformerDashboard } from '../queries/dashboard';

export const dashboardRoutes: Route[] = [
  defineRoute({
    tags: ['Dashboard'],
    access: 'user',
    readsUserAlong: true,
    method: 'get',
    path: '/dashboard',
    operationId: 'getDashboard',
    summary: 'The signed-in user’s own dashboard summary, by role (amounts in cents)',
    responses: { 200: DashboardResponse },
    async handler(ctx) {
      const { orm } = ctx.deps;
      const [signedIn, now, tenant] = [await userReadAlong(ctx), ctx.deps.clock(), ctx.state.tenant];
      const role = signedIn.token.role;
      ctx.body =
        role === 'BUYER'
          ? await signedInBuyerDashboard(orm, signedIn, tenant, now)
          : role === 'PERFORMER'
            ? await signedInPerformerDashboard(orm, signedIn, tenant, now)
            : await dashboardFor(orm, await requireUser(ctx), tenant, now);
    },
  }),
];
