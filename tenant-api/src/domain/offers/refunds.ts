import { assertCents, shareOf } from '../money';
import { calendarDaysUntil } from './calendar';

/**
 * SPEC 9's cancellation policy. "Days before the event" is the number of whole UTC calendar
 * days from the cancellation's date to the event's date, whatever the times of day: a
 * cancellation on 1 March for an event on 31 March is 30 days before; on the event day it is 0.
 * When the buyer cancels, the processing fees are never refunded and the band's share applies
 * to the rest of what they paid. When the performer cancels (or an admin cancels on their
 * behalf), the buyer gets back everything they paid, fees included, on any day.
 */
export type RefundBand = 'full' | 'half' | 'quarter' | 'none';

export const REFUND_BANDS = [
  {
    band: 'full',
    minDaysBefore: 30,
    refundBps: 10_000,
    rule: '30 or more days before the event: full refund minus processing fees',
  },
  { band: 'half', minDaysBefore: 14, refundBps: 5_000, rule: '14-29 days before the event: 50% refund' },
  { band: 'quarter', minDaysBefore: 7, refundBps: 2_500, rule: '7-13 days before the event: 25% refund' },
  { band: 'none', minDaysBefore: -Infinity, refundBps: 0, rule: 'Under 7 days before the event: no refund' },
] as const satisfies readonly { band: RefundBand; minDaysBefore: number; refundBps: number; rule: string }[];

export const PERFORMER_CANCELLED_RULE = 'Cancelled by the performer: full refund including fees';

export interface RefundInput {
  /** Everything the buyer paid, service fee included, in cents. */
  paidAmount: number;
  /** Payment processing fees, which a buyer who cancels does not get back. */
  processingFeeCents: number;
  eventDate: string;
  cancelledAt: Date;
  cancelledBy: 'buyer' | 'performer' | 'admin';
}

export interface Refund {
  refundCents: number;
  retainedCents: number;
  band: RefundBand;
  rule: string;
  daysBefore: number;
}

export function refundFor(input: RefundInput): Refund {
  assertCents(input.paidAmount);
  assertCents(input.processingFeeCents);
  const daysBefore = calendarDaysUntil(input.eventDate, input.cancelledAt);
  if (input.cancelledBy !== 'buyer') {
    return {
      refundCents: input.paidAmount,
      retainedCents: 0,
      band: 'full',
      rule: PERFORMER_CANCELLED_RULE,
      daysBefore,
    };
  }
  const { band, refundBps, rule } = bandFor(daysBefore);
  const refundable = Math.max(0, input.paidAmount - input.processingFeeCents);
  const refundCents = shareOf(refundable, refundBps);
  return { refundCents, retainedCents: input.paidAmount - refundCents, band, rule, daysBefore };
}

export function bandFor(daysBefore: number): (typeof REFUND_BANDS)[number] {
  return REFUND_BANDS.find((candidate) => daysBefore >= candidate.minDaysBefore) ?? REFUND_BANDS[3];
}
