import type { PerformerListQuery, PerformerMediaSet, Photo } from '../contract';
import { LIST_COUNT_CAP } from '../contract/constants';
import { literal, readInTenant } from '../db/oneTrip';
import type { Orm } from '../db/orm';
import { packedColumns, type PackedColumn } from '../db/packedRows';
import { inlined, preparedRead, readPreparedInTenant, type Execution } from '../db/preparedReads';
import type { TenantEm } from '../db/tenantScope';
import type { Performer, Review } from '../entities';
import { VISIBLE_PERFORMER_REVIEW } from '../commands/reviews/ratings';
import type { ReviewsSummary } from '../presenters/performer';
import { presentMediaSet, presentPhoto } from '../presenters/media';
import {
  afterPosition,
  cursorColumn,
  decodeCursor,
  encodeCursor,
  orderBy,
  pageOffset,
  sortKeys,
  type SortKey,
} from './browseCursor';
import { MAIN_PHOTO_COLUMN, mainPhotos, type MediaRow } from './performerMedia';

/** Similarity at which a search word counts as a (misspelt) match of a word in a profile. */
export const TYPO_TOLERANCE = 0.3;

/** The columns a list item needs; the page query stays narrow so sorting touches little data. */
export const LIST_COLUMN_NAMES = [
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
];
export const LIST_COLUMNS = LIST_COLUMN_NAMES.map((column) => `p.${column}`).join(', ');

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
export function performerFromRow(row: Record<string, any>): PerformerListRow {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    userId: row.user_id,
    stageName: row.stage_name,
    shortBio: row.short_bio,
    bio: row.bio,
    baseFeeCents: Number(row.base_fee_cents),
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
    createdAt: new Date(row.created_at),
  };
}

export interface PerformerPage {
  performers: PerformerListRow[];
  total: number;
  totalIsCapped: boolean;
  nextCursor: string | null;
}

export interface ListSql {
  /** Statements for one message: the page with each row's main photo (one row more than asked, to know if another follows), then the capped count. */
  statements: [page: string, count: string];
  settings: Record<string, string>;
}

/**
 * Browse as SQL text with every value written as an escaped literal (it travels in one
 * simple-query message). Unvetted profiles are only for admins. With `after`, the page starts
 * past that keyset position; otherwise at `page`. The page is cut before each row's main photo
 * is read, so a deep page reads photos for its own rows only.
 */
export function buildPerformerListSql(
  tenantId: string,
  query: PerformerListQuery,
  options: { includeUnvetted: boolean; commonMatches?: number },
): ListSql {
  const search = query.query?.toLowerCase();
  const keys = sortKeys(query.sortBy, Boolean(search));
  const where = filters(tenantId, query, options);
  const position = query.after ? [afterPosition(keys, decodeCursor(query.after, keys))] : [];
  const offset = pageOffset(query);
  const text = search ? textSearch(search, options.commonMatches ?? COMMON_MATCHES) : null;
  const limit = `limit ${literal(query.limit + 1)} offset ${literal(offset)}`;
  const rows = text
    ? textMatchesInOrder(text, [...where, ...position], keys, offset + query.limit + 1)
    : `select ${LIST_COLUMNS} from performers p where ${[...where, ...position].join(' and ')}
        order by ${orderBy(keys)} ${limit}`;
  return {
    statements: [
      `select ${LIST_COLUMNS}, ${cursorColumn(keys)} as position, ${MAIN_PHOTO_COLUMN}
         from (${rows}) p
        order by ${orderBy(keys)} ${text ? limit : ''}`,
      text ? textCount(text, where) : cappedCount(where),
    ],
    settings: {
      ...(text ? { 'pg_trgm.word_similarity_threshold': String(TYPO_TOLERANCE) } : {}),
      // A page is a few index reads: starting a parallel worker would cost more than the whole read.
      max_parallel_workers_per_gather: '0',
    },
  };
}

