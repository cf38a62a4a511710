import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingReview } from 'tenant-api/contract';
import { api } from '../../../api';

/** The performer's one public reply; the profile and the bookings' reviews are read again to show it. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: string }) =>
      api.request<BookingReview>('POST', `/api/reviews/${reviewId}/reply`, { body: { body } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['/api/performers'] });
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === '/api/offers' && query.queryKey[2] === 'reviews',
      });
    },
  });
}

/** Reports a review to the marketplace's admins. */
export function useReportReview() {
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) =>
      api.request<{ id: string; status: 'open' }>('POST', `/api/reviews/${reviewId}/reports`, { body: { reason } }),
  });
}
