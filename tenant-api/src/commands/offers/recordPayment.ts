import { randomUUID } from 'node:crypto';
import type { TenantEm } from '../../db/tenantScope';
import { chargeJournal } from '../../domain/ledger';
import { OfferEntity, type Offer } from '../../entities';
import { AppError } from '../../http/errors';
import { notify } from '../../notifications/notify';
import type { CheckoutStatus } from '../../payments/gateway';
import { postJournal } from '../../payments/ledgerWriter';
import { applyTransition, loadParties, lockOffer } from './offerStore';
import { overlapBefore } from './performerCalendar';
import { eventWhen } from '../../domain/offerTiming';

/**
 * Books a completed checkout: the offer becomes PAID (escrow held), the payment row is marked,
 * and the charge journal is posted — all in one transaction, and only once however often the
 * verify call or the webhook repeats it.
 */
export async function recordPayment(
  em: TenantEm,
  gatewayName: string,
  checkout: CheckoutStatus,
  now: Date,
  options: { buyerId?: string } = {},
) {
  const found =
    (await findPaymentRow(em, gatewayName, checkout)) ?? (await repairPaymentRow(em, gatewayName, checkout));
  if (!found) throw new AppError(404, 'not_found', 'No payment session found.');
  // The offer first, then its payment: the same order as every other writer, so none deadlock.
  const offer = await lockOffer(em, found.offer_id);
  if (options.buyerId !== undefined && offer.buyerId !== options.buyerId)
    throw new AppError(404, 'not_found', 'No payment session found.');
  const payment = (await findPaymentRow(em, gatewayName, checkout, 'for update'))!;
  if (payment.status === 'paid') return offer;
  if (payment.status === 'refunded') throw new AppError(409, 'payment_refunded', refundedMessage(offer));
  if (checkout.status !== 'paid') {
    throw new AppError(409, 'payment_not_completed', NOT_COMPLETED[checkout.status]);
  }
  if (checkout.amountCents !== Number(payment.amount_cents)) {
    throw new AppError(409, 'amount_mismatch', 'The amount paid does not match the offer');
  }
  applyTransition(em, offer, 'pay', {
    actor: 'system',
    user: null,
    now,
    amountCents: checkout.amountCents,
    overlappingBooking: await overlapBefore(em, offer, 'pay'),
  });
  offer.paidAt = now;
  await em.execute(`update payments set status = 'paid', paid_at = ?, provider_payment_id = ? where id = ?`, [
    now,
    checkout.paymentId,
    payment.id,
  ]);
  await postJournal(
    em,
    offer.tenantId,
    offer.id,
    chargeJournal(Number(offer.subtotalCents), Number(offer.platformFeeCents)),
  );
  const { buyer, performer, performerUser } = await loadParties(em, offer);
  notify(em, buyer, {
    kind: 'offer_paid',
    title: `Payment received for ${offer.eventName}`,
    body: `Your booking with ${performer.stageName} is confirmed; the payment is held in escrow.`,
    offerId: offer.id,
  });
  notify(em, performerUser, {
    kind: 'offer_paid',
    title: `${offer.eventName} is booked`,
    body: `The buyer paid into escrow. You are paid after the event (${eventWhen(offer)}).`,
    offerId: offer.id,
  });
  await em.flush();
  return offer;
}

/** Why a checkout the buyer came back from books nothing yet, in their words. */
const NOT_COMPLETED: Record<CheckoutStatus['status'], string> = {
  open: 'The payment has not gone through yet; finish it on the checkout page, or try again in a moment.',
  paid: 'The payment is complete.',
  expired: 'This checkout was closed before it was paid; nothing was charged.',
  failed: 'The payment failed and nothing was charged; start the checkout again to retry.',
};

interface PaymentRow {
  id: string;
  offer_id: string;
  status: string;
  amount_cents: string;
}

async function findPaymentRow(
  em: TenantEm,
  gatewayName: string,
  checkout: CheckoutStatus,
  lock: '' | 'for update' = '',
): Promise<PaymentRow | null> {
  const [payment] = await em.execute<PaymentRow[]>(
    `select id, offer_id, status, amount_cents from payments where gateway = ? and session_id = ? ${lock}`,
    [gatewayName, checkout.sessionId],
  );
  return payment ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A paid session the provider knows but we never stored (the process stopped between creating
 * the session and saving it): its metadata names the offer, so the row is written now, priced
 * from the offer — the amount check below still compares it with what was paid.
 */
async function repairPaymentRow(em: TenantEm, gatewayName: string, checkout: CheckoutStatus) {
  if (checkout.purpose !== 'offer' || checkout.status !== 'paid' || !checkout.offerId || !UUID.test(checkout.offerId))
    return null;
  const offer = await em.findOne(OfferEntity, { id: checkout.offerId });
  if (!offer || (checkout.tenantId && checkout.tenantId !== offer.tenantId)) return null;
  // Not `open`: the offer's own open checkout (if any) stays the one handed out.
  await em.execute(
    `insert into payments (tenant_id, id, offer_id, gateway, session_id, checkout_url, status, amount_cents)
     values (?, ?, ?, ?, ?, '', 'superseded', ?) on conflict do nothing`,
    [offer.tenantId, randomUUID(), offer.id, gatewayName, checkout.sessionId, Number(offer.totalAmountCents)],
  );
  return findPaymentRow(em, gatewayName, checkout);
}

/**
 * A checkout that can no longer be paid (expired, or its delayed payment failed): the payment
 * row is closed so the buyer's next checkout starts a fresh session. A paid row is never touched.
 */
export async function closeCheckout(em: TenantEm, gatewayName: string, checkout: CheckoutStatus): Promise<boolean> {
  if (checkout.status !== 'expired' && checkout.status !== 'failed') return false;
  const closed = await em.execute<{ id: string }[]>(
    `update payments set status = ? where gateway = ? and session_id = ? and status in ('open', 'superseded') returning id`,
    [checkout.status, gatewayName, checkout.sessionId],
  );
  return closed.length > 0;
}

/** What a buyer reads when a payment of theirs was sent back instead of booked. */
export function refundedMessage(offer: Pick<Offer, 'status'>): string {
  return `This payment was refunded in full: ${whyUnbookable(offer.status)}. No booking was made from it.`;
}

/**
 * Why an offer cannot take a payment, in the buyer's words: its state, or (`double_booking`) the
 * performer being booked elsewhere at that time by then.
 */
export function whyUnbookable(status: Offer['status'], code?: string): string {
  if (code === 'double_booking' && status === 'ACCEPTED')
    return 'the performer was booked for an overlapping time before the payment arrived';
  switch (status) {
    case 'EXPIRED':
      return 'the offer expired before the payment arrived';
    case 'CANCELLED':
      return 'the offer was cancelled before the payment arrived';
    case 'REJECTED':
      return 'the offer was declined';
    case 'PAID':
    case 'COMPLETED':
    case 'PAID_OUT':
      return 'this offer was already paid through another checkout, and that payment is the booking';
    default:
      return `the offer is ${status}, so it cannot take a payment`;
  }
}
