import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { z } from 'zod';
import type { SignUpBody } from '../contract';
import { hashPassword } from '../auth/passwords';
import type { TenantEm } from '../db/tenantScope';
import { PerformerEntity, UserEntity, type Performer, type Tenant, type User } from '../entities';
import { conflict } from '../http/errors';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

/** Creates a buyer or performer account; a performer also gets an (unvetted) profile to complete. */
export async function signUp(
  em: TenantEm,
  tenant: Tenant,
  input: z.output<typeof SignUpBody>,
): Promise<{ user: User; performer: Performer | null }> {
  if (await em.findOne(UserEntity, { email: input.email })) throw conflict('email_taken', EMAIL_TAKEN_MESSAGE);
  const user = em.create(UserEntity, {
    tenantId: tenant.id,
    id: randomUUID(),
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role,
    subscriptionTier: input.role === 'BUYER' ? (input.subscriptionTier ?? 'GUEST') : 'GUEST',
    companyName: null,
    profileImageUrl: null,
    phone: null,
    sessionVersion: 0,
  } as User);
  await flushUnlessTaken(em);
  if (input.role !== 'PERFORMER') return { user, performer: null };
  const performer = em.create(PerformerEntity, newPerformerProfile(tenant, user));
  await em.flush();
  return { user, performer };
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
    rating: '5.0',
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
