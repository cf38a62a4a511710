import { addMinutes, areIntervalsOverlapping } from 'date-fns';
import type { OfferStatus } from '../contract';
import { addZonedDays, formatZonedDateTime } from '../contract/dates';
import { startOfEvent, type EventTiming } from './offerTiming';

/**
 * No double booking (issue 15, item 5). A booking occupies the performer for its performance
 * length from its start, on each of its nights (the same wall-clock time at the venue, night after
 * night). Two bookings clash when any of their performances overlap; back-to-back sets (one ends
 * at 21:00, the next starts at 21:00) do not. Travel time between venues is the performer's call.
 *
 * What counts as the performer's booking depends on the step:
 * - accepting (the performer's accept, the buyer's acceptance of a counter-offer) is refused when
 *   the time overlaps an offer already accepted (awaiting payment) or paid: an accepted offer
 *   holds the slot until it is paid, expires or is cancelled;
 * - booking a payment is refused only by a paid booking (two accepted offers can only both
 *   exist from before this rule; the first one paid wins, the other payment is refunded).
 */
export const HOLDING_STATUSES: readonly OfferStatus[] = ['ACCEPTED', 'PAID', 'COMPLETED', 'PAID_OUT'];
export const PAID_BOOKING_STATUSES: readonly OfferStatus[] = ['PAID', 'COMPLETED', 'PAID_OUT'];

export interface BookingTiming extends EventTiming {
  performanceLength: number;
  numberOfNights: number;
}

export interface Performance {
  start: Date;
  end: Date;
}

/** Each night's performance of a booking, as instants. */
export function performancesOf(booking: BookingTiming): Performance[] {
  const first = startOfEvent(booking);
  return Array.from({ length: Math.max(1, booking.numberOfNights) }, (_, night) => {
    const start = addZonedDays(first, night, booking.venueTimeZone);
    return { start, end: addMinutes(start, booking.performanceLength) };
  });
}

export function bookingsOverlap(a: BookingTiming, b: BookingTiming): boolean {
  const theirs = performancesOf(b);
  return performancesOf(a).some((mine) => theirs.some((other) => areIntervalsOverlapping(mine, other)));
}

/** The first of `bookings` (other than the offer itself) whose time overlaps the offer's. */
export function firstOverlap<T extends BookingTiming & { id: string }>(
  offer: BookingTiming & { id: string },
  bookings: readonly T[],
): T | null {
  return bookings.find((booking) => booking.id !== offer.id && bookingsOverlap(offer, booking)) ?? null;
}

/** What a person reads about the booking in the way: the event, the venue, and when (venue time). */
export interface OverlappingBooking {
  offerId: string;
  eventName: string;
  venueName: string;
  venueCity: string;
  venueState: string;
  startsAt: string;
}

export function describeOverlap(
  booking: BookingTiming & { id: string; eventName: string; venueName: string; venueCity: string; venueState: string },
): OverlappingBooking {
  return {
    offerId: booking.id,
    eventName: booking.eventName,
    venueName: booking.venueName,
    venueCity: booking.venueCity,
    venueState: booking.venueState,
    startsAt: formatZonedDateTime(startOfEvent(booking), booking.venueTimeZone),
  };
}

/**
 * The 409's message. The performer is told which of their bookings is in the way; a buyer is
 * not told about another buyer's event, only that the performer is booked at that time.
 */
export function doubleBookingMessage(overlap: OverlappingBooking, toPerformer: boolean): string {
  return toPerformer
    ? `This overlaps your booking “${overlap.eventName}” at ${overlap.venueName}, ${overlap.venueCity}, ${overlap.venueState} on ${overlap.startsAt}.`
    : 'The performer already has a booking at an overlapping time, so this offer cannot be booked.';
}
