import { randomUUID } from 'node:crypto';
import { PERFORMER_UNAVAILABLE_CODE, type OfferDraft } from '../../contract';
import { formatCalendarDate } from '../../contract/dates';
import { blockInTheWay, unavailableMessage } from '../availability/calendar';
import type { TenantEm } from '../../db/tenantScope';
import { billableNights, quoteBooking } from '../../domain/fees';
import { eventStartsAt, eventWhen, responseDeadline } from '../../domain/offerTiming';
import { zoneOfPlace } from '../../domain/timeZones';
import { allUsCities } from '../../db/seed/cities';
import {
  FeeSettingsEntity,
  OfferEntity,
  PerformerEntity,
  PerformerTierEntity,
  UserEntity,
  type Offer,
  type Performer,
  type User,
} from '../../entities';
import { AppError, badRequest, notFound } from '../../http/errors';
import { notify } from '../../notifications/notify';
import { findBuyerTier } from '../../queries/tiers';
import { recordEvent } from './offerStore';

export const EVENT_IN_PAST_MESSAGE = 'Event date must be in the future.';

export interface CreatedOffer {
  offer: Offer;
  message: string;
  requiresApproval: boolean;
}

/**
 * A buyer's offer to a vetted performer, priced with the fees of the buyer's tier and the
 * tenant's processing fee at this moment (later fee changes never touch it). Guest-tier offers wait for the tenant's admin.
 * A repeated request with an Idempotency-Key is answered by the route's one idempotency mechanism
 * (http/idempotency.ts) with the first answer, so it never reaches here twice.
 */
export async function createOffer(em: TenantEm, buyer: User, draft: OfferDraft, now: Date): Promise<CreatedOffer> {
  // The event's date and time are the venue's wall clock, in the zone of its city.
  const venueTimeZone = zoneOfPlace(allUsCities(), draft.venueCity, draft.venueState);
  const startsAt = eventStartsAt(draft.eventDate, draft.eventTime, venueTimeZone);
  if (startsAt.getTime() <= now.getTime())
    throw badRequest(EVENT_IN_PAST_MESSAGE, { eventDate: EVENT_IN_PAST_MESSAGE });

  const performer = await em.findOne(PerformerEntity, { id: draft.performerId, isVetted: true });
  if (!performer) throw notFound('Performer not found');
  if (!performer.isAvailable)
    throw new AppError(409, 'performer_unavailable', `${performer.stageName} is not taking bookings right now`);
  await refuseBlockedTime(em, performer, draft, venueTimeZone);

  const tier = await findBuyerTier(em, buyer.subscriptionTier);
  const performerTier = await em.findOneOrFail(PerformerTierEntity, { tier: performer.performerTier });
  const feeSettings = await em.findOneOrFail(FeeSettingsEntity, {});
  const quote = quoteBooking({
    offerAmount: draft.offerAmount,
    numberOfNights: billableNights(draft.isMultiNight, draft.numberOfNights),
    serviceFeeBps: tier.serviceFeeBps,
  });
  const status = tier.adminApprovalRequired ? 'PENDING_ADMIN_APPROVAL' : 'PENDING';
  const offer = em.create(OfferEntity, {
    tenantId: buyer.tenantId,
    id: randomUUID(),
    buyerId: buyer.id,
    performerId: performer.id,
    status,
    eventName: draft.eventName,
    eventDate: draft.eventDate,
    eventTime: draft.eventTime,
    eventType: draft.eventType,
    audienceSize: draft.audienceSize,
    contentRating: draft.contentRating,
    venueName: draft.venueName,
    venueAddress: draft.venueAddress,
    venueCity: draft.venueCity,
    venueState: draft.venueState,
    venueTimeZone,
    venueZip: draft.venueZip,
    venuePhone: draft.venuePhone,
    venueEmail: draft.venueEmail,
    venueType: draft.venueType,
    performanceLength: draft.performanceLength,
    specialRequests: draft.specialRequests,
    isMultiNight: draft.isMultiNight,
    numberOfNights: quote.numberOfNights,
    offerAmountCents: draft.offerAmount,
    counterOfferAmountCents: null,
    counterOfferCount: 0,
    buyerTier: buyer.subscriptionTier,
    serviceFeeBps: tier.serviceFeeBps,
    commissionBps: performerTier.commissionBps,
    processingFeeBps: feeSettings.processingFeeBps,
    processingFixedCents: feeSettings.processingFixedCents,
    subtotalCents: quote.subtotal,
    platformFeeCents: quote.platformFee,
    totalAmountCents: quote.totalAmount,
    requiresAdminApproval: tier.adminApprovalRequired,
    adminApproved: tier.adminApprovalRequired ? null : true,
    stateEnteredAt: now,
    responseDeadline: responseDeadline(status, now, startsAt),
    paidAt: null,
    cancelledBy: null,
    idempotencyKey: null,
    version: 1,
    createdAt: now,
    updatedAt: now,
  });
  recordEvent(em, offer, {
    transition: 'create',
    from: null,
    actor: 'buyer',
    user: buyer,
    now,
    amountCents: draft.offerAmount,
  });
  await tellWhoMustAct(em, offer, performer.userId, performer.stageName, buyer);
  await em.flush();
  return describe(offer, performer.stageName);
}

/** 409 when the performer has blocked any of the booking's performances in their calendar. */
async function refuseBlockedTime(em: TenantEm, performer: Performer, draft: OfferDraft, venueTimeZone: string) {
  const timing = {
    eventDate: draft.eventDate,
    eventTime: draft.eventTime,
    venueTimeZone,
    performanceLength: draft.performanceLength,
    numberOfNights: billableNights(draft.isMultiNight, draft.numberOfNights),
  };
  const blocked = await blockInTheWay(em, performer, timing);
  if (blocked) {
    throw new AppError(409, PERFORMER_UNAVAILABLE_CODE, unavailableMessage(performer.stageName, blocked), {
      eventDate: `Not available on ${formatCalendarDate(blocked.date)}`,
    });
  }
}

async function tellWhoMustAct(em: TenantEm, offer: Offer, performerUserId: string, stageName: string, buyer: User) {
  const title = `New offer: ${offer.eventName}`;
  if (offer.status === 'PENDING') {
    const performerUser = await em.findOneOrFail(UserEntity, { id: performerUserId });
    notify(em, performerUser, {
      kind: 'offer_received',
      title,
      body: `${buyer.firstName} ${buyer.lastName} sent you an offer for ${offer.eventName} on ${eventWhen(offer)}.`,
      offerId: offer.id,
    });
    return;
  }
  const admins = await em.find(UserEntity, { role: 'ADMIN' });
  for (const admin of admins) {
    notify(em, admin, {
      kind: 'approval_requested',
      title: `Approval needed: ${offer.eventName}`,
      body: `A guest buyer's offer to ${stageName} is waiting for approval.`,
      offerId: offer.id,
    });
  }
}

function describe(offer: Offer, stageName: string): CreatedOffer {
  const requiresApproval =
    offer.status === 'PENDING_ADMIN_APPROVAL' || (offer.requiresAdminApproval && offer.adminApproved === null);
  return {
    offer,
    requiresApproval,
    message: requiresApproval
      ? 'Your offer was submitted for approval. Guest offers are usually reviewed within 1-2 business hours.'
      : `Your offer was sent to ${stageName}. Performers usually respond within 24-48 hours.`,
  };
}
