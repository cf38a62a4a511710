import type { PerformerListItem, PerformerProfile, Review as ReviewJson } from '../contract';
import type { Performer, Review } from '../entities';
import type { PerformerListRow } from '../queries/performers';

const SHORT_BIO_LENGTH = 80;

export function presentPerformerListItem(performer: PerformerListRow): PerformerListItem {
  return {
    id: performer.id,
    stageName: performer.stageName,
    shortBio: performer.shortBio || performer.bio.slice(0, SHORT_BIO_LENGTH),
    bio: performer.bio,
    baseFee: performer.baseFeeCents,
    rating: Number(performer.rating ?? 5),
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

export function presentReview(review: Review): ReviewJson {
  return {
    id: review.id,
    authorName: review.authorName,
    rating: review.rating,
    body: review.body,
    createdAt: review.createdAt.toISOString(),
  };
}

export function presentPerformerProfile(
  performer: Performer,
  reviewsSummary: ReviewsSummary,
  recentReviews: Review[],
): PerformerProfile {
  return {
    ...presentPerformerListItem(performer),
    media: performer.media,
    reviewsSummary,
    recentReviews: recentReviews.map(presentReview),
    createdAt: performer.createdAt.toISOString(),
  };
}
