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

/**
 * The tenant's free buyer plan: the first, in display order, priced at zero; when an admin has
 * priced every plan, the cheapest (a sign-up never gets a plan above the cheapest for nothing).
 */
export async function freeBuyerTier(em: TenantEm): Promise<BuyerTierRow> {
  const tiers = await em.find(BuyerTierEntity, {}, { orderBy: { sortOrder: 'asc' } });
  const cheapest = [...tiers].sort((a, b) => a.monthlyPriceCents - b.monthlyPriceCents)[0];
  if (!cheapest) throw notFound('This marketplace has no buyer plans yet');
  return tiers.find((tier) => tier.monthlyPriceCents === 0) ?? cheapest;
}

/** The plan the tenant admin chose for sign-ups inside embedded widgets (null: the free plan). */
export async function chosenEmbedSignupTier(em: TenantEm): Promise<BuyerTier | null> {
  const rows = await em.execute<{ signup_tier: BuyerTier | null }[]>(`select signup_tier from embed_settings`);
  return rows[0]?.signup_tier ?? null;
}

/** The plan a buyer signing up inside a widget gets. */
export async function embedSignupTier(em: TenantEm): Promise<BuyerTierRow> {
  const chosen = await chosenEmbedSignupTier(em);
  return chosen ? findBuyerTier(em, chosen) : freeBuyerTier(em);
}
