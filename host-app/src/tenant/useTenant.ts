import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defaultPack, type ThemeTokens } from 'theme-packs/runtime';
import type { TenantInfo } from 'tenant-api/contract';
import { api } from '../api';

export const TENANT_QUERY_KEY = ['/api/tenant'] as const;

export interface TenantBranding {
  tenant: TenantInfo | undefined;
  pack: ThemeTokens;
  /** The brand name to show: the pack's logo text when the tenant has its own pack, else its name. */
  brandName: string;
  isLoading: boolean;
}

export function useTenant(): TenantBranding {
  // keepPreviousData: signing out clears the cache, and the brand must not flash back to the default.
  const query = useQuery({
    queryKey: TENANT_QUERY_KEY,
    queryFn: () => api.tenant(),
    placeholderData: keepPreviousData,
  });
  const tenant = query.data;
  const pack = tenant?.theme ?? defaultPack;
  const ownPack = tenant !== undefined && pack.id === tenant.themePack;
  const brandName = tenant && !ownPack ? tenant.name : pack.logo.text;
  return { tenant, pack, brandName, isLoading: query.isPending };
}
