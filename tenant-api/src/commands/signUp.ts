import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { z } from 'zod';
import type { SignUpBody, SIGNUP_TIERS } from '../contract';

type SignupTier = (typeof SIGNUP_TIERS)[number];
import { hashPassword } from '../auth/passwords';
import type { TenantEm } from '../db/tenantScope';
import { PerformerEntity, UserEntity, type Performer, type Tenant, type User } from '../entities';
import { badRequest, conflict } from '../http/errors';
import { embedSignupTier, findBuyerTier, freeBuyerTier } from '../queries/tiers';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

export const EMBED_TIER_MESSAGE =
  'Plans are not chosen in the widget: you get the agency’s plan for widget sign-ups, and can change it on the marketplace';

/** Where the sign-up happens: the tenant's own site, or a widget embedded on an agency's page. */
export type SignUpChannel = 'site' | 'embed';

export interface SignUpResult {
  user: User;
  performer: Performer | null;
  /** A paid plan the buyer chose: the account starts on the free plan and this is bought next. */
  paidTierRequested: SignupTier | null;
}

/**
 * Creates a buyer or performer account; a performer also gets an (unvetted) profile to complete.
 * A buyer starts on the tenant's free plan (in a widget: the plan the admin chose for widget
 * sign-ups); a paid plan chosen on the sign-up form is never given, only requested.
 */
export async function signUp(
  em: TenantEm,
  tenant: Tenant,
  input: z.output<typeof SignUpBody>,
  channel: SignUpChannel,
): Promise<SignUpResult> {
  if (channel === 'embed' && input.subscriptionTier)
    throw badRequest(EMBED_TIER_MESSAGE, { subscriptionTier: EMBED_TIER_MESSAGE });
  if (await em.findOne(UserEntity, { email: input.email })) throw conflict('email_taken', EMAIL_TAKEN_MESSAGE);
  const startTier = input.role === 'BUYER' ? await startingTier(em, channel) : null;
  const requested =
    input.role === 'BUYER' && input.subscriptionTier ? await findBuyerTier(em, input.subscriptionTier) : null;
  const user = em.create(UserEntity, {
    tenantId: tenant.id,
    id: randomUUID(),
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role,
    subscriptionTier: startTier?.tier ?? 'GUEST',
    companyName: null,
    profileImageUrl: null,
    phone: null,
    sessionVersion: 0,
  } as User);
  await flushUnlessTaken(em);
  const paidTierRequested =
    requested && requested.tier !== user.subscriptionTier && requested.monthlyPriceCents > 0
      ? input.subscriptionTier!
      : null;
  if (input.role !== 'PERFORMER') return { user, performer: null, paidTierRequested };
  const performer = em.create(PerformerEntity, newPerformerProfile(tenant, user));
  await em.flush();
  return { user, performer, paidTierRequested: null };
}

function startingTier(em: TenantEm, channel: SignUpChannel) {
  return channel === 'embed' ? embedSignupTier(em) : freeBuyerTier(em);
}

/** The unique (tenant, email) index settles a race between two identical sign-ups. */
async function flushUnlessTaken(em: TenantEm): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict('email_taken', EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

function newPerformerProfile(tenant: Tenant, user: User): Performer {
  return {
    tenantId: tenant.id,
    id: randomUUID(),
    userId: user.id,
    stageName: `${user.firstName} ${user.lastName}`,
    shortBio: null,
    bio: '',
    baseFeeCents: 0,
    rating: null,
    reviewCount: 0,
    isAvailable: true,
    genres: [],
    profileImageUrl: null,
    media: [],
    city: null,
    state: null,
    lat: null,
    lng: null,
    isFeatured: false,
    isElite: false,
    cleanContent: false,
    isVetted: false,
    responseTimeHours: 24,
    performerTier: 'basic',
    profileCompleted: false,
    isVerified: false,
    ratesConfigured: false,
    stripeConnected: false,
    stripeAccountId: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
}
