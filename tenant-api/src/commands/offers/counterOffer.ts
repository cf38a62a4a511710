import type { TenantEm } from '../../db/tenantScope';
import type { User } from '../../entities';
import { notify } from '../../notifications/notify';
import type { OfferAccess } from './access';
import { applyTransition, loadParties, lockOffer } from './offerStore';
import { formatUsd } from '../../domain/money';

/** The performer's one counter-offer: a new amount (per night) for the buyer to accept or decline. */
export async function counterOffer(
  em: TenantEm,
  access: OfferAccess,
  offerId: string,
  input: { counterAmount: number; notes?: string | undefined },
  context: { user: User; now: Date },
) {
  const offer = await lockOffer(em, offerId);
  const actor = await access.roleOf(em, offer);
  applyTransition(em, offer, 'counter', {
    actor,
    user: context.user,
    now: context.now,
    note: input.notes ?? null,
    amountCents: input.counterAmount,
  });
  offer.counterOfferAmountCents = input.counterAmount;
  offer.counterOfferCount += 1;
  const { buyer, performer } = await loadParties(em, offer);
  notify(em, buyer, {
    kind: 'offer_countered',
    title: `${performer.stageName} sent a counter-offer`,
    body: `${performer.stageName} proposed ${formatUsd(input.counterAmount)} for ${offer.eventName}.`,
    offerId: offer.id,
  });
  await em.flush();
  return {
    status: offer.status,
    counterOfferAmount: input.counterAmount,
    message: 'Your counter-offer has been sent to the buyer.',
  };
}
