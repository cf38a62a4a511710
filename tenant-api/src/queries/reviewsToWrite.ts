import { subDays } from 'date-fns';
import type { ReviewsToWrite } from '../contract';
import type { TenantEm } from '../db/tenantScope';
import { PAID_BOOKING_STATUSES } from '../domain/bookingOverlap';
import { REVIEW_WINDOW_DAYS, reviewWindowOf, reviewWindowState } from '../domain/reviewWindow';
import { OfferEntity, PerformerEntity, ReviewEntity, UserEntity, type Offer, type User } from '../entities';

/** Multi-night bookings end after their first date: look back far enough for the longest run. */
const LOOK_BACK_DAYS = REVIEW_WINDOW_DAYS + 62;

/** The caller's paid bookings (as buyer or performer) whose review window is open and unused. */
export async function reviewsToWrite(em: TenantEm, user: User, now: Date): Promise<ReviewsToWrite> {
  const performer = await em.findOne(PerformerEntity, { userId: user.id });
  const sides = [{ buyerId: user.id }, ...(performer ? [{ performerId: performer.id }] : [])];
  const offers = await em.find(
    OfferEntity,
    {
      $or: sides,
      status: { $in: [...PAID_BOOKING_STATUSES] },
      eventDate: { $gte: subDays(now, LOOK_BACK_DAYS).toISOString().slice(0, 10) },
    },
    { orderBy: { eventDate: 'asc', id: 'asc' }, limit: 200 },
  );
  const open = offers.filter((offer) => reviewWindowState(offer.status, reviewWindowOf(offer), now) === 'open');
  const written = await em.find(ReviewEntity, {
    offerId: { $in: open.map((offer) => offer.id) },
    authorUserId: user.id,
  });
  const reviewed = new Set(written.map((review) => review.offerId));
  const due = open.filter((offer) => !reviewed.has(offer.id));
  const names = await counterpartNames(em, due, user);
  return {
    bookings: due.map((offer) => ({
      offerId: offer.id,
      eventName: offer.eventName,
      eventDate: offer.eventDate,
      eventTime: offer.eventTime,
      venueTimeZone: offer.venueTimeZone,
      role: offer.buyerId === user.id ? 'buyer' : 'performer',
      counterpart: names.get(offer.id) ?? '',
      closesAt: reviewWindowOf(offer).closesAt.toISOString(),
    })),
  };
}

async function counterpartNames(em: TenantEm, offers: Offer[], user: User): Promise<Map<string, string>> {
  const performers = await em.find(PerformerEntity, { id: { $in: offers.map((offer) => offer.performerId) } });
  const buyers = await em.find(UserEntity, { id: { $in: offers.map((offer) => offer.buyerId) } });
  const stageName = new Map(performers.map((performer) => [performer.id, performer.stageName]));
  const buyerName = new Map(buyers.map((buyer) => [buyer.id, `${buyer.firstName} ${buyer.lastName}`.trim()]));
  return new Map(
    offers.map((offer) => [
      offer.id,
      (offer.buyerId === user.id ? stageName.get(offer.performerId) : buyerName.get(offer.buyerId)) ?? '',
    ]),
  );
}
