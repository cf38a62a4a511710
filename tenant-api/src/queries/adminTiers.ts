import type { AdminTiersResponse } from '../contract';
import type { TenantEm } from '../db/tenantScope';
import { presentTiers } from '../presenters/tiers';
import { loadTiers } from './tiers';

/** The public tiers answer plus the payout delay, read fresh (nothing caches tiers or fees). */
export async function loadAdminTiers(em: TenantEm): Promise<AdminTiersResponse> {
  const { buyerTiers, performerTiers, settings } = await loadTiers(em);
  const tiers = presentTiers(buyerTiers, performerTiers, settings);
  return {
    buyerTiers: tiers.buyerTiers,
    performerTiers: tiers.performerTiers,
    paymentProcessing: { rateBps: settings.processingFeeBps, fixedCents: settings.processingFixedCents },
    payoutDelayDays: settings.payoutDelayDays,
  };
}
