import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReviewReport, AdminReviewReportList } from 'tenant-api/contract';
import { api } from '../../../api';

export type ReportStatus = AdminReviewReport['status'];

export const reviewReportsKey = (status: ReportStatus) => ['/api/admin/review-reports', status] as const;

/** The admin console's reported reviews: open ones to moderate, or those already hidden or kept. */
export const reviewReportsQueryOptions = (status: ReportStatus) =>
  queryOptions({
    queryKey: reviewReportsKey(status),
    queryFn: ({ signal }) =>
      api.request<AdminReviewReportList>('GET', `/api/admin/review-reports?status=${status}`, { signal }),
    staleTime: 0,
  });

export function useReviewReports(status: ReportStatus) {
  return useQuery(reviewReportsQueryOptions(status));
}

/** Hide or keep a reported review; every list, the audit log and the profiles are read again. */
export function useDecideReviewReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, decision }: { reportId: string; decision: 'hide' | 'keep' }) =>
      api.request<AdminReviewReport>('PUT', `/api/admin/review-reports/${reportId}`, { body: { decision } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/review-reports'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/audit'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/performers'] });
    },
  });
}
