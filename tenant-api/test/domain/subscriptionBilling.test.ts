import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPeriodDay,
  isUpgrade,
  periodEndOf,
  renewalAttemptAt,
  unusedCredit,
  upgradePrice,
} from '../../src/domain/subscriptionBilling';

const DAY = 86_400_000;
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }).map((ms) => new Date(ms));
const interval = fc.constantFrom('monthly' as const, 'yearly' as const);
const cents = fc.integer({ min: 0, max: 100_000_000 });

describe('periods', () => {
  it('a month or a year later, clamped to the shorter month’s last day', () => {
    expect(periodEndOf(new Date('2027-01-31T10:00:00Z'), 'monthly').toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(periodEndOf(new Date('2028-01-31T10:00:00Z'), 'monthly').toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(periodEndOf(new Date('2026-12-12T09:30:00Z'), 'monthly').toISOString()).toBe('2027-01-12T09:30:00.000Z');
    expect(periodEndOf(new Date('2028-02-29T00:00:00Z'), 'yearly').toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(formatPeriodDay(new Date('2027-01-12T09:30:00Z'))).toBe('12 January 2027');
  });

  it('every period is 28–31 days (monthly) or 365–366 days (yearly) long', () => {
    fc.assert(
      fc.property(instant, interval, (start, every) => {
        const days = (periodEndOf(start, every).getTime() - start.getTime()) / DAY;
        if (every === 'monthly') expect(days >= 28 && days <= 31).toBe(true);
        else expect(days >= 365 && days <= 366).toBe(true);
      }),
    );
  });
});

describe('the upgrade credit (by whole seconds of the period)', () => {
  it('is never negative, never more than paid, and all of it at the start, none at the end', () => {
    fc.assert(
      fc.property(cents, instant, interval, fc.integer({ min: -40, max: 400 }), (paid, start, every, dayOffset) => {
        const end = periodEndOf(start, every);
        const at = new Date(start.getTime() + dayOffset * DAY + 1234);
        const credit = unusedCredit(paid, start, end, at);
        expect(Number.isSafeInteger(credit)).toBe(true);
        expect(credit).toBeGreaterThanOrEqual(0);
        expect(credit).toBeLessThanOrEqual(paid);
        expect(unusedCredit(paid, start, end, start)).toBe(paid);
        expect(unusedCredit(paid, start, end, end)).toBe(0);
      }),
    );
  });

  it('shrinks as the period is used', () => {
    fc.assert(
      fc.property(
        cents,
        instant,
        fc.integer({ min: 0, max: 31 * DAY }),
        fc.integer({ min: 0, max: 31 * DAY }),
        (paid, start, a, b) => {
          const end = periodEndOf(start, 'monthly');
          const earlier = new Date(start.getTime() + Math.min(a, b));
          const later = new Date(start.getTime() + Math.max(a, b));
          expect(unusedCredit(paid, start, end, earlier)).toBeGreaterThanOrEqual(unusedCredit(paid, start, end, later));
        },
      ),
    );
  });

  it('is the exact floor of paid × unused seconds ÷ period seconds', () => {
    const start = new Date('2027-01-01T00:00:00Z');
    const end = periodEndOf(start, 'monthly'); // 31 days
    expect(unusedCredit(2000, start, end, new Date(start.getTime() + 10 * DAY))).toBe(Math.floor((2000 * 21) / 31));
    expect(unusedCredit(3100, start, end, new Date(start.getTime() + 10 * DAY))).toBe(2100);
  });

  it('the charge plus the applied credit is exactly the new price; the charge is never negative', () => {
    fc.assert(
      fc.property(
        cents,
        cents,
        instant,
        interval,
        fc.integer({ min: 0, max: 400 * DAY }),
        (newPrice, paid, start, every, offset) => {
          const end = periodEndOf(start, every);
          const at = new Date(start.getTime() + offset);
          const priced = upgradePrice(newPrice, { paidCents: paid, periodStart: start, periodEnd: end }, at);
          expect(priced.chargeCents + priced.appliedCreditCents).toBe(newPrice);
          expect(priced.chargeCents).toBeGreaterThanOrEqual(0);
          expect(priced.appliedCreditCents).toBeLessThanOrEqual(priced.creditCents);
          expect(priced.creditCents).toBeLessThanOrEqual(paid);
          // Used part plus unused credit is what was paid for the period.
          expect(paid - priced.creditCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
    expect(upgradePrice(6000, null, new Date())).toEqual({ creditCents: 0, appliedCreditCents: 0, chargeCents: 6000 });
  });
});

describe('upgrades and retries', () => {
  it('an upgrade is a higher plan on the same or a longer interval, or monthly to yearly', () => {
    expect(isUpgrade({ rank: 1, interval: 'monthly' }, { rank: 2, interval: 'monthly' })).toBe(true);
    expect(isUpgrade({ rank: 1, interval: 'monthly' }, { rank: 1, interval: 'yearly' })).toBe(true);
    expect(isUpgrade({ rank: 1, interval: 'yearly' }, { rank: 2, interval: 'monthly' })).toBe(false);
    expect(isUpgrade({ rank: 2, interval: 'monthly' }, { rank: 1, interval: 'yearly' })).toBe(false);
    expect(isUpgrade({ rank: 2, interval: 'monthly' }, { rank: 1, interval: 'monthly' })).toBe(false);
  });

  it('retries fall the configured days after the period’s end, then none are left', () => {
    const end = new Date('2027-01-12T00:00:00Z');
    expect([0, 1, 2, 3, 4].map((attempt) => renewalAttemptAt(end, [1, 3, 5], attempt)?.toISOString() ?? null)).toEqual([
      '2027-01-12T00:00:00.000Z',
      '2027-01-13T00:00:00.000Z',
      '2027-01-15T00:00:00.000Z',
      '2027-01-17T00:00:00.000Z',
      null,
    ]);
  });
});
