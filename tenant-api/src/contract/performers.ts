import { z } from 'zod';
import { QueryBoolean, UsState, pageCursor, queryInt, refineResultWindow, windowedPageOfLimit } from './common';
import { Photo, Video } from './media';

export const GENRES = [
  'Comedy',
  'Stand-up',
  'Magic',
  'Variety',
  'Music',
  'Dance',
  'Corporate',
  'Clean',
  'Improv',
  'Storytelling',
] as const;
export const Genre = z.enum(GENRES);
export type Genre = z.infer<typeof Genre>;

export const SORTS = ['featured', 'rating', 'price-low', 'price-high', 'newest'] as const;
export const PerformerSort = z.enum(SORTS);
export type PerformerSort = z.infer<typeof PerformerSort>;

export const PERFORMER_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;

/** `genres` is a comma-separated list; a performer matches when it has any of them. */
const GenreList = z
  .string()
  .max(500)
  .transform((value) =>
    value
      .split(',')
      .map((genre) => genre.trim())
      .filter(Boolean),
  )
  .pipe(z.array(Genre).max(GENRES.length));

export const PerformerListQuery = z
  .strictObject({
    query: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
    city: z.string().trim().max(100, 'City must be at most 100 characters').optional(),
    state: UsState.optional(),
    genres: GenreList.optional(),
    isVetted: QueryBoolean.optional(),
    cleanContent: QueryBoolean.optional(),
    /** Only performers not blocked for the whole of this date (on their own clock). */
    availableOn: z.iso.date({ error: 'Available on must be a date like 2027-01-24' }).optional(),
    sortBy: PerformerSort.default('featured'),
    limit: queryInt(1, MAX_PAGE_SIZE).default(PERFORMER_PAGE_SIZE),
    /** Numbered pages reach the first MAX_RESULT_WINDOW results: `page × limit` at most 1,000. */
    page: windowedPageOfLimit(),
    /**
     * A keyset cursor (`nextCursor` of the previous page): it goes on at any depth (a keyset read
     * costs the same however deep), and `page` then only labels the answer.
     */
    after: pageCursor(2000).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.after === undefined) refineResultWindow(query, ctx);
  })
  .meta({ id: 'PerformerListQuery' });
export type PerformerListQuery = z.output<typeof PerformerListQuery>;
export type PerformerListParams = z.input<typeof PerformerListQuery>;

export const PerformerListItem = z
  .object({
    id: z.uuid(),
    stageName: z.string(),
    shortBio: z.string(),
    bio: z.string(),
    baseFee: z.number().int(),
    /** The mean of the act's visible reviews; null while it has none (shown as "New"). */
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    isAvailable: z.boolean(),
    genres: z.array(z.string()),
    profileImageUrl: z.string().nullable(),
    /** The main photo in its web sizes (null: none yet). */
    photo: Photo.nullable(),
    city: z.string(),
    state: z.string(),
    isFeatured: z.boolean(),
    isElite: z.boolean(),
    cleanContent: z.boolean(),
    responseTime: z.number().int(),
    isVetted: z.boolean(),
  })
  .meta({ id: 'PerformerListItem' });
export type PerformerListItem = z.infer<typeof PerformerListItem>;

/**
 * Past 1,000 matches (LIST_COUNT_CAP, the result window) the count stops: `total` is 1,000 and
 * `totalIsCapped` says there are more. `totalPages` counts `total`'s pages; the numbered ones a
 * client may ask for end at lastPageInWindow(limit).
 */
export const Pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  totalIsCapped: z.boolean(),
  /** Pass as `after` for the page that follows; null on the last page. */
  nextCursor: z.string().nullable(),
});

export const PerformerListResponse = z
  .object({ performers: z.array(PerformerListItem), pagination: Pagination })
  .meta({ id: 'PerformerListResponse' });
export type PerformerListResponse = z.infer<typeof PerformerListResponse>;

export const PerformerMedia = z.object({
  type: z.enum(['image', 'video']),
  url: z.string(),
  title: z.string(),
});

export const Review = z.object({
  id: z.uuid(),
  authorName: z.string(),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  createdAt: z.string(),
  /** Written by the buyer of a booking made here (seeded reviews predate bookings). */
  verifiedBooking: z.boolean(),
  /** The performer's one public reply. */
  reply: z.object({ body: z.string(), createdAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof Review>;

export const PerformerProfile = PerformerListItem.extend({
  media: z.array(PerformerMedia),
  /** Every photo in the performer's order (the first is `photo`), then the video links. */
  photos: z.array(Photo),
  videos: z.array(Video),
  reviewsSummary: z.object({
    average: z.number(),
    count: z.number().int(),
    distribution: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
  }),
  recentReviews: z.array(Review),
  createdAt: z.string(),
}).meta({ id: 'PerformerProfile' });
export type PerformerProfile = z.infer<typeof PerformerProfile>;

export const PerformerIdParams = z.strictObject({ id: z.uuid({ error: 'Performer id must be a UUID' }) });

/** The most reviews one page of a profile's reviews carries. */
export const REVIEW_PAGE_MAX = 20;

/** GET /api/performers/:id/reviews: newest first, keyset paged by the last review shown. */
export const PerformerReviewsQuery = z.strictObject({
  /** The id of the last review of the previous page (its `nextCursor`). */
  after: z.uuid({ error: 'after must be the id of a review (the previous page’s nextCursor)' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(REVIEW_PAGE_MAX, `limit must be at most ${REVIEW_PAGE_MAX}`)
    .default(10),
});
export type PerformerReviewsQuery = z.infer<typeof PerformerReviewsQuery>;

export const PerformerReviewsPage = z
  .object({
    reviews: z.array(Review),
    /** Pass as `after` for the next page; null on the last page. */
    nextCursor: z.uuid().nullable(),
  })
  .meta({ id: 'PerformerReviewsPage' });
export type PerformerReviewsPage = z.infer<typeof PerformerReviewsPage>;
