import { z } from 'zod';
import { Review } from './performers';

/*
 * Reviews after the show (issue 19, item 2): within 14 days of a paid booking's end, its buyer and
 * its performer may each review the other once. Double-blind: a review stays with its author
 * ("awaiting the other side") until both have written or the window closes.
 */

export const REVIEW_BODY_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_REPORT_MAX = 500;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const ReviewIdParams = z.strictObject({ id: z.uuid({ error: 'Review id must be a UUID' }) });
export const ReportIdParams = z.strictObject({ id: z.uuid({ error: 'Report id must be a UUID' }) });

export const ReviewBody = z
  .strictObject({
    rating: z
      .number({ error: 'Rating must be a whole number from 1 to 5' })
      .int('Rating must be a whole number from 1 to 5')
      .min(1, 'Rating must be a whole number from 1 to 5')
      .max(5, 'Rating must be a whole number from 1 to 5'),
    body: text('Review text', REVIEW_BODY_MAX),
  })
  .meta({ id: 'ReviewBody' });
export type ReviewBody = z.infer<typeof ReviewBody>;

export const ReviewReplyBody = z
  .strictObject({ body: text('Reply', REVIEW_REPLY_MAX) })
  .meta({ id: 'ReviewReplyBody' });
export const ReviewReportBody = z
  .strictObject({ reason: text('Reason', REVIEW_REPORT_MAX) })
  .meta({ id: 'ReviewReportBody' });

export const ReviewAuthorRole = z.enum(['buyer', 'performer']);
export type ReviewAuthorRole = z.infer<typeof ReviewAuthorRole>;

/** One side's review of a booking, as the booking's parties see it. */
export const BookingReview = z
  .object({
    id: z.uuid(),
    authorRole: ReviewAuthorRole,
    authorName: z.string(),
    rating: z.number().int().min(1).max(5),
    body: z.string(),
    createdAt: z.string(),
    /** Null while it awaits the other side's review (double-blind). */
    publishedAt: z.string().nullable(),
    hidden: z.boolean(),
    reply: z.object({ body: z.string(), createdAt: z.string() }).nullable(),
  })
  .meta({ id: 'BookingReview' });
export type BookingReview = z.infer<typeof BookingReview>;

/** GET /api/offers/:id/reviews: the caller's side, the other side's review once it is published. */
export const OfferReviews = z
  .object({
    role: ReviewAuthorRole,
    window: z.object({
      state: z.enum(['not_booked', 'not_yet', 'open', 'closed']),
      opensAt: z.string(),
      closesAt: z.string(),
    }),
    canReview: z.boolean(),
    mine: BookingReview.nullable(),
    /** The other side's review: null until published, whether or not it was written. */
    theirs: BookingReview.nullable(),
  })
  .meta({ id: 'OfferReviews' });
export type OfferReviews = z.infer<typeof OfferReviews>;

export const ReviewReportCreated = z
  .object({ id: z.uuid(), status: z.literal('open') })
  .meta({ id: 'ReviewReportCreated' });

export const ReviewReportDecision = z
  .strictObject({ decision: z.enum(['hide', 'keep'], { error: "Decision must be 'hide' or 'keep'" }) })
  .meta({ id: 'ReviewReportDecision' });

export const ReviewReportStatus = z.enum(['open', 'hidden', 'kept']);

export const AdminReviewReport = z
  .object({
    id: z.uuid(),
    reason: z.string(),
    status: ReviewReportStatus,
    createdAt: z.string(),
    reporterName: z.string(),
    performerId: z.uuid(),
    performerName: z.string(),
    review: Review.extend({ hidden: z.boolean() }),
  })
  .meta({ id: 'AdminReviewReport' });
export type AdminReviewReport = z.infer<typeof AdminReviewReport>;

export const AdminReviewReportQuery = z.strictObject({
  status: ReviewReportStatus.default('open'),
});
export const AdminReviewReportList = z
  .object({ reports: z.array(AdminReviewReport) })
  .meta({ id: 'AdminReviewReportList' });
export type AdminReviewReportList = z.infer<typeof AdminReviewReportList>;

/** GET /api/reviews/to-write: the caller's past bookings whose review window is open and unused. */
export const ReviewToWrite = z.object({
  offerId: z.uuid(),
  eventName: z.string(),
  eventDate: z.string(),
  eventTime: z.string(),
  venueTimeZone: z.string(),
  role: ReviewAuthorRole,
  /** Whom the review is about: the performer's stage name, or the buyer's name. */
  counterpart: z.string(),
  closesAt: z.string(),
});
export const ReviewsToWrite = z.object({ bookings: z.array(ReviewToWrite) }).meta({ id: 'ReviewsToWrite' });
export type ReviewsToWrite = z.infer<typeof ReviewsToWrite>;
