import type { PerformerTierConfig, User } from 'tenant-api/contract';

/** Booking sizes the commission and savings tables are worked on (illustrations, SPEC 9). */
export const COMMISSION_EXAMPLES = [100_000, 500_000, 1_000_000] as const;
export const SAVINGS_EXAMPLES = [1_000_000, 2_500_000, 5_000_000] as const;

/** A tier's commission on a booking, half-up to the cent (display; payouts are computed by the API). */
export function commissionOn(amountCents: number, tier: Pick<PerformerTierConfig, 'commissionBps'>): number {
  return Math.floor((amountCents * tier.commissionBps + 5000) / 10000);
}

export interface PerformerTiers {
  basic: PerformerTierConfig;
  elite: PerformerTierConfig;
}

export function pickPerformerTiers(tiers: readonly PerformerTierConfig[]): PerformerTiers | null {
  const basic = tiers.find((tier) => tier.tier === 'basic');
  const elite = tiers.find((tier) => tier.tier === 'elite');
  return basic && elite ? { basic, elite } : null;
}

/** What Elite saves in commission on a booking, compared with the basic tier. */
export function eliteSaving(amountCents: number, { basic, elite }: PerformerTiers): number {
  return commissionOn(amountCents, basic) - commissionOn(amountCents, elite);
}

/** Elite's commission cut relative to basic, in whole percent (41% on the flagship: 8.5% → 5%). */
export function eliteSavingPercent({ basic, elite }: PerformerTiers): number {
  if (basic.commissionBps === 0) return 0;
  return Math.round(((basic.commissionBps - elite.commissionBps) / basic.commissionBps) * 100);
}

/** Monthly bookings (cents) above which Elite's subscription is paid for by its lower commission; null if never. */
export function eliteBreakEven({ basic, elite }: PerformerTiers): number | null {
  const cutBps = basic.commissionBps - elite.commissionBps;
  if (cutBps <= 0) return null;
  return Math.ceil((elite.monthlyPrice * 10000) / cutBps);
}

export interface OnboardingStep {
  title: string;
  description: string;
  done: boolean;
  /** Where to go to finish the step. */
  to: string;
}

/** SPEC 4's five onboarding steps from the signed-in performer's real flags. */
export function onboardingSteps(onboarding: User['onboarding']): OnboardingStep[] {
  const flags = onboarding ?? {
    profileCompleted: false,
    isVerified: false,
    ratesConfigured: false,
    stripeConnected: false,
  };
  return [
    {
      title: 'Create Your Profile',
      description: 'Add headshots, your bio, performance videos and contact info so buyers know your act.',
      done: flags.profileCompleted,
      to: '/settings#performer-profile',
    },
    {
      title: 'Get Verified',
      description: 'Send your ID and proof of past bookings. Our team reviews them by hand in 3-5 business days.',
      done: flags.isVerified,
      to: '/contact?type=performer&subject=Verification%20documents',
    },
    {
      title: 'Set Your Rates',
      description: 'Set your base rate, travel requirements and booking preferences.',
      done: flags.ratesConfigured,
      to: '/settings#performer-rates',
    },
    {
      title: 'Connect Your Payout Account',
      description: 'Link a payout account with our card payment provider so escrow releases go straight to you.',
      done: flags.stripeConnected,
      to: '/settings#payout-account',
    },
    {
      title: 'Start Getting Booked',
      description: 'Answer offers within 24-48 hours — accept, counter once, or decline.',
      done: false,
      to: '/offers',
    },
  ];
}
