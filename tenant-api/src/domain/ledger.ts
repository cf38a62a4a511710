import { performerPayout } from './fees';
import type { RefundSplit } from './refunds';

/**
 * The double-entry ledger's postings. Each journal is a list of (account, amount) lines whose
 * amounts sum to zero: debits are positive, credits negative. Accounts:
 * - `cash`: money held at the payment provider for this marketplace;
 * - `escrow`: owed to the performer until payout (a liability, so it carries credits);
 * - `platform_fees`: buyer service fees earned; `platform_commission`: performer commission earned.
 * - `unbooked_payments`: money a buyer paid that no booking can take (a second checkout, an offer
 *   that expired or was cancelled first); it is refunded in full, so this account returns to zero.
 * Payouts and refunds are credits to `cash` (money leaving), told apart by the journal's kind.
 */
export type LedgerAccount =
  'cash' | 'escrow' | 'platform_fees' | 'platform_commission' | 'subscription_revenue' | 'unbooked_payments';

export interface Posting {
  account: LedgerAccount;
  amount: number;
}

export type JournalKind = 'buyer_charge' | 'performer_payout' | 'refund' | 'subscription_charge';

export interface Journal {
  kind: JournalKind;
  postings: Posting[];
}

/** The buyer pays subtotal + service fee: the subtotal is held in escrow, the fee is earned. */
export function chargeJournal(subtotal: number, platformFee: number): Journal {
  return journal('buyer_charge', [
    { account: 'cash', amount: subtotal + platformFee },
    { account: 'escrow', amount: -subtotal },
    { account: 'platform_fees', amount: -platformFee },
  ]);
}

/**
 * A payment no booking can take: the charge lands in `unbooked_payments` and the refund takes it
 * straight back out, so captured minus refunded for it is zero and no fee is earned on it.
 */
export function unbookedPaymentJournals(amount: number): [Journal, Journal] {
  return [
    journal('buyer_charge', [
      { account: 'cash', amount },
      { account: 'unbooked_payments', amount: -amount },
    ]),
    journal('refund', [
      { account: 'unbooked_payments', amount },
      { account: 'cash', amount: -amount },
    ]),
  ];
}

/** A buyer pays for a subscription plan: all of it is earned at once. */
export function subscriptionJournal(amount: number): Journal {
  return journal('subscription_charge', [
    { account: 'cash', amount },
    { account: 'subscription_revenue', amount: -amount },
  ]);
}

/**
 * After the event what remains in the offer's escrow (all of it for a booking; what a refund left
 * for a cancelled one) is released: the commission on it is earned, the rest is paid out.
 */
export function payoutJournal(
  escrowed: number,
  commissionBps: number,
): Journal & { payout: number; commission: number } {
  const { commission, payout } = performerPayout(escrowed, commissionBps);
  return {
    ...journal('performer_payout', [
      { account: 'escrow', amount: escrowed },
      { account: 'platform_commission', amount: -commission },
      { account: 'cash', amount: -payout },
    ]),
    payout,
    commission,
  };
}

/**
 * A cancellation's refund, taken from the escrow and the service fee as domain/refunds.ts's one
 * rule (`splitRefund`) split it; what it leaves in escrow is paid out to the performer after the event.
 */
export function refundJournal(split: RefundSplit): Journal {
  return journal('refund', [
    { account: 'escrow', amount: split.fromEscrow },
    { account: 'platform_fees', amount: split.fromServiceFee },
    { account: 'cash', amount: -(split.fromEscrow + split.fromServiceFee) },
  ]);
}

function journal(kind: JournalKind, postings: Posting[]): Journal {
  const lines = postings.filter((posting) => posting.amount !== 0);
  const sum = lines.reduce((total, posting) => total + posting.amount, 0);
  if (sum !== 0) throw new Error(`Journal ${kind} does not balance: ${sum}`);
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount)) throw new RangeError(`Not a cent amount: ${line.amount}`);
  }
  return { kind, postings: lines };
}
