import { z } from 'zod';
import { AuthResponse, SIGNUP_TIERS } from './auth';

export const UpgradeBody = z
  .strictObject({
    tier: z.enum(SIGNUP_TIERS, { error: 'Tier must be GUEST, BASIC or ELITE' }),
    billingInterval: z.enum(['monthly', 'yearly']).default('monthly'),
  })
  .meta({ id: 'UpgradeBody' });

export const UpgradeResponse = z
  .object({
    tier: z.string(),
    status: z.enum(['pending', 'active']),
    paymentUrl: z.url().nullable(),
    message: z.string(),
  })
  .meta({ id: 'UpgradeResponse' });

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