/**
 * A search's exact matches are counted in `performers` itself (the count index holds the search
 * text) when so many profiles or more hold a word containing the search's rarest word, since
 * then the cap comes soon; rarer ones through the trigram index of the search side table.
 */
export const COMMON_MATCHES = 5_000;

export interface TextSearch {
  exact: {
    /** Joins `performers p` to its profiles containing the text, with their search text as `s`. */
    page: string;
    /** Whether the vocabulary says the text is common (see textCount). */
    isCommon: string;
    /** The same condition on `performers p` for either case: through the side table, or on the act's own copy. */
    ifRare: string;
    ifCommon: string;
  };
  typo: string;
  relevance: string;
}

/**
 * A search's two tiers (see Migration20261129020001 and Migration20261130030002 for the search
 * side table, its vocabulary and their views): profiles that contain the text (substring), and
 * misspelt matches, profiles not containing it in which every word of the search is close to a
 * word of the profile (pg_trgm word similarity at TYPO_TOLERANCE, looked up in the tenant's
 * vocabulary). Row-level security hides the statistics of `performers.search_document` from the
 * planner (`like` is not leakproof), so the page reads the text through the side table's view.
 */
function textSearch(search: string, commonMatches: number): TextSearch {
  const pattern = literal(`%${escapeLike(search)}%`);
  const words = search.split(' ').filter(Boolean);
  const inSideTable = (condition: string) =>
    `p.id in (select s.performer_id from performer_search_in_tenant s where ${condition})`;
  const closeWords = words.map(
    (word) =>
      `s.words && array(select v.word from performer_search_vocabulary_in_tenant v where ${literal(word)} <% v.word)`,
  );
  const holders = (word: string) =>
    `(select coalesce(sum(v.performers), 0) from performer_search_vocabulary_in_tenant v
       where v.word like ${literal(`%${escapeLike(word)}%`)})`;
  const common = words.length ? `least(${words.map(holders).join(', ')}) >= ${literal(commonMatches)}` : 'false';
  return {
    exact: {
      page: `join performer_search_in_tenant s on s.performer_id = p.id and s.search_document like ${pattern}`,
      isCommon: common,
      ifRare: inSideTable(`s.search_document like ${pattern}`),
      ifCommon: `p.search_document like ${pattern}`,
    },
    typo: words.length ? `${inSideTable(closeWords.join(' and '))} and not p.search_document like ${pattern}` : 'false',
    relevance: `word_similarity(${literal(search)}, p.search_document)`,
  };
}

/** How many rows of `performers p` pass `where`, counting no further than one past the cap. */
const cappedCount = (where: string[]) =>
  `select count(*)::int as total from (select 1 from performers p
     where ${where.join(' and ')} limit ${LIST_COUNT_CAP + 1}) capped`;

/** A search's capped count: the tiers are disjoint, and the misspelt one is counted only while the exact one is below the cap. */
function textCount(text: TextSearch, where: string[]): string {
  const rare = cappedCount([...where, 'not (select common from gate)', text.exact.ifRare]);
  const common = cappedCount([...where, '(select common from gate)', text.exact.ifCommon]);
  return `with gate as materialized (select ${text.exact.isCommon} as common),
      exact as materialized (select (${rare}) + (${common}) as total)
    select exact.total + case when exact.total > ${LIST_COUNT_CAP} then 0 else (${cappedCount([...where, text.typo])}) end as total
      from exact`;
}

/**
 * The first `take` matches in browse order. Profiles containing the text come before misspelt
 * matches whatever the sort, so each tier is its own top-k (a sort index of `performers` can
 * serve it and stop early), and the misspelt tier is read only when the exact one falls short.
 */
function textMatchesInOrder(text: TextSearch, where: string[], keys: SortKey[], take: number) {
  const tier = (exact: boolean, join: string, condition: string[]) =>
    `select ${LIST_COLUMNS}, m.exact_match, m.relevance from performers p ${join}
      cross join lateral (select ${exact} as exact_match, ${text.relevance} as relevance) m
      where ${[...where, ...condition].join(' and ')} order by ${orderBy(keys)} limit ${literal(take)}`;
  return `with exact as materialized (${tier(true, text.exact.page, [])})
    select * from exact
    union all
    (${tier(false, '', [text.typo, `(select count(*) from exact) < ${literal(take)}`])})`;
}

