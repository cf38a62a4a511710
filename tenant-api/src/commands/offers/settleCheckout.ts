import type { Orm } from '../../db/orm';
import { inTenant, type TenantEm } from '../../db/tenantScope';
import { unbookedPaymentJournals } from '../../domain/ledger';
import { formatUsd } from '../../domain/money';
import { OfferEntity, type Offer } from '../../entities';
import { AppError } from '../../http/errors';
import { notify } from '../../notifications/notify';
import type { CheckoutStatus, PaymentGateway } from '../../payments/gateway';
import { postJournal } from '../../payments/ledgerWriter';
import { loadParties, lockOffer } from './offerStore';
import { closeCheckout, recordPayment, whyUnbookable } from './recordPayment';

/** Conflicts that will not go away on a retry: the payment can never be booked on its offer. */
const UNBOOKABLE = new Set(['wrong_state', 'amount_mismatch', 'event_passed', 'double_booking']);

export const isUnbookable = (error: unknown, checkout: CheckoutStatus): error is AppError =>
  error instanceof AppError &&
  error.status === 409 &&
  UNBOOKABLE.has(error.code) &&
  checkout.status === 'paid' &&
  checkout.purpose !== 'subscription' &&
  checkout.paymentId !== null;

/**
 * Settles a checkout the provider reports, whoever noticed it (the buyer's verify call, a webhook,
 * the reconciliation job, the expiry sweep): it is booked on its offer, or — when the offer cannot
 * take it (booked through another checkout, expired, cancelled, a different amount) — refunded in
 * full with its charge and refund journals. `book` runs in the booking's transaction (the verify
 * call reads the booking there). A refunded payment answers 409 `payment_refunded`, saying why.
 */
export async function settleCheckout<T>(
  orm: Orm,
  tenantId: string,
  gateway: PaymentGateway,
  checkout: CheckoutStatus,
  now: Date,
  options: { buyerId?: string; book?: (em: TenantEm, offer: Offer) => Promise<T> } = {},
): Promise<T | Offer> {
  try {
    return await inTenant(orm, tenantId, async (em) => {
      const offer = await recordPayment(em, gateway.name, checkout, now, { buyerId: options.buyerId });
      return options.book ? options.book(em, offer) : offer;
    });
  } catch (error) {
    if (!isUnbookable(error, checkout)) throw error;
    const refunded = await refundUnbookedPayment(orm, tenantId, gateway, checkout, now, error.code);
    throw new AppError(409, 'payment_refunded', refunded.message);
  }
}

/**
 * Sends a payment that no booking can take back to the buyer, in full, and records it: the payment
 * row becomes `refunded`, and the ledger gets the charge and its refund (they cancel out). The
 * provider is asked first, under a key of the session, so a repeat (verify and webhook at once, a
 * crash before the record) never refunds twice; the record is written once, under the offer's lock.
 */
export async function refundUnbookedPayment(
  orm: Orm,
  tenantId: string,
  gateway: PaymentGateway,
  checkout: CheckoutStatus,
  now: Date,
  /** The refusal's code, when one is known (`double_booking` explains itself differently). */
  reason?: string,
): Promise<{ message: string; offerId: string }> {
  const { refundId } = await gateway.refund({
    paymentId: checkout.paymentId!,
    amountCents: checkout.amountCents,
    idempotencyKey: `refund-unbooked:${checkout.sessionId}`,
  });
  return inTenant(orm, tenantId, async (em) => {
    const [row] = await em.execute<{ offer_id: string }[]>(
      `select offer_id from payments where gateway = ? and session_id = ?`,
      [gateway.name, checkout.sessionId],
    );
    const offer = row
      ? await lockOffer(em, row.offer_id)
      : await em.findOneOrFail(OfferEntity, { id: checkout.offerId! });
    const message = `${whyUnbookable(offer.status, reason)}, so your payment of ${formatUsd(checkout.amountCents)} was refunded in full. No booking was made from it.`;
    const buyerMessage = message.charAt(0).toUpperCase() + message.slice(1);
    const marked = await em.execute<{ id: string }[]>(
      `update payments set status = 'refunded', paid_at = coalesce(paid_at, ?), refunded_at = ?, refund_id = ?,
              provider_payment_id = ?
        where gateway = ? and session_id = ? and status in ('open', 'superseded', 'failed', 'expired')
        returning id`,
      [now, now, refundId, checkout.paymentId, gateway.name, checkout.sessionId],
    );
    if (marked.length === 0 && row) return { message: buyerMessage, offerId: offer.id };
    if (!row) {
      // A session we never stored (its metadata named the offer): keep a record of it all the same.
      await em.execute(
        `insert into payments (tenant_id, id, offer_id, gateway, session_id, checkout_url, status, amount_cents,
                               provider_payment_id, paid_at, refunded_at, refund_id)
         values (?, gen_random_uuid(), ?, ?, ?, '', 'refunded', ?, ?, ?, ?, ?)`,
        [
          tenantId,
          offer.id,
          gateway.name,
          checkout.sessionId,
          checkout.amountCents,
          checkout.paymentId,
          now,
          now,
          refundId,
        ],
      );
    }
    for (const journal of unbookedPaymentJournals(checkout.amountCents)) {
      await postJournal(em, offer.tenantId, offer.id, journal);
    }
    const { buyer } = await loadParties(em, offer);
    notify(em, buyer, {
      kind: 'payment_refunded',
      title: `Payment refunded for ${offer.eventName}`,
      body: buyerMessage,
      offerId: offer.id,
    });
    await em.flush();
    return { message: buyerMessage, offerId: offer.id };
  });
}

/**
 * Settles one session from what its provider reports now: `booked`, `refunded` (it could not be
 * booked), `closed` (expired or failed), or null (still open, or no answer to act on).
 */
export async function settleReported(
  orm: Orm,
  tenantId: string,
  gateway: PaymentGateway,
  checkout: CheckoutStatus,
  now: Date,
): Promise<'booked' | 'refunded' | 'closed' | null> {
  if (checkout.tenantId && checkout.tenantId !== tenantId) return null;
  if (checkout.status === 'paid') {
    try {
      await settleCheckout(orm, tenantId, gateway, checkout, now);
      return 'booked';
    } catch (error) {
      if (error instanceof AppError && error.code === 'payment_refunded') return 'refunded';
      if (error instanceof AppError) return null;
      throw error;
    }
  }
  const closed = await inTenant(orm, tenantId, (em) => closeCheckout(em, gateway.name, checkout));
  return closed ? 'closed' : null;
}
