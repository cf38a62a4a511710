import type { TenantEm } from '../../db/tenantScope';
import { PerformerEntity, ReviewEntity, type Review, type User } from '../../entities';
import { conflict, forbidden, notFound } from '../../http/errors';

export const REVIEW_NOT_FOUND = 'Review not found';

/** A review of this tenant, locked for the rest of the transaction. */
export async function lockReview(em: TenantEm, tenantId: string, reviewId: string): Promise<Review> {
  await em.execute(`select id from reviews where tenant_id = ? and id = ? for update`, [tenantId, reviewId]);
  const review = await em.findOne(ReviewEntity, { id: reviewId }, { refresh: true });
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  return review;
}

/** The performer's one public reply to a published review of their act. */
export async function replyToReview(
  em: TenantEm,
  user: User,
  reviewId: string,
  body: string,
  now: Date,
): Promise<Review> {
  const review = await lockReview(em, user.tenantId, reviewId);
  const performer = await em.findOne(PerformerEntity, { id: review.performerId });
  if (review.authorRole !== 'buyer' || performer?.userId !== user.id) {
    throw forbidden('Only the performer reviewed can reply to this review');
  }
  if (!review.publishedAt || review.hiddenAt) {
    throw conflict('review_not_published', 'This review is not published, so it cannot be replied to');
  }
  if (review.replyBody !== null) throw conflict('already_replied', 'You have already replied to this review');
  review.replyBody = body;
  review.repliedAt = now;
  await em.flush();
  return review;
}
