import type { OfferDetails, OfferListItem, OverlappingBooking } from '../contract';
import { quoteBooking } from '../domain/fees';
import { contactReleaseFor } from '../domain/contactRelease';
import { bpsToPercent } from '../domain/money';
import { performerValidation, type OfferActor, type OfferSnapshot } from '../domain/offerStateMachine';
import { expirationStatus, startOfEvent } from '../domain/offerTiming';
import { scrubContactInfo } from '../domain/redaction';
import type { Offer, OfferEvent, Performer, User } from '../entities';

export type CalendarConflict = NonNullable<OfferListItem['calendarConflict']>;

/** The fields of an offer its list item shows, and its performer's warnings read: what a list selects. */
export type ListedOffer = Pick<
  Offer,
  | 'id'
  | 'buyerId'
  | 'performerId'
  | 'status'
  | 'eventName'
  | 'eventDate'
  | 'eventTime'
  | 'eventType'
  | 'audienceSize'
  | 'contentRating'
  | 'venueName'
  | 'venueAddress'
  | 'venueCity'
  | 'venueState'
  | 'venueTimeZone'
  | 'venueType'
  | 'venuePhone'
  | 'venueEmail'
  | 'performanceLength'
  | 'specialRequests'
  | 'isMultiNight'
  | 'numberOfNights'
  | 'offerAmountCents'
  | 'counterOfferAmountCents'
  | 'counterOfferCount'
  | 'serviceFeeBps'
  | 'platformFeeCents'
  | 'totalAmountCents'
  | 'requiresAdminApproval'
  | 'adminApproved'
  | 'responseDeadline'
  | 'paidAt'
  | 'createdAt'
>;

export interface OfferParties {
  buyer: User;
  performer: Performer;
  performerUser: User;
}

export function offerSnapshot(offer: ListedOffer, overlappingBooking: OverlappingBooking | null = null): OfferSnapshot {
  return {
    status: offer.status,
    counterOfferCount: offer.counterOfferCount,
    eventStartsAt: startOfEvent(offer),
    overlappingBooking,
  };
}

/** What accepting the counter-offer costs the buyer, from the one fee module at the offer's frozen rate. */
export function counterQuoteOf(offer: ListedOffer): OfferListItem['counterQuote'] {
  if (offer.status !== 'COUNTER_OFFER' || offer.counterOfferAmountCents === null) return null;
  const quote = quoteBooking({
    offerAmount: offer.counterOfferAmountCents,
    numberOfNights: offer.numberOfNights,
    serviceFeeBps: offer.serviceFeeBps,
  });
  return {
    offerAmount: quote.offerAmount,
    numberOfNights: quote.numberOfNights,
    subtotal: quote.subtotal,
    platformFee: quote.platformFee,
    serviceFeeRate: bpsToPercent(quote.serviceFeeBps),
    totalAmount: quote.totalAmount,
  };
}

/**
 * An offer as its buyer, performer or an admin may see it. Contact details of the other
 * side, and e-mails, phones and links in free text, are hidden until the release rule says so.
 */
export function presentOffer(
  offer: ListedOffer,
  parties: OfferParties,
  viewer: OfferActor,
  now: Date,
  /** For the performer: the booking of theirs this offer would clash with (queries/offers.ts). */
  overlapsBooking: OverlappingBooking | null = null,
  /** For the performer: a block of their calendar at the offer's time. */
  calendarConflict: CalendarConflict | null = null,
): OfferListItem {
  const overlap = viewer === 'performer' ? overlapsBooking : null;
  const release =
    viewer === 'admin'
      ? { isRedacted: false, message: null }
      : contactReleaseFor(viewer === 'performer' ? 'performer' : 'buyer', offer, now);
  const hideBuyer = viewer === 'performer' && release.isRedacted;
  const hidePerformer = viewer === 'buyer' && release.isRedacted;
  const expiration = expirationStatus(offer.status, offer.responseDeadline, now);
  const freeText = (text: string | null) => (text && release.isRedacted ? scrubContactInfo(text) : text);
  return {
    id: offer.id,
    eventName: offer.eventName,
    eventDate: offer.eventDate,
    eventTime: offer.eventTime,
    eventType: offer.eventType,
    audienceSize: offer.audienceSize,
    contentRating: offer.contentRating,
    venueName: offer.venueName,
    venueAddress: hideBuyer ? null : offer.venueAddress,
    venueCity: offer.venueCity,
    venueState: offer.venueState,
    venueTimeZone: offer.venueTimeZone,
    eventStartsAt: startOfEvent(offer).toISOString(),
    venueType: offer.venueType,
    venuePhone: hideBuyer ? null : offer.venuePhone,
    venueEmail: hideBuyer ? null : offer.venueEmail,
    performanceLength: offer.performanceLength,
    specialRequests: freeText(offer.specialRequests),
    isMultiNight: offer.isMultiNight,
    numberOfNights: offer.numberOfNights,
    status: offer.status,
    expirationStatus: expiration,
    requiresAdminApproval: offer.requiresAdminApproval,
    adminApproved: offer.adminApproved,
    isExpired: expiration.isExpired,
    offerAmount: offer.offerAmountCents,
    counterOfferAmount: offer.counterOfferAmountCents,
    counterOfferCount: offer.counterOfferCount,
    counterQuote: viewer === 'performer' ? null : counterQuoteOf(offer),
    serviceFeeRate: bpsToPercent(offer.serviceFeeBps),
    platformFee: Number(offer.platformFeeCents),
    totalAmount: Number(offer.totalAmountCents),
    createdAt: offer.createdAt.toISOString(),
    buyer: {
      companyName: parties.buyer.companyName,
      user: contactOf(parties.buyer, hideBuyer),
    },
    performer: {
      id: parties.performer.id,
      stageName: parties.performer.stageName,
      city: parties.performer.city,
      state: parties.performer.state,
      user: contactOf(parties.performerUser, hidePerformer),
    },
    validation:
      viewer === 'performer'
        ? performerValidation(offerSnapshot(offer, overlap), now)
        : { canAccept: false, canCounterOffer: false, canReject: false },
    overlapsBooking: overlap,
    calendarConflict: viewer === 'performer' ? calendarConflict : null,
    _contactRedaction: { isRedacted: release.isRedacted, message: release.message },
  };
}

function contactOf(user: User, hidden: boolean) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: hidden ? null : user.email,
    phone: hidden ? null : user.phone,
  };
}

export function presentOfferDetails(
  offer: Offer,
  parties: OfferParties,
  viewer: OfferActor,
  now: Date,
  history: OfferEvent[],
  names: Map<string, string>,
  availableActions: string[],
  overlapsBooking: OverlappingBooking | null = null,
  calendarConflict: CalendarConflict | null = null,
): OfferDetails {
  const item = presentOffer(offer, parties, viewer, now, overlapsBooking, calendarConflict);
  const redacted = item._contactRedaction.isRedacted;
  return {
    ...item,
    buyerTier: offer.buyerTier,
    availableActions,
    history: history.map((event) => ({
      transition: event.transition,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      actorRole: event.actorRole,
      actorName: event.actorUserId ? (names.get(event.actorUserId) ?? null) : null,
      note: event.note && redacted ? scrubContactInfo(event.note) : event.note,
      amount: event.amountCents === null ? null : Number(event.amountCents),
      createdAt: event.createdAt.toISOString(),
    })),
  };
}
