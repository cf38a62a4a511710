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
  /** Non-admin callers all see the same public page, so it is cached briefly per tenant and query. */
  router.get('/performers', async (ctx) => {
    const query = parseQuery(ctx, PerformerListQuery);
    const viewer = await currentUser(ctx);
    const tenantId = ctx.state.tenant.id;
    const includeUnvetted = canSeeUnvettedPerformers(viewer, ctx.state.tenant);
    const load = async () => {
      const page = await inTenant(ctx.deps.orm, tenantId, (em) =>
        listPerformers(em, tenantId, query, { includeUnvetted }),
      );
      return {
        performers: page.performers.map(presentPerformerListItem),
        pagination: {
          page: query.page,
          limit: query.limit,
          total: page.total,
          totalPages: Math.ceil(page.total / query.limit),
        },
      };
    };
    ctx.body = includeUnvetted
      ? await load()
      : await ctx.deps.browseCache.getOrLoad(`${tenantId}:${JSON.stringify(query)}`, load);
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
