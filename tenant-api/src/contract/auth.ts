import { z } from 'zod';
import { PERFORMER_TIERS, SIGNUP_TIERS } from './constants';

export const ROLES = ['BUYER', 'PERFORMER', 'ADMIN', 'OPERATOR'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const BUYER_TIERS = ['GUEST', 'BASIC', 'ELITE', 'ENTERPRISE'] as const;
export const BuyerTier = z.enum(BUYER_TIERS);
export type BuyerTier = z.infer<typeof BuyerTier>;

/** Tiers a buyer may pick at sign-up (SPEC 5); ENTERPRISE is sold, not self-served. */
export { SIGNUP_TIERS };

export const EMAIL_MESSAGE = 'Please enter a valid email address';
const Email = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email({ error: EMAIL_MESSAGE }))
  .transform((email) => email.toLowerCase());

export const SignUpBody = z
  .strictObject({
    email: Email,
    password: z
      .string({ error: 'Password must be at least 8 characters' })
      .min(8, 'Password must be at least 8 characters')
      .max(200, 'Password must be at most 200 characters'),
    firstName: z
      .string({ error: 'First name is required' })
      .trim()
      .min(1, 'First name is required')
      .max(100, 'First name must be at most 100 characters'),
    lastName: z
      .string({ error: 'Last name is required' })
      .trim()
      .min(1, 'Last name is required')
      .max(100, 'Last name must be at most 100 characters'),
    role: z.enum(['BUYER', 'PERFORMER'], { error: 'Role must be BUYER or PERFORMER' }),
    subscriptionTier: z.enum(SIGNUP_TIERS, { error: 'Subscription tier must be GUEST, BASIC or ELITE' }).optional(),
  })
  .meta({ id: 'SignUpBody' });
export type SignUpBody = z.input<typeof SignUpBody>;

export const SignInBody = z
  .strictObject({
    email: Email,
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(200, 'Password is required'),
  })
  .meta({ id: 'SignInBody' });
export type SignInBody = z.input<typeof SignInBody>;

export const OnboardingFlags = z.object({
  profileCompleted: z.boolean(),
  isVerified: z.boolean(),
  ratesConfigured: z.boolean(),
  stripeConnected: z.boolean(),
});

export const User = z
  .object({
    id: z.uuid(),
    email: z.string(),
    /** False until the address is confirmed from its e-mail; until then no checkout and no payouts (docs/accounts.md). */
    emailVerified: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    role: Role,
    subscriptionTier: BuyerTier,
    profileImageUrl: z.string().nullable(),
    phone: z.string().nullable(),
    createdAt: z.string(),
    tenant: z.object({ slug: z.string(), name: z.string() }),
    performerId: z.uuid().nullable(),
    onboarding: OnboardingFlags.nullable(),
    /**
     * The performer tiers this user has applied for and that are still waiting for a decision
     * ("Apply as Performer" shows "Application under review" for them, also after a reload).
     */
    applicationsUnderReview: z.array(z.enum(PERFORMER_TIERS)),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

export const AuthResponse = z.object({ token: z.string(), user: User }).meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof AuthResponse>;
