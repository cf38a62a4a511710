import { useQuery } from '@tanstack/react-query';
import type { BuyerTierConfig } from 'tenant-api/contract';
import { SIGNUP_TIERS } from 'tenant-api/contract/constants';
import { api } from '../api';

export const TIERS_QUERY_KEY = ['/api/tiers'] as const;

export function useTiers() {
  return useQuery({ queryKey: TIERS_QUERY_KEY, queryFn: () => api.tiers() });
}

export type SignupTier = (typeof SIGNUP_TIERS)[number];

/** Guest, Basic and Elite in that order, as the tenant configured them. */
export function signupTiers(tiers: readonly BuyerTierConfig[] | undefined): BuyerTierConfig[] {
  if (!tiers) return [];
  return SIGNUP_TIERS.flatMap((name) => tiers.filter((tier) => tier.tier === name));
}
