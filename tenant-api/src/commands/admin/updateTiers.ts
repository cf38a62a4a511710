import type { BuyerTier, BuyerTierUpdate, FeeSettingsUpdate, PerformerTier, PerformerTierUpdate } from '../../contract';
import type { TenantEm } from '../../db/tenantScope';
import { FeeSettingsEntity, PerformerTierEntity, type FeeSettings, type User } from '../../entities';
import { notFound } from '../../http/errors';
import { presentBuyerTier, presentPerformerTier } from '../../presenters/tiers';
import { loadAdminTiers } from '../../queries/adminTiers';
import { findBuyerTier } from '../../queries/tiers';
import { lockSetting, recordAudit } from './audit';

/** Prices and fees of one buyer tier. Offers already made keep the fees frozen on them. */
export async function updateBuyerTier(em: TenantEm, admin: User, tier: BuyerTier, input: BuyerTierUpdate) {
  await lockSetting(em, admin.tenantId, `buyer_tier:${tier}`);
  const row = await findBuyerTier(em, tier);
  const before = presentBuyerTier(row);
  if (input.name !== undefined) row.name = input.name;
  if (input.monthlyPrice !== undefined) row.monthlyPriceCents = input.monthlyPrice;
  if (input.yearlyPrice !== undefined) row.yearlyPriceCents = input.yearlyPrice;
  if (input.serviceFeeBps !== undefined) row.serviceFeeBps = input.serviceFeeBps;
  if (input.adminApprovalRequired !== undefined) row.adminApprovalRequired = input.adminApprovalRequired;
  if (input.features !== undefined) row.features = input.features;
  await em.flush();
  await recordAudit(em, admin, {
    action: 'tier.update',
    target: `buyer_tier:${tier}`,
    before,
    after: presentBuyerTier(row),
  });
  return loadAdminTiers(em);
}

/** Price and commission of one performer tier. */
export async function updatePerformerTier(em: TenantEm, admin: User, tier: PerformerTier, input: PerformerTierUpdate) {
  await lockSetting(em, admin.tenantId, `performer_tier:${tier}`);
  const row = await em.findOne(PerformerTierEntity, { tier });
  if (!row) throw notFound(`The ${tier} performer tier is not offered here`);
  const before = presentPerformerTier(row);
  if (input.name !== undefined) row.name = input.name;
  if (input.monthlyPrice !== undefined) row.monthlyPriceCents = input.monthlyPrice;
  if (input.commissionBps !== undefined) row.commissionBps = input.commissionBps;
  await em.flush();
  await recordAudit(em, admin, {
    action: 'tier.update',
    target: `performer_tier:${tier}`,
    before,
    after: presentPerformerTier(row),
  });
  return loadAdminTiers(em);
}

const feeSettingsOf = ({ processingFeeBps, processingFixedCents, payoutDelayDays }: FeeSettings) => ({
  processingFeeBps,
  processingFixedCents,
  payoutDelayDays,
});

/**
 * The processing fee (offers keep the one they were made with) and the payout delay (every payout
 * not yet released waits for the new one).
 */
export async function updateFeeSettings(em: TenantEm, admin: User, input: FeeSettingsUpdate) {
  await lockSetting(em, admin.tenantId, 'fee_settings');
  const row = await em.findOneOrFail(FeeSettingsEntity, {});
  const before = feeSettingsOf(row);
  if (input.processingFeeBps !== undefined) row.processingFeeBps = input.processingFeeBps;
  if (input.processingFixedCents !== undefined) row.processingFixedCents = input.processingFixedCents;
  if (input.payoutDelayDays !== undefined) row.payoutDelayDays = input.payoutDelayDays;
  await em.flush();
  await recordAudit(em, admin, { action: 'fees.update', target: 'fee_settings', before, after: feeSettingsOf(row) });
  return loadAdminTiers(em);
}
