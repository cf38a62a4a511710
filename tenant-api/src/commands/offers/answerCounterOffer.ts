import { offerAmountProblem } from '../../contract/constants';
import type { TenantEm } from '../../db/tenantScope';
import { quoteBooking } from '../../domain/fees';
import type { User } from '../../entities';
import { AppError } from '../../http/errors';
import { notify } from '../../notifications/notify';
import type { OfferAccess } from './access';
import { applyTransition, loadParties, lockOffer } from './offerStore';
import { overlapBefore } from './performerCalendar';

/**
 * The buyer's answer to a counter-offer. Accepting agrees to the counter amount, re-prices the
 * booking with the fee rate frozen on the offer, and answers the checkout link.
 */
export async function answerCounterOffer(
  em: TenantEm,
  access: OfferAccess,
  offerId: string,
  input: { action: 'accept' | 'decline'; notes?: string | undefined },
  context: { user: User; now: Date },
) {
  const offer = await lockOffer(em, offerId);
  const actor = await access.roleOf(em, offer);
  const accepting = input.action === 'accept';
  const transition = accepting ? 'acceptCounter' : 'declineCounter';
  applyTransition(em, offer, transition, {
    overlappingBooking: await overlapBefore(em, offer, transition),
    actor,
    user: context.user,
    now: context.now,
    note: input.notes ?? null,
    amountCents: accepting ? offer.counterOfferAmountCents : null,
  });
  const { performerUser } = await loadParties(em, offer);
  if (accepting && offer.counterOfferAmountCents !== null) {
    // A counter sent before the offer limits held for counters (issue 39) may lie outside them: it
    // cannot become the offer (the buyer can still decline it), and nothing is written.
    const problem = offerAmountProblem(offer.counterOfferAmountCents);
    if (problem)
      throw new AppError(409, 'counter_offer_out_of_range', `This counter-offer cannot be accepted. ${problem}`);
    const quote = quoteBooking({
      offerAmount: offer.counterOfferAmountCents,
      numberOfNights: offer.numberOfNights,
      serviceFeeBps: offer.serviceFeeBps,
    });
    offer.offerAmountCents = quote.offerAmount;
    offer.subtotalCents = quote.subtotal;
    offer.platformFeeCents = quote.platformFee;
    offer.totalAmountCents = quote.totalAmount;
  }
  notify(em, performerUser, {
    kind: accepting ? 'offer_accepted' : 'offer_declined',
    title: accepting
      ? `Your counter-offer for ${offer.eventName} was accepted`
      : `Your counter-offer for ${offer.eventName} was declined`,
    body: accepting ? 'The buyer is paying into escrow now.' : 'The buyer declined the counter-offer.',
    offerId: offer.id,
  });
  await em.flush();
  return { action: input.action, status: offer.status };
}
