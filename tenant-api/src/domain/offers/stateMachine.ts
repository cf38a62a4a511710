import { OFFER_STATUSES, type OfferStatus } from '../../contract/offers';
import { eventStartsAt } from './calendar';
import { isPastDeadline, type DeadlineInput } from './expiry';

/**
 * The offer lifecycle as data (compare the transaction processes of Sharetribe's web
 * template): each transition names the states it leaves, the state it enters, who may take
 * it and the guards that must hold. Refunds are ledger entries, not a state: a refunded
 * offer is CANCELLED.
 */
export const OFFER_STATES = OFFER_STATUSES;
export type OfferState = OfferStatus;

export const OFFER_ACTORS = ['buyer', 'performer', 'admin', 'system'] as const;
export type OfferActor = (typeof OFFER_ACTORS)[number];

export const MAX_COUNTER_OFFERS = 1;
export const MAX_COUNTER_OFFERS_MESSAGE = 'Maximum counter-offers reached';

export type OfferGuard =
  'counterOfferCount < 1' | 'not expired' | 'deadline passed' | 'event in the future' | 'event started';

export type AgreedAmountField = 'offerAmount' | 'counterOfferAmount';

export interface TransitionRule {
  readonly name: string;
  readonly from: readonly OfferState[];
  readonly to: OfferState;
  readonly actors: readonly OfferActor[];
  readonly guards: readonly OfferGuard[];
  /** Completes "it can no longer be ___" in refusals. */
  readonly done: string;
  /** Which of the offer's amounts becomes the agreed price when this transition is taken. */
  readonly agreedAmount?: AgreedAmountField;
}

const BEFORE_PAYMENT = ['PENDING_ADMIN_APPROVAL', 'PENDING', 'COUNTER_OFFER'] as const;

export const OFFER_TRANSITIONS = [
  {
    name: 'approve',
    from: ['PENDING_ADMIN_APPROVAL'],
    to: 'PENDING',
    actors: ['admin'],
    guards: ['not expired'],
    done: 'approved',
  },
  {
    name: 'adminReject',
    from: ['PENDING_ADMIN_APPROVAL'],
    to: 'REJECTED',
    actors: ['admin'],
    guards: [],
    done: 'rejected',
  },
  {
    name: 'accept',
    from: ['PENDING'],
    to: 'ACCEPTED',
    actors: ['performer'],
    guards: ['not expired'],
    done: 'accepted',
    agreedAmount: 'offerAmount',
  },
  { name: 'decline', from: ['PENDING'], to: 'REJECTED', actors: ['performer'], guards: [], done: 'declined' },
  {
    name: 'counter',
    from: ['PENDING'],
    to: 'COUNTER_OFFER',
    actors: ['performer'],
    guards: ['counterOfferCount < 1', 'not expired'],
    done: 'countered',
  },
  {
    name: 'acceptCounter',
    from: ['COUNTER_OFFER'],
    to: 'ACCEPTED',
    actors: ['buyer'],
    guards: ['not expired'],
    done: 'accepted on counter-offer terms',
    agreedAmount: 'counterOfferAmount',
  },
  {
    name: 'declineCounter',
    from: ['COUNTER_OFFER'],
    to: 'REJECTED',
    actors: ['buyer'],
    guards: [],
    done: 'declined on counter-offer terms',
  },
  { name: 'pay', from: ['ACCEPTED'], to: 'PAID', actors: ['system'], guards: [], done: 'paid' },
  {
    name: 'complete',
    from: ['PAID'],
    to: 'COMPLETED',
    actors: ['system'],
    guards: ['event started'],
    done: 'completed',
  },
  { name: 'payOut', from: ['COMPLETED'], to: 'PAID_OUT', actors: ['system'], guards: [], done: 'paid out' },
  {
    name: 'expire',
    from: [...BEFORE_PAYMENT, 'ACCEPTED'],
    to: 'EXPIRED',
    actors: ['system'],
    guards: ['deadline passed'],
    done: 'expired',
  },
  {
    name: 'cancelByBuyer',
    from: [...BEFORE_PAYMENT, 'ACCEPTED', 'PAID'],
    to: 'CANCELLED',
    actors: ['buyer'],
    guards: ['event in the future'],
    done: 'cancelled',
  },
  {
    name: 'cancelByPerformer',
    from: ['COUNTER_OFFER', 'ACCEPTED', 'PAID'],
    to: 'CANCELLED',
    actors: ['performer'],
    guards: ['event in the future'],
    done: 'cancelled',
  },
  {
    name: 'cancelByAdmin',
    from: [...BEFORE_PAYMENT, 'ACCEPTED', 'PAID'],
    to: 'CANCELLED',
    actors: ['admin'],
    guards: ['event in the future'],
    done: 'cancelled',
  },
] as const satisfies readonly TransitionRule[];

export type TransitionName = (typeof OFFER_TRANSITIONS)[number]['name'];
export const TRANSITION_NAMES: readonly TransitionName[] = OFFER_TRANSITIONS.map((rule) => rule.name);

/** What the machine needs to know about an offer. */
export interface OfferSnapshot extends DeadlineInput {
  counterOfferCount: number;
}

export type RefusalReason =
  'not_allowed' | 'wrong_state' | 'max_counter_offers' | 'expired' | 'event_passed' | 'too_early';

