import { describe, expect, it } from 'vitest';
import { OFFER_STATUSES, type OfferStatus } from '../../src/contract';
import {
  MAX_COUNTER_OFFERS_MESSAGE,
  OFFER_TRANSITIONS,
  availableTransitions,
  checkTransition,
  performerValidation,
  type OfferActor,
  type OfferTransitionName,
} from '../../src/domain/offerStateMachine';

const now = new Date('2026-11-22T12:00:00Z');
const future = new Date('2026-12-20T20:00:00Z');
const offerIn = (status: OfferStatus, counterOfferCount = 0, eventStartsAt = future) => ({
  status,
  counterOfferCount,
  eventStartsAt,
});
const names = Object.keys(OFFER_TRANSITIONS) as OfferTransitionName[];
const ACTORS: OfferActor[] = ['buyer', 'performer', 'admin', 'system'];

describe('the offer state machine', () => {
  const allowedPairs = names.flatMap((name) =>
    (OFFER_TRANSITIONS[name].from as readonly OfferStatus[]).flatMap((from) =>
      (OFFER_TRANSITIONS[name].actors as readonly OfferActor[]).map((actor) => ({ name, from, actor })),
    ),
  );

  it.each(allowedPairs)('$actor may $name from $from', ({ name, from, actor }) => {
    expect(checkTransition(offerIn(from), name, actor, now)).toEqual({ ok: true, to: OFFER_TRANSITIONS[name].to });
  });

  const forbiddenStates = names.flatMap((name) =>
    OFFER_STATUSES.filter((status) => !(OFFER_TRANSITIONS[name].from as readonly OfferStatus[]).includes(status)).map(
      (from) => ({ name, from, actor: OFFER_TRANSITIONS[name].actors[0] as OfferActor }),
    ),
  );

  it.each(forbiddenStates)('$name is refused from $from, naming the state', ({ name, from, actor }) => {
    const result = checkTransition(offerIn(from), name, actor, now);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toBe('wrong_state');
      expect(result.message).toContain(from);
    }
  });

  const forbiddenActors = names.flatMap((name) =>
    ACTORS.filter((actor) => !(OFFER_TRANSITIONS[name].actors as readonly OfferActor[]).includes(actor)).map(
      (actor) => ({
        name,
        actor,
        from: OFFER_TRANSITIONS[name].from[0] as OfferStatus,
      }),
    ),
  );

  it.each(forbiddenActors)('a $actor may not $name', ({ name, actor, from }) => {
    const result = checkTransition(offerIn(from), name, actor, now);
    expect(result).toMatchObject({ ok: false, reason: 'not_allowed' });
  });

  it('allows one counter-offer only', () => {
    expect(checkTransition(offerIn('PENDING', 1), 'counter', 'performer', now)).toEqual({
      ok: false,
      reason: 'max_counter_offers',
      message: MAX_COUNTER_OFFERS_MESSAGE,
    });
  });

  it('refuses accepting, countering and cancelling once the event has started', () => {
    const past = new Date('2026-11-01T20:00:00Z');
    for (const [name, actor, status] of [
      ['accept', 'performer', 'PENDING'],
      ['counter', 'performer', 'PENDING'],
      ['cancel', 'buyer', 'PAID'],
    ] as const) {
      expect(checkTransition(offerIn(status, 0, past), name, actor, now)).toMatchObject({
        ok: false,
        reason: 'event_passed',
      });
    }
  });

  it('gives the performer accept, counter and decline on a fresh pending offer only', () => {
    expect(performerValidation(offerIn('PENDING'), now)).toEqual({
      canAccept: true,
      canCounterOffer: true,
      canReject: true,
    });
    expect(performerValidation(offerIn('PENDING', 1), now)).toEqual({
      canAccept: true,
      canCounterOffer: false,
      canReject: true,
    });
    for (const status of OFFER_STATUSES.filter((s) => s !== 'PENDING')) {
      expect(performerValidation(offerIn(status), now)).toEqual({
        canAccept: false,
        canCounterOffer: false,
        canReject: false,
      });
    }
  });

  it('lists what each side may do', () => {
    expect(availableTransitions(offerIn('COUNTER_OFFER', 1), 'buyer', now)).toEqual([
      'acceptCounter',
      'declineCounter',
      'cancel',
    ]);
    expect(availableTransitions(offerIn('PAID_OUT'), 'buyer', now)).toEqual([]);
  });
});
