import { shiftCalendarDate } from '../../contract/dates';
import type { TenantEm } from '../../db/tenantScope';
import {
  HOLDING_STATUSES,
  PAID_BOOKING_STATUSES,
  describeOverlap,
  firstOverlap,
  type OverlappingBooking,
} from '../../domain/bookingOverlap';
import type { OfferTransitionName } from '../../domain/offerStateMachine';
import { OfferEntity, type Offer } from '../../entities';

/** Longest booking (7 nights) plus a day either side for venues in zones a day apart. */
const SEARCH_DAYS_BEFORE = 8;
const SEARCH_DAYS_AFTER = 2;

/**
 * Locks the performer's row until the transaction ends, so two accepts (or payments) for the same
 * performer queue here and the second sees what the first booked. Taken after the offer's own
 * lock, the same order everywhere, so none deadlock.
 */
export async function lockPerformerCalendar(em: TenantEm, performerId: string): Promise<void> {
  await em.execute(`select id from performers where id = ? for update`, [performerId]);
}

/** The performer's bookings (in `statuses`) whose time overlaps the offer's: the first of them. */
export async function findOverlappingBooking(
  em: TenantEm,
  offer: Offer,
  statuses: readonly Offer['status'][],
): Promise<OverlappingBooking | null> {
  const lastNight = shiftCalendarDate(offer.eventDate, Math.max(1, offer.numberOfNights) - 1);
  const nearby = await em.find(
    OfferEntity,
    {
      performerId: offer.performerId,
      status: { $in: [...statuses] },
      id: { $ne: offer.id },
      eventDate: {
        $gte: shiftCalendarDate(offer.eventDate, -SEARCH_DAYS_BEFORE),
        $lte: shiftCalendarDate(lastNight, SEARCH_DAYS_AFTER),
      },
    },
    { orderBy: { eventDate: 'asc', eventTime: 'asc' } },
  );
  const overlap = firstOverlap(offer, nearby);
  return overlap ? describeOverlap(overlap) : null;
}

/** Which bookings stand in the way of a transition (none for transitions that book nothing). */
const BLOCKING: Partial<Record<OfferTransitionName, readonly Offer['status'][]>> = {
  accept: HOLDING_STATUSES,
  acceptCounter: HOLDING_STATUSES,
  pay: PAID_BOOKING_STATUSES,
};

/**
 * For a transition that books the performer: locks their calendar and finds an overlapping
 * booking, for the state machine's `performerFree` guard. Other transitions: nothing to check.
 */
export async function overlapBefore(
  em: TenantEm,
  offer: Offer,
  transition: OfferTransitionName,
): Promise<OverlappingBooking | null> {
  const blocking = BLOCKING[transition];
  if (!blocking) return null;
  await lockPerformerCalendar(em, offer.performerId);
  return findOverlappingBooking(em, offer, blocking);
}
