import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewsToWrite } from 'tenant-api/contract';
import { api } from '../../../api';

export const reviewsToWriteKey = ['/api/reviews/to-write'] as const;

/** The signed-in user's past bookings still waiting for their review. */
export const reviewsToWriteQueryOptions = () =>
  queryOptions({
    queryKey: reviewsToWriteKey,
    queryFn: ({ signal }) => api.request<ReviewsToWrite>('GET', '/api/reviews/to-write', { signal }),
    staleTime: 0,
  });

export function useReviewsToWrite() {
  return useQuery(reviewsToWriteQueryOptions());
}
