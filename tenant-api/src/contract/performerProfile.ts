import { z } from 'zod';
import { Phone } from './account';
import { UsState, amountCents } from './common';
import { MAX_BASE_FEE_MESSAGE, MIN_BASE_FEE_MESSAGE } from './constants';
import { Genre, PerformerListItem } from './performers';
import { PerformerTier } from './tiers';

export const PerformerApplicationBody = z
  .strictObject({
    tier: PerformerTier,
    email: z.email('Please enter a valid email address').max(254),
    stageName: z.string().trim().min(1, 'Stage name is required').max(100),
  })
  .meta({ id: 'PerformerApplicationBody' });

export const PerformerProfileBody = z
  .strictObject({
    stageName: z.string().trim().min(2, 'Stage name must be at least 2 characters').max(100),
    shortBio: z.string().trim().max(160, 'Short bio must be at most 160 characters').optional(),
    bio: z.string().trim().min(40, 'Tell buyers about your act in at least 40 characters').max(4000),
    genres: z.array(Genre).min(1, 'Choose at least one genre').max(5),
    city: z.string().trim().min(1, 'City is required').max(100),
    state: UsState,
    cleanContent: z.boolean().default(false),
    /** The account's phone number, as on PUT /api/auth/me. */
    phone: Phone,
  })
  .meta({ id: 'PerformerProfileBody' });

export const PerformerRatesBody = z
  .strictObject({
    baseFee: amountCents({
      invalid: 'Base fee must be a whole number of cents',
      tooSmall: MIN_BASE_FEE_MESSAGE,
      tooLarge: MAX_BASE_FEE_MESSAGE,
    }),
    responseTimeHours: z.number().int().min(1).max(72).default(24),
    isAvailable: z.boolean().default(true),
  })
  .meta({ id: 'PerformerRatesBody' });

/** The signed-in performer's own profile with the onboarding checklist (GET /api/performers/me). */
export const OwnPerformer = PerformerListItem.extend({
  onboarding: z.object({
    profileCompleted: z.boolean(),
    isVerified: z.boolean(),
    ratesConfigured: z.boolean(),
    stripeConnected: z.boolean(),
  }),
}).meta({ id: 'OwnPerformer' });

export const PayoutAccountResponse = OwnPerformer.extend({ onboardingUrl: z.url().nullable() }).meta({
  id: 'PayoutAccountResponse',
});

export const ApplicationResponse = z
  .object({ id: z.uuid(), status: z.literal('submitted'), message: z.string() })
  .meta({ id: 'ApplicationResponse' });
