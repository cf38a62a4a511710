import { calendarDaysUntil } from '../contract/dates';
import { performerPayout } from './fees';
import { assertCents, proportionOf, shareOf } from './money';

/**
 * SPEC 9's cancellation policy. "Days before" counts whole calendar days at the venue (in its
 * time zone) from the day of cancellation to the event day. When the performer (or an admin for them) cancels, the buyer
 * always gets everything back, fees included. Who bears a refund: `splitRefund` below.
 */
export const REFUND_BANDS = [
  { minDays: 30, band: 'full', rateBps: 10_000, rule: '30+ days before the event: full refund minus processing fees' },
  { minDays: 14, band: 'half', rateBps: 5_000, rule: '14-29 days before the event: 50% refund' },
  { minDays: 7, band: 'quarter', rateBps: 2_500, rule: '7-13 days before the event: 25% refund' },
  { minDays: -Infinity, band: 'none', rateBps: 0, rule: 'Under 7 days before the event: no refund' },
] as const;

/**
 * What the buyer paid for a booking, in its two parts: the performer's share, held in escrow (the
 * subtotal), and the platform's service fee.
 */
export interface PaidParts {
  escrow: number;
  serviceFee: number;
}

export interface RefundInput {
  paid: PaidParts;
  /** The card processing fee on the payment: what a 30+-day cancellation keeps back. */
  processingFee: number;
  eventDate: string;
  /** The venue's IANA time zone: the days are counted on its calendar. */
  venueTimeZone: string;
  cancelledAt: Date;
  cancelledBy: 'buyer' | 'performer' | 'admin';
}

/** Where the buyer's refund comes from: the escrow (the performer's share) and the service fee. */
export interface RefundSplit {
  fromEscrow: number;
  fromServiceFee: number;
}

export interface RefundDecision extends RefundSplit {
  refund: number;
  retained: number;
  band: 'full' | 'half' | 'quarter' | 'none' | 'performer_cancelled';
  rule: string;
  daysBefore: number;
}

/** Whole calendar days, at the venue, from the day `at` falls on there to the event day. */
export function daysBeforeEvent(eventDate: string, at: Date, venueTimeZone: string): number {
  return calendarDaysUntil(eventDate, at, venueTimeZone);
}

/**
 * Who bears a refund — the one rule (docs/fees.md "Who bears a refund"). The band's refund of the
 * whole payment (`gross`) is shared by the performer's share and the platform's service fee in
 * proportion to what each was paid: the service fee's part is `proportionOf(gross, serviceFee,
 * paid)` (money.ts's rounding), the escrow's the rest, so the two sum exactly. What is kept back of
 * it (`keptBack`: the processing fee of a 30+-day cancellation, which the platform paid) then
 * comes out of the platform's part, down to nothing; past that it is kept from the escrow's part.
 * The buyer gets `gross - keptBack`. Neither part is ever negative or more than was paid.
 */
export function splitRefund(gross: number, keptBack: number, paid: PaidParts): RefundSplit {
  assertCents(gross);
  assertCents(keptBack);
  const total = paid.escrow + paid.serviceFee;
  if (gross > total || keptBack > gross) {
    throw new RangeError(`A refund of ${gross} keeping ${keptBack} back does not fit a payment of ${total}`);
  }
  const serviceFeePart = total === 0 ? 0 : proportionOf(gross, paid.serviceFee, total);
  const fromServiceFee = Math.max(0, serviceFeePart - keptBack);
  return { fromEscrow: gross - keptBack - fromServiceFee, fromServiceFee };
}

export function refundFor(input: RefundInput): RefundDecision {
  const daysBefore = daysBeforeEvent(input.eventDate, input.cancelledAt, input.venueTimeZone);
  const paid = input.paid.escrow + input.paid.serviceFee;
  if (input.cancelledBy !== 'buyer') {
    return {
      refund: paid,
      retained: 0,
      band: 'performer_cancelled',
      rule: 'Cancelled by the performer: full refund',
      daysBefore,
      ...splitRefund(paid, 0, input.paid),
    };
  }
  const band = REFUND_BANDS.find((candidate) => daysBefore >= candidate.minDays)!;
  const gross = shareOf(paid, band.rateBps);
  const keptBack = band.band === 'full' ? Math.min(gross, input.processingFee) : 0;
  const refund = gross - keptBack;
  return {
    refund,
    retained: paid - refund,
    band: band.band,
    rule: band.rule,
    daysBefore,
    ...splitRefund(gross, keptBack, input.paid),
  };
}

/**
 * Where a cancelled booking's money ends up, once the escrow left after the refund is paid out
 * after the event: the buyer's refund, the performer's payout and the commission on it (taken
 * only on what the performer is finally paid), and what the platform keeps (the service fee it
 * did not return, plus that commission). The four add up to what the buyer paid.
 */
export interface CancellationSplit {
  buyerRefund: number;
  refundFromEscrow: number;
  refundFromServiceFee: number;
  performerPayout: number;
  commission: number;
  platformKeeps: number;
}

export function cancellationSplit(decision: RefundDecision, paid: PaidParts, commissionBps: number): CancellationSplit {
  const performer = performerPayout(paid.escrow - decision.fromEscrow, commissionBps);
  const serviceFeeKept = paid.serviceFee - decision.fromServiceFee;
  return {
    buyerRefund: decision.refund,
    refundFromEscrow: decision.fromEscrow,
    refundFromServiceFee: decision.fromServiceFee,
    performerPayout: performer.payout,
    commission: performer.commission,
    platformKeeps: serviceFeeKept + performer.commission,
  };
}
