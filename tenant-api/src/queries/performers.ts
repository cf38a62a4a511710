import type { PerformerListQuery, PerformerMediaSet, Photo } from '../contract';
import type { TenantEm } from '../db/tenantScope';
import { PerformerEntity, ReviewEntity, type Performer, type Review } from '../entities';
import type { ReviewsSummary } from '../presenters/performer';
import { VISIBLE_PERFORMER_REVIEW } from '../commands/reviews/ratings';
import { presentMediaSet, presentPhoto } from '../presenters/media';
import { mainPhotos, performerMedia } from './performerMedia';

/** Similarity at which a search word counts as a (misspelt) match of a word in a profile. */
export const TYPO_TOLERANCE = 0.3;

const ORDER_BY: Record<PerformerListQuery['sortBy'], string> = {
  featured: 'p.is_featured desc, relevance desc, p.rating desc nulls last, p.review_count desc, p.id',
  // An act with no reviews has no rating: it comes after every rated act, not first as a 5.0.
  rating: 'p.rating desc nulls last, p.review_count desc, relevance desc, p.id',
  'price-low': 'p.base_fee_cents asc, relevance desc, p.id',
  'price-high': 'p.base_fee_cents desc, relevance desc, p.id',
  newest: 'p.created_at desc, p.id',
};

/** The columns a list item needs; the page query stays narrow so sorting touches little data. */
const LIST_COLUMNS = [
  'id',
  'tenant_id',
  'user_id',
  'stage_name',
  'short_bio',
  'bio',
  'base_fee_cents',
  'rating',
  'review_count',
  'is_available',
  'genres',
  'profile_image_url',
  'city',
  'state',
  'is_featured',
  'is_elite',
  'clean_content',
  'response_time_hours',
  'is_vetted',
  'created_at',
]
  .map((column) => `p.${column}`)
  .join(', ');

export type PerformerListRow = Pick<
  Performer,
  | 'id'
  | 'tenantId'
  | 'userId'
  | 'stageName'
  | 'shortBio'
  | 'bio'
  | 'baseFeeCents'
  | 'rating'
  | 'reviewCount'
  | 'isAvailable'
  | 'genres'
  | 'profileImageUrl'
  | 'city'
  | 'state'
  | 'isFeatured'
  | 'isElite'
  | 'cleanContent'
  | 'responseTimeHours'
  | 'isVetted'
  | 'createdAt'
> & { photo?: Photo | null };

/** Plain mapping of a list row (snake_case) to the entity's field names, without ORM hydration. */
function performerFromRow(row: Record<string, any>): PerformerListRow {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    userId: row.user_id,
    stageName: row.stage_name,
    shortBio: row.short_bio,
    bio: row.bio,
    baseFeeCents: row.base_fee_cents,
    rating: row.rating,
    reviewCount: row.review_count,
    isAvailable: row.is_available,
    genres: row.genres,
    profileImageUrl: row.profile_image_url,
    city: row.city,
    state: row.state,
    isFeatured: row.is_featured,
    isElite: row.is_elite,
    cleanContent: row.clean_content,
    responseTimeHours: row.response_time_hours,
    isVetted: row.is_vetted,
    createdAt: row.created_at,
  };
}

export interface PerformerPage {
  performers: PerformerListRow[];
  total: number;
}

export interface ListSql {
  sql: string;
  params: unknown[];
  countSql: string;
  countParams: unknown[];
}

/** "Available on": no one-off block or weekly rule takes the whole of that date (domain/availability.ts). */
const NOT_BLOCKED_ALL_DAY = `not exists (select 1 from availability_blocks b
  where b.tenant_id = p.tenant_id and b.performer_id = p.id and b.start_time is null
    and (b.date = ?::date or b.weekday = extract(isodow from ?::date)))`;

/**
 * Browse as SQL: every filter is a bound parameter; text search matches substrings and,
 * through pg_trgm word similarity, misspellings. Unvetted profiles are only for admins.
 */
