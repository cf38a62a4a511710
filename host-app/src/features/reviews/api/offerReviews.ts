import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfferReviews, ReviewBody } from 'tenant-api/contract';
import { api } from '../../../api';

export const offerReviewsKey = (offerId: string) => ['/api/offers', offerId, 'reviews'] as const;

/** A booking's reviews as one of its parties sees them (the other side's only once published). */
export const offerReviewsQueryOptions = (offerId: string) =>
  queryOptions({
    queryKey: offerReviewsKey(offerId),
    queryFn: ({ signal }) => api.request<OfferReviews>('GET', `/api/offers/${offerId}/reviews`, { signal }),
    staleTime: 0,
  });

export function useOfferReviews(offerId: string, { enabled = true } = {}) {
  return useQuery({ ...offerReviewsQueryOptions(offerId), enabled });
}

/** Writes the caller's review; the answer is the booking's reviews after it. */
export function useCreateReview(offerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => api.request<OfferReviews>('POST', `/api/offers/${offerId}/reviews`, { body }),
    onSuccess: (reviews) => {
      queryClient.setQueryData(offerReviewsKey(offerId), reviews);
      void queryClient.invalidateQueries({ queryKey: ['/api/reviews/to-write'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/performers'] });
    },
  });
}
