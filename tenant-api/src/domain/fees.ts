import { shareOf } from './money';

export interface BookingQuoteInput {
  /** The fee offered to the performer for one night, in cents. */
  offerAmount: number;
  numberOfNights: number;
  /** The buyer's service fee from their tier, in basis points. */
  serviceFeeBps: number;
}

export interface BookingQuote {
  offerAmount: number;
  numberOfNights: number;
  subtotal: number;
  serviceFeeBps: number;
  platformFee: number;
  totalAmount: number;
}

/**
 * What a buyer pays: the offer for every night, plus the tier's service fee on that subtotal.
 * The fee is one rounding of the subtotal (not a sum of per-night roundings).
 */
export function quoteBooking({ offerAmount, numberOfNights, serviceFeeBps }: BookingQuoteInput): BookingQuote {
  if (!Number.isInteger(numberOfNights) || numberOfNights < 1) {
    throw new RangeError(`Nights must be a whole number of at least 1, got ${numberOfNights}`);
  }
  const subtotal = offerAmount * numberOfNights;
  const platformFee = shareOf(subtotal, serviceFeeBps);
  return { offerAmount, numberOfNights, subtotal, serviceFeeBps, platformFee, totalAmount: subtotal + platformFee };
}

export interface PerformerPayout {
  gross: number;
  commission: number;
  payout: number;
}

/** What a performer receives from a booking's subtotal after their tier's commission. */
export function performerPayout(subtotal: number, commissionBps: number): PerformerPayout {
  const commission = shareOf(subtotal, commissionBps);
  return { gross: subtotal, commission, payout: subtotal - commission };
}

/** Nights billed for a draft: 1 unless the booking is explicitly multi-night. */
export function billableNights(isMultiNight: boolean, numberOfNights: number): number {
  return isMultiNight ? numberOfNights : 1;
}
