import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PerformerReviewsPage } from 'tenant-api/contract';
import { api } from '../../../api';

export const REVIEWS_PAGE_SIZE = 10;

/**
 * The act's reviews after the profile's first ones (`after` = the last review shown), a page at a
 * time. Under the profile's key, so whatever refreshes the profile (a reply, a report decided)
 * refreshes these too.
 */
export const performerReviewsQueryOptions = (performerId: string, after: string) =>
  infiniteQueryOptions({
    queryKey: ['/api/performers', performerId, 'reviews', after] as const,
    queryFn: ({ pageParam, signal }) =>
      api.request<PerformerReviewsPage>('GET', `/api/performers/${encodeURIComponent(performerId)}/reviews`, {
        query: { after: pageParam, limit: REVIEWS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: after,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** Loads nothing until `enabled` (the visitor pressed "Show more reviews"). */
export function usePerformerReviews(performerId: string, after: string, enabled: boolean) {
  return useInfiniteQuery({ ...performerReviewsQueryOptions(performerId, after), enabled });
}
