import { z } from 'zod';
import { AuthResponse, SIGNUP_TIERS } from './auth';

export const UpgradeBody = z
  .strictObject({
    tier: z.enum(SIGNUP_TIERS, { error: 'Tier must be GUEST, BASIC or ELITE' }),
    billingInterval: z.enum(['monthly', 'yearly']).default('monthly'),
  })
  .meta({ id: 'UpgradeBody' });

/**
 * `active`: the plan changed now; `pending`: pay at `paymentUrl` first (an upgrade costs the new
 * price less `creditCents`, the unused part of the current plan); `scheduled`: a downgrade or
 * cancellation that takes effect at `effectiveAt`, the end of the current period.
 */
export const UpgradeResponse = z
  .object({
    tier: z.string(),
    status: z.enum(['pending', 'active', 'scheduled']),
    paymentUrl: z.url().nullable(),
    message: z.string(),
    /** What the checkout charges (0 when nothing is paid now). */
    amountCents: z.number().int().min(0).optional(),
    /** The unused part of the current plan taken off the price. */
    creditCents: z.number().int().min(0).optional(),
    effectiveAt: z.iso.datetime().nullable().optional(),
  })
  .meta({ id: 'UpgradeResponse' });

export const SUBSCRIPTION_STATUSES = ['none', 'active', 'past_due', 'cancelling', 'ended'] as const;

/** The buyer's plan and its billing period (docs/plans-and-billing.md). */
export const SubscriptionState = z
  .object({
    tier: z.string(),
    /** `none`: no plan bought (free, or granted by the marketplace); `cancelling`: ends at the period's end. */
    status: z.enum(SUBSCRIPTION_STATUSES),
    billingInterval: z.enum(['monthly', 'yearly']).nullable(),
    priceCents: z.number().int().min(0).nullable(),
    currentPeriodStart: z.iso.datetime().nullable(),
    currentPeriodEnd: z.iso.datetime().nullable(),
    /** The plan that starts when this period ends (a downgrade), if one is scheduled. */
    scheduledTier: z.string().nullable(),
    scheduledBillingInterval: z.enum(['monthly', 'yearly']).nullable(),
    /** When the next renewal attempt is made (a retry while `past_due`). */
    nextAttemptAt: z.iso.datetime().nullable(),
    /** Whether a cancellation or a scheduled downgrade can still be undone. */
    canResume: z.boolean(),
    message: z.string(),
  })
  .meta({ id: 'SubscriptionState' });
export type SubscriptionState = z.infer<typeof SubscriptionState>;

export const SubscriptionVerifyResponse = z
  .object({ tier: z.string(), status: z.literal('active') })
  .meta({ id: 'SubscriptionVerifyResponse' });

export const SubscriptionVerifyQuery = z.strictObject({
  session_id: z.string().min(1, 'No payment session found.').max(300),
});

/**
 * POST /api/auth/signup: the new account, signed in. A buyer who chose a paid plan starts on the
 * free plan; `subscription` is that plan's purchase, exactly as the pricing page starts it.
 */
export const SignUpResponse = AuthResponse.extend({ subscription: UpgradeResponse.optional() }).meta({
  id: 'SignUpResponse',
});
export type SignUpResponse = z.infer<typeof SignUpResponse>;
