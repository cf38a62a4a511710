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

/**
 * The keys of ledger_tallies whose sums differ from the ledger's own entries added up per party of
 * their offers (buyer, performer), account and kind: none while the tallies' triggers keep up.
 */
export async function ledgerTallyMismatches(owner: pg.Client): Promise<string[]> {
  const rows = await owner.query(
    `with kept as (
       select tenant_id, party, party_id, account, kind, sum(amount_cents)::bigint as amount, sum(entries)::int as entries
         from ledger_tallies group by 1, 2, 3, 4, 5
       having sum(amount_cents) <> 0 or sum(entries) <> 0
     ), recomputed as (
       select l.tenant_id, p.party, p.party_id, l.account, l.kind, sum(l.amount_cents)::bigint as amount, count(*)::int as entries
         from ledger_entries l
         join offers o on o.tenant_id = l.tenant_id and o.id = l.offer_id
         cross join lateral (values ('buyer', o.buyer_id), ('performer', o.performer_id)) as p (party, party_id)
        group by 1, 2, 3, 4, 5
     )
     select concat_ws('|', coalesce(k.party, r.party), coalesce(k.party_id, r.party_id), coalesce(k.account, r.account),
                      coalesce(k.kind, r.kind), k.amount, r.amount) as mismatch
       from kept k
       full join recomputed r using (tenant_id, party, party_id, account, kind)
      where k.amount is distinct from r.amount or k.entries is distinct from r.entries`,
  );
  return rows.rows.map((row) => row.mismatch as string);
}

/** Where an offer's money went, as its journals tell it (cents; credits to the platform as positive). */
export interface Settlement {
  /** Cash in from the buyer's charges. */
  captured: number;
  /** Cash back to the buyer (refund journals). */
  refunded: number;
  /** Cash out to the performer (payout journals). */
  performerPaidOut: number;
  /** The service fee the platform kept. */
  platformFees: number;
  /** The commission the platform kept. */
  commission: number;
  /** What is left in escrow (owed to the performer). */
  escrow: number;
  unbooked: number;
  ledgerSum: number;
  payoutJournals: number;
}

export async function settlementOf(owner: pg.Client, offerId: string): Promise<Settlement> {
  const row = (
    await owner.query(
      `select coalesce(sum(amount_cents) filter (where kind = 'buyer_charge' and account = 'cash'), 0)::bigint as captured,
              coalesce(-sum(amount_cents) filter (where kind = 'refund' and account = 'cash'), 0)::bigint as refunded,
              coalesce(-sum(amount_cents) filter (where kind = 'performer_payout' and account = 'cash'), 0)::bigint as paid_out,
              coalesce(-sum(amount_cents) filter (where account = 'platform_fees'), 0)::bigint as platform_fees,
              coalesce(-sum(amount_cents) filter (where account = 'platform_commission'), 0)::bigint as commission,
              coalesce(-sum(amount_cents) filter (where account = 'escrow'), 0)::bigint as escrow,
              coalesce(-sum(amount_cents) filter (where account = 'unbooked_payments'), 0)::bigint as unbooked,
              coalesce(sum(amount_cents), 0)::bigint as ledger_sum,
              count(distinct journal_id) filter (where kind = 'performer_payout')::int as payout_journals
         from ledger_entries where offer_id = $1`,
      [offerId],
    )
  ).rows[0];
  return {
    captured: Number(row.captured),
    refunded: Number(row.refunded),
    performerPaidOut: Number(row.paid_out),
    platformFees: Number(row.platform_fees),
    commission: Number(row.commission),
    escrow: Number(row.escrow),
    unbooked: Number(row.unbooked),
    ledgerSum: Number(row.ledger_sum),
    payoutJournals: row.payout_journals,
  };
}

/** Every offer (of any tenant) that has ledger entries. */
export async function offersInLedger(owner: pg.Client): Promise<string[]> {
  const rows = await owner.query(`select distinct offer_id from ledger_entries where offer_id is not null`);
  return rows.rows.map((row) => row.offer_id as string);
}
