import type { BuyerTier } from '../contract';
import type { TenantEm } from '../db/tenantScope';
import { BuyerTierEntity, FeeSettingsEntity, PerformerTierEntity, type BuyerTierRow } from '../entities';
import { notFound } from '../http/errors';

export async function loadTiers(em: TenantEm) {
  const buyerTiers = await em.find(BuyerTierEntity, {}, { orderBy: { sortOrder: 'asc' } });
  const performerTiers = await em.find(PerformerTierEntity, {}, { orderBy: { sortOrder: 'asc' } });
  const settings = await em.findOne(FeeSettingsEntity, {});
  if (!settings) throw notFound('This marketplace has no fee settings yet');
  return { buyerTiers, performerTiers, settings };
}

export async function findBuyerTier(em: TenantEm, tier: BuyerTier): Promise<BuyerTierRow> {
  const row = await em.findOne(BuyerTierEntity, { tier });
  if (!row) throw notFound(`The ${tier} tier is not offered here`);
  return row;
}
