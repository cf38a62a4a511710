import { useQuery } from '@tanstack/react-query';
import type { DashboardResponse, MyOffersResponse } from 'tenant-api/contract';
import { api } from '../../api';

export const DASHBOARD_QUERY_KEY = ['/api/dashboard'] as const;
export const PENDING_APPROVALS_QUERY_KEY = ['/api/admin/offers/pending'] as const;

/** GET /api/dashboard: the signed-in user's own summary. Refetched each time the page opens. */
export function useDashboard() {
  return useQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => api.request<DashboardResponse>('GET', '/api/dashboard', { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

type PendingApproval = MyOffersResponse['offers'][number] & { waitingMinutes: number };

/** GET /api/admin/offers/pending: the tenant's approval queue, oldest first (admins only). */
export function usePendingApprovals(enabled: boolean) {
  return useQuery({
    queryKey: PENDING_APPROVALS_QUERY_KEY,
    queryFn: ({ signal }) => api.request<{ offers: PendingApproval[] }>('GET', '/api/admin/offers/pending', { signal }),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
