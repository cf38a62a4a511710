import type { TenantEm } from '../../db/tenantScope';
import { chargeJournal } from '../../domain/ledger';
import { AppError } from '../../http/errors';
import { notify } from '../../notifications/notify';
import type { CheckoutStatus } from '../../payments/gateway';
import { postJournal } from '../../payments/ledgerWriter';
import { applyTransition, loadParties, lockOffer } from './offerStore';

/**
 * Books a completed checkout: the offer becomes PAID (escrow held), the payment row is marked,
 * and the charge journal is posted — all in one transaction, and only once however often the
 * verify call or the webhook repeats it.
 */
export async function recordPayment(em: TenantEm, gatewayName: string, checkout: CheckoutStatus, now: Date) {
  const [payment] = await em.execute<{ id: string; offer_id: string; status: string; amount_cents: string }[]>(
    `select id, offer_id, status, amount_cents from payments where gateway = ? and session_id = ? for update`,
    [gatewayName, checkout.sessionId],
  );
  if (!payment) throw new AppError(404, 'not_found', 'No payment session found.');
  const offer = await lockOffer(em, payment.offer_id);
  if (payment.status === 'paid') return offer;
  if (checkout.status !== 'paid') {
    throw new AppError(409, 'payment_not_completed', `The payment is ${checkout.status}, not completed`);
  }
  if (checkout.amountCents !== Number(payment.amount_cents)) {
    throw new AppError(409, 'amount_mismatch', 'The amount paid does not match the offer');
  }
  applyTransition(em, offer, 'pay', { actor: 'system', user: null, now, amountCents: checkout.amountCents });
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
    body: `The buyer paid into escrow. You are paid after the event on ${offer.eventDate}.`,
    offerId: offer.id,
  });
  await em.flush();
  return offer;
}
