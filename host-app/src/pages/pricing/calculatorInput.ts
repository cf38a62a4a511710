import { MAX_NIGHTS, type BuyerTier, type VenueType } from 'tenant-api/contract';
import { MAX_AMOUNT_CENTS, MIN_OFFER_CENTS, MIN_OFFER_MESSAGE } from 'tenant-api/contract/constants';
import type { FeeCalculation } from 'widgets/api';

/** The API's offer minimum (tenant-api/contract/constants.ts), in the whole dollars the calculator takes. */
export const MIN_OFFER_DOLLARS = MIN_OFFER_CENTS / 100;
/**
 * Above this the calculator asks the visitor to get in touch instead of pricing: a sales prompt,
 * far below the API's own maximum (MAX_AMOUNT_CENTS), which the quote would otherwise enforce.
 */
export const MAX_OFFER_DOLLARS = Math.min(1_000_000, MAX_AMOUNT_CENTS / 100);
export const MIN_NIGHTS = 2;

export interface CalculatorForm {
  /** As typed, in whole dollars. */
  amount: string;
  venueType: VenueType;
  isMultiNight: boolean;
  nights: number;
  tier: BuyerTier;
}

/** The form as a fee query in cents, or the message that explains why it cannot be priced yet. */
export function toFeeQuery(form: CalculatorForm): { query: FeeCalculation } | { error: string } {
  const text = form.amount.trim();
  if (!/^\d+$/.test(text)) return { error: 'Enter the offer in whole dollars.' };
  const dollars = Number(text);
  if (dollars < MIN_OFFER_DOLLARS) return { error: MIN_OFFER_MESSAGE };
  if (dollars > MAX_OFFER_DOLLARS) return { error: 'For bookings above $1,000,000, please contact us.' };
  const nights = Math.min(MAX_NIGHTS, Math.max(MIN_NIGHTS, form.nights));
  return {
    query: {
      offerAmount: dollars * 100,
      venueType: form.venueType,
      isMultiNight: form.isMultiNight,
      numberOfNights: form.isMultiNight ? nights : 1,
      tier: form.tier,
    },
  };
}

/** COMEDY_CLUB → "Comedy club". */
export function humanize(value: string): string {
  const words = value.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
