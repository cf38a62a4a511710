import type { PerformerListItem, PerformerMediaSet, PerformerProfile, Photo } from '../contract';
import type { PerformerListRow, PerformerProfileRow, ReviewRow } from '../queries/performers';
import { presentReview } from './review';

const SHORT_BIO_LENGTH = 80;

/** The main photo's middle WebP width, for places that take one URL (avatars, the wizard's header). */
const mainPhotoUrl = (photo: Photo | null | undefined) =>
  photo ? (photo.variants[1] ?? photo.variants[0])!.webp : null;

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
    profileImageUrl: mainPhotoUrl(performer.photo) ?? performer.profileImageUrl,
    photo: performer.photo ?? null,
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
  media: PerformerMediaSet,
  reviewsSummary: ReviewsSummary,
  recentReviews: ReviewRow[],
): PerformerProfile {
  return {
    ...presentPerformerListItem(performer),
    media: performer.media,
    photos: media.photos,
    videos: media.videos,
    reviewsSummary,
    recentReviews: recentReviews.map(presentReview),
    createdAt: performer.createdAt.toISOString(),
  };
}
