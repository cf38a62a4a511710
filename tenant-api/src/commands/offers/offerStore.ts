import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { TenantEm } from '../../db/tenantScope';
import type { OverlappingBooking } from '../../domain/bookingOverlap';
import { checkTransition, type OfferActor, type OfferTransitionName } from '../../domain/offerStateMachine';
import { responseDeadline, startOfEvent } from '../../domain/offerTiming';
import { OfferEntity, OfferEventEntity, PerformerEntity, UserEntity, type Offer, type User } from '../../entities';
import { AppError, notFound } from '../../http/errors';
import type { OfferParties } from '../../presenters/offer';

export const OFFER_NOT_FOUND = 'Offer not found';

/** Loads an offer and locks its row until the transaction ends: concurrent changes queue here. */
export async function lockOffer(em: TenantEm, id: string): Promise<Offer> {
  const offer = await em.findOne(OfferEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!offer) throw notFound(OFFER_NOT_FOUND);
  return offer;
}

export async function loadParties(em: TenantEm, offer: Offer): Promise<OfferParties> {
  const buyer = await em.findOneOrFail(UserEntity, { id: offer.buyerId });
  const performer = await em.findOneOrFail(PerformerEntity, { id: offer.performerId });
  const performerUser = await em.findOneOrFail(UserEntity, { id: performer.userId });
  return { buyer, performer, performerUser };
}

export interface TransitionContext {
  actor: OfferActor;
  user: User | null;
  now: Date;
  note?: string | null;
  amountCents?: number | null;
  /** From `overlapBefore` (performerCalendar.ts) for transitions that book the performer. */
  overlappingBooking?: OverlappingBooking | null;
}

/**
 * Moves an offer along one transition of the state machine, or answers 409 naming why not.
 * Records who did it in the offer's history and resets the response deadline for the new state.
 */
export function applyTransition(
  em: TenantEm,
  offer: Offer,
  name: OfferTransitionName,
  context: TransitionContext,
): void {
  const check = checkTransition(
    {
      status: offer.status,
      counterOfferCount: offer.counterOfferCount,
      eventStartsAt: startOfEvent(offer),
      overlappingBooking: context.overlappingBooking ?? null,
    },
    name,
    context.actor,
    context.now,
  );
  if (!check.ok) {
    const code = check.reason === 'not_allowed' ? 403 : 409;
    const fields = check.conflictingOfferId ? { conflictingOfferId: check.conflictingOfferId } : undefined;
    throw new AppError(code, check.reason, check.message, fields);
  }
  const from = offer.status;
  offer.status = check.to;
  offer.stateEnteredAt = context.now;
  offer.responseDeadline = responseDeadline(check.to, context.now, startOfEvent(offer));
  recordEvent(em, offer, { transition: name, from, ...context });
}

export function recordEvent(
  em: TenantEm,
  offer: Offer,
  event: { transition: string; from: Offer['status'] | null } & TransitionContext,
): void {
  em.create(OfferEventEntity, {
    tenantId: offer.tenantId,
    id: randomUUID(),
    offerId: offer.id,
    transition: event.transition,
    fromStatus: event.from,
    toStatus: offer.status,
    actorUserId: event.user?.id ?? null,
    actorRole: event.actor,
    note: event.note ?? null,
    amountCents: event.amountCents ?? null,
    createdAt: event.now,
  });
}
