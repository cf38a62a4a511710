import type { OfferStatus } from '../contract';
import { doubleBookingMessage, type OverlappingBooking } from './bookingOverlap';

/**
 * The offer lifecycle as data (compare Sharetribe's transaction processes): each transition
 * names the states it leaves from, the state it enters, who may take it, and its guards.
 */
export type OfferActor = 'buyer' | 'performer' | 'admin' | 'system';

/**
 * `performerFree`: the offer's time does not overlap a booking the performer already has (see
 * domain/bookingOverlap.ts for what counts); the command looks the bookings up, under a lock on the
 * performer, and hands the first overlap in as `overlappingBooking`.
 */
export type OfferGuard = 'counterNotUsed' | 'eventInFuture' | 'performerFree';

export interface OfferTransitionRule {
  from: readonly OfferStatus[];
  to: OfferStatus;
  actors: readonly OfferActor[];
  guards: readonly OfferGuard[];
}

export const OFFER_TRANSITIONS = {
  approve: { from: ['PENDING_ADMIN_APPROVAL'], to: 'PENDING', actors: ['admin'], guards: ['eventInFuture'] },
  adminReject: { from: ['PENDING_ADMIN_APPROVAL'], to: 'REJECTED', actors: ['admin'], guards: [] },
  accept: { from: ['PENDING'], to: 'ACCEPTED', actors: ['performer'], guards: ['eventInFuture', 'performerFree'] },
  decline: { from: ['PENDING'], to: 'REJECTED', actors: ['performer'], guards: [] },
  counter: {
    from: ['PENDING'],
    to: 'COUNTER_OFFER',
    actors: ['performer'],
    guards: ['counterNotUsed', 'eventInFuture'],
  },
  acceptCounter: {
    from: ['COUNTER_OFFER'],
    to: 'ACCEPTED',
    actors: ['buyer'],
    guards: ['eventInFuture', 'performerFree'],
  },
  declineCounter: { from: ['COUNTER_OFFER'], to: 'REJECTED', actors: ['buyer'], guards: [] },
  pay: { from: ['ACCEPTED'], to: 'PAID', actors: ['system'], guards: ['performerFree'] },
  complete: { from: ['PAID'], to: 'COMPLETED', actors: ['system'], guards: [] },
  payOut: { from: ['COMPLETED'], to: 'PAID_OUT', actors: ['system'], guards: [] },
  expire: { from: ['PENDING', 'COUNTER_OFFER', 'ACCEPTED'], to: 'EXPIRED', actors: ['system'], guards: [] },
  cancel: {
    from: ['PENDING_ADMIN_APPROVAL', 'PENDING', 'COUNTER_OFFER', 'ACCEPTED', 'PAID'],
    to: 'CANCELLED',
    actors: ['buyer', 'performer', 'admin'],
    guards: ['eventInFuture'],
  },
} as const satisfies Record<string, OfferTransitionRule>;

export type OfferTransitionName = keyof typeof OFFER_TRANSITIONS;

/** What the state machine needs to know about an offer. */
export interface OfferSnapshot {
  status: OfferStatus;
  counterOfferCount: number;
  /** The event's start, as an instant. */
  eventStartsAt: Date;
  /** A booking of the performer's that overlaps this offer's time, when the caller looked (null: none). */
  overlappingBooking?: OverlappingBooking | null;
}

export type TransitionCheck =
  | { ok: true; to: OfferStatus }
  | {
      ok: false;
      reason: 'wrong_state' | 'not_allowed' | 'max_counter_offers' | 'event_passed' | 'double_booking';
      message: string;
      /** For `double_booking` told to the performer: the booking in the way. */
      conflictingOfferId?: string;
    };

export const MAX_COUNTER_OFFERS_MESSAGE = 'Maximum counter-offers reached';

const VERBS: Record<OfferTransitionName, string> = {
  approve: 'approved',
  adminReject: 'rejected',
  accept: 'accepted',
  decline: 'declined',
  counter: 'countered',
  acceptCounter: 'accepted',
  declineCounter: 'declined',
  pay: 'paid',
  complete: 'completed',
  payOut: 'paid out',
  expire: 'expired',
  cancel: 'cancelled',
};

export function checkTransition(
  offer: OfferSnapshot,
  name: OfferTransitionName,
  actor: OfferActor,
  now: Date,
): TransitionCheck {
  const rule: OfferTransitionRule = OFFER_TRANSITIONS[name];
  if (!rule.actors.includes(actor)) {
    return { ok: false, reason: 'not_allowed', message: `A ${actor} cannot do this to an offer` };
  }
  if (name === 'counter' && offer.counterOfferCount >= 1 && ['PENDING', 'COUNTER_OFFER'].includes(offer.status)) {
    return { ok: false, reason: 'max_counter_offers', message: MAX_COUNTER_OFFERS_MESSAGE };
  }
  if (!rule.from.includes(offer.status)) {
    return {
      ok: false,
      reason: 'wrong_state',
      message: `This offer is ${offer.status}; it can no longer be ${VERBS[name]}`,
    };
  }
  for (const guard of rule.guards) {
    const failure = failedGuard(guard, offer, now, actor);
    if (failure) return failure;
  }
  return { ok: true, to: rule.to };
}

function failedGuard(guard: OfferGuard, offer: OfferSnapshot, now: Date, actor: OfferActor): TransitionCheck | null {
  if (guard === 'counterNotUsed' && offer.counterOfferCount >= 1) {
    return { ok: false, reason: 'max_counter_offers', message: MAX_COUNTER_OFFERS_MESSAGE };
  }
  if (guard === 'eventInFuture' && offer.eventStartsAt.getTime() <= now.getTime()) {
    return { ok: false, reason: 'event_passed', message: 'The event has already started' };
  }
  if (guard === 'performerFree' && offer.overlappingBooking) {
    const toPerformer = actor === 'performer';
    return {
      ok: false,
      reason: 'double_booking',
      message: doubleBookingMessage(offer.overlappingBooking, toPerformer),
      ...(toPerformer ? { conflictingOfferId: offer.overlappingBooking.offerId } : {}),
    };
  }
  return null;
}

export function availableTransitions(offer: OfferSnapshot, actor: OfferActor, now: Date): OfferTransitionName[] {
  return (Object.keys(OFFER_TRANSITIONS) as OfferTransitionName[]).filter(
    (name) => checkTransition(offer, name, actor, now).ok,
  );
}

/** The performer's buttons (SPEC 4): act only on PENDING; counter only while unused. */
export function performerValidation(offer: OfferSnapshot, now: Date) {
  return {
    canAccept: checkTransition(offer, 'accept', 'performer', now).ok,
    canCounterOffer: checkTransition(offer, 'counter', 'performer', now).ok,
    canReject: checkTransition(offer, 'decline', 'performer', now).ok,
  };
}

export const TERMINAL_STATUSES: readonly OfferStatus[] = ['PAID_OUT', 'REJECTED', 'EXPIRED', 'CANCELLED'];
