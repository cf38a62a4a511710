import { describe, expect, it } from 'vitest';
import type { BuyerTierConfig, TiersResponse } from 'tenant-api/contract';
import { annualSavingPercent, bestAnnualSaving, comparisonRows, percentOf, planAction, planPrice } from './pricingMath';

const tier = (over: Partial<BuyerTierConfig>): BuyerTierConfig => ({
  tier: 'BASIC',
  name: 'Basic',
  monthlyPrice: 2000,
  yearlyPrice: 18000,
  serviceFeeBps: 1500,
  serviceFeeRate: 15,
  adminApprovalRequired: false,
  features: [],
  ...over,
});

const flagship = [
  tier({ tier: 'GUEST', name: 'Guest', monthlyPrice: 0, yearlyPrice: null, serviceFeeRate: 18 }),
  tier({}),
  tier({ tier: 'ELITE', name: 'Elite', monthlyPrice: 6000, yearlyPrice: 60000, serviceFeeRate: 10 }),
  tier({ tier: 'ENTERPRISE', name: 'Enterprise', monthlyPrice: 15000, yearlyPrice: 150000, serviceFeeRate: 5 }),
];

describe('annual prices', () => {
  it('computes the yearly saving from the tier data', () => {
    expect(annualSavingPercent(flagship[1]!)).toBe(25); // $180 instead of $240
    expect(annualSavingPercent(flagship[2]!)).toBe(17); // $600 instead of $720
    expect(annualSavingPercent(flagship[0]!)).toBeNull(); // free
    expect(annualSavingPercent(tier({ yearlyPrice: 24000 }))).toBeNull(); // no saving
  });

  it('badges the best saving of any plan', () => {
    expect(bestAnnualSaving(flagship)).toBe(25);
    expect(bestAnnualSaving([flagship[0]!])).toBeNull();
  });

  it('prices a plan per month or per year', () => {
    expect(planPrice(flagship[1]!, 'monthly')).toEqual({ amount: 2000, period: 'month', perMonth: null });
    expect(planPrice(flagship[1]!, 'yearly')).toEqual({ amount: 18000, period: 'year', perMonth: 1500 });
    expect(planPrice(flagship[0]!, 'yearly')).toEqual({ amount: 0, period: 'month', perMonth: null });
  });
});

describe('plan buttons', () => {
  const buyer = (subscriptionTier: BuyerTierConfig['tier']) => ({ role: 'BUYER', subscriptionTier });
  it('marks the current plan and the direction of a change', () => {
    expect(planAction('BASIC', buyer('BASIC'))).toEqual({ kind: 'current' });
    expect(planAction('ELITE', buyer('BASIC'))).toEqual({ kind: 'change', direction: 'upgrade' });
    expect(planAction('GUEST', buyer('ELITE'))).toEqual({ kind: 'change', direction: 'downgrade' });
  });
  it('asks visitors to sign in, sends Enterprise to sales, and keeps plans to buyers', () => {
    expect(planAction('BASIC', null)).toEqual({ kind: 'sign-in' });
    expect(planAction('ENTERPRISE', buyer('GUEST'))).toEqual({ kind: 'contact-sales' });
    expect(planAction('ELITE', { role: 'PERFORMER', subscriptionTier: 'GUEST' })).toEqual({ kind: 'buyers-only' });
  });
});

describe('fee comparison', () => {
  it('lists our plans from the tiers, then the other channels', () => {
    const tiers = { buyerTiers: flagship } as TiersResponse;
    const rows = comparisonRows(tiers, 'Headliner');
    expect(rows.slice(0, 4).map((row) => [row.name, row.low])).toEqual([
      ['Headliner Guest', 18],
      ['Headliner Basic', 15],
      ['Headliner Elite', 10],
      ['Headliner Enterprise', 5],
    ]);
    expect(rows.slice(4).map((row) => [row.low, row.high])).toEqual([
      [12.9, 12.9],
      [17.9, 17.9],
      [20, 40],
    ]);
  });
  it('rounds a share to the cent', () => {
    expect(percentOf(500000, 12.9)).toBe(64500);
    expect(percentOf(12345, 17.9)).toBe(2210);
  });
});
