import type pg from 'pg';
import type { TestApp } from './harness';

/** The local checkout page's form, as a browser posts it with the succeeding test card. */
export const TEST_CARD_FORM = 'cardNumber=4242424242424242&expiry=12%2F30&cvc=123';

export const sessionOf = (paymentUrl: string) => paymentUrl.split('/').pop()!;

/** The buyer pays on the local hosted checkout page (no verify call). */
export const payOnLocalPage = (app: TestApp, paymentUrl: string) =>
  app.request('POST', paymentUrl, {
    rawBody: TEST_CARD_FORM,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

export const verifyLocal = (app: TestApp, sessionId: string, token: string) =>
  app.request('GET', `/api/payments/verify-local-payment?session_id=${sessionId}`, { token });

/** Money per offer, as the ledger and the payments table tell it. */
export interface MoneyPicture {
  status: string;
  total: number;
  /** What the buyer was charged (cash in from buyer charges). */
  captured: number;
  /** What went back to the buyer (cash out in refund journals). */
  refunded: number;
  /** The sum of every ledger line of the offer. */
  ledgerSum: number;
  /** Every journal of the offer balances. */
  unbalancedJournals: number;
  paidPayments: number;
  /** Refunded by the cancellation policy (the cancel event's amount), when a paid offer was cancelled. */
  cancellationRefund: number;
}

export async function moneyOf(owner: pg.Client, offerId: string): Promise<MoneyPicture> {
  const offer = (await owner.query('select status, total_amount_cents from offers where id = $1', [offerId])).rows[0];
  const sums = (
    await owner.query(
      `select coalesce(sum(amount_cents) filter (where kind = 'buyer_charge' and account = 'cash'), 0)::bigint as captured,
              coalesce(-sum(amount_cents) filter (where kind = 'refund' and account = 'cash'), 0)::bigint as refunded,
              coalesce(sum(amount_cents), 0)::bigint as total
         from ledger_entries where offer_id = $1`,
      [offerId],
    )
  ).rows[0];
  const unbalanced = await owner.query(
    `select journal_id from ledger_entries where offer_id = $1 group by journal_id having sum(amount_cents) <> 0`,
    [offerId],
  );
  const paid = await owner.query(`select count(*)::int as n from payments where offer_id = $1 and status = 'paid'`, [
    offerId,
  ]);
  const cancel = await owner.query(
    `select coalesce(amount_cents, 0)::bigint as refund from offer_events
      where offer_id = $1 and transition = 'cancel' and from_status = 'PAID'`,
    [offerId],
  );
  return {
    status: offer.status,
    total: Number(offer.total_amount_cents),
    captured: Number(sums.captured),
    refunded: Number(sums.refunded),
    ledgerSum: Number(sums.total),
    unbalancedJournals: unbalanced.rowCount ?? 0,
    paidPayments: paid.rows[0].n,
    cancellationRefund: Number(cancel.rows[0]?.refund ?? 0),
  };
}

/** What the booking keeps: its total while booked, what the policy kept after a paid cancellation, else nothing. */
export function bookedAmount(money: MoneyPicture): number {
  if (['PAID', 'COMPLETED', 'PAID_OUT'].includes(money.status)) return money.total;
  if (money.status === 'CANCELLED' && money.paidPayments === 1) return money.total - money.cancellationRefund;
  return 0;
}

/** The local provider's own books: paid on its sessions minus its refunds, for the offer. */
export async function localProviderNet(owner: pg.Client, offerId: string): Promise<number> {
  const rows = await owner.query(
    `select coalesce(sum(s.amount_cents), 0)::bigint
            - coalesce((select sum(r.amount_cents) from local_refunds r
                         join local_checkout_sessions s2 on s2.payment_id = r.payment_id
                        where s2.offer_id = $1), 0)::bigint as net
       from local_checkout_sessions s where s.offer_id = $1 and s.status = 'paid'`,
    [offerId],
  );
  return Number(rows.rows[0].net);
}
