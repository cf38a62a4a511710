import { describe, expect, it } from 'vitest';
import {
  cancelWording,
  checkCounterAmount,
  counterAmountCents,
  detailActions,
  emptyState,
  hasAnyAction,
  listActions,
  listTitle,
  statusBadge,
  statusLabel,
} from '../src/offers-list/offerRules';
import { offerItem } from './offerFixtures';

const withUrgency = (urgencyLevel: 'high' | 'medium' | 'low') =>
  offerItem({
    status: 'PENDING',
    expirationStatus: { isExpired: false, hoursLeft: 3, warningMessage: null, urgencyLevel },
  });

describe('statusBadge (SPEC 4)', () => {
  it.each([
    ['PENDING_ADMIN_APPROVAL', 'Pending Admin Approval'],
    ['COUNTER_OFFER', 'Counter-offer Pending'],
    ['ACCEPTED', 'Accepted'],
    ['PAID', 'Paid · In Escrow'],
    ['COMPLETED', 'Completed'],
    ['PAID_OUT', 'Paid Out'],
    ['REJECTED', 'Declined'],
    ['EXPIRED', 'Expired'],
    ['CANCELLED', 'Cancelled'],
  ] as const)('labels %s as %s', (status, label) => {
    expect(statusBadge(offerItem({ status })).label).toBe(label);
  });

  it('labels a pending offer by its urgency', () => {
    expect(statusBadge(withUrgency('high'))).toEqual({ label: 'Expires Soon!', tone: 'danger' });
    expect(statusBadge(withUrgency('medium'))).toEqual({ label: 'Expires Today', tone: 'warning' });
    expect(statusBadge(withUrgency('low')).label).toBe('Pending Response');
  });

  it('lets the expired flag win over Accepted', () => {
    expect(statusBadge(offerItem({ status: 'ACCEPTED', isExpired: true })).label).toBe('Expired');
  });

  it('shows an unknown status raw', () => {
    const unknown = offerItem({ status: 'ON_HOLD' as never });
    expect(statusBadge(unknown)).toEqual({ label: 'ON_HOLD', tone: 'neutral' });
  });
});

describe('statusLabel', () => {
  it('names a status without urgency', () => {
    expect(statusLabel('PENDING')).toBe('Pending Response');
    expect(statusLabel('REJECTED')).toBe('Declined');
    expect(statusLabel('ON_HOLD' as never)).toBe('ON_HOLD');
  });
});

describe('listActions', () => {
  it('gives performers the buttons the server validates', () => {
    const offer = offerItem({ validation: { canAccept: true, canCounterOffer: true, canReject: false } });
    expect(listActions(offer, 'performer')).toMatchObject({ accept: true, counter: true, decline: false });
  });

  it('allows one counter-offer, then states the house rule', () => {
    const countered = offerItem({ counterOfferCount: 1 });
    expect(listActions(countered, 'performer')).toMatchObject({ counter: false, counterLimitReached: true });
    expect(listActions(offerItem(), 'performer').counterLimitReached).toBe(false);
  });

  it('lets buyers answer a counter-offer and pay an accepted offer, never once expired', () => {
    expect(listActions(offerItem({ status: 'COUNTER_OFFER' }), 'buyer')).toMatchObject({
      acceptCounter: true,
      declineCounter: true,
      accept: false,
    });
    expect(listActions(offerItem({ status: 'ACCEPTED' }), 'buyer').pay).toBe(true);
    expect(listActions(offerItem({ status: 'ACCEPTED', isExpired: true }), 'buyer').pay).toBe(false);
    expect(hasAnyAction(listActions(offerItem({ status: 'PAID' }), 'buyer'))).toBe(false);
  });
});

describe('detailActions', () => {
  it('follows the transitions the server lists', () => {
    const actions = detailActions(offerItem({ status: 'COUNTER_OFFER' }), 'buyer', ['acceptCounter', 'cancel']);
    expect(actions).toMatchObject({ acceptCounter: true, declineCounter: false, cancel: true, pay: false });
  });

  it('offers the buyer payment of an accepted offer', () => {
    expect(detailActions(offerItem({ status: 'ACCEPTED' }), 'buyer', ['cancel']).pay).toBe(true);
  });
});

describe('counterAmountCents (SPEC 5)', () => {
  it('turns dollars into cents', () => {
    expect(counterAmountCents('750')).toBe(75_000);
    expect(counterAmountCents(' 12.5 ')).toBe(1_250);
  });

  it.each(['', '0', '-5', 'abc', '1.234', '0.00'])('refuses %j', (text) => {
    expect(counterAmountCents(text)).toBeNull();
  });
});

describe('checkCounterAmount: the offer limits hold for counters too', () => {
  it.each([
    ['100', 10_000],
    ['21474836.48', 2_147_483_648],
    ['100000000', 10_000_000_000],
  ])('sends %s dollars as %d cents', (text, cents) => {
    expect(checkCounterAmount(text)).toEqual({ cents });
  });

  it.each([
    ['0.01', 'Minimum offer amount is $100.'],
    ['99.99', 'Minimum offer amount is $100.'],
    ['100000000.01', 'Maximum offer amount is $100,000,000.'],
    ['0', 'Please enter a valid counter-offer amount.'],
    ['abc', 'Please enter a valid counter-offer amount.'],
  ])('refuses %s dollars: %s', (text, description) => {
    expect(checkCounterAmount(text)).toEqual({ problem: { title: 'Invalid Amount', description } });
  });
});

describe('copy', () => {
  it('titles the list by role', () => {
    expect(listTitle('performer')).toBe('INCOMING OFFERS');
    expect(listTitle('buyer')).toBe('MY OFFERS');
  });

  it('words the empty state per role and tab', () => {
    expect(emptyState('buyer', 'all').text).toMatch(/make them an offer/);
    expect(emptyState('performer', 'all').text).toMatch(/offers from buyers/);
    expect(emptyState('buyer', 'declined').title).toBe('No declined offers');
  });
});

describe('cancelWording', () => {
  it('calls a paid offer a booking', () => {
    expect(cancelWording('PAID').action).toBe('Cancel booking');
    expect(cancelWording('PENDING')).toEqual({
      action: 'Cancel offer',
      title: 'Cancel this offer?',
      keep: 'Keep offer',
    });
  });
});
