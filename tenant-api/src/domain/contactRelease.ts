import type { OfferStatus } from '../contract';
import { formatZonedDateTime, mondayOfWeekBefore } from '../contract/dates';

/**
 * The contact-release rule, in stages (SPEC 4 and the terms):
 * 1. Before the buyer's payment is held in escrow, nobody's e-mail or phone is shown, and
 *    free text is scrubbed of them.
 * 2. From payment on (PAID, COMPLETED, PAID_OUT), the buyer sees the performer's contact
 *    details — on the payment page and on the offer.
 * 3. The performer sees the buyer's and the venue's contact details from 00:00 at the venue (its
 *    time zone) on the Monday of the week before the event, once paid (the terms' release date).
 * Rejected, expired and cancelled offers stay redacted.
 */
export const PAID_STATUSES: readonly OfferStatus[] = ['PAID', 'COMPLETED', 'PAID_OUT'];

export interface ContactRelease {
  isRedacted: boolean;
  message: string | null;
  releasedAt: Date | null;
}

export function contactReleaseFor(
  viewer: 'buyer' | 'performer',
  offer: { status: OfferStatus; eventDate: string; venueTimeZone: string; paidAt: Date | null },
  now: Date,
): ContactRelease {
  const paid = PAID_STATUSES.includes(offer.status) && offer.paidAt !== null;
  if (!paid) {
    const message =
      viewer === 'buyer'
        ? 'Contact details are released once your payment is held in escrow.'
        : 'Contact details are released after the buyer pays.';
    return { isRedacted: true, message, releasedAt: null };
  }
  if (viewer === 'buyer') return { isRedacted: false, message: null, releasedAt: offer.paidAt };
  const releaseDay = mondayOfWeekBefore(offer.eventDate, offer.venueTimeZone);
  const releasedAt = new Date(Math.max(releaseDay.getTime(), offer.paidAt!.getTime()));
  if (now.getTime() >= releasedAt.getTime()) return { isRedacted: false, message: null, releasedAt };
  return {
    isRedacted: true,
    message: `The buyer's contact details will be released on ${formatZonedDateTime(releaseDay, offer.venueTimeZone)}.`,
    releasedAt,
  };
}

export { mondayOfWeekBefore };
