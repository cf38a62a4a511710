import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { z } from 'zod';
import type { SignUpBody, SIGNUP_TIERS } from '../contract';

type SignupTier = (typeof SIGNUP_TIERS)[number];
import { hashPassword } from '../auth/passwords';
import type { RateLimiter } from '../auth/rateLimiter';
import type { Orm } from '../db/orm';
import { inTenant, type TenantEm } from '../db/tenantScope';
import { queueAccountEmail } from '../notifications/accountEmails';
import { PerformerEntity, UserEntity, type Performer, type Tenant, type User } from '../entities';
import { badRequest, conflict } from '../http/errors';
import { queueVerificationEmail, type VerificationMail } from './account/emailVerification';
import { embedSignupTier, findBuyerTier, freeBuyerTier } from '../queries/tiers';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

/** Sign-up's answer for a taken address: its owner has been e-mailed (`tellOwnerOfSignUpAttempt`). */
export const SIGNUP_EMAIL_TAKEN_MESSAGE =
  'An account with this email already exists. We have e-mailed that address: sign in, or reset your password if you forgot it.';

/** Two identical sign-ups at once: the other one made the account a moment ago. */
export const EMAIL_JUST_TAKEN_MESSAGE = 'An account with this email was created a moment ago. Sign in instead.';

export const EMBED_TIER_MESSAGE =
  'Plans are not chosen in the widget: you get the agency’s plan for widget sign-ups, and can change it on the marketplace';

/** Where the sign-up happens: the tenant's own site, or a widget embedded on an agency's page. */
export type SignUpChannel = 'site' | 'embed';

export interface SignUpResult {
  taken?: false;
  user: User;
  performer: Performer | null;
  /** A paid plan the buyer chose: the account starts on the free plan and this is bought next. */
  paidTierRequested: SignupTier | null;
}

/** An address that already has an account: nothing is created, and its owner is told (routes/auth.ts). */
export interface SignUpTaken {
  taken: true;
  owner: User;
}

/**
 * Creates a buyer or performer account; a performer also gets an (unvetted) profile to complete.
 * A buyer starts on the tenant's free plan (in a widget: the plan the admin chose for widget
 * sign-ups); a paid plan chosen on the sign-up form is never given, only requested. The new
 * account's address is unconfirmed, and its confirmation e-mail is queued in the same transaction
 * (docs/accounts.md). An address that has an account already creates nothing: `taken`.
 */
export async function signUp(
  em: TenantEm,
  tenant: Tenant,
  input: z.output<typeof SignUpBody>,
  channel: SignUpChannel,
  verification: VerificationMail,
): Promise<SignUpResult | SignUpTaken> {
  if (channel === 'embed' && input.subscriptionTier)
    throw badRequest(EMBED_TIER_MESSAGE, { subscriptionTier: EMBED_TIER_MESSAGE });
  const owner = await em.findOne(UserEntity, { email: input.email });
  if (owner) return { taken: true, owner };
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
    emailVerifiedAt: null,
  } as User);
  await flushUnlessTaken(em);
  await queueVerificationEmail(em, tenant, user, verification);
  const paidTierRequested =
    requested && requested.tier !== user.subscriptionTier && requested.monthlyPriceCents > 0
      ? input.subscriptionTier!
      : null;
  if (input.role !== 'PERFORMER') return { user, performer: null, paidTierRequested };
  const performer = em.create(PerformerEntity, newPerformerProfile(tenant, user));
  await em.flush();
  return { user, performer, paidTierRequested: null };
}

/**
 * "Someone tried to sign up with your address": e-mailed to the owner of an address a sign-up
 * found taken, at most once per `windowSeconds` for one address (SIGNUP_WINDOW_SECONDS), so the
 * sign-up form cannot be used to flood someone's inbox. Through the outbox, in the tenant's name.
 */
export async function tellOwnerOfSignUpAttempt(
  orm: Orm,
  tenant: Tenant,
  owner: Pick<User, 'tenantId' | 'email'>,
  limiter: RateLimiter,
  windowSeconds: number,
  siteOrigin: string,
  now: Date,
): Promise<void> {
  const first = (await limiter.hit(`signup:taken-mail:${tenant.id}:${owner.email}`, windowSeconds)) === 1;
  if (!first) return;
  await inTenant(orm, tenant.id, async (em) =>
    queueAccountEmail(
      em,
      owner,
      {
        kind: 'signup_attempt',
        title: 'Someone tried to sign up with your e-mail address',
        body: [
          `Someone (perhaps you) tried to create a new ${tenant.name} account with ${owner.email}, which already has an account. No new account was made and nothing changed on yours.`,
          `If it was you, sign in:\n${siteOrigin}/signin`,
          `Forgot your password? Reset it:\n${siteOrigin}${FORGOT_PASSWORD_PAGE}`,
          'If it was not you, you can ignore this e-mail.',
        ].join('\n\n'),
      },
      now,
    ),
  );
}

/** The password-reset page (the password reset flow's, host-app routes.tsx). */
const FORGOT_PASSWORD_PAGE = '/forgot-password';

function startingTier(em: TenantEm, channel: SignUpChannel) {
  return channel === 'embed' ? embedSignupTier(em) : freeBuyerTier(em);
}

/** The unique (tenant, email) index settles a race between two identical sign-ups. */
async function flushUnlessTaken(em: TenantEm): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict('email_taken', EMAIL_JUST_TAKEN_MESSAGE);
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