/** "Available on": no one-off block or weekly rule takes the whole of that date (domain/availability.ts). */
const notBlockedAllDay = (date: string) => `not exists (select 1 from availability_blocks b
  where b.tenant_id = p.tenant_id and b.performer_id = p.id and b.start_time is null
    and (b.date = ${date}::date or b.weekday = extract(isodow from ${date}::date)))`;

function filters(tenantId: string, query: PerformerListQuery, options: { includeUnvetted: boolean }): string[] {
  const where = [`p.tenant_id = ${literal(tenantId)}`];
  if (query.isVetted !== false || !options.includeUnvetted) where.push('p.is_vetted');
  if (query.city) where.push(`lower(p.city) like ${literal(`${escapeLike(query.city.toLowerCase())}%`)}`);
  if (query.state) where.push(`p.state = ${literal(query.state)}`);
  if (query.genres?.length) where.push(`p.genres && string_to_array(${literal(query.genres.join(','))}, ',')`);
  if (query.cleanContent) where.push('p.clean_content');
  if (query.availableOn) where.push(notBlockedAllDay(literal(query.availableOn)));
  return where;
}

export async function listPerformers(
  orm: Orm,
  tenantId: string,
  query: PerformerListQuery,
  options: { includeUnvetted: boolean },
): Promise<PerformerPage> {
  const list = buildPerformerListSql(tenantId, query, options);
  const [rows = [], [count] = []] = await readInTenant(orm, tenantId, list.statements, list.settings);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const total = Number(count?.total ?? 0);
  return {
    performers: page.map((row) => ({
      ...performerFromRow(row),
      photo: row.main_photo ? presentPhoto(tenantId, row.main_photo as MediaRow) : null,
    })),
    total: Math.min(total, LIST_COUNT_CAP),
    totalIsCapped: total > LIST_COUNT_CAP,
    nextCursor: rows.length > query.limit && last ? encodeCursor(String(last.position)) : null,
  };
}

/** Each performer with their main photo, inside a tenant transaction (the performer's own answers). */
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
  return attachPhotos(tenantId, performers, photos);
}

