import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { ApiClient } from 'widgets/api';

/** The admin audit log's first page: every audited change refreshes it. */
export const ADMIN_AUDIT_KEY = ['/api/admin/audit'] as const;

/** SPEC 7: a query key like ['/api/tiers'] is itself the URL of a GET. */
export function keyAsUrlQueryFn(api: Pick<ApiClient, 'request'>): QueryFunction {
  return ({ queryKey, signal }) => api.request('GET', queryKey.join('/'), { signal });
}

/** SPEC 9: cached data never goes stale by itself, no focus refetch, no polling, no retries. */
export function createQueryClient(api: Pick<ApiClient, 'request'>): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: keyAsUrlQueryFn(api),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
