import type { PerformerProfile, Role } from 'tenant-api/contract';
import { hostAppPath } from 'widgets/core';

/** Pure helpers of the performer profile screen (/performer/:id); no React, no I/O. */

export type StarCount = 1 | 2 | 3 | 4 | 5;
export type ReviewsSummary = PerformerProfile['reviewsSummary'];
export type MediaItem = PerformerProfile['media'][number];

/** The query key doubles as the GET URL (see queryClient.ts), like the other host-app screens. */
export const performerQueryKey = (id: string) => ['/api/performers', id] as const;

// ---------------------------------------------------------------------------------------------
// Ratings

export interface RatingBar {
  stars: StarCount;
  count: number;
  /** Whole percent of all reviews, 0 when there are none. */
  percent: number;
}

const STARS_DESCENDING: readonly StarCount[] = [5, 4, 3, 2, 1];

const cleanCount = (value: number) => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** One bar per star value, 5 first; counts that are negative or not numbers count as 0. */
export function ratingBars(distribution: ReviewsSummary['distribution']): RatingBar[] {
  const counts = STARS_DESCENDING.map((stars) => ({ stars, count: cleanCount(distribution[stars]) }));
  const total = counts.reduce((sum, { count }) => sum + count, 0);
  return counts.map(({ stars, count }) => ({
    stars,
    count,
    percent: total === 0 ? 0 : Math.round((count / total) * 100),
  }));
}

export type StarFill = 'full' | 'half' | 'empty';

/** Five stars for a 0-5 rating, rounded to the nearest half star. */
export function starFill(rating: number): StarFill[] {
  const halves = Number.isFinite(rating) ? Math.round(Math.min(5, Math.max(0, rating)) * 2) : 0;
  return [1, 2, 3, 4, 5].map((star) => {
    if (halves >= star * 2) return 'full';
    if (halves === star * 2 - 1) return 'half';
    return 'empty';
  });
}

export const formatRating = (rating: number) => (Number.isFinite(rating) ? rating : 0).toFixed(1);

export const pluralize = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

// ---------------------------------------------------------------------------------------------
// Media

export type VideoProvider = 'YouTube' | 'Vimeo' | 'TikTok' | 'Instagram' | 'Facebook';

export interface GalleryItem {
  key: string;
  kind: 'image' | 'video';
  /** Safe to put in href/src: http(s) or a same-origin path. */
  url: string;
  title: string;
  /** The accessible name of the link, which opens in a new tab. */
  label: string;
  /** Where a video is hosted ("YouTube", or the host name), for the label and the tile. */
  source: string | null;
}

/** Only http(s) URLs and same-origin paths are shown; javascript:, data: and junk are dropped. */
export function safeMediaUrl(raw: string): string | null {
  const url = raw.trim();
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const PROVIDERS: [RegExp, VideoProvider][] = [
  [/(^|\.)(youtube\.com|youtu\.be|youtube-nocookie\.com)$/, 'YouTube'],
  [/(^|\.)vimeo\.com$/, 'Vimeo'],
  [/(^|\.)tiktok\.com$/, 'TikTok'],
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)(facebook\.com|fb\.watch)$/, 'Facebook'],
];

/** "YouTube" for a YouTube link, else the bare host name; null for same-origin paths. */
export function mediaSource(url: string): string | null {
  if (url.startsWith('/')) return null;
  try {
    const host = new URL(url).hostname.toLowerCase().replace(/^www\./, '');
    return PROVIDERS.find(([pattern]) => pattern.test(host))?.[1] ?? host;
  } catch {
    return null;
  }
}

const VIDEO_FILE = /\.(mp4|webm|mov|m4v|ogv)(\?|#|$)/i;

/**
 * The gallery: images first (as the API orders them), then videos. An "image" that is really a
 * video file or a video site link is shown as a video; entries without a usable URL are dropped.
 */
export function galleryItems(media: readonly MediaItem[]): GalleryItem[] {
  const items = media.flatMap((item, index): GalleryItem[] => {
    const url = safeMediaUrl(item.url);
    if (!url) return [];
    const source = mediaSource(url);
    const looksLikeVideo = VIDEO_FILE.test(url) || PROVIDERS.some(([, name]) => name === source);
    const kind = item.type === 'video' || looksLikeVideo ? 'video' : 'image';
    const title = item.title.trim();
    return [{ key: `${index}:${url}`, kind, url, title, label: '', source }];
  });
  let photoNumber = 0;
  let videoNumber = 0;
  const numbered = items.map((item) => {
    const number = item.kind === 'image' ? ++photoNumber : ++videoNumber;
    const title = item.title || `${item.kind === 'image' ? 'Photo' : 'Video'} ${number}`;
    const label =
      item.kind === 'image'
        ? `View photo: ${title} (opens in a new tab)`
        : `Watch video: ${title}${item.source ? ` on ${item.source}` : ''} (opens in a new tab)`;
    return { ...item, title, label };
  });
  return [...numbered.filter((item) => item.kind === 'image'), ...numbered.filter((item) => item.kind === 'video')];
}

// ---------------------------------------------------------------------------------------------
// Facts and booking

/** 1 → "1 hour", 24 → "24 hours", 72 → "3 days"; 0 or less reads as "1 hour". */
export function responseTimeText(hours: number): string {
  const whole = Math.max(1, Math.round(Number.isFinite(hours) ? hours : 24));
  if (whole >= 48 && whole % 24 === 0) return pluralize(whole / 24, 'day');
  return pluralize(whole, 'hour');
}

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "January 2026", or null when the date is not a date. */
export function memberSince(createdAt: string): string | null {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : monthYear.format(date);
}

/** The place line: "Austin, TX", or whichever part is known. */
export const placeText = (city: string, state: string) => [city.trim(), state.trim()].filter(Boolean).join(', ');

export type BookingAction =
  | { kind: 'offer'; href: string }
  /** The viewer is this performer. */
  | { kind: 'own-profile' }
  /** The viewer is another performer: performers receive offers, they do not send them. */
  | { kind: 'performer-viewer' }
  | { kind: 'unavailable' }
  /** Only admins and the performer themself can see a profile that is not vetted yet. */
  | { kind: 'unvetted' };

/**
 * What the booking panel offers. The API refuses offers to unavailable or unvetted performers
 * (409 / 404), so those get a note instead of a link that can only fail.
 */
export function bookingAction(
  performer: Pick<PerformerProfile, 'id' | 'isAvailable' | 'isVetted'>,
  viewer: { role: Role; performerId: string | null } | null,
): BookingAction {
  if (viewer?.role === 'PERFORMER')
    return viewer.performerId === performer.id ? { kind: 'own-profile' } : { kind: 'performer-viewer' };
  if (!performer.isVetted) return { kind: 'unvetted' };
  if (!performer.isAvailable) return { kind: 'unavailable' };
  return { kind: 'offer', href: hostAppPath({ kind: 'createOffer', performerId: performer.id }) };
}
