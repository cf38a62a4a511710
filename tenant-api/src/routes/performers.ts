import { PerformerIdParams, PerformerListQuery, PerformerListResponse, PerformerProfile } from '../contract';
import { notFound } from '../http/errors';
import { NOT_MODIFIED, sendCacheable } from '../http/httpCache';
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
    description:
      'Counts stop past 1,000 (`totalIsCapped`). Pages are numbered (`page`) or follow a keyset cursor: pass the answer’s `nextCursor` as `after` for the next page.',
    query: PerformerListQuery,
    responses: { 200: PerformerListResponse, 304: NOT_MODIFIED },
    /** Non-admin callers all see the same public page, so it is cached briefly per tenant and query. */
    async handler(ctx, { query }) {
      const viewer = await currentUser(ctx);
      const tenantId = ctx.state.tenant.id;
      const includeUnvetted = canSeeUnvettedPerformers(viewer, ctx.state.tenant);
      const load = async () => {
        const page = await listPerformers(ctx.deps.orm, tenantId, query, { includeUnvetted });
        return {
          performers: page.performers.map(presentPerformerListItem),
          pagination: {
            page: query.page,
            limit: query.limit,
            total: page.total,
            totalPages: Math.ceil(page.total / query.limit),
            totalIsCapped: page.totalIsCapped,
            nextCursor: page.nextCursor,
          },
        };
      };
      // A client that just wrote reads past the shared page (it may predate the write).
      const body =
        includeUnvetted || ctx.state.afterOwnWrite
          ? await load()
          : await ctx.deps.browseCache.getOrLoad(`${tenantId}:${JSON.stringify(query)}`, load);
      sendCacheable(ctx, body);
    },
  }),

  defineRoute({
    ...performers,
    method: 'get',
    path: '/performers/:id',
    operationId: 'getPerformer',
    summary: 'A performer’s public profile',
    params: PerformerIdParams,
    responses: { 200: PerformerProfile, 304: NOT_MODIFIED },
    errors: { 404: 'Performer not found' },
    async handler(ctx, { params: { id } }) {
      const viewer = await currentUser(ctx);
      const found = await findPerformerProfile(ctx.deps.orm, ctx.state.tenant.id, id, {
        includeUnvetted: canSeeUnvettedPerformers(viewer, ctx.state.tenant),
        viewerUserId: viewer?.id ?? null,
      });
      if (!found) throw notFound('Performer not found');
      sendCacheable(ctx, presentPerformerProfile(found.performer, found.media, found.summary, found.recentReviews));
    },
  }),
];
