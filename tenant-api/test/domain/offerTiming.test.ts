import { describe, expect, it } from 'vitest';
import { checkTransition } from '../../src/domain/offerStateMachine';
import { eventStartsAt, expirationStatus, responseDeadline } from '../../src/domain/offerTiming';

const entered = new Date('2026-11-22T12:00:00Z');
const farEvent = new Date('2026-12-31T20:00:00Z');
const at = (iso: string) => new Date(iso);

describe('response deadlines', () => {
  it('gives 48 h for pending and counter-offers, 72 h to pay, none otherwise', () => {
    expect(responseDeadline('PENDING', entered, farEvent)).toEqual(at('2026-11-24T12:00:00Z'));
    expect(responseDeadline('COUNTER_OFFER', entered, farEvent)).toEqual(at('2026-11-24T12:00:00Z'));
    expect(responseDeadline('ACCEPTED', entered, farEvent)).toEqual(at('2026-11-25T12:00:00Z'));
    for (const status of [
      'PENDING_ADMIN_APPROVAL',
      'PAID',
      'COMPLETED',
      'PAID_OUT',
      'REJECTED',
      'EXPIRED',
      'CANCELLED',
    ] as const) {
      expect(responseDeadline(status, entered, farEvent)).toBeNull();
    }
  });

  it('never runs past the event start', () => {
    expect(responseDeadline('PENDING', entered, at('2026-11-23T20:00:00Z'))).toEqual(at('2026-11-23T20:00:00Z'));
  });

  it('reads the event date and time as one instant on the venue’s clock', () => {
    expect(eventStartsAt('2026-12-05', '19:30', 'UTC')).toEqual(at('2026-12-05T19:30:00Z'));
    expect(eventStartsAt('2027-01-24', '20:00', 'America/Chicago')).toEqual(at('2027-01-25T02:00:00Z'));
    expect(eventStartsAt('2027-07-24', '20:00', 'America/Chicago')).toEqual(at('2027-07-25T01:00:00Z'));
    expect(eventStartsAt('2027-01-24', '20:00', 'Pacific/Honolulu')).toEqual(at('2027-01-25T06:00:00Z'));
    expect(eventStartsAt('2027-07-24', '20:00', 'America/Phoenix')).toEqual(at('2027-07-25T03:00:00Z'));
  });

  it('handles the DST changes: a skipped time moves forward, a repeated time means the first', () => {
    // 2027-03-14 02:30 does not exist in Chicago (clocks jump 02:00 CST -> 03:00 CDT).
    expect(eventStartsAt('2027-03-14', '02:30', 'America/Chicago')).toEqual(at('2027-03-14T08:30:00Z'));
    expect(eventStartsAt('2027-03-14', '20:00', 'America/Chicago')).toEqual(at('2027-03-15T01:00:00Z'));
    // 2027-11-07 01:30 happens twice in Chicago; the first (CDT, UTC-5) is meant.
    expect(eventStartsAt('2027-11-07', '01:30', 'America/Chicago')).toEqual(at('2027-11-07T06:30:00Z'));
  });

  it('decides "the event is in the future" on the venue’s clock (Honolulu, and across DST)', () => {
    const accept = (eventStart: Date, now: string) =>
      checkTransition(
        { status: 'PENDING', counterOfferCount: 0, eventStartsAt: eventStart },
        'accept',
        'performer',
        at(now),
      );
    // 20:00 on Jan 24 in Honolulu is 06:00 UTC on Jan 25: still ahead at 22:00 UTC on the 24th.
    const honolulu = eventStartsAt('2027-01-24', '20:00', 'Pacific/Honolulu');
    expect(accept(honolulu, '2027-01-24T22:00:00Z').ok).toBe(true);
    expect(accept(honolulu, '2027-01-25T05:59:59Z').ok).toBe(true);
    expect(accept(honolulu, '2027-01-25T06:00:00Z')).toMatchObject({ ok: false, reason: 'event_passed' });
    // The evening DST starts in New York (20:00 EDT = 00:00 UTC next day).
    const newYork = eventStartsAt('2027-03-14', '20:00', 'America/New_York');
    expect(accept(newYork, '2027-03-14T23:59:59Z').ok).toBe(true);
    expect(accept(newYork, '2027-03-15T00:00:00Z').ok).toBe(false);
  });

  it('caps a Honolulu deadline at the event start in Honolulu, not at UTC', () => {
    const honoluluStart = eventStartsAt('2026-11-23', '20:00', 'Pacific/Honolulu'); // 2026-11-24T06:00Z
    expect(responseDeadline('PENDING', entered, honoluluStart)).toEqual(at('2026-11-24T06:00:00Z'));
    expect(responseDeadline('ACCEPTED', entered, honoluluStart)).toEqual(at('2026-11-24T06:00:00Z'));
  });
});

describe('expiration status', () => {
  const deadline = at('2026-11-24T12:00:00Z');
  it.each([
    ['2026-11-22T12:00:00Z', { isExpired: false, hoursLeft: 48, urgencyLevel: 'low', warningMessage: null }],
    [
      '2026-11-23T12:00:01Z',
      { isExpired: false, hoursLeft: 23, urgencyLevel: 'medium', warningMessage: 'Expires today (23 hours left)' },
    ],
    [
      '2026-11-24T06:00:01Z',
      { isExpired: false, hoursLeft: 5, urgencyLevel: 'high', warningMessage: 'Expires in 5 hours' },
    ],
    [
      '2026-11-24T11:30:00Z',
      { isExpired: false, hoursLeft: 0, urgencyLevel: 'high', warningMessage: 'Expires in less than an hour' },
    ],
    [
      '2026-11-24T12:00:00Z',
      { isExpired: true, hoursLeft: 0, urgencyLevel: 'high', warningMessage: 'This offer has expired' },
    ],
  ])('at %s', (now, expected) => {
    expect(expirationStatus('PENDING', deadline, at(now))).toEqual(expected);
  });

  it('has no urgency without a deadline, and EXPIRED is always expired', () => {
    expect(expirationStatus('PAID', null, entered)).toEqual({
      isExpired: false,
      hoursLeft: null,
      warningMessage: null,
      urgencyLevel: 'low',
    });
    expect(expirationStatus('EXPIRED', null, entered).isExpired).toBe(true);
  });

  it.each(['PENDING_ADMIN_APPROVAL', 'PAID', 'COMPLETED', 'PAID_OUT', 'REJECTED', 'CANCELLED'] as const)(
    'shows no countdown for %s even when a deadline is stored (only answerable and payable states have one)',
    (status) => {
      const soon = new Date(entered.getTime() + 3 * 3_600_000);
      expect(expirationStatus(status, soon, entered)).toEqual({
        isExpired: false,
        hoursLeft: null,
        warningMessage: null,
        urgencyLevel: 'low',
      });
      expect(expirationStatus(status, new Date(entered.getTime() - 1), entered).isExpired).toBe(false);
    },
  );
});
