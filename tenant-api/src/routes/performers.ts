import {
  PerformerIdParams,
  PerformerListQuery,
  PerformerListResponse,
  PerformerProfile,
  PerformerReviewsPage,
  PerformerReviewsQuery,
  REVIEW_PAGE_MAX,
  keysetListDescription,
} from '../contract';
import { browseKeyPrefix } from '../http/cacheChanges';
import { notFound } from '../http/errors';
import { NOT_MODIFIED, sendCacheable, sendCacheableJson } from '../http/httpCache';
import { currentUser } from '../http/session';
import { defineRoute, type Route } from '../http/routeTable';
import { canSeeUnvettedPerformers } from '../policies/performers';
import { browsePerformers } from '../queries/browseIndex/browse';
import { performerProfileAnswer } from '../queries/performerProfile';
import { findPerformerReviews } from '../queries/performers';
import { presentReview } from '../presenters/review';

const performers = { tags: ['Performers'], access: 'public' } as const;

export const performerRoutes: Route[] = [
  defineRoute({
    ...performers,
    method: 'get',
    path: '/performers',
    operationId: 'listPerformers',
    summary: 'Browse vetted performers (a tenant admin also sees unvetted ones)',
    description:
      'Counts stop past 1,000 (`totalIsCapped`). Pages are numbered (`page`) or follow a keyset cursor: pass the answer’s `nextCursor` as `after` for the next page. Numbered pages stay within the result window, `(page − 1) × limit + limit ≤ 1,000` (a 400 naming `page` past it: refine the search instead); a cursor goes on at any depth, `limit` at most 100 a page.',
    query: PerformerListQuery,
    responses: { 200: PerformerListResponse, 304: NOT_MODIFIED },
    /** Non-admin callers all see the same public page, so it is cached briefly per tenant and query. */
    async handler(ctx, { query }) {
      const viewer = await currentUser(ctx);
      const tenantId = ctx.state.tenant.id;
      const includeUnvetted = canSeeUnvettedPerformers(viewer, ctx.state.tenant);
      const load = async () => {
        const page = await browsePerformers(ctx.deps.orm, ctx.deps.browseIndexes, tenantId, query, { includeUnvetted });
        const pagination = {
          page: query.page,
          limit: query.limit,
          total: page.total,
          totalPages: Math.ceil(page.total / query.limit),
          totalIsCapped: page.totalIsCapped,
          nextCursor: page.nextCursor,
        };
        // The acts' items come serialised (the index keeps the most shown ones so).
        return `{"performers":[${page.performerJson.join(',')}],"pagination":${JSON.stringify(pagination)}}`;
      };
      // A client that just wrote reads past the shared page (it may predate the write).
      const json =
        includeUnvetted || ctx.state.afterOwnWrite
          ? await load()
          : await ctx.deps.browseCache.getOrLoad(`${browseKeyPrefix(tenantId)}${JSON.stringify(query)}`, load);
      sendCacheableJson(ctx, json);
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
      const profile = await performerProfileAnswer(ctx.deps.orm, ctx.deps.browseIndexes, ctx.state.tenant.id, id, {
        includeUnvetted: canSeeUnvettedPerformers(viewer, ctx.state.tenant),
        viewerUserId: viewer?.id ?? null,
      });
      if (!profile) throw notFound('Performer not found');
      sendCacheableJson(ctx, profile.json, profile.etag);
    },
  }),

  defineRoute({
    ...performers,
    method: 'get',
    path: '/performers/:id/reviews',
    operationId: 'listPerformerReviews',
    summary: 'A page of the act’s public reviews, newest first (the profile shows the first five)',
    description: keysetListDescription(REVIEW_PAGE_MAX),
    params: PerformerIdParams,
    query: PerformerReviewsQuery,
    responses: { 200: PerformerReviewsPage, 304: NOT_MODIFIED },
    errors: { 404: 'Performer not found' },
    async handler(ctx, { params: { id }, query }) {
      const viewer = await currentUser(ctx);
      const found = await findPerformerReviews(ctx.deps.orm, ctx.state.tenant.id, id, {
        includeUnvetted: canSeeUnvettedPerformers(viewer, ctx.state.tenant),
        viewerUserId: viewer?.id ?? null,
        after: query.after ?? null,
        limit: query.limit,
      });
      if (!found) throw notFound('Performer not found');
      sendCacheable(ctx, { reviews: found.reviews.map(presentReview), nextCursor: found.nextCursor });
    },
  }),
];