function attachPhotos<T extends { id: string }>(
  tenantId: string,
  performers: T[],
  photos: Map<string, MediaRow>,
): (T & { photo: Photo | null })[] {
  return performers.map((performer) => {
    const row = photos.get(performer.id);
    return { ...performer, photo: row ? presentPhoto(tenantId, row) : null };
  });
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export type PerformerProfileRow = PerformerListRow & Pick<Performer, 'media'>;
export type ReviewRow = Pick<
  Review,
  'id' | 'authorName' | 'rating' | 'body' | 'createdAt' | 'offerId' | 'replyBody' | 'repliedAt'
>;

export interface PerformerProfileData {
  performer: PerformerProfileRow & { photo: Photo | null };
  media: PerformerMediaSet;
  summary: ReviewsSummary;
  recentReviews: ReviewRow[];
}

/** The latest visible reviews a profile shows (kept in performer_profile_parts, Migration20261204010001). */
export const RECENT_REVIEWS = 5;

/**
 * The act, its rating histogram, its latest visible reviews and its media as ONE packed row
 * (db/packedRows.ts) of one prepared read by key: one value for the API to parse. The histogram,
 * reviews and media are kept per act as JSON (`performer_profile_parts`, refreshed by triggers on
 * every write of reviews and media) so the read runs no subquery; an act with neither has no row.
 */
const PROFILE_ROW = packedColumns([
  ...LIST_COLUMN_NAMES.map((column): PackedColumn => [column, `p.${column}`]),
  ['media', 'p.media'],
  ['rating_counts', `coalesce(parts.rating_counts, '[]')`],
  ['recent_reviews', `coalesce(parts.recent_reviews, '[]')`],
  ['media_rows', `coalesce(parts.media_rows, '[]')`],
]);

const PROFILE_READ = preparedRead(
  ['uuid', 'uuid'],
  `select ${PROFILE_ROW.sql} from performers p
     left join performer_profile_parts parts on parts.tenant_id = p.tenant_id and parts.performer_id = p.id
    where p.tenant_id = $1 and p.id = $2`,
);

export const performerProfileReads = (tenantId: string, id: string): Execution[] => [
  { read: PROFILE_READ, values: [tenantId, id] },
];

/** The profile's statement with its values written in (what EXPLAIN shows for the prepared read). */
export function performerProfileStatements(tenantId: string, id: string): string[] {
  return performerProfileReads(tenantId, id).map(inlined);
}

/** The profile, its review summary and its latest reviews, in one statement, whoever may see it. */
export async function readPerformerProfile(
  orm: Orm,
  tenantId: string,
  id: string,
): Promise<PerformerProfileData | null> {
  const [[found] = []] = await readPreparedInTenant(orm, tenantId, performerProfileReads(tenantId, id));
  if (!found) return null;
  const row = PROFILE_ROW.unpack(found[PROFILE_ROW.alias] as string);
  const performer = { ...performerFromRow(row), media: row.media as Performer['media'] };
  const media = presentMediaSet(tenantId, row.media_rows as MediaRow[]);
  return {
    performer: { ...performer, photo: media.photos[0] ?? null },
    media,
    summary: reviewsSummary(row.rating_counts as [number, number][]),
    recentReviews: (row.recent_reviews as Record<string, unknown>[]).map(reviewFromRow),
  };
}

/**
 * One page of the act's public reviews (the profile's "Show more"), newest first: those after the
 * review `after` in (created_at, id) order, so a review written meanwhile never shifts a page.
 * Null when the profile itself is not visible to the viewer.
 */
export async function findPerformerReviews(
  orm: Orm,
  tenantId: string,
  id: string,
  options: { includeUnvetted: boolean; viewerUserId: string | null; after: string | null; limit: number },
): Promise<{ reviews: ReviewRow[]; nextCursor: string | null } | null> {
  const performerId = literal(id);
  const after = options.after === null ? null : literal(options.after);
  const [[performer] = [], rows = []] = await readInTenant(orm, tenantId, [
    `select is_vetted, user_id from performers where id = ${performerId}`,
    `select id, author_name, rating, body, created_at, offer_id, reply_body, replied_at from reviews
      where performer_id = ${performerId} and ${VISIBLE_PERFORMER_REVIEW}
        ${after === null ? '' : `and (created_at, id) < (select created_at, id from reviews where id = ${after} and performer_id = ${performerId})`}
      order by created_at desc, id desc limit ${options.limit + 1}`,
  ]);
  if (!performer) return null;
  const visible = performer.is_vetted || options.includeUnvetted || performer.user_id === options.viewerUserId;
  if (!visible) return null;
  const page = rows.slice(0, options.limit).map(reviewFromRow);
  return { reviews: page, nextCursor: rows.length > options.limit ? page.at(-1)!.id : null };
}

function reviewFromRow(row: Record<string, any>): ReviewRow {
  return {
    id: row.id,
    authorName: row.author_name,
    rating: row.rating,
    body: row.body,
    createdAt: new Date(row.created_at),
    offerId: row.offer_id,
    replyBody: row.reply_body,
    repliedAt: row.replied_at === null ? null : new Date(row.replied_at),
  };
}

/** The summary of [stars, how many] pairs, one per star rating given. */
function reviewsSummary(counts: [number, number][]): ReviewsSummary {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let sum = 0;
  for (const [stars, given] of counts) {
    distribution[stars as 1 | 2 | 3 | 4 | 5] = given;
    count += given;
    sum += stars * given;
  }
  return { average: count ? Math.round((sum / count) * 10) / 10 : 0, count, distribution };
}
