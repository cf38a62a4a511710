import type { ReviewAuthorRole } from '../../contract';
import type { TenantEm } from '../../db/tenantScope';
import { OfferEntity, PerformerEntity, type Offer, type User } from '../../entities';
import { forbidden, notFound } from '../../http/errors';

export const NOT_PARTY = 'Only the buyer and the performer of this booking can review it';

/** The offer of this tenant (404 otherwise), locked for the transaction when `lock` is set. */
export async function loadOffer(em: TenantEm, tenantId: string, offerId: string, lock = false): Promise<Offer> {
  if (lock) await em.execute(`select id from offers where tenant_id = ? and id = ? for update`, [tenantId, offerId]);
  const offer = await em.findOne(OfferEntity, { id: offerId }, { refresh: true });
  if (!offer) throw notFound('Offer not found');
  return offer;
}

/** The side the user is on in a booking: its buyer or its performer; anyone else gets a 403. */
export async function reviewSideOf(em: TenantEm, user: User, offer: Offer): Promise<ReviewAuthorRole> {
  if (offer.buyerId === user.id) return 'buyer';
  const performer = await em.findOne(PerformerEntity, { id: offer.performerId });
  if (performer && performer.userId === user.id) return 'performer';
  throw forbidden(NOT_PARTY);
}

export const otherSide = (role: ReviewAuthorRole): ReviewAuthorRole => (role === 'buyer' ? 'performer' : 'buyer');
