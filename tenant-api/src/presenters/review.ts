import type { AdminReviewReport, BookingReview, Review as ReviewJson } from '../contract';
import type { Review } from '../entities';

const replyOf = (review: Pick<Review, 'replyBody' | 'repliedAt'>) =>
  review.replyBody !== null && review.repliedAt
    ? { body: review.replyBody, createdAt: review.repliedAt.toISOString() }
    : null;

/** The fields of a review the public profile shows. */
export type PublicReviewFields = Pick<
  Review,
  'id' | 'authorName' | 'rating' | 'body' | 'createdAt' | 'offerId' | 'replyBody' | 'repliedAt'
>;

/** A review on the performer's public profile. */
export function presentReview(review: PublicReviewFields): ReviewJson {
  return {
    id: review.id,
    authorName: review.authorName,
    rating: review.rating,
    body: review.body,
    createdAt: review.createdAt.toISOString(),
    verifiedBooking: review.offerId !== null,
    reply: replyOf(review),
  };
}

/** A review of a booking, as its parties see it. */
export function presentBookingReview(review: Review): BookingReview {
  return {
    id: review.id,
    authorRole: review.authorRole,
    authorName: review.authorName,
    rating: review.rating,
    body: review.body,
    createdAt: review.createdAt.toISOString(),
    publishedAt: review.publishedAt ? review.publishedAt.toISOString() : null,
    hidden: review.hiddenAt !== null,
    reply: replyOf(review),
  };
}

export interface ReviewReportRow {
  id: string;
  reason: string;
  status: 'open' | 'hidden' | 'kept';
  created_at: Date;
  reporter_name: string;
  performer_id: string;
  performer_name: string;
  review: Review;
}

export function presentReviewReport(row: ReviewReportRow): AdminReviewReport {
  return {
    id: row.id,
    reason: row.reason,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    reporterName: row.reporter_name,
    performerId: row.performer_id,
    performerName: row.performer_name,
    review: { ...presentReview(row.review), hidden: row.review.hiddenAt !== null },
  };
}
