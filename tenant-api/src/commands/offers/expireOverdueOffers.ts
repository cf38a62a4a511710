import type { Orm } from '../../db/orm';
import { inTenant, type TenantEm } from '../../db/tenantScope';
import { OfferEntity, type Offer } from '../../entities';
import { notify } from '../../notifications/notify';
import { applyTransition, loadParties, lockOffer } from './offerStore';

/** Offers one sweep expires at most per tenant; the next sweep takes the rest. */
export const EXPIRY_BATCH = 500;
const EXPIRABLE = ['PENDING', 'COUNTER_OFFER', 'ACCEPTED'] as const;

/**
 * Expires this tenant's offers whose response deadline has passed, each in its own short
 * transaction: an offer's row lock is held only while that offer changes, a failure keeps the
 * offers expired before it, and the work grows with the batch, not its square (one unit of work
 * holding the whole batch was re-checked on every read). Each offer is locked and re-checked, so a
 * performer answering at the same moment either wins or finds it expired.
 */
export async function expireOverdueOffers(orm: Orm, tenantId: string, now: Date): Promise<string[]> {
  const overdue = await inTenant(orm, tenantId, (em) =>
    em.find(
      OfferEntity,
      { status: { $in: [...EXPIRABLE] }, responseDeadline: { $lte: now } },
      { fields: ['id'], limit: EXPIRY_BATCH, orderBy: { responseDeadline: 'asc' } },
    ),
  );
  const expired: string[] = [];
  for (const { id } of overdue) {
    if (await inTenant(orm, tenantId, (em) => expireOffer(em, id, now))) expired.push(id);
  }
  return expired;
}

async function expireOffer(em: TenantEm, id: string, now: Date): Promise<boolean> {
  const offer = await lockOffer(em, id);
  if (!isOverdue(offer, now)) return false;
  applyTransition(em, offer, 'expire', { actor: 'system', user: null, now, note: 'No answer before the deadline' });
  const { buyer, performerUser } = await loadParties(em, offer);
  for (const user of [buyer, performerUser]) {
    notify(em, user, {
      kind: 'offer_expired',
      title: `${offer.eventName} expired`,
      body: 'The offer expired without an answer.',
      offerId: offer.id,
    });
  }
  return true;
}

function isOverdue(offer: Offer, now: Date): boolean {
  return Boolean(offer.responseDeadline && offer.responseDeadline <= now) && EXPIRABLE.some((s) => s === offer.status);
}
