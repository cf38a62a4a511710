import type { TenantEm } from '../../db/tenantScope';
import { OfferEntity } from '../../entities';
import { notify } from '../../notifications/notify';
import { applyTransition, loadParties, lockOffer } from './offerStore';

/**
 * Expires every offer of this tenant whose response deadline has passed. Each offer is locked
 * and re-checked, so a performer answering at the same moment either wins or finds it expired.
 */
export async function expireOverdueOffers(em: TenantEm, now: Date): Promise<string[]> {
  const overdue = await em.find(
    OfferEntity,
    { status: { $in: ['PENDING', 'COUNTER_OFFER', 'ACCEPTED'] }, responseDeadline: { $lte: now } },
    { fields: ['id'], limit: 500 },
  );
  const expired: string[] = [];
  for (const { id } of overdue) {
    const offer = await lockOffer(em, id);
    if (!offer.responseDeadline || offer.responseDeadline > now) continue;
    if (!['PENDING', 'COUNTER_OFFER', 'ACCEPTED'].includes(offer.status)) continue;
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
    expired.push(offer.id);
  }
  await em.flush();
  return expired;
}
