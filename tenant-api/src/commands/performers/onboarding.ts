import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { z } from 'zod';
import type { PerformerApplicationBody, PerformerProfileBody, PerformerRatesBody } from '../../contract';
import { allUsCities } from '../../db/seed/cities';
import type { Orm } from '../../db/orm';
import { inTenant, type TenantEm } from '../../db/tenantScope';
import { locateCity } from '../../domain/geocode';
import { PerformerEntity, UserEntity, type Performer, type User } from '../../entities';
import { AppError, badRequest, conflict, forbidden } from '../../http/errors';
import type { Payments } from '../../payments/registry';

export async function ownPerformer(em: TenantEm, user: User): Promise<Performer> {
  if (user.role !== 'PERFORMER') throw forbidden('Only performers have a performer profile');
  const performer = await em.findOne(PerformerEntity, { userId: user.id });
  if (!performer) throw new AppError(404, 'not_found', 'Performer profile not found');
  return performer;
}

/** The signed-in user comes from the session's read; its phone is written through this transaction's own copy. */
async function setAccountPhone(em: TenantEm, user: User, phone: string | null): Promise<void> {
  const account = await em.findOneOrFail(UserEntity, { id: user.id });
  account.phone = phone;
  user.phone = phone;
}

/** Step 1 of onboarding: the public profile; the city is geocoded from the bundled gazetteer. */
export async function updatePerformerProfile(em: TenantEm, user: User, input: z.output<typeof PerformerProfileBody>) {
  const performer = await ownPerformer(em, user);
  const place = locateCity(allUsCities(), input.city, input.state);
  if (!place)
    throw badRequest(`We could not find ${input.city}, ${input.state}`, { city: 'Choose a US city in that state' });
  Object.assign(performer, {
    stageName: input.stageName,
    shortBio: input.shortBio ?? null,
    bio: input.bio,
    genres: input.genres,
    city: place.name,
    state: place.state,
    lat: place.lat,
    lng: place.lng,
    cleanContent: input.cleanContent,
    profileCompleted: true,
  });
  if (input.phone !== undefined) await setAccountPhone(em, user, input.phone);
  await em.flush();
  return performer;
}

/** Step 3 of onboarding: rates and availability. */
export async function updatePerformerRates(em: TenantEm, user: User, input: z.output<typeof PerformerRatesBody>) {
  const performer = await ownPerformer(em, user);
  performer.baseFeeCents = input.baseFee;
  performer.responseTimeHours = input.responseTimeHours;
  performer.isAvailable = input.isAvailable;
  performer.ratesConfigured = true;
  await em.flush();
  return performer;
}

/**
 * Step 4 of onboarding: a payout account at the payment gateway. The local gateway's account is
 * ready at once; Stripe's is an Express account (created once) with an onboarding link until it
 * can receive payouts. The gateway is called outside any transaction.
 */
export async function connectPayoutAccount(orm: Orm, user: User, payments: Payments, origin: string) {
  const performer = await inTenant(orm, user.tenantId, (em) => ownPerformer(em, user));
  const back = `${origin}/settings#payout-account`;
  const account = await payments.gateway.connectAccount({
    tenantId: user.tenantId,
    performerId: performer.id,
    email: user.email,
    existingAccountId: performer.stripeAccountId,
    returnUrl: back,
    refreshUrl: back,
  });
  const saved = await inTenant(orm, user.tenantId, async (em) => {
    const own = await ownPerformer(em, user);
    own.stripeAccountId = account.accountId;
    own.stripeConnected = account.connected;
    await em.flush();
    return own;
  });
  return { performer: saved, onboardingUrl: account.onboardingUrl };
}

/** "Apply as Performer" / "Apply for Elite Status": one open application per tier. */
export async function applyAsPerformer(em: TenantEm, user: User, input: z.output<typeof PerformerApplicationBody>) {
  const id = randomUUID();
  try {
    await em.execute(
      `insert into performer_applications (tenant_id, id, user_id, tier, email, stage_name) values (?, ?, ?, ?, ?, ?)`,
      [user.tenantId, id, user.id, input.tier, input.email.toLowerCase(), input.stageName],
    );
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw conflict('application_open', 'You already have an application under review for this tier');
    }
    throw error;
  }
  return {
    id,
    status: 'submitted' as const,
    message: "We'll review your application and get back to you within 48 hours.",
  };
}
