import { randomUUID } from 'node:crypto';
import type { ReviewBody } from '../../contract';
import type { TenantEm } from '../../db/tenantScope';
import { reviewWindowOf, reviewWindowState, type ReviewWindowState } from '../../domain/reviewWindow';
import { PerformerEntity, ReviewEntity, UserEntity, type Offer, type User } from '../../entities';
import { conflict } from '../../http/errors';
import { loadOffer, otherSide, reviewSideOf } from './party';
import { recomputePerformerRating } from './ratings';

const CLOSED_WINDOW: Record<Exclude<ReviewWindowState, 'open'>, [string, string]> = {
  not_booked: ['review_not_booked', 'Only a paid booking can be reviewed'],
  not_yet: ['review_window_not_open', 'A booking can be reviewed once its event has ended'],
  closed: ['review_window_closed', 'The 14 days to review this booking are over'],
};

/**
 * One side's review of a past booking. The offer row is locked, so of two reviews written at
 * once the second sees the first: the second review publishes both (double-blind ends), and the
 * performer's rating and count move in the same transaction.
 */
export async function writeReview(
  em: TenantEm,
  user: User,
  offerId: string,
  input: ReviewBody,
  now: Date,
): Promise<void> {
  const offer = await loadOffer(em, user.tenantId, offerId, true);
  const role = await reviewSideOf(em, user, offer);
  const window = reviewWindowOf(offer);
  const state = reviewWindowState(offer.status, window, now);
  if (state !== 'open') throw conflict(...CLOSED_WINDOW[state]);
  const written = await em.find(ReviewEntity, { offerId: offer.id });
  if (written.some((review) => review.authorRole === role)) {
    throw conflict('already_reviewed', 'You have already reviewed this booking');
  }
  em.create(ReviewEntity, {
    tenantId: user.tenantId,
    id: randomUUID(),
    performerId: offer.performerId,
    authorName: await authorName(em, user, offer, role),
    rating: input.rating,
    body: input.body,
    createdAt: now,
    offerId: offer.id,
    authorUserId: user.id,
    authorRole: role,
    windowClosesAt: window.closesAt,
    publishedAt: null,
    hiddenAt: null,
    replyBody: null,
    repliedAt: null,
  });
  await em.flush();
  const theirs = written.find((review) => review.authorRole === otherSide(role));
  if (theirs) await publishBoth(em, offer, now);
}

async function publishBoth(em: TenantEm, offer: Offer, now: Date): Promise<void> {
  await em.execute(
    `update reviews set published_at = ? where tenant_id = ? and offer_id = ? and published_at is null`,
    [now, offer.tenantId, offer.id],
  );
  await recomputePerformerRating(em, offer.tenantId, offer.performerId);
}

/** A buyer signs with first name and initial ("Dana K."), a performer with the stage name. */
async function authorName(em: TenantEm, user: User, offer: Offer, role: 'buyer' | 'performer'): Promise<string> {
  if (role === 'performer') {
    const performer = await em.findOneOrFail(PerformerEntity, { id: offer.performerId });
    return performer.stageName;
  }
  const buyer = await em.findOneOrFail(UserEntity, { id: user.id });
  const initial = buyer.lastName.trim().charAt(0);
  return initial ? `${buyer.firstName} ${initial}.` : buyer.firstName;
}
