import type { TenantEm } from '../../db/tenantScope';
import { refundJournal } from '../../domain/ledger';
import { shareOf } from '../../domain/money';
import { refundFor, type RefundDecision } from '../../domain/refunds';
import type { Offer, User } from '../../entities';
import { AppError } from '../../http/errors';
import { notify } from '../../notifications/notify';
import { postJournal } from '../../payments/ledgerWriter';
import type { Payments } from '../../payments/registry';
import type { OfferAccess } from './access';
import { applyTransition, loadParties, lockOffer } from './offerStore';

/**
 * What cancelling would refund now, shown to the user before they confirm. A full refund keeps
 * back the processing fee in force when the offer was made.
 */
export function cancellationQuote(offer: Offer, by: 'buyer' | 'performer' | 'admin', now: Date): RefundDecision {
  if (offer.status !== 'PAID') {
    return {
      refund: 0,
      retained: 0,
      band: 'none',
      rule: 'Nothing has been paid yet, so nothing is refunded',
      daysBefore: 0,
    };
  }
  const paid = Number(offer.totalAmountCents);
  const processingFee = shareOf(paid, offer.processingFeeBps) + offer.processingFixedCents;
  return refundFor({
    paidAmount: paid,
    processingFee,
    eventDate: offer.eventDate,
    venueTimeZone: offer.venueTimeZone,
    cancelledAt: now,
    cancelledBy: by,
  });
}

/**
 * Either side withdraws. Before payment nothing moves; after payment the refund policy decides
 * what goes back to the buyer (through the gateway, and into the ledger); whatever the buyer
 * does not get back stays in escrow for the performer's payout after the event date.
 */
export async function cancelOffer(
  em: TenantEm,
  access: OfferAccess,
  offerId: string,
  input: { reason?: string | undefined },
  context: { user: User; now: Date; payments: Payments },
) {
  const offer = await lockOffer(em, offerId);
  const actor = await access.roleOf(em, offer);
  const by = actor === 'performer' ? 'performer' : actor === 'admin' ? 'admin' : 'buyer';
  const decision = cancellationQuote(offer, by, context.now);
  const wasPaid = offer.status === 'PAID';
  applyTransition(em, offer, 'cancel', {
    actor,
    user: context.user,
    now: context.now,
    note: input.reason ?? null,
    amountCents: decision.refund,
  });
  offer.cancelledBy = by;
  if (wasPaid && decision.refund > 0) await refund(em, offer, decision.refund, context.payments);
  const { buyer, performerUser } = await loadParties(em, offer);
  const other = by === 'buyer' ? performerUser : buyer;
  notify(em, other, {
    kind: 'offer_cancelled',
    title: `${offer.eventName} was cancelled`,
    body: input.reason ? `Reason: ${input.reason}` : 'The booking was cancelled.',
    offerId: offer.id,
  });
  await em.flush();
  return { status: offer.status, refund: decision };
}

async function refund(em: TenantEm, offer: Offer, amount: number, payments: Payments): Promise<void> {
  const [payment] = await em.execute<{ gateway: string; provider_payment_id: string }[]>(
    `select gateway, provider_payment_id from payments where offer_id = ? and status = 'paid' order by paid_at desc limit 1`,
    [offer.id],
  );
  if (payment) {
    const gateway = payments.byName(payment.gateway);
    if (!gateway)
      throw new AppError(
        409,
        'gateway_unavailable',
        `This booking was paid through the ${payment.gateway} gateway, which is not enabled; refund it there`,
      );
    await gateway.refund({
      paymentId: payment.provider_payment_id,
      amountCents: amount,
      idempotencyKey: `refund:${offer.id}`,
    });
  }
  await postJournal(em, offer.tenantId, offer.id, refundJournal(amount, Number(offer.subtotalCents)));
}
