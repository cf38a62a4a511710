import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billableNights, performerPayout, quoteBooking } from '../../src/domain/fees';
import { shareOf } from '../../src/domain/money';

describe('shareOf: the one rounding rule (half up, to the cent)', () => {
  it.each([
    [10_001, 1500, 1500], // 1500.15
    [10_003, 1500, 1500], // 1500.45
    [10_010, 1500, 1502], // 1501.5 → up
    [1, 5000, 1], // 0.5 → up
    [1, 4999, 0],
    [0, 1800, 0],
    [123_456, 0, 0],
    [123_456, 10_000, 123_456],
  ])('%i cents at %i bps is %i', (amount, bps, expected) => {
    expect(shareOf(amount, bps)).toBe(expected);
  });

  it('stays exact at the maximum amount and past it (issue 39)', () => {
    const exact = (amount: number, bps: number) => Number((BigInt(amount) * BigInt(bps) + 5_000n) / 10_000n);
    for (const amount of [
      10_000_000_000,
      70_000_000_000,
      2 ** 31,
      2 ** 31 - 1,
      123_456_789_015,
      2 ** 50 + 1,
      Number.MAX_SAFE_INTEGER,
    ]) {
      for (const bps of [1, 290, 1500, 1801, 9999, 10_000]) expect(shareOf(amount, bps)).toBe(exact(amount, bps));
    }
  });

  it('refuses rates outside 0..10000 bps and non-cent amounts', () => {
    expect(() => shareOf(100, -1)).toThrow(RangeError);
    expect(() => shareOf(100, 10_001)).toThrow(RangeError);
    expect(() => shareOf(100, 12.5)).toThrow(RangeError);
    expect(() => shareOf(1.5, 100)).toThrow(RangeError);
    expect(() => shareOf(-1, 100)).toThrow(RangeError);
  });
});

describe('quoteBooking', () => {
  it('charges the tier fee once on the multi-night subtotal', () => {
    expect(quoteBooking({ offerAmount: 33_333, numberOfNights: 3, serviceFeeBps: 1500 })).toEqual({
      offerAmount: 33_333,
      numberOfNights: 3,
      subtotal: 99_999,
      serviceFeeBps: 1500,
      platformFee: 15_000,
      totalAmount: 114_999,
    });
  });

  it('bills one night unless the booking is multi-night', () => {
    expect(billableNights(false, 5)).toBe(1);
    expect(billableNights(true, 5)).toBe(5);
    expect(() => quoteBooking({ offerAmount: 100, numberOfNights: 0, serviceFeeBps: 0 })).toThrow(RangeError);
  });

  it('keeps totals whole, consistent and monotonic for any input', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000_000 });
    const nights = fc.integer({ min: 1, max: 7 });
    const bps = fc.integer({ min: 0, max: 10_000 });
    fc.assert(
      fc.property(amount, amount, nights, bps, (a, b, n, rate) => {
        const quote = quoteBooking({ offerAmount: a, numberOfNights: n, serviceFeeBps: rate });
        expect(Number.isSafeInteger(quote.totalAmount)).toBe(true);
        expect(quote.totalAmount).toBe(quote.subtotal + quote.platformFee);
        expect(quote.platformFee).toBeLessThanOrEqual(quote.subtotal);
        const other = quoteBooking({ offerAmount: b, numberOfNights: n, serviceFeeBps: rate });
        if (a <= b) expect(quote.platformFee).toBeLessThanOrEqual(other.platformFee);
      }),
    );
  });
});

describe('performerPayout', () => {
  it('matches the commission examples of SPEC 9', () => {
    expect(performerPayout(100_000, 850)).toEqual({ gross: 100_000, commission: 8_500, payout: 91_500 });
    expect(performerPayout(500_000, 850).commission).toBe(42_500);
    expect(performerPayout(1_000_000, 500).commission).toBe(50_000);
  });
});
