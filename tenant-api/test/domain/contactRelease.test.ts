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
          contactReleaseFor(viewer, { status, eventDate: '2026-12-10', paidAt: null }, new Date('2026-12-09T00:00:00Z'))
            .isRedacted,
        ).toBe(true);
      }
    },
  );

  it.each(PAID_STATUSES)('shows the buyer the performer’s contact once %s', (status) => {
    expect(contactReleaseFor('buyer', { status, eventDate: '2026-12-30', paidAt }, paidAt)).toEqual({
      isRedacted: false,
      message: null,
      releasedAt: paidAt,
    });
  });

  it('shows the performer the buyer’s contact from the Monday of the week before the event', () => {
    const offer = { status: 'PAID' as const, eventDate: '2026-12-10', paidAt };
    const before = contactReleaseFor('performer', offer, new Date('2026-11-29T23:59:59Z'));
    expect(before).toMatchObject({
      isRedacted: true,
      message: "The buyer's contact details will be released on Monday, November 30.",
    });
    expect(contactReleaseFor('performer', offer, new Date('2026-11-30T00:00:00Z')).isRedacted).toBe(false);
  });

  it.each([
    ['2026-12-07', '2026-11-30'], // a Monday event
    ['2026-12-13', '2026-11-30'], // a Sunday event: same week
    ['2026-12-10', '2026-11-30'], // a Thursday
    ['2027-01-01', '2026-12-21'], // across the year
  ])('the release Monday of an event on %s is %s', (event, monday) => {
    expect(mondayOfWeekBefore(event).toISOString().slice(0, 10)).toBe(monday);
  });
});
