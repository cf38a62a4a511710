import type { BuyerTier, BuyerTierConfig, TiersResponse } from 'tenant-api/contract';

export type BillingInterval = 'monthly' | 'yearly';

/** Share of a full year of monthly payments saved by paying yearly, in whole percent; null when not offered. */
export function annualSavingPercent(tier: Pick<BuyerTierConfig, 'monthlyPrice' | 'yearlyPrice'>): number | null {
  if (tier.monthlyPrice === 0 || tier.yearlyPrice === null) return null;
  const fullYear = tier.monthlyPrice * 12;
  if (tier.yearlyPrice >= fullYear) return null;
  return Math.round((1 - tier.yearlyPrice / fullYear) * 100);
}

/** The biggest yearly saving of any plan: the "Save 25%" badge of the toggle. */
export function bestAnnualSaving(tiers: readonly BuyerTierConfig[]): number | null {
  const savings = tiers.map(annualSavingPercent).filter((saving): saving is number => saving !== null);
  return savings.length ? Math.max(...savings) : null;
}

export interface PlanPrice {
  /** Cents charged per period. */
  amount: number;
  period: 'month' | 'year';
  /** For yearly billing: the monthly equivalent in cents (rounded to the cent). */
  perMonth: number | null;
}

/** What a plan costs on the chosen interval; plans without a yearly price stay monthly. */
export function planPrice(tier: BuyerTierConfig, interval: BillingInterval): PlanPrice {
  if (interval === 'yearly' && tier.yearlyPrice !== null && tier.monthlyPrice > 0) {
    return { amount: tier.yearlyPrice, period: 'year', perMonth: Math.round(tier.yearlyPrice / 12) };
  }
  return { amount: tier.monthlyPrice, period: 'month', perMonth: null };
}

/** Tiers a buyer can switch to themselves; Enterprise is arranged with the sales team. */
export const SELF_SERVE_TIERS: readonly BuyerTier[] = ['GUEST', 'BASIC', 'ELITE'];

export type PlanAction =
  | { kind: 'current' }
  | { kind: 'contact-sales' }
  | { kind: 'change'; direction: 'upgrade' | 'downgrade' }
  | { kind: 'sign-in' }
  | { kind: 'buyers-only' };

const ORDER: readonly BuyerTier[] = ['GUEST', 'BASIC', 'ELITE', 'ENTERPRISE'];

/** What a plan card's button does for this visitor. */
export function planAction(tier: BuyerTier, viewer: { role: string; subscriptionTier: BuyerTier } | null): PlanAction {
  if (!SELF_SERVE_TIERS.includes(tier)) return { kind: 'contact-sales' };
  if (!viewer) return { kind: 'sign-in' };
  if (viewer.role !== 'BUYER') return { kind: 'buyers-only' };
  if (viewer.subscriptionTier === tier) return { kind: 'current' };
  return {
    kind: 'change',
    direction: ORDER.indexOf(tier) > ORDER.indexOf(viewer.subscriptionTier) ? 'upgrade' : 'downgrade',
  };
}

/**
 * Fees other booking channels publish (SPEC 9), quoted for comparison. They are statements about
 * others, not our data, so they live here rather than in the tenant's tiers.
 */
export const OTHER_PLATFORMS = [
  { name: 'Online gig marketplace', detail: 'Typical buyer service fee', low: 12.9, high: 12.9 },
  { name: 'Event booking platform', detail: 'Typical buyer service fee', low: 17.9, high: 17.9 },
  { name: 'Traditional talent agency', detail: 'Commission added to the act’s fee', low: 20, high: 40 },
] as const;

/** Half-up cents of a percentage (display only; the API prices real bookings). */
export function percentOf(amountCents: number, percent: number): number {
  return Math.round((amountCents * percent) / 100);
}

export interface ComparisonRow {
  name: string;
  detail: string;
  /** Percent range; equal ends for a flat rate. */
  low: number;
  high: number;
  ours: boolean;
}

/** Our plans (from the tenant's tiers, cheapest fee last) followed by the other channels. */
export function comparisonRows(tiers: TiersResponse, brandName: string): ComparisonRow[] {
  const ours = tiers.buyerTiers.map((tier) => ({
    name: `${brandName} ${tier.name}`,
    detail: tier.monthlyPrice === 0 ? 'Free plan' : 'Paid plan',
    low: tier.serviceFeeRate,
    high: tier.serviceFeeRate,
    ours: true,
  }));
  return [...ours, ...OTHER_PLATFORMS.map((platform) => ({ ...platform, ours: false }))];
}
