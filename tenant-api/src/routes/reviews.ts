import {
  AdminReviewReport,
  AdminReviewReportList,
  AdminReviewReportQuery,
  BookingReview,
  OfferIdParams,
  OfferReviews,
  ReportIdParams,
  ReviewBody,
  ReviewIdParams,
  ReviewReplyBody,
  ReviewReportBody,
  ReviewReportCreated,
  ReviewReportDecision,
  ReviewsToWrite,
} from '../contract';
import { decideReviewReport } from '../commands/reviews/decideReport';
import { replyToReview } from '../commands/reviews/replyToReview';
import { reportReview } from '../commands/reviews/reportReview';
import { writeReview } from '../commands/reviews/writeReview';
import { inTenant } from '../db/tenantScope';
import { requireAdmin } from '../http/access';
import { browseChanged } from '../http/cacheChanges';
import { defineRoute, type Route } from '../http/routeTable';
import { requireUser } from '../http/session';
import { presentBookingReview } from '../presenters/review';
import { findReviewReport, listReviewReports, offerReviews } from '../queries/reviews';
import { reviewsToWrite } from '../queries/reviewsToWrite';

const reviews = { tags: ['Reviews'], access: 'user' } as const;
const admin = { tags: ['Admin'], access: 'admin' } as const;

/** Reviews after the show (issue 19, item 2): both sides of a past booking, replies, reports. */
export const reviewRoutes: Route[] = [
  defineRoute({
    ...reviews,
    method: 'get',
    path: '/reviews/to-write',
    operationId: 'listReviewsToWrite',
    summary: 'The caller’s past bookings still waiting for their review (window open)',
    responses: { 200: ReviewsToWrite },
    async handler(ctx) {
      const user = await requireUser(ctx);
      const now = ctx.deps.clock();
      ctx.body = await inTenant(ctx.deps.orm, user.tenantId, (em) => reviewsToWrite(em, user, now));
    },
  }),

  defineRoute({
    ...reviews,
    method: 'get',
    path: '/offers/:id/reviews',
    operationId: 'getOfferReviews',
    summary: 'The booking’s reviews for one of its parties: theirs only once published (double-blind)',
    params: OfferIdParams,
    responses: { 200: OfferReviews },
    errors: { 403: 'Not the buyer or the performer of this booking', 404: 'Offer not found' },
    async handler(ctx, { params: { id } }) {
      const user = await requireUser(ctx);
      const now = ctx.deps.clock();
      ctx.body = await inTenant(ctx.deps.orm, user.tenantId, (em) => offerReviews(em, user, id, now));
    },
  }),

  defineRoute({
    ...reviews,
    method: 'post',
    path: '/offers/:id/reviews',
    operationId: 'createReview',
    summary: 'Review the other side of a paid booking within 14 days of its end; the second review publishes both',
    params: OfferIdParams,
    body: ReviewBody,
    responses: { 201: OfferReviews },
    errors: {
      403: 'Not the buyer or the performer of this booking',
      404: 'Offer not found',
      409: 'Not a paid booking, before the event ended, after the window closed, or already reviewed',
    },
    async handler(ctx, { params: { id }, body }) {
      const user = await requireUser(ctx);
      const now = ctx.deps.clock();
      ctx.body = await inTenant(ctx.deps.orm, user.tenantId, async (em) => {
        await writeReview(em, user, id, body, now);
        return offerReviews(em, user, id, now);
      });
      ctx.status = 201;
      browseChanged(ctx); // a published review moves the act's rating on the cards
    },
  }),

  defineRoute({
    ...reviews,
    method: 'post',
    path: '/reviews/:id/reply',
    operationId: 'replyToReview',
    summary: 'The reviewed performer’s one public reply',
    params: ReviewIdParams,
    body: ReviewReplyBody,
    responses: { 200: BookingReview },
    errors: {
      403: 'Not the performer this review is about',
      404: 'Review not found',
      409: 'Not published yet, or already replied',
    },
    async handler(ctx, { params: { id }, body }) {
      const user = await requireUser(ctx);
      const now = ctx.deps.clock();
      const review = await inTenant(ctx.deps.orm, user.tenantId, (em) => replyToReview(em, user, id, body.body, now));
      ctx.body = presentBookingReview(review);
    },
  }),

  defineRoute({
    ...reviews,
    method: 'post',
    path: '/reviews/:id/reports',
    operationId: 'reportReview',
    summary: 'Report a review to the marketplace’s admins',
    params: ReviewIdParams,
    body: ReviewReportBody,
    responses: { 201: ReviewReportCreated },
    errors: { 404: 'Review not found (or not visible to you)', 409: 'Already reported by you' },
    async handler(ctx, { params: { id }, body }) {
      const user = await requireUser(ctx);
      const reportId = await inTenant(ctx.deps.orm, user.tenantId, (em) => reportReview(em, user, id, body.reason));
      ctx.status = 201;
      ctx.body = { id: reportId, status: 'open' };
    },
  }),

  defineRoute({
    ...admin,
    method: 'get',
    path: '/admin/review-reports',
    operationId: 'listReviewReports',
    summary: 'Reported reviews: open ones to moderate, or those hidden or kept',
    query: AdminReviewReportQuery,
    responses: { 200: AdminReviewReportList },
    async handler(ctx, { query: { status } }) {
      const user = await requireAdmin(ctx);
      ctx.body = await inTenant(ctx.deps.orm, user.tenantId, (em) => listReviewReports(em, user.tenantId, status));
    },
  }),

  defineRoute({
    ...admin,
    method: 'put',
    path: '/admin/review-reports/:id',
    operationId: 'decideReviewReport',
    summary: 'Hide the reported review (out of the rating too) or keep it; audited',
    params: ReportIdParams,
    body: ReviewReportDecision,
    responses: { 200: AdminReviewReport },
    errors: { 404: 'Report not found', 409: 'Already decided' },
    async handler(ctx, { params: { id }, body: { decision } }) {
      const user = await requireAdmin(ctx);
      const now = ctx.deps.clock();
      ctx.body = await inTenant(ctx.deps.orm, user.tenantId, async (em) => {
        await decideReviewReport(em, user, id, decision, now);
        return findReviewReport(em, user.tenantId, id);
      });
      browseChanged(ctx);
    },
  }),
];
