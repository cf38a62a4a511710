import { describe, expect, it } from 'vitest';
import { daysBeforeEvent, refundFor } from '../../src/domain/refunds';

const event = '2026-12-31';
const cancelled = (daysBefore: number) => new Date(Date.parse(`${event}T15:00:00Z`) - daysBefore * 86_400_000);
const base = { paidAmount: 115_000, processingFee: 3_365, eventDate: event, venueTimeZone: 'UTC' };

describe('the cancellation refund policy', () => {
  it.each([
    [45, 'full', 115_000 - 3_365],
    [30, 'full', 115_000 - 3_365],
    [29, 'half', 57_500],
    [14, 'half', 57_500],
    [13, 'quarter', 28_750],
    [7, 'quarter', 28_750],
    [6, 'none', 0],
    [0, 'none', 0],
  ])('%i days before: %s refund of %i cents', (days, band, refund) => {
    const decision = refundFor({ ...base, cancelledAt: cancelled(days), cancelledBy: 'buyer' });
    expect(decision).toMatchObject({ band, refund, retained: 115_000 - refund, daysBefore: days });
  });

  it('refunds everything when the performer or an admin cancels, even on the day', () => {
    for (const by of ['performer', 'admin'] as const) {
      expect(refundFor({ ...base, cancelledAt: cancelled(0), cancelledBy: by })).toMatchObject({
        refund: 115_000,
        retained: 0,
      });
    }
  });

  it('counts calendar days on the venue’s calendar', () => {
    expect(daysBeforeEvent('2026-12-31', new Date('2026-12-30T23:59:59Z'), 'UTC')).toBe(1);
    expect(daysBeforeEvent('2026-12-31', new Date('2026-12-31T00:00:00Z'), 'UTC')).toBe(0);
    // 2026-12-31 03:00 UTC is still Dec 30 in Chicago (UTC-6) and Dec 30 17:00 in Honolulu (UTC-10).
    expect(daysBeforeEvent('2026-12-31', new Date('2026-12-31T03:00:00Z'), 'America/Chicago')).toBe(1);
    expect(daysBeforeEvent('2026-12-31', new Date('2026-12-31T09:59:59Z'), 'Pacific/Honolulu')).toBe(1);
    expect(daysBeforeEvent('2026-12-31', new Date('2026-12-31T10:00:00Z'), 'Pacific/Honolulu')).toBe(0);
  });

  it('puts a Honolulu cancellation in the band of the Honolulu calendar day, not the UTC one', () => {
    // 2027-01-30 at 20:00 in Honolulu is 2027-01-31 06:00 UTC: 30 days before 2027-03-01 there (full
    // refund), though only 29 on the UTC calendar.
    const decision = refundFor({
      ...base,
      eventDate: '2027-03-01',
      venueTimeZone: 'Pacific/Honolulu',
      cancelledAt: new Date('2027-01-31T06:00:00Z'),
      cancelledBy: 'buyer',
    });
    expect(decision).toMatchObject({ band: 'full', daysBefore: 30 });
  });

  it('counts a day across the spring DST change as one day (23 hours long)', () => {
    // 2027-03-14 is 23 hours long in New York; cancelling at 00:30 EST that day is 1 day before the 15th.
    expect(daysBeforeEvent('2027-03-15', new Date('2027-03-14T05:30:00Z'), 'America/New_York')).toBe(1);
    // 23:30 EDT on the 14th (03:30 UTC on the 15th) is still the 14th there.
    expect(daysBeforeEvent('2027-03-15', new Date('2027-03-15T03:30:00Z'), 'America/New_York')).toBe(1);
    expect(daysBeforeEvent('2027-03-15', new Date('2027-03-15T04:00:00Z'), 'America/New_York')).toBe(0);
  });

  it('never refunds less than zero when fees exceed the payment', () => {
    expect(
      refundFor({
        paidAmount: 100,
        processingFee: 500,
        eventDate: event,
        venueTimeZone: 'UTC',
        cancelledAt: cancelled(40),
        cancelledBy: 'buyer',
      }).refund,
    ).toBe(0);
  });
});
