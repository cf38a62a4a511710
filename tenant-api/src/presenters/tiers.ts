import type { BuyerTierConfig, PerformerTierConfig, TiersResponse } from '../contract';
import { bpsToPercent } from '../domain/money';
import type { BuyerTierRow, FeeSettings, PerformerTierRow } from '../entities';

export function presentBuyerTier(row: BuyerTierRow): BuyerTierConfig {
  return {
    tier: row.tier,
    name: row.name,
    monthlyPrice: row.monthlyPriceCents,
    yearlyPrice: row.yearlyPriceCents,
    serviceFeeBps: row.serviceFeeBps,
    serviceFeeRate: bpsToPercent(row.serviceFeeBps),
    adminApprovalRequired: row.adminApprovalRequired,
    features: row.features,
  };
}

export function presentPerformerTier(row: PerformerTierRow): PerformerTierConfig {
  return {
    tier: row.tier,
    name: row.name,
    monthlyPrice: row.monthlyPriceCents,
    commissionBps: row.commissionBps,
    commissionRate: bpsToPercent(row.commissionBps),
    approvalRequired: row.approvalRequired,
    features: row.features,
  };
}

export function presentTiers(
  buyerTiers: BuyerTierRow[],
  performerTiers: PerformerTierRow[],
  settings: FeeSettings,
): TiersResponse {
  return {
    currency: 'usd',
    buyerTiers: buyerTiers.map(presentBuyerTier),
    performerTiers: performerTiers.map(presentPerformerTier),
    paymentProcessing: {
      rateBps: settings.processingFeeBps,
      rate: bpsToPercent(settings.processingFeeBps),
      fixedCents: settings.processingFixedCents,
    },
  };
}
