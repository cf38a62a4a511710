import { z } from 'zod';
import { BuyerTier } from './auth';
import { PERFORMER_TIERS } from './constants';

export { PERFORMER_TIERS };
export const PerformerTier = z.enum(PERFORMER_TIERS);
export type PerformerTier = z.infer<typeof PerformerTier>;

export const BuyerTierConfig = z
  .object({
    tier: BuyerTier,
    name: z.string(),
    monthlyPrice: z.number().int(),
    yearlyPrice: z.number().int().nullable(),
    serviceFeeBps: z.number().int(),
    /** Percent, e.g. 15 or 12.5: serviceFeeBps / 100. */
    serviceFeeRate: z.number(),
    adminApprovalRequired: z.boolean(),
    features: z.array(z.string()),
  })
  .meta({ id: 'BuyerTierConfig' });
export type BuyerTierConfig = z.infer<typeof BuyerTierConfig>;

export const PerformerTierConfig = z
  .object({
    tier: PerformerTier,
    name: z.string(),
    monthlyPrice: z.number().int(),
    commissionBps: z.number().int(),
    commissionRate: z.number(),
    approvalRequired: z.boolean(),
    features: z.array(z.string()),
  })
  .meta({ id: 'PerformerTierConfig' });
export type PerformerTierConfig = z.infer<typeof PerformerTierConfig>;

export const TiersResponse = z
  .object({
    currency: z.literal('usd'),
    buyerTiers: z.array(BuyerTierConfig),
    performerTiers: z.array(PerformerTierConfig),
    paymentProcessing: z.object({ rateBps: z.number().int(), rate: z.number(), fixedCents: z.number().int() }),
  })
  .meta({ id: 'TiersResponse' });
export type TiersResponse = z.infer<typeof TiersResponse>;
