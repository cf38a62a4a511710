import type { TenantEm } from '../../db/tenantScope';
import { refundJournal } from '../../domain/ledger';
import { shareOf } from '../../domain/money';
import {
  cancellationSplit,
  refundFor,
  type CancellationSplit,
  type PaidParts,
  type RefundDecision,
  type RefundSplit,
} from '../../domain/refunds';
import type { Offer, User } from '../../entities';
import { AppError } from '../../http/errors';
import { notify } from '../../notifications/notify';
import { postJournal } from '../../payments/ledgerWriter';
import type { Payments } from '../../payments/registry';
import type { OfferAccess } from './access';
import { applyTransition, loadParties, lockOffer } from './offerStore';
import { escrowHeld } from './releaseEscrow';

/** What cancelling would refund now, and where every cent of the payment ends up (domain/refunds.ts). */
export type CancellationQuote = Omit<RefundDecision, keyof RefundSplit> & {
  /** Whose cancellation this prices: the caller's. */
  cancelledBy: Canceller;
  split: CancellationSplit;
};

type Canceller = 'buyer' | 'performer' | 'admin';

/**
 * What cancelling would refund now, shown to the user before they confirm: the policy's refund, and
 * the split — what the buyer gets back, what the performer is paid after the event (after
 * commission) and what the platform keeps. A full refund keeps back the processing fee in force
 * when the offer was made.
 */
export function cancellationQuote(offer: Offer, by: Canceller, now: Date): CancellationQuote {
  return quoteOf(offer, by, refundDecision(offer, by, now));
}

function quoteOf(
  offer: Offer,
  by: Canceller,
  { decision, paid }: { decision: RefundDecision; paid: PaidParts },
): CancellationQuote {
  const { refund, retained, band, rule, daysBefore } = decision;
  const split = cancellationSplit(decision, paid, offer.commissionBps);
  return { refund, retained, band, rule, daysBefore, cancelledBy: by, split };
}

function refundDecision(offer: Offer, by: Canceller, now: Date) {
  if (offer.status !== 'PAID') {
    const decision: RefundDecision = {
      refund: 0,
      retained: 0,
      band: 'none',
      rule: 'Nothing has been paid yet, so nothing is refunded',
      daysBefore: 0,
      fromEscrow: 0,
      fromServiceFee: 0,
    };
    return { decision, paid: { escrow: 0, serviceFee: 0 } };
  }
  const paid = paidParts(offer);
  const processingFee = shareOf(paid.escrow + paid.serviceFee, offer.processingFeeBps) + offer.processingFixedCents;
  const decision = refundFor({
    paid,
    processingFee,
    eventDate: offer.eventDate,
    venueTimeZone: offer.venueTimeZone,
    cancelledAt: now,
    cancelledBy: by,
  });
  return { decision, paid };
}

/** What the buyer paid for a booking: its subtotal into escrow, its service fee to the platform. */
function paidParts(offer: Offer): PaidParts {
  return { escrow: Number(offer.subtotalCents), serviceFee: Number(offer.platformFeeCents) };
}

/**
 * Either side withdraws. Before payment nothing moves; after payment the refund policy decides
 * what goes back to the buyer (through the gateway, and into the ledger, from escrow and service
 * fee as `splitRefund` shares it); what the refund leaves in escrow is paid out to the performer
 * after the event by the sweep (releaseEscrow.ts). A refund that empties the escrow marks it released.
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
  const decided = refundDecision(offer, by, context.now);
  const { decision } = decided;
  const quote = quoteOf(offer, by, decided);
  const wasPaid = offer.status === 'PAID';
  applyTransition(em, offer, 'cancel', {
    actor,
    user: context.user,
    now: context.now,
    note: input.reason ?? null,
    amountCents: decision.refund,
  });
  offer.cancelledBy = by;
  if (wasPaid && decision.refund > 0) await refund(em, offer, decision, context.payments);
  if (wasPaid && (await escrowHeld(em, offer.id)) === 0) offer.escrowReleasedAt = context.now;
  const { buyer, performerUser } = await loadParties(em, offer);
  const other = by === 'buyer' ? performerUser : buyer;
  notify(em, other, {
    kind: 'offer_cancelled',
    title: `${offer.eventName} was cancelled`,
    body: input.reason ? `Reason: ${input.reason}` : 'The booking was cancelled.',
    offerId: offer.id,
  });
  await em.flush();
  return { status: offer.status, refund: quote };
}

async function refund(em: TenantEm, offer: Offer, decision: RefundDecision, payments: Payments): Promise<void> {
  const amount = decision.refund;
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
  await postJournal(em, offer.tenantId, offer.id, refundJournal(decision));
}
