import type { PerformerListItem, PerformerProfile } from '../contract';
import type { PerformerListRow, PerformerProfileRow, ReviewRow } from '../queries/performers';
import { presentReview } from './review';

const SHORT_BIO_LENGTH = 80;

export function presentPerformerListItem(performer: PerformerListRow): PerformerListItem {
  return {
    id: performer.id,
    stageName: performer.stageName,
    shortBio: performer.shortBio || performer.bio.slice(0, SHORT_BIO_LENGTH),
    bio: performer.bio,
    baseFee: performer.baseFeeCents,
    rating: performer.rating === null ? null : Number(performer.rating),
    reviewCount: performer.reviewCount,
    isAvailable: performer.isAvailable,
    genres: performer.genres,
    profileImageUrl: performer.profileImageUrl,
    city: performer.city ?? '',
    state: performer.state ?? '',
    isFeatured: performer.isFeatured,
    isElite: performer.isElite,
    cleanContent: performer.cleanContent,
    responseTime: performer.responseTimeHours,
    isVetted: performer.isVetted,
  };
}

export interface ReviewsSummary {
  average: number;
  count: number;
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
}

export function presentPerformerProfile(
  performer: PerformerProfileRow,
  reviewsSummary: ReviewsSummary,
  recentReviews: ReviewRow[],
): PerformerProfile {
  return {
    ...presentPerformerListItem(performer),
    media: performer.media,
    reviewsSummary,
    recentReviews: recentReviews.map(presentReview),
    createdAt: performer.createdAt.toISOString(),
  };
}
