import type { BuyerTier } from '../../contract/auth';
import type { OfferStatus as OfferState } from '../../contract/offers';
import { DAY_MS, utcMidnightOf } from './calendar';

/**
 * The contact-release rule (SPEC 4 reconciles "after payment they are shown on the payment
 * page" with the terms' "Monday of the week before the event"):
 *   1. Nothing is released before the buyer's payment is held in escrow
 *      (PENDING_ADMIN_APPROVAL, PENDING, COUNTER_OFFER, ACCEPTED).
 *   2. Once paid (PAID, COMPLETED, PAID_OUT), both sides see each other's contact details:
 *      for BASIC, ELITE and ENTERPRISE buyers from the moment of payment (the payment page
 *      shows them); for GUEST buyers from 00:00 UTC on the Monday of the week before the
 *      event, or from payment if that is later. Weeks run Monday to Sunday, so an event on
 *      Monday 9 March or Sunday 15 March releases on Monday 2 March.
 *   3. REJECTED, EXPIRED and CANCELLED offers stay redacted, even if they were once paid.
 */
type ReleaseStage = 'beforePayment' | 'paid' | 'closed';

const STAGE_OF: Record<OfferState, ReleaseStage> = {
  PENDING_ADMIN_APPROVAL: 'beforePayment',
  PENDING: 'beforePayment',
  COUNTER_OFFER: 'beforePayment',
  ACCEPTED: 'beforePayment',
  PAID: 'paid',
  COMPLETED: 'paid',
  PAID_OUT: 'paid',
  REJECTED: 'closed',
  EXPIRED: 'closed',
  CANCELLED: 'closed',
};

export const RELEASED_AFTER_PAYMENT_MESSAGE = 'Contact details are released after payment.';

const CLOSED_MESSAGE: Partial<Record<OfferState, string>> = {
  REJECTED: 'This offer was declined; contact details are not shared.',
  EXPIRED: 'This offer expired; contact details are not shared.',
  CANCELLED: 'This offer was cancelled; contact details are not shared.',
};

export interface ContactReleaseInput {
  state: OfferState;
  buyerTier: BuyerTier;
  eventDate: string;
  /** When the payment was captured into escrow; null while unpaid. */
  paidAt: Date | null;
}

export interface ContactRelease {
  isRedacted: boolean;
  /** Why the details are hidden; null once they are shown. */
  message: string | null;
  /** When the details are (or will be) shown; null when they never will be. */
  releasedAt: Date | null;
}

export function contactReleaseFor(offer: ContactReleaseInput, now: Date): ContactRelease {
  const stage = STAGE_OF[offer.state];
  if (stage === 'closed') return { isRedacted: true, message: CLOSED_MESSAGE[offer.state] ?? null, releasedAt: null };
  if (stage === 'beforePayment' || offer.paidAt === null) {
    return { isRedacted: true, message: RELEASED_AFTER_PAYMENT_MESSAGE, releasedAt: null };
  }
  const releasedAt = releaseMoment(offer.buyerTier, offer.eventDate, offer.paidAt);
  if (now.getTime() >= releasedAt.getTime()) return { isRedacted: false, message: null, releasedAt };
  return { isRedacted: true, message: `Contact details will be released on ${formatUtcDay(releasedAt)}.`, releasedAt };
}

function releaseMoment(tier: BuyerTier, eventDate: string, paidAt: Date): Date {
  if (tier !== 'GUEST') return paidAt;
  const monday = mondayOfWeekBefore(eventDate);
  return monday > paidAt ? monday : paidAt;
}

/** 00:00 UTC on the Monday of the (Monday-to-Sunday) week before the event's week. */
export function mondayOfWeekBefore(eventDate: string): Date {
  const eventDay = utcMidnightOf(eventDate);
  const daysSinceMonday = (eventDay.getUTCDay() + 6) % 7;
  return new Date(eventDay.getTime() - (daysSinceMonday + 7) * DAY_MS);
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'Monday, March 2' (the UTC calendar day). */
export function formatUtcDay(instant: Date): string {
  return `${WEEKDAYS[instant.getUTCDay()]}, ${MONTHS[instant.getUTCMonth()]} ${instant.getUTCDate()}`;
}