export function buildPerformerListSql(
  tenantId: string,
  query: PerformerListQuery,
  options: { includeUnvetted: boolean },
): ListSql {
  const where: string[] = ['p.tenant_id = ?'];
  const params: unknown[] = [tenantId];
  const search = query.query?.toLowerCase();
  if (query.isVetted !== false || !options.includeUnvetted) where.push('p.is_vetted');
  if (search) {
    where.push(`(p.search_document like ? escape '\\' or ? <% p.search_document)`);
    params.push(`%${escapeLike(search)}%`, search);
  }
  if (query.city) {
    where.push(`lower(p.city) like ? escape '\\'`);
    params.push(`${escapeLike(query.city.toLowerCase())}%`);
  }
  if (query.state) {
    where.push('p.state = ?');
    params.push(query.state);
  }
  if (query.genres?.length) {
    where.push(`p.genres && string_to_array(?, ',')`);
    params.push(query.genres.join(','));
  }
  if (query.cleanContent) where.push('p.clean_content');
  if (query.availableOn) {
    where.push(NOT_BLOCKED_ALL_DAY);
    params.push(query.availableOn, query.availableOn);
  }
  const relevance = search ? 'word_similarity(?, p.search_document)' : '0';
  // Profiles that contain the search text itself come before misspelt matches, in every sort.
  const exactMatch = search ? `p.search_document like ? escape '\\'` : 'false';
  return {
    sql: `select ${LIST_COLUMNS}, ${relevance} as relevance, ${exactMatch} as exact_match,
            (select count(*) from performers p where ${where.join(' and ')}) as total_count
       from performers p
      where ${where.join(' and ')}
      order by exact_match desc, ${ORDER_BY[query.sortBy]}
      limit ? offset ?`,
    params: [
      ...(search ? [search, `%${escapeLike(search)}%`] : []),
      ...params,
      ...params,
      query.limit,
      (query.page - 1) * query.limit,
    ],
    countSql: `select count(*) as total from performers p where ${where.join(' and ')}`,
    countParams: params,
  };
}

export async function listPerformers(
  em: TenantEm,
  tenantId: string,
  query: PerformerListQuery,
  options: { includeUnvetted: boolean },
): Promise<PerformerPage> {
  const list = buildPerformerListSql(tenantId, query, options);
  if (query.query) {
    await em.execute(`select set_config('pg_trgm.word_similarity_threshold', ?, true)`, [String(TYPO_TOLERANCE)]);
  }
  const rows = await em.execute<Record<string, unknown>[]>(list.sql, list.params);
  const total = rows[0] ? Number(rows[0].total_count) : await countAll(em, list);
  return { performers: await withMainPhotos(em, tenantId, rows.map(performerFromRow)), total };
}

/** Each performer with their main photo (one query for the page). */
export async function withMainPhotos<T extends { id: string }>(
  em: TenantEm,
  tenantId: string,
  performers: T[],
): Promise<(T & { photo: Photo | null })[]> {
  const photos = await mainPhotos(
    em,
    tenantId,
    performers.map((performer) => performer.id),
  );
  return performers.map((performer) => {
    const row = photos.get(performer.id);
    return { ...performer, photo: row ? presentPhoto(tenantId, row) : null };
  });
}

/** Past the last page there is no row to carry the count, so count on its own. */
async function countAll(em: TenantEm, list: ListSql): Promise<number> {
  const [row] = await em.execute<{ total: string }[]>(list.countSql, list.countParams);
  return Number(row?.total ?? 0);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export interface PerformerProfileData {
  performer: Performer & { photo: Photo | null };
  media: PerformerMediaSet;
  summary: ReviewsSummary;
  recentReviews: Review[];
}

export const RECENT_REVIEWS = 5;

export async function findPerformerProfile(
  em: TenantEm,
  id: string,
  options: { includeUnvetted: boolean; viewerUserId: string | null },
): Promise<PerformerProfileData | null> {
  const performer = await em.findOne(PerformerEntity, { id });
  if (!performer) return null;
  const visible = performer.isVetted || options.includeUnvetted || performer.userId === options.viewerUserId;
  if (!visible) return null;
  const summary = await reviewsSummary(em, id);
  const recentReviews = await em.find(
    ReviewEntity,
    { performerId: id, authorRole: 'buyer', publishedAt: { $ne: null }, hiddenAt: null },
    { orderBy: { createdAt: 'desc' }, limit: RECENT_REVIEWS },
  );
  const media = presentMediaSet(performer.tenantId, await performerMedia(em, performer.tenantId, performer.id));
  return { performer: { ...performer, photo: media.photos[0] ?? null }, media, summary, recentReviews };
}

async function reviewsSummary(em: TenantEm, performerId: string): Promise<ReviewsSummary> {
  const rows = await em.execute<{ rating: number; count: string }[]>(
    `select rating, count(*) as count from reviews where performer_id = ? and ${VISIBLE_PERFORMER_REVIEW} group by rating`,
    [performerId],
  );
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let sum = 0;
  for (const row of rows) {
    const stars = Number(row.rating) as 1 | 2 | 3 | 4 | 5;
    distribution[stars] = Number(row.count);
    count += Number(row.count);
    sum += stars * Number(row.count);
  }
  return { average: count ? Math.round((sum / count) * 10) / 10 : 0, count, distribution };
}
