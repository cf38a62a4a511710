import { describe, expect, it } from 'vitest';
import { OFFER_STATUSES } from '../../src/contract';
import { PAID_STATUSES, contactReleaseFor, mondayOfWeekBefore } from '../../src/domain/contactRelease';

const paidAt = new Date('2026-11-20T10:00:00Z');

describe('contact release', () => {
  it.each(OFFER_STATUSES.filter((status) => !PAID_STATUSES.includes(status)))(
    'keeps everything redacted while %s',
    (status) => {
      for (const viewer of ['buyer', 'performer'] as const) {
        expect(
          contactReleaseFor(
            viewer,
            { status, eventDate: '2026-12-10', venueTimeZone: 'UTC', paidAt: null },
            new Date('2026-12-09T00:00:00Z'),
          ).isRedacted,
        ).toBe(true);
      }
    },
  );

  it.each(PAID_STATUSES)('shows the buyer the performer’s contact once %s', (status) => {
    expect(
      contactReleaseFor('buyer', { status, eventDate: '2026-12-30', venueTimeZone: 'UTC', paidAt }, paidAt),
    ).toEqual({
      isRedacted: false,
      message: null,
      releasedAt: paidAt,
    });
  });

  it('shows the performer the buyer’s contact from the Monday of the week before the event', () => {
    const offer = { status: 'PAID' as const, eventDate: '2026-12-10', venueTimeZone: 'America/Chicago', paidAt };
    const before = contactReleaseFor('performer', offer, new Date('2026-11-30T05:59:59Z'));
    expect(before).toMatchObject({
      isRedacted: true,
      message: "The buyer's contact details will be released on Mon, Nov 30, 2026, 12:00 AM CST.",
    });
    expect(contactReleaseFor('performer', offer, new Date('2026-11-30T06:00:00Z')).isRedacted).toBe(false);
  });

  it('releases at midnight on the venue’s clock: Honolulu is ten hours behind UTC', () => {
    const offer = { status: 'PAID' as const, eventDate: '2026-12-10', venueTimeZone: 'Pacific/Honolulu', paidAt };
    expect(contactReleaseFor('performer', offer, new Date('2026-11-30T09:59:59Z')).isRedacted).toBe(true);
    expect(contactReleaseFor('performer', offer, new Date('2026-11-30T10:00:00Z')).isRedacted).toBe(false);
  });

  it('finds the release Monday across DST changes, in the offset of that Monday', () => {
    // Event Thu 2026-11-05 in New York; release Monday 2026-10-26 00:00 EDT (UTC-4), before DST ends on Nov 1.
    expect(mondayOfWeekBefore('2026-11-05', 'America/New_York').toISOString()).toBe('2026-10-26T04:00:00.000Z');
    // Event Thu 2027-03-18 (daylight time, from Mar 14); its release Monday, Mar 8, is still standard time (UTC-5).
    expect(mondayOfWeekBefore('2027-03-18', 'America/New_York').toISOString()).toBe('2027-03-08T05:00:00.000Z');
  });

  it.each([
    ['2026-12-07', '2026-11-30'], // a Monday event
    ['2026-12-13', '2026-11-30'], // a Sunday event: same week
    ['2026-12-10', '2026-11-30'], // a Thursday
    ['2027-01-01', '2026-12-21'], // across the year
  ])('the release Monday of an event on %s is %s', (event, monday) => {
    expect(mondayOfWeekBefore(event, 'UTC').toISOString().slice(0, 10)).toBe(monday);
  });
});
