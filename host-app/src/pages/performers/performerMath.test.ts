import { describe, expect, it } from 'vitest';
import type { PerformerTierConfig } from 'tenant-api/contract';
import {
  commissionOn,
  eliteBreakEven,
  eliteSaving,
  eliteSavingPercent,
  onboardingSteps,
  pickPerformerTiers,
} from './performerMath';

const tier = (over: Partial<PerformerTierConfig>): PerformerTierConfig => ({
  tier: 'basic',
  name: 'Basic',
  monthlyPrice: 0,
  commissionBps: 850,
  commissionRate: 8.5,
  approvalRequired: false,
  features: [],
  ...over,
});
const tiers = pickPerformerTiers([
  tier({}),
  tier({ tier: 'elite', name: 'Elite', monthlyPrice: 1500, commissionBps: 500, commissionRate: 5 }),
])!;

describe('performer commission from the tier data', () => {
  it('reproduces the commission examples of SPEC 9', () => {
    expect([100_000, 500_000, 1_000_000].map((amount) => commissionOn(amount, tiers.basic))).toEqual([
      8_500, 42_500, 85_000,
    ]);
    expect([100_000, 500_000, 1_000_000].map((amount) => commissionOn(amount, tiers.elite))).toEqual([
      5_000, 25_000, 50_000,
    ]);
  });

  it('reproduces the Elite savings and the 41% claim', () => {
    expect([1_000_000, 2_500_000, 5_000_000].map((amount) => eliteSaving(amount, tiers))).toEqual([
      35_000, 87_500, 175_000,
    ]);
    expect(eliteSavingPercent(tiers)).toBe(41);
  });

  it('finds where Elite pays for itself', () => {
    expect(eliteBreakEven(tiers)).toBe(42_858); // $15 / 3.5% ≈ $428.58 of bookings a month
    expect(eliteBreakEven({ basic: tiers.basic, elite: { ...tiers.elite, commissionBps: 850 } })).toBeNull();
  });

  it('needs both tiers', () => {
    expect(pickPerformerTiers([tier({})])).toBeNull();
  });
});

describe('onboarding steps', () => {
  it('follows the performer’s flags; the last step is never done', () => {
    const steps = onboardingSteps({
      profileCompleted: true,
      isVerified: false,
      ratesConfigured: true,
      stripeConnected: false,
    });
    expect(steps.map((step) => step.done)).toEqual([true, false, true, false, false]);
    expect(steps.map((step) => step.title)).toEqual([
      'Create Your Profile',
      'Get Verified',
      'Set Your Rates',
      'Connect Your Payout Account',
      'Start Getting Booked',
    ]);
  });
  it('treats a user without flags as not started', () => {
    expect(onboardingSteps(null).every((step) => !step.done)).toBe(true);
  });
});
