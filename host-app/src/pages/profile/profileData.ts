import { useQuery } from '@tanstack/react-query';
import type { BuyerTierConfig, PerformerListItem, PerformerTierConfig, TiersResponse, User } from 'tenant-api/contract';
import { api } from '../../api';

export const MY_OFFERS_QUERY_KEY = ['/api/offers/my-offers'] as const;
export const OWN_PERFORMER_QUERY_KEY = ['/api/performers/me'] as const;

/** The signed-in user's offers; refreshed on every visit because offers change elsewhere. */
export function useMyOffers() {
  return useQuery({
    queryKey: MY_OFFERS_QUERY_KEY,
    queryFn: ({ signal }) => api.myOffers(undefined, signal),
    refetchOnMount: 'always',
  });
}

/** A performer's own profile (GET /api/performers/me), for their performer tier. */
export function useOwnPerformer(user: User) {
  return useQuery({
    queryKey: OWN_PERFORMER_QUERY_KEY,
    queryFn: () => api.request<PerformerListItem>('GET', OWN_PERFORMER_QUERY_KEY[0]),
    enabled: user.role === 'PERFORMER',
  });
}

export type CurrentPlan =
  { kind: 'buyer'; tier: BuyerTierConfig } | { kind: 'performer'; tier: PerformerTierConfig } | null;

/** The user's plan as the tenant configured it: buyer tier, or basic/elite performer tier. */
export function currentPlan(user: User, tiers: TiersResponse, performer: PerformerListItem | undefined): CurrentPlan {
  if (user.role === 'PERFORMER') {
    if (!performer) return null;
    const tier = tiers.performerTiers.find((item) => item.tier === (performer.isElite ? 'elite' : 'basic'));
    return tier ? { kind: 'performer', tier } : null;
  }
  const tier = tiers.buyerTiers.find((item) => item.tier === user.subscriptionTier);
  return tier ? { kind: 'buyer', tier } : null;
}
