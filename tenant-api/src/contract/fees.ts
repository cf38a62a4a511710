import { z } from 'zod';
import { BuyerTier } from './auth';
import { MAX_CENTS, QueryBoolean, queryInt } from './common';
import { MAX_OFFER_MESSAGE } from './constants';

export const VENUE_TYPES = [
  'COMEDY_CLUB',
  'THEATER',
  'CORPORATE',
  'PRIVATE_EVENT',
  'FESTIVAL',
  'COLLEGE',
  'CRUISE',
  'CASINO',
  'OTHER',
] as const;
export const VenueType = z.enum(VENUE_TYPES);
export type VenueType = z.infer<typeof VenueType>;

export const MAX_NIGHTS = 7;

export const FeeQuery = z
  .strictObject({
    /** Any amount up to the offer maximum, with its message: a price check, so amounts below an offer's minimum are quoted too. */
    offerAmount: queryInt(0, MAX_CENTS, MAX_OFFER_MESSAGE),
    venueType: VenueType.optional(),
    isMultiNight: QueryBoolean.default(false),
    numberOfNights: queryInt(1, MAX_NIGHTS).default(1),
    /** Price for a tier other than the caller's own (the pricing calculator). */
    tier: BuyerTier.optional(),
  })
  .meta({ id: 'FeeQuery' });
export type FeeQuery = z.output<typeof FeeQuery>;
export type FeeParams = z.input<typeof FeeQuery>;

export const FeeResult = z
  .object({
    tier: BuyerTier,
    offerAmount: z.number().int(),
    numberOfNights: z.number().int(),
    /** offerAmount × nights: what the performer is offered in all. */
    subtotal: z.number().int(),
    serviceFeeBps: z.number().int(),
    /** Percent, e.g. 15. */
    serviceFeeRate: z.number(),
    platformFee: z.number().int(),
    totalAmount: z.number().int(),
  })
  .meta({ id: 'FeeResult' });
export type FeeResult = z.infer<typeof FeeResult>;
