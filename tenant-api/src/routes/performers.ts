import { PerformerIdParams, PerformerListQuery } from '../contract';
import { inTenant } from '../db/tenantScope';
import type { AppRouter } from '../http/context';
import { notFound } from '../http/errors';
import { currentUser } from '../http/session';
import { parseParams, parseQuery } from '../http/validate';
import { canSeeUnvettedPerformers } from '../policies/performers';
import { presentPerformerListItem, presentPerformerProfile } from '../presenters/performer';
import { findPerformerProfile, listPerformers } from '../queries/performers';

export function performerRoutes(router: AppRouter): void {
  router.get('/performers', async (ctx) => {
    const query = parseQuery(ctx, PerformerListQuery);
    const viewer = await currentUser(ctx);
    const tenantId = ctx.state.tenant.id;
    const page = await inTenant(ctx.deps.orm, tenantId, (em) =>
      listPerformers(em, tenantId, query, { includeUnvetted: canSeeUnvettedPerformers(viewer, ctx.state.tenant) }),
    );
    ctx.body = {
      performers: page.performers.map(presentPerformerListItem),
      pagination: {
        page: query.page,
        limit: query.limit,
        total: page.total,
        totalPages: Math.ceil(page.total / query.limit),
      },
    };
  });

  router.get('/performers/:id', async (ctx) => {
    const { id } = parseParams(ctx.params, PerformerIdParams);
    const viewer = await currentUser(ctx);
    const found = await inTenant(ctx.deps.orm, ctx.state.tenant.id, (em) =>
      findPerformerProfile(em, id, {
        includeUnvetted: canSeeUnvettedPerformers(viewer, ctx.state.tenant),
        viewerUserId: viewer?.id ?? null,
      }),
    );
    if (!found) throw notFound('Performer not found');
    ctx.body = presentPerformerProfile(found.performer, found.summary, found.recentReviews);
  });
}
