import type { PerformerListQuery } from '../contract';
import type { TenantEm } from '../db/tenantScope';
import { PerformerEntity, ReviewEntity, type Performer, type Review } from '../entities';
import type { ReviewsSummary } from '../presenters/performer';

/** Similarity at which a search word counts as a (misspelt) match of a word in a profile. */
export const TYPO_TOLERANCE = 0.45;

const ORDER_BY: Record<PerformerListQuery['sortBy'], string> = {
  featured: 'p.is_featured desc, relevance desc, p.rating desc, p.review_count desc, p.id',
  rating: 'p.rating desc, p.review_count desc, relevance desc, p.id',
  'price-low': 'p.base_fee_cents asc, relevance desc, p.id',
  'price-high': 'p.base_fee_cents desc, relevance desc, p.id',
  newest: 'p.created_at desc, p.id',
};

export interface PerformerPage {
  performers: Performer[];
  total: number;
}

/**
 * Browse: every filter is a bound parameter; text search matches substrings and,
 * through pg_trgm word similarity, misspellings. Unvetted profiles are only for admins.
 */
export async function listPerformers(
  em: TenantEm,
  tenantId: string,
  query: PerformerListQuery,
  options: { includeUnvetted: boolean },
): Promise<PerformerPage> {
  const where: string[] = ['p.tenant_id = ?'];
  const params: unknown[] = [tenantId];
  const search = query.query?.toLowerCase();
  const onlyVetted = query.isVetted !== false || !options.includeUnvetted;
  if (onlyVetted) where.push('p.is_vetted');
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

  if (search) await em.execute(`select set_config('pg_trgm.word_similarity_threshold', ?, true)`, [String(TYPO_TOLERANCE)]);
  const relevance = search ? 'word_similarity(?, p.search_document)' : '0';
  const rows = await em.execute<(Record<string, unknown> & { total_count: string })[]>(
    `select p.*, ${relevance} as relevance, count(*) over () as total_count
       from performers p
      where ${where.join(' and ')}
      order by ${ORDER_BY[query.sortBy]}
      limit ? offset ?`,
    [...(search ? [search] : []), ...params, query.limit, (query.page - 1) * query.limit],
  );
  const total = rows[0] ? Number(rows[0].total_count) : await countAll(em, where, params);
  return { performers: rows.map((row) => em.map(PerformerEntity, row)), total };
}

/** Past the last page the window count is empty, so count separately for the pagination. */
async function countAll(em: TenantEm, where: string[], params: unknown[]): Promise<number> {
  const [row] = await em.execute<{ total: string }[]>(
    `select count(*) as total from performers p where ${where.join(' and ')}`,
    params,
  );
  return Number(row?.total ?? 0);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export interface PerformerProfileData {
  performer: Performer;
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
    { performerId: id },
    { orderBy: { createdAt: 'desc' }, limit: RECENT_REVIEWS },
  );
  return { performer, summary, recentReviews };
}

async function reviewsSummary(em: TenantEm, performerId: string): Promise<ReviewsSummary> {
  const rows = await em.execute<{ rating: number; count: string }[]>(
    `select rating, count(*) as count from reviews where performer_id = ? group by rating`,
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