export type TransitionResult =
  | { ok: true; name: TransitionName; from: OfferState; to: OfferState; agreedAmount: AgreedAmountField | null }
  | { ok: false; reason: RefusalReason; message: string };

interface GuardCheck {
  holds: (offer: OfferSnapshot, now: Date) => boolean;
  reason: RefusalReason;
  message: (done: string) => string;
  /** A lifetime limit, so it is reported whatever state the offer is in. */
  beforeStateCheck?: boolean;
}

const hasEventStarted = (offer: OfferSnapshot, now: Date) =>
  now.getTime() >= eventStartsAt(offer.eventDate, offer.eventTime).getTime();

const GUARDS: Record<OfferGuard, GuardCheck> = {
  'counterOfferCount < 1': {
    holds: (offer) => offer.counterOfferCount < MAX_COUNTER_OFFERS,
    reason: 'max_counter_offers',
    message: () => MAX_COUNTER_OFFERS_MESSAGE,
    beforeStateCheck: true,
  },
  'not expired': {
    holds: (offer, now) => !isPastDeadline(offer, now),
    reason: 'expired',
    message: (done) => `The response deadline for this offer has passed; it can no longer be ${done}`,
  },
  'deadline passed': {
    holds: (offer, now) => isPastDeadline(offer, now),
    reason: 'too_early',
    message: () => 'The response deadline for this offer has not passed yet',
  },
  'event in the future': {
    holds: (offer, now) => !hasEventStarted(offer, now),
    reason: 'event_passed',
    message: (done) => `The event has already started; this offer can no longer be ${done}`,
  },
  'event started': {
    holds: hasEventStarted,
    reason: 'too_early',
    message: (done) => `The event has not started yet; this offer cannot be ${done} before it`,
  },
};

export function transitionRule(name: TransitionName): TransitionRule {
  const rule = OFFER_TRANSITIONS.find((candidate) => candidate.name === name);
  if (!rule) throw new RangeError(`Unknown offer transition: ${name}`);
  return rule;
}

export function transition(offer: OfferSnapshot, name: TransitionName, actor: OfferActor, now: Date): TransitionResult {
  const rule = transitionRule(name);
  if (!rule.actors.includes(actor)) {
    return { ok: false, reason: 'not_allowed', message: `This offer cannot be ${rule.done} by the ${actor}` };
  }
  const lifetimeLimit = failedGuard(rule, offer, now, (guard) => guard.beforeStateCheck === true);
  if (lifetimeLimit) return lifetimeLimit;
  if (!rule.from.includes(offer.state)) {
    return { ok: false, reason: 'wrong_state', message: wrongStateMessage(offer.state, rule) };
  }
  const otherGuard = failedGuard(rule, offer, now, (guard) => guard.beforeStateCheck !== true);
  if (otherGuard) return otherGuard;
  return {
    ok: true,
    name: rule.name as TransitionName,
    from: offer.state,
    to: rule.to,
    agreedAmount: rule.agreedAmount ?? null,
  };
}

function failedGuard(
  rule: TransitionRule,
  offer: OfferSnapshot,
  now: Date,
  applies: (guard: GuardCheck) => boolean,
): TransitionResult | null {
  for (const name of rule.guards) {
    const guard = GUARDS[name];
    if (applies(guard) && !guard.holds(offer, now)) {
      return { ok: false, reason: guard.reason, message: guard.message(rule.done) };
    }
  }
  return null;
}

/** "no longer" once the offer has moved past the transition's states, "not yet" before them. */
function wrongStateMessage(state: OfferState, rule: TransitionRule): string {
  const stillAhead = rule.from.some((from) => reachableStates(state).has(from));
  return stillAhead
    ? `This offer is ${state}; it cannot be ${rule.done} yet`
    : `This offer is ${state}; it can no longer be ${rule.done}`;
}

/** States the offer can still get to from `state` (not counting `state` itself unless it loops back). */
export function reachableStates(state: OfferState): Set<OfferState> {
  const reached = new Set<OfferState>();
  const queue: OfferState[] = [state];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    for (const rule of OFFER_TRANSITIONS as readonly TransitionRule[]) {
      if (rule.from.includes(current) && !reached.has(rule.to)) {
        reached.add(rule.to);
        queue.push(rule.to);
      }
    }
  }
  return reached;
}

export const FINAL_STATES: readonly OfferState[] = OFFER_STATES.filter((state) => reachableStates(state).size === 0);

export function availableTransitions(offer: OfferSnapshot, actor: OfferActor, now: Date): TransitionName[] {
  return TRANSITION_NAMES.filter((name) => transition(offer, name, actor, now).ok);
}

export interface PerformerValidation {
  canAccept: boolean;
  canCounterOffer: boolean;
  canReject: boolean;
}

/** The performer's buttons (SPEC 4): only on a PENDING offer; counter only while none was made. */
export function validationFlags(offer: OfferSnapshot, now: Date): PerformerValidation {
  return {
    canAccept: transition(offer, 'accept', 'performer', now).ok,
    canCounterOffer: transition(offer, 'counter', 'performer', now).ok,
    canReject: transition(offer, 'decline', 'performer', now).ok,
  };
}
