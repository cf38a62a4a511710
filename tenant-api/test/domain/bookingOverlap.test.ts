import { describe, expect, it } from 'vitest';
import { bookingsOverlap, firstOverlap, performancesOf } from '../../src/domain/bookingOverlap';
import { checkTransition } from '../../src/domain/offerStateMachine';

const booking = (overrides: Partial<Parameters<typeof bookingsOverlap>[0]> = {}) => ({
  eventDate: '2027-03-13',
  eventTime: '20:00',
  venueTimeZone: 'America/Chicago',
  performanceLength: 60,
  numberOfNights: 1,
  ...overrides,
});

describe('booking overlap', () => {
  it('overlaps when performances share any minute; back-to-back sets do not', () => {
    expect(bookingsOverlap(booking(), booking({ eventTime: '20:59' }))).toBe(true);
    expect(bookingsOverlap(booking(), booking({ eventTime: '19:01' }))).toBe(true);
    expect(bookingsOverlap(booking(), booking({ eventTime: '21:00' }))).toBe(false);
    expect(bookingsOverlap(booking(), booking({ eventTime: '19:00' }))).toBe(false);
  });

  it('compares instants, not wall clocks: venues in other zones', () => {
    expect(bookingsOverlap(booking(), booking({ eventTime: '19:00', venueTimeZone: 'America/Denver' }))).toBe(true);
    expect(bookingsOverlap(booking(), booking({ venueTimeZone: 'Pacific/Honolulu' }))).toBe(false);
    // 16:00 in Honolulu (UTC-10) is 20:00 in Chicago (UTC-6) in winter.
    expect(bookingsOverlap(booking(), booking({ eventTime: '16:00', venueTimeZone: 'Pacific/Honolulu' }))).toBe(true);
  });

  it('keeps each night of a run at the venue’s wall-clock time across the DST change', () => {
    // Sat 2027-03-13 20:00 CST, then Sun 03-14 20:00 CDT: 23 hours apart.
    const run = booking({ numberOfNights: 2 });
    expect(performancesOf(run).map((show) => show.start.toISOString())).toEqual([
      '2027-03-14T02:00:00.000Z',
      '2027-03-15T01:00:00.000Z',
    ]);
    expect(bookingsOverlap(run, booking({ eventDate: '2027-03-14', eventTime: '20:30' }))).toBe(true);
    expect(bookingsOverlap(run, booking({ eventDate: '2027-03-15' }))).toBe(false);
  });

  it('finds the first overlapping booking other than the offer itself', () => {
    const offer = { ...booking(), id: 'a' };
    const others = [offer, { ...booking({ eventTime: '18:00' }), id: 'b' }, { ...booking(), id: 'c' }];
    expect(firstOverlap(offer, others)?.id).toBe('c');
    expect(firstOverlap(offer, others.slice(0, 2))).toBeNull();
  });
});

describe('the performerFree guard in the state machine', () => {
  const overlappingBooking = {
    offerId: '00000000-0000-4000-8000-000000000001',
    eventName: 'Friday Set',
    venueName: 'Cap City',
    venueCity: 'Austin',
    venueState: 'TX',
    startsAt: 'Fri, Mar 12, 2027, 8:00 PM CST',
  };
  const snapshot = (status: 'PENDING' | 'COUNTER_OFFER' | 'ACCEPTED') => ({
    status,
    counterOfferCount: 0,
    eventStartsAt: new Date('2027-03-13T02:00:00Z'),
    overlappingBooking,
  });
  const now = new Date('2027-01-01T00:00:00Z');

  it('refuses accept naming the booking to the performer', () => {
    expect(checkTransition(snapshot('PENDING'), 'accept', 'performer', now)).toEqual({
      ok: false,
      reason: 'double_booking',
      message: 'This overlaps your booking “Friday Set” at Cap City, Austin, TX on Fri, Mar 12, 2027, 8:00 PM CST.',
      conflictingOfferId: overlappingBooking.offerId,
    });
  });

  it('refuses the buyer’s counter acceptance and the payment without naming another buyer’s event', () => {
    for (const [status, transition, actor] of [
      ['COUNTER_OFFER', 'acceptCounter', 'buyer'],
      ['ACCEPTED', 'pay', 'system'],
    ] as const) {
      const check = checkTransition(snapshot(status), transition, actor, now);
      expect(check).toMatchObject({ ok: false, reason: 'double_booking' });
      expect(JSON.stringify(check)).not.toContain('Friday Set');
    }
  });

  it('does not stand in the way of declining, countering or cancelling', () => {
    expect(checkTransition(snapshot('PENDING'), 'decline', 'performer', now).ok).toBe(true);
    expect(checkTransition(snapshot('PENDING'), 'counter', 'performer', now).ok).toBe(true);
    expect(checkTransition(snapshot('PENDING'), 'cancel', 'buyer', now).ok).toBe(true);
  });
});
