import { inTenant } from '../db/tenantScope';
import type { AppRouter } from '../http/context';
import { requireUser } from '../http/session';
import { dashboardFor } from '../queries/dashboard';

export function dashboardRoutes(router: AppRouter): void {
  /** The signed-in user's own summary for /dashboard, by role, in one tenant transaction. */
  router.get('/dashboard', async (ctx) => {
    const user = await requireUser(ctx);
    const now = ctx.deps.clock();
    ctx.body = await inTenant(ctx.deps.orm, user.tenantId, (em) => dashboardFor(em, user, ctx.state.tenant, now));
  });
}
