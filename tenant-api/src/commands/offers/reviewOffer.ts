import type { TenantEm } from '../../db/tenantScope';
import type { User } from '../../entities';
import { notify } from '../../notifications/notify';
import { recordAudit } from '../admin/audit';
import type { OfferAccess } from './access';
import { applyTransition, loadParties, lockOffer } from './offerStore';
import { eventWhen } from '../../domain/offerTiming';

/** A tenant admin approves a guest buyer's offer (it reaches the performer) or rejects it. */
export async function reviewOffer(
  em: TenantEm,
  access: OfferAccess,
  offerId: string,
  decision: { approve: boolean; reason?: string | undefined },
  context: { user: User; now: Date },
) {
  const offer = await lockOffer(em, offerId);
  const actor = await access.roleOf(em, offer);
  const statusBefore = offer.status;
  applyTransition(em, offer, decision.approve ? 'approve' : 'adminReject', {
    actor,
    user: context.user,
    now: context.now,
    note: decision.reason ?? null,
  });
  offer.adminApproved = decision.approve;
  const { buyer, performer, performerUser } = await loadParties(em, offer);
  if (decision.approve) {
    notify(em, buyer, {
      kind: 'offer_approved',
      title: `Your offer to ${performer.stageName} was approved`,
      body: 'It is now with the performer.',
      offerId: offer.id,
    });
    notify(em, performerUser, {
      kind: 'offer_received',
      title: `New offer: ${offer.eventName}`,
      body: `You have a new offer for ${offer.eventName} on ${eventWhen(offer)}.`,
      offerId: offer.id,
    });
  } else {
    notify(em, buyer, {
      kind: 'offer_rejected_by_admin',
      title: `Your offer to ${performer.stageName} was not approved`,
      body: decision.reason ? `Reason: ${decision.reason}` : 'Contact support for details.',
      offerId: offer.id,
    });
  }
  await em.flush();
  await recordAudit(em, context.user, {
    action: decision.approve ? 'offer.approve' : 'offer.reject',
    target: `offer:${offer.id}`,
    before: { status: statusBefore },
    after: { status: offer.status, reason: decision.reason ?? null },
  });
  return { status: offer.status };
}
