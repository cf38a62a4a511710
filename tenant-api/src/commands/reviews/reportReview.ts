import { randomUUID } from 'node:crypto';
import type { TenantEm } from '../../db/tenantScope';
import { OfferEntity, type User } from '../../entities';
import { conflict, notFound } from '../../http/errors';
import { lockReview, REVIEW_NOT_FOUND } from './replyToReview';

/**
 * Anyone signed in may report a review they can see: a published, visible review of an act, or
 * (for the booking's buyer) the performer's review of them. One report per person and review.
 */
export async function reportReview(em: TenantEm, user: User, reviewId: string, reason: string): Promise<string> {
  const review = await lockReview(em, user.tenantId, reviewId);
  if (!review.publishedAt || review.hiddenAt) throw notFound(REVIEW_NOT_FOUND);
  if (review.authorRole === 'performer') {
    const offer = review.offerId ? await em.findOne(OfferEntity, { id: review.offerId }) : null;
    if (offer?.buyerId !== user.id) throw notFound(REVIEW_NOT_FOUND);
  }
  const id = randomUUID();
  const inserted = await em.execute<{ id: string }[]>(
    `insert into review_reports (tenant_id, id, review_id, reporter_user_id, reason)
     values (?, ?, ?, ?, ?)
     on conflict (tenant_id, review_id, reporter_user_id) do nothing
     returning id`,
    [user.tenantId, id, review.id, user.id, reason],
  );
  if (!inserted.length) throw conflict('already_reported', 'You have already reported this review');
  return id;
}
