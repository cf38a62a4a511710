import { EntitySchema } from '@mikro-orm/core';
import type { BuyerTier, PerformerTier } from '../contract';
import { money } from './cents';
import { tenantFilter } from './tenantOwned';

export interface BuyerTierRow {
  tenantId: string;
  tier: BuyerTier;
  name: string;
  monthlyPriceCents: number;
  yearlyPriceCents: number | null;
  serviceFeeBps: number;
  adminApprovalRequired: boolean;
  features: string[];
  sortOrder: number;
}

export const BuyerTierEntity = new EntitySchema<BuyerTierRow>({
  name: 'BuyerTier',
  tableName: 'buyer_tiers',
  filters: tenantFilter,
  properties: {
    tenantId: { type: 'uuid', primary: true },
    tier: { type: 'string', columnType: 'text', primary: true },
    name: { type: 'string', columnType: 'text' },
    monthlyPriceCents: money,
    yearlyPriceCents: { ...money, nullable: true },
    serviceFeeBps: { type: 'integer' },
    adminApprovalRequired: { type: 'boolean' },
    features: { type: 'json', columnType: 'jsonb' },
    sortOrder: { type: 'integer' },
  },
});

export interface PerformerTierRow {
  tenantId: string;
  tier: PerformerTier;
  name: string;
  monthlyPriceCents: number;
  commissionBps: number;
  approvalRequired: boolean;
  features: string[];
  sortOrder: number;
}

export const PerformerTierEntity = new EntitySchema<PerformerTierRow>({
  name: 'PerformerTier',
  tableName: 'performer_tiers',
  filters: tenantFilter,
  properties: {
    tenantId: { type: 'uuid', primary: true },
    tier: { type: 'string', columnType: 'text', primary: true },
    name: { type: 'string', columnType: 'text' },
    monthlyPriceCents: money,
    commissionBps: { type: 'integer' },
    approvalRequired: { type: 'boolean' },
    features: { type: 'json', columnType: 'jsonb' },
    sortOrder: { type: 'integer' },
  },
});

export interface FeeSettings {
  tenantId: string;
  processingFeeBps: number;
  processingFixedCents: number;
  payoutDelayDays: number;
}

export const FeeSettingsEntity = new EntitySchema<FeeSettings>({
  name: 'FeeSettings',
  tableName: 'fee_settings',
  filters: tenantFilter,
  properties: {
    tenantId: { type: 'uuid', primary: true },
    processingFeeBps: { type: 'integer' },
    processingFixedCents: money,
    payoutDelayDays: { type: 'integer' },
  },
});
