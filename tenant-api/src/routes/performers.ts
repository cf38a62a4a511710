import { PerformerIdParams, PerformerListQuery, PerformerListResponse, PerformerProfile } from '../contract';
import { inTenant } from '../db/tenantScope';
import { notFound } from '../http/errors';
import { currentUser } from '../http/session';
import { defineRoute, type Route } from '../http/routeTable';
import { canSeeUnvettedPerformers } from '../policies/performers';
import { presentPerformerListItem, presentPerformerProfile } from '../presenters/performer';
import { findPerformerProfile, listPerformers } from '../queries/performers';

const performers = { tags: ['Performers'], access: 'public' } as const;

export const performerRoutes: Route[] = [
  defineRoute({
    ...performers,
    method: 'get',
    path: '/performers',
    operationId: 'listPerformers',
    summary: 'Browse vetted performers (a tenant admin also sees unvetted ones)',
    query: PerformerListQuery,
    responses: { 200: PerformerListResponse },
    /** Non-admin callers all see the same public page, so it is cached briefly per tenant and query. */
    async handler(ctx, { query }) {
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
    },
  }),

  defineRoute({
    ...performers,
    method: 'get',
    path: '/performers/:id',
    operationId: 'getPerformer',
    summary: 'A performer’s public profile',
    params: PerformerIdParams,
    responses: { 200: PerformerProfile },
    errors: { 404: 'Performer not found' },
    async handler(ctx, { params: { id } }) {
      const viewer = await currentUser(ctx);
      const found = await inTenant(ctx.deps.orm, ctx.state.tenant.id, (em) =>
        findPerformerProfile(em, id, {
          includeUnvetted: canSeeUnvettedPerformers(viewer, ctx.state.tenant),
          viewerUserId: viewer?.id ?? null,
        }),
      );
      if (!found) throw notFound('Performer not found');
      ctx.body = presentPerformerProfile(found.performer, found.media, found.summary, found.recentReviews);
    },
  }),
];
