import type { OfferStatus } from '../contract';
import { formatEventDateTime, zonedInstant } from '../contract/dates';

const HOUR_MS = 3_600_000;

/**
 * Response deadlines (the documented rule): a performer has 48 hours to answer a PENDING offer,
 * a buyer 48 hours to answer a COUNTER_OFFER, and 72 hours to pay an ACCEPTED one — counted
 * from when the offer entered that state, and never later than the event's start. Offers
 * waiting for admin approval, and settled offers, have no deadline.
 */
export const RESPONSE_WINDOW_HOURS: Partial<Record<OfferStatus, number>> = {
  PENDING: 48,
  COUNTER_OFFER: 48,
  ACCEPTED: 72,
};

export const URGENT_HOURS = 6;
export const TODAY_HOURS = 24;

/**
 * The event's start instant. Dates and times are entered as the venue's wall-clock time and read
 * in the venue's IANA time zone (daylight saving included: see contract/dates.ts).
 */
export function eventStartsAt(eventDate: string, eventTime: string, timeZone: string): Date {
  return zonedInstant(eventDate, eventTime, timeZone);
}

/** What the timing rules need to know about an offer's event. */
export interface EventTiming {
  eventDate: string;
  eventTime: string;
  venueTimeZone: string;
}

export const startOfEvent = (offer: EventTiming): Date =>
  eventStartsAt(offer.eventDate, offer.eventTime, offer.venueTimeZone);

/** The event's date and time as people read them, with the venue's zone: "Sun, Jan 24, 2027, 8:00 PM CST". */
export const eventWhen = (offer: EventTiming): string =>
  formatEventDateTime(offer.eventDate, offer.eventTime, offer.venueTimeZone);

export function responseDeadline(status: OfferStatus, stateEnteredAt: Date, eventStart: Date): Date | null {
  const windowHours = RESPONSE_WINDOW_HOURS[status];
  if (windowHours === undefined) return null;
  return new Date(Math.min(stateEnteredAt.getTime() + windowHours * HOUR_MS, eventStart.getTime()));
}

export interface ExpirationStatus {
  isExpired: boolean;
  hoursLeft: number | null;
  warningMessage: string | null;
  urgencyLevel: 'high' | 'medium' | 'low';
}

export function expirationStatus(status: OfferStatus, deadline: Date | null, now: Date): ExpirationStatus {
  if (status === 'EXPIRED') {
    return { isExpired: true, hoursLeft: 0, warningMessage: 'This offer has expired', urgencyLevel: 'high' };
  }
  // Only a state with a response window has a deadline, whatever a row may hold (bulk SQL, old data).
  if (!deadline || RESPONSE_WINDOW_HOURS[status] === undefined) {
    return { isExpired: false, hoursLeft: null, warningMessage: null, urgencyLevel: 'low' };
  }
  const msLeft = deadline.getTime() - now.getTime();
  if (msLeft <= 0) {
    return { isExpired: true, hoursLeft: 0, warningMessage: 'This offer has expired', urgencyLevel: 'high' };
  }
  const hoursLeft = Math.floor(msLeft / HOUR_MS);
  if (hoursLeft < URGENT_HOURS) {
    const warningMessage =
      hoursLeft === 0 ? 'Expires in less than an hour' : `Expires in ${hoursLeft} hour${hoursLeft === 1 ? '' : 's'}`;
    return { isExpired: false, hoursLeft, warningMessage, urgencyLevel: 'high' };
  }
  if (hoursLeft < TODAY_HOURS) {
    return {
      isExpired: false,
      hoursLeft,
      warningMessage: `Expires today (${hoursLeft} hours left)`,
      urgencyLevel: 'medium',
    };
  }
  return { isExpired: false, hoursLeft, warningMessage: null, urgencyLevel: 'low' };
}
