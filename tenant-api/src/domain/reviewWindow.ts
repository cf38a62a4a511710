import { addZonedDays } from '../contract/dates';
import type { OfferStatus } from '../contract';
import { PAID_BOOKING_STATUSES, performancesOf, type BookingTiming } from './bookingOverlap';

/** Days after the event's end during which both sides may review each other (venue's clock). */
export const REVIEW_WINDOW_DAYS = 14;

export type ReviewWindowState = 'not_booked' | 'not_yet' | 'open' | 'closed';

export interface ReviewWindow {
  opensAt: Date;
  closesAt: Date;
}

/** The window opens when the last night's performance ends and closes 14 venue days later. */
export function reviewWindowOf(booking: BookingTiming): ReviewWindow {
  const performances = performancesOf(booking);
  const opensAt = performances[performances.length - 1]!.end;
  return { opensAt, closesAt: addZonedDays(opensAt, REVIEW_WINDOW_DAYS, booking.venueTimeZone) };
}

/** Only a paid booking whose event has ended, and not past its window, can be reviewed. */
export function reviewWindowState(status: OfferStatus, window: ReviewWindow, now: Date): ReviewWindowState {
  if (!PAID_BOOKING_STATUSES.includes(status)) return 'not_booked';
  if (now < window.opensAt) return 'not_yet';
  return now < window.closesAt ? 'open' : 'closed';
}
