import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { ApiClient } from 'widgets/api';

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
