import type { MyOffersResponse, OfferListItem } from 'tenant-api/contract';
import { offerAmountProblem } from 'tenant-api/contract/constants';
import type { OfferTab } from '../api';
import type { BadgeTone } from '../ui/Badge';

export type OffersRole = MyOffersResponse['userRole'];

/** SPEC 2.11: five filter tabs, each with the count the server sends. */
export const OFFER_TAB_LABELS: Record<OfferTab, string> = {
  all: 'All',
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

export const OFFER_TABS = Object.keys(OFFER_TAB_LABELS) as OfferTab[];

export interface StatusBadge {
  label: string;
  tone: BadgeTone;
}

type BadgeInput = Pick<OfferListItem, 'status' | 'isExpired' | 'expirationStatus'>;

const FIXED_BADGES: Partial<Record<OfferListItem['status'], StatusBadge>> = {
  PENDING_ADMIN_APPROVAL: { label: 'Pending Admin Approval', tone: 'neutral' },
  COUNTER_OFFER: { label: 'Counter-offer Pending', tone: 'primary' },
  ACCEPTED: { label: 'Accepted', tone: 'success' },
  PAID: { label: 'Paid · In Escrow', tone: 'success' },
  COMPLETED: { label: 'Completed', tone: 'success' },
  PAID_OUT: { label: 'Paid Out', tone: 'success' },
  REJECTED: { label: 'Declined', tone: 'danger' },
  EXPIRED: { label: 'Expired', tone: 'danger' },
  CANCELLED: { label: 'Cancelled', tone: 'danger' },
};

const PENDING_BY_URGENCY: Record<OfferListItem['expirationStatus']['urgencyLevel'], StatusBadge> = {
  high: { label: 'Expires Soon!', tone: 'danger' },
  medium: { label: 'Expires Today', tone: 'warning' },
  low: { label: 'Pending Response', tone: 'accent' },
};

/** SPEC 4: the badge of an offer. An expired flag wins over Accepted; unknown statuses show raw. */
export function statusBadge(offer: BadgeInput): StatusBadge {
  if (offer.status === 'ACCEPTED' && offer.isExpired) return FIXED_BADGES.EXPIRED!;
  if (offer.status === 'PENDING') return PENDING_BY_URGENCY[offer.expirationStatus.urgencyLevel];
  return FIXED_BADGES[offer.status] ?? { label: offer.status, tone: 'neutral' };
}

/** A status in words, without the urgency of a live offer (e.g. in the offer's history). */
export const statusLabel = (status: OfferListItem['status']) =>
  status === 'PENDING' ? 'Pending Response' : (FIXED_BADGES[status]?.label ?? status);

/** What the viewer may do with an offer; each flag shows one button. */
export interface OfferActions {
  accept: boolean;
  counter: boolean;
  decline: boolean;
  /** SPEC 4 house rule: one counter-offer per offer. */
  counterLimitReached: boolean;
  acceptCounter: boolean;
  declineCounter: boolean;
  pay: boolean;
  cancel: boolean;
}

type ActionInput = Pick<OfferListItem, 'status' | 'isExpired' | 'counterOfferCount' | 'validation'>;

/**
 * The actions of a list card. Performers follow the server's validation flags (counter only
 * while none was made); buyers answer a counter-offer and pay an accepted, unexpired offer.
 */
export function listActions(offer: ActionInput, role: OffersRole): OfferActions {
  const open = !offer.isExpired;
  const performer = role === 'performer';
  const buyer = role === 'buyer';
  return {
    accept: performer && offer.validation.canAccept,
    counter: performer && offer.validation.canCounterOffer && offer.counterOfferCount === 0,
    decline: performer && offer.validation.canReject,
    counterLimitReached: performer && offer.status === 'PENDING' && offer.counterOfferCount > 0,
    acceptCounter: buyer && open && offer.status === 'COUNTER_OFFER',
    declineCounter: buyer && open && offer.status === 'COUNTER_OFFER',
    pay: buyer && open && offer.status === 'ACCEPTED',
    cancel: false,
  };
}

/** The actions of the details screen, from the transitions the server says the viewer may take. */
export function detailActions(offer: ActionInput, role: OffersRole, available: readonly string[]): OfferActions {
  const can = (name: string) => available.includes(name);
  return {
    accept: can('accept'),
    counter: can('counter'),
    decline: can('decline'),
    counterLimitReached: role === 'performer' && offer.status === 'PENDING' && offer.counterOfferCount > 0,
    acceptCounter: can('acceptCounter'),
    declineCounter: can('declineCounter'),
    pay: listActions(offer, role).pay,
    cancel: can('cancel'),
  };
}

export const hasAnyAction = (actions: OfferActions) =>
  Object.entries(actions).some(([name, allowed]) => allowed && name !== 'counterLimitReached');

export const INVALID_COUNTER = { title: 'Invalid Amount', description: 'Please enter a valid counter-offer amount.' };

/** SPEC 5: the counter amount is typed in dollars and sent in cents; it must be above zero. */
export function counterAmountCents(dollars: string): number | null {
  const text = dollars.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return cents > 0 ? cents : null;
}

/**
 * The counter as the API takes it: cents within the offer limits (tenant-api/contract/constants.ts,
 * the same minimum and maximum and messages as an offer), or the toast that says what is wrong.
 */
export function checkCounterAmount(dollars: string): { cents: number } | { problem: typeof INVALID_COUNTER } {
  const cents = counterAmountCents(dollars);
  if (cents === null) return { problem: INVALID_COUNTER };
  const limit = offerAmountProblem(cents);
  return limit ? { problem: { title: INVALID_COUNTER.title, description: limit } } : { cents };
}

export const listTitle = (role: OffersRole) => (role === 'performer' ? 'INCOMING OFFERS' : 'MY OFFERS');

/** The empty state of the list, per role and tab (SPEC 2.11). */
export function emptyState(role: OffersRole, tab: OfferTab): { title: string; text: string } {
  if (tab !== 'all') {
    return {
      title: `No ${OFFER_TAB_LABELS[tab].toLowerCase()} offers`,
      text: 'Nothing here right now. Choose All to see every offer.',
    };
  }
  return role === 'performer'
    ? {
        title: 'No offers yet',
        text: 'Booking offers from buyers appear here. A complete profile with clear rates and recent videos helps you get booked.',
      }
    : {
        title: 'No offers yet',
        text: 'Find a performer you like and make them an offer; their answer appears here.',
      };
}

/** The name of the other party, as a card shows it. */
export function buyerName(offer: Pick<OfferListItem, 'buyer'>): string {
  const { firstName, lastName } = offer.buyer.user;
  return `${firstName} ${lastName}`.trim();
}

const REFUND_BANDS: Record<string, string> = {
  full: 'Full refund minus processing fees',
  half: '50% refund',
  quarter: '25% refund',
  none: 'No refund',
  performer_cancelled: 'Full refund',
};

/** The refund band of a cancellation quote, in words; unknown bands show raw. */
export const refundBandLabel = (band: string) => REFUND_BANDS[band] ?? band;

/** A paid offer is a booking; before payment the user cancels an offer. */
export function cancelWording(status: OfferListItem['status']) {
  const noun = status === 'PAID' ? 'booking' : 'offer';
  return { action: `Cancel ${noun}`, title: `Cancel this ${noun}?`, keep: `Keep ${noun}` };
}
