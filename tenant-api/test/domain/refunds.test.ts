import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proportionOf, shareOf } from '../../src/domain/money';
import {
  REFUND_BANDS,
  cancellationSplit,
  daysBeforeEvent,
  refundFor,
  splitRefund,
  type RefundInput,
} from '../../src/domain/refunds';

const event = '2026-12-31';
const cancelled = (daysBefore: number) => new Date(Date.parse(`${event}T15:00:00Z`) - daysBefore * 86_400_000);
const paid = { escrow: 100_000, serviceFee: 15_000 };
const base = { paid, processingFee: 3_365, eventDate: event, venueTimeZone: 'UTC' };

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
        paid: { escrow: 80, serviceFee: 20 },
        processingFee: 500,
        eventDate: event,
        venueTimeZone: 'UTC',
        cancelledAt: cancelled(40),
        cancelledBy: 'buyer',
      }).refund,
    ).toBe(0);
  });
});

describe('who bears a refund: one rule', () => {
  const decide = (daysBefore: number, cancelledBy: RefundInput['cancelledBy'] = 'buyer') =>
    refundFor({ ...base, cancelledAt: cancelled(daysBefore), cancelledBy });

  it.each([
    // days, refund from escrow, from the service fee, performer paid (8.5 %), commission, platform keeps
    [45, 100_000, 15_000 - 3_365, 0, 0, 3_365],
    [20, 50_000, 7_500, 45_750, 4_250, 7_500 + 4_250],
    [10, 25_000, 3_750, 68_625, 6_375, 11_250 + 6_375],
    [3, 0, 0, 91_500, 8_500, 15_000 + 8_500],
  ])(
    'a buyer cancelling %i days out: %i from escrow, %i from the fee; performer %i after %i commission; platform %i',
    (days, fromEscrow, fromServiceFee, performerPayout, commission, platformKeeps) => {
      const decision = decide(days);
      expect(decision).toMatchObject({ fromEscrow, fromServiceFee, refund: fromEscrow + fromServiceFee });
      expect(cancellationSplit(decision, paid, 850)).toEqual({
        buyerRefund: decision.refund,
        refundFromEscrow: fromEscrow,
        refundFromServiceFee: fromServiceFee,
        performerPayout,
        commission,
        platformKeeps,
      });
    },
  );

  it('a cancellation by the performer or an admin refunds everything from both', () => {
    for (const by of ['performer', 'admin'] as const) {
      const decision = decide(2, by);
      expect(decision).toMatchObject({ fromEscrow: 100_000, fromServiceFee: 15_000 });
      expect(cancellationSplit(decision, paid, 850)).toMatchObject({
        performerPayout: 0,
        commission: 0,
        platformKeeps: 0,
      });
    }
  });

  it('keeps back a processing fee larger than the service fee from the service fee first, then the escrow', () => {
    // A tier with no service fee: the platform has nothing to give up, so the escrow bears it and
    // what it keeps back is paid out to the performer after the event.
    const decision = refundFor({
      ...base,
      paid: { escrow: 100_000, serviceFee: 1_000 },
      cancelledAt: cancelled(40),
      cancelledBy: 'buyer',
    });
    expect(decision).toMatchObject({ refund: 101_000 - 3_365, fromServiceFee: 0, fromEscrow: 101_000 - 3_365 });
  });

  it('splits by money.ts’s half-up rule, the parts summing exactly', () => {
    // 1 cent refunded of 2 + 1 paid: the fee's part is 1/3 of a cent, rounded to 0; the escrow's 1.
    expect(splitRefund(1, 0, { escrow: 2, serviceFee: 1 })).toEqual({ fromEscrow: 1, fromServiceFee: 0 });
    // 3 of 1 + 1: the fee's part is 1.5, rounded up to 2.
    expect(splitRefund(3, 0, { escrow: 3, serviceFee: 3 })).toEqual({ fromEscrow: 1, fromServiceFee: 2 });
    expect(() => splitRefund(7, 0, { escrow: 3, serviceFee: 3 })).toThrow(RangeError);
  });

  const amounts = fc.record({
    escrow: fc.integer({ min: 0, max: 5_000_000_00 }),
    serviceFee: fc.integer({ min: 0, max: 1_000_000_00 }),
  });

  it('for any amounts and rates the parts sum exactly and are never negative or more than was paid', () => {
    fc.assert(
      fc.property(
        amounts,
        fc.integer({ min: 0, max: 10_000_00 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: -5, max: 60 }),
        fc.constantFrom('buyer' as const, 'performer' as const, 'admin' as const),
        (paidParts, processingFee, commissionBps, days, cancelledBy) => {
          const total = paidParts.escrow + paidParts.serviceFee;
          const decision = refundFor({
            ...base,
            paid: paidParts,
            processingFee,
            cancelledAt: cancelled(days),
            cancelledBy,
          });
          for (const part of [decision.fromEscrow, decision.fromServiceFee, decision.refund, decision.retained]) {
            expect(Number.isSafeInteger(part) && part >= 0).toBe(true);
          }
          expect(decision.fromEscrow).toBeLessThanOrEqual(paidParts.escrow);
          expect(decision.fromServiceFee).toBeLessThanOrEqual(paidParts.serviceFee);
          expect(decision.fromEscrow + decision.fromServiceFee).toBe(decision.refund);
          expect(decision.refund + decision.retained).toBe(total);

          const split = cancellationSplit(decision, paidParts, commissionBps);
          for (const part of Object.values(split)) expect(Number.isSafeInteger(part) && part >= 0).toBe(true);
          expect(split.buyerRefund + split.performerPayout + split.platformKeeps).toBe(total);
          // Commission only on what the performer is finally paid.
          expect(split.commission).toBe(shareOf(paidParts.escrow - decision.fromEscrow, commissionBps));
          expect(split.performerPayout + split.commission).toBe(paidParts.escrow - decision.fromEscrow);

          if (cancelledBy !== 'buyer') {
            expect(decision).toMatchObject({ fromEscrow: paidParts.escrow, fromServiceFee: paidParts.serviceFee });
          } else if (decision.band === 'full') {
            // The processing fee kept back comes out of what the platform returns, as far as it goes.
            expect(decision.fromServiceFee).toBe(Math.max(0, paidParts.serviceFee - decision.retained));
          } else {
            // In proportion to what was paid: the fee's part is its share of the refund, half up.
            const rate = REFUND_BANDS.find((band) => band.band === decision.band)!.rateBps;
            expect(decision.refund).toBe(shareOf(total, rate));
            if (total > 0) {
              expect(decision.fromServiceFee).toBe(proportionOf(decision.refund, paidParts.serviceFee, total));
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('splitRefund: any refund and any amount kept back fit what was paid', () => {
    fc.assert(
      fc.property(
        amounts,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (p, g, k) => {
          const total = p.escrow + p.serviceFee;
          const gross = Math.floor(total * g);
          const keptBack = Math.floor(gross * k);
          const split = splitRefund(gross, keptBack, p);
          expect(split.fromEscrow).toBeGreaterThanOrEqual(0);
          expect(split.fromServiceFee).toBeGreaterThanOrEqual(0);
          expect(split.fromEscrow).toBeLessThanOrEqual(p.escrow);
          expect(split.fromServiceFee).toBeLessThanOrEqual(p.serviceFee);
          expect(split.fromEscrow + split.fromServiceFee).toBe(gross - keptBack);
        },
      ),
    );
  });
});

describe('proportionOf: the one rounding rule for any ratio', () => {
  it('equals shareOf for a rate in basis points, and rounds half up exactly for large amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.integer({ min: 0, max: 10_000 }), (amount, bps) => {
        expect(proportionOf(amount, bps, 10_000)).toBe(shareOf(amount, bps));
      }),
    );
    // 2^53 - 1 cents, half of it: exact where floating point would not be.
    expect(proportionOf(Number.MAX_SAFE_INTEGER, 1, 2)).toBe(4_503_599_627_370_496);
    expect(proportionOf(5, 1, 2)).toBe(3);
    expect(proportionOf(4, 1, 3)).toBe(1);
    expect(() => proportionOf(5, 3, 2)).toThrow(RangeError);
    expect(() => proportionOf(5, 0, 0)).toThrow(RangeError);
  });
});
