import type { TenantEm } from '../../db/tenantScope';
import type { User } from '../../entities';
import { notify } from '../../notifications/notify';
import { applyTransition, loadParties, lockOffer } from './offerStore';
import { overlapBefore } from './performerCalendar';
import type { OfferAccess } from './access';
import { eventWhen } from '../../domain/offerTiming';

/** The performer accepts (the buyer gets a checkout link) or declines a pending offer. */
export async function respondToOffer(
  em: TenantEm,
  access: OfferAccess,
  offerId: string,
  input: { action: 'accept' | 'decline'; notes?: string | undefined },
  context: { user: User; now: Date },
) {
  const offer = await lockOffer(em, offerId);
  const actor = await access.roleOf(em, offer);
  const transition = input.action === 'accept' ? 'accept' : 'decline';
  applyTransition(em, offer, transition, {
    actor,
    user: context.user,
    now: context.now,
    note: input.notes ?? null,
    overlappingBooking: await overlapBefore(em, offer, transition),
  });
  const { buyer, performer } = await loadParties(em, offer);
  if (input.action === 'accept') {
    notify(em, buyer, {
      kind: 'offer_accepted',
      title: `${performer.stageName} accepted your offer`,
      body: `Pay into escrow to confirm ${offer.eventName} on ${eventWhen(offer)}.`,
      offerId: offer.id,
    });
  } else {
    notify(em, buyer, {
      kind: 'offer_declined',
      title: `${performer.stageName} declined your offer`,
      body: `Your offer for ${offer.eventName} was declined.`,
      offerId: offer.id,
    });
  }
  await em.flush();
  return { action: input.action, status: offer.status };
}
