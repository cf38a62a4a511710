import { describe, expect, it } from 'vitest';
import { reviewWindowOf, reviewWindowState } from '../../src/domain/reviewWindow';

const booking = {
  eventDate: '2027-03-01',
  eventTime: '20:00',
  venueTimeZone: 'America/Denver',
  performanceLength: 90,
  numberOfNights: 1,
};

describe('the review window', () => {
  it('opens when the show ends and closes 14 days later at the venue’s clock, across a DST change', () => {
    const window = reviewWindowOf(booking);
    // 20:00 MST + 90 minutes = 21:30 MST = 04:30 UTC next day.
    expect(window.opensAt.toISOString()).toBe('2027-03-02T04:30:00.000Z');
    // Denver moves to MDT on March 14: 21:30 MDT on March 15 is 03:30 UTC, 23 hours of UTC short of 14 × 24.
    expect(window.closesAt.toISOString()).toBe('2027-03-16T03:30:00.000Z');
  });

  it('counts from the last night of a multi-night booking', () => {
    const window = reviewWindowOf({ ...booking, numberOfNights: 3 });
    expect(window.opensAt.toISOString()).toBe('2027-03-04T04:30:00.000Z');
  });

  it('is open only for a paid booking, after the show and before the close', () => {
    const window = reviewWindowOf(booking);
    const at = (iso: string) => new Date(iso);
    expect(reviewWindowState('PAID', window, at('2027-03-02T04:29:59Z'))).toBe('not_yet');
    expect(reviewWindowState('PAID', window, at('2027-03-02T04:30:00Z'))).toBe('open');
    expect(reviewWindowState('PAID_OUT', window, at('2027-03-16T03:29:59Z'))).toBe('open');
    expect(reviewWindowState('COMPLETED', window, at('2027-03-16T03:30:00Z'))).toBe('closed');
    for (const status of ['PENDING', 'ACCEPTED', 'CANCELLED', 'EXPIRED', 'REJECTED'] as const) {
      expect(reviewWindowState(status, window, at('2027-03-05T00:00:00Z'))).toBe('not_booked');
    }
  });
});
