import { calendarDaysUntil } from '../contract/dates';
import { shareOf } from './money';

/**
 * SPEC 9's cancellation policy. "Days before" counts whole calendar days at the venue (in its
 * time zone) from the day of cancellation to the event day. When the performer (or an admin for them) cancels, the buyer
 * always gets everything back, fees included.
 */
export const REFUND_BANDS = [
  { minDays: 30, band: 'full', rateBps: 10_000, rule: '30+ days before the event: full refund minus processing fees' },
  { minDays: 14, band: 'half', rateBps: 5_000, rule: '14-29 days before the event: 50% refund' },
  { minDays: 7, band: 'quarter', rateBps: 2_500, rule: '7-13 days before the event: 25% refund' },
  { minDays: -Infinity, band: 'none', rateBps: 0, rule: 'Under 7 days before the event: no refund' },
] as const;

export interface RefundInput {
  /** What the buyer paid in all (subtotal plus service fee). */
  paidAmount: number;
  processingFee: number;
  eventDate: string;
  /** The venue's IANA time zone: the days are counted on its calendar. */
  venueTimeZone: string;
  cancelledAt: Date;
  cancelledBy: 'buyer' | 'performer' | 'admin';
}

export interface RefundDecision {
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

export function refundFor(input: RefundInput): RefundDecision {
  const daysBefore = daysBeforeEvent(input.eventDate, input.cancelledAt, input.venueTimeZone);
  if (input.cancelledBy !== 'buyer') {
    return {
      refund: input.paidAmount,
      retained: 0,
      band: 'performer_cancelled',
      rule: 'Cancelled by the performer: full refund',
      daysBefore,
    };
  }
  const band = REFUND_BANDS.find((candidate) => daysBefore >= candidate.minDays)!;
  const base = band.band === 'full' ? Math.max(0, input.paidAmount - input.processingFee) : input.paidAmount;
  const refund = Math.min(input.paidAmount, shareOf(base, band.rateBps));
  return { refund, retained: input.paidAmount - refund, band: band.band, rule: band.rule, daysBefore };
}
