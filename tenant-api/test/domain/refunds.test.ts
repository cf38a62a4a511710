import { describe, expect, it } from 'vitest';
import { daysBeforeEvent, refundFor } from '../../src/domain/refunds';

const event = '2026-12-31';
const cancelled = (daysBefore: number) => new Date(Date.parse(`${event}T15:00:00Z`) - daysBefore * 86_400_000);
const base = { paidAmount: 115_000, processingFee: 3_365, eventDate: event };

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

  it('counts calendar days in UTC', () => {
    expect(daysBeforeEvent('2026-12-31', new Date('2026-12-30T23:59:59Z'))).toBe(1);
    expect(daysBeforeEvent('2026-12-31', new Date('2026-12-31T00:00:00Z'))).toBe(0);
  });

  it('never refunds less than zero when fees exceed the payment', () => {
    expect(
      refundFor({
        paidAmount: 100,
        processingFee: 500,
        eventDate: event,
        cancelledAt: cancelled(40),
        cancelledBy: 'buyer',
      }).refund,
    ).toBe(0);
  });
});
