import type { MyOffersFirstPage } from 'tenant-api/contract';

export interface OfferStats {
  role: MyOffersFirstPage['userRole'];
  /** Offers sent (buyer) or received (performer). */
  total: number;
  booked: number;
  pending: number;
  /** What the buyer pays for all booked offers (fees included), or the performer's agreed fees; cents, summed by the API. */
  bookedCents: number;
  /** Booked out of all answered offers, as a whole percent; null before any offer was answered. */
  acceptanceRate: number | null;
}

/** Simple real numbers for the profile's Analytics tab, from GET /api/offers/my-offers. */
export function offerStats(response: MyOffersFirstPage): OfferStats {
  const answered = response.counts.accepted + response.counts.declined + response.counts.expired;
  return {
    role: response.userRole,
    total: response.counts.all,
    booked: response.counts.accepted,
    pending: response.counts.pending,
    bookedCents: response.bookedAmount,
    acceptanceRate: answered === 0 ? null : Math.round((response.counts.accepted / answered) * 100),
  };
}

/** "PJ" for Pat Jones; the first letter of the e-mail when there is no name. */
export function initialsOf(user: { firstName: string; lastName: string; email: string }): string {
  const letters = [user.firstName, user.lastName].map((part) => part.trim().charAt(0)).join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}

const memberSince = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "January 2026" from an ISO timestamp. */
export function formatMemberSince(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : memberSince.format(date);
}
