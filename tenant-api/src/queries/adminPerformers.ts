import { ADMIN_PAGE_SIZE, type AdminPerformer, type AdminPerformerList, type AdminPerformerQuery } from '../contract';
import { ReadParameters } from '../db/preparedReads';
import type { Orm } from '../db/orm';
import type { TenantEm } from '../db/tenantScope';
import { notFound } from '../http/errors';
import { adminPage, type AdminPageQuery } from './adminPage';
import type { z } from 'zod';

/** `%` and `_` in a search are literal characters, not wildcards. */
export function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const FILTERS: Record<z.output<typeof AdminPerformerQuery>['filter'], string> = {
  all: 'true',
  pending: `exists (select 1 from performer_applications x
                     where x.tenant_id = p.tenant_id and x.user_id = p.user_id and x.status = 'submitted')`,
  vetted: 'p.is_vetted',
  unvetted: 'not p.is_vetted',
  elite: 'p.is_elite',
  featured: 'p.is_featured',
};

const SELECT = `
  select p.id, p.stage_name, coalesce(p.city, '') as city, coalesce(p.state, '') as state, u.email,
         p.is_vetted, p.is_elite, p.is_featured, p.is_available, p.rating, p.review_count, p.created_at,
         a.id as application_id, a.tier as application_tier, a.status as application_status,
         a.created_at as application_created_at, a.decision_reason
    from performers p
    join users u on u.tenant_id = p.tenant_id and u.id = p.user_id
    left join lateral (
      select * from performer_applications a
       where a.tenant_id = p.tenant_id and a.user_id = p.user_id
       order by a.created_at desc, a.id desc limit 1
    ) a on true`;

type Row = Record<string, any>;

const iso = (value: unknown) => new Date(value as string).toISOString();

function presentRow(row: Row): AdminPerformer {
  return {
    id: row.id,
    stageName: row.stage_name,
    city: row.city,
    state: String(row.state).trim(),
    email: row.email,
    isVetted: row.is_vetted,
    isElite: row.is_elite,
    isFeatured: row.is_featured,
    isAvailable: row.is_available,
    rating: row.rating === null ? null : Number(row.rating),
    reviewCount: Number(row.review_count),
    createdAt: iso(row.created_at),
    application: row.application_id
      ? {
          id: row.application_id,
          tier: row.application_tier,
          status: row.application_status === 'submitted' ? 'pending' : row.application_status,
          submittedAt: iso(row.application_created_at),
          decisionReason: row.decision_reason ?? null,
        }
      : null,
  };
}

/** The tenant's performers with their newest application, 20 a page, newest first. */
export async function listAdminPerformers(
  orm: Orm,
  tenantId: string,
  query: z.output<typeof AdminPerformerQuery>,
): Promise<AdminPerformerList> {
  const { rows, ...page } = await adminPage<Row>(orm, tenantId, adminPerformersPage(tenantId, query));
  return { performers: rows.map(presentRow), ...page };
}

/** The performers list's page as SQL. */
export function adminPerformersPage(tenantId: string, query: z.output<typeof AdminPerformerQuery>): AdminPageQuery {
  const parameters = new ReadParameters();
  const where = [`p.tenant_id = ${parameters.add(tenantId, 'uuid')}`, FILTERS[query.filter]];
  if (query.query) {
    const pattern = parameters.add(likePattern(query.query), 'text');
    where.push(`(p.stage_name ilike ${pattern} or u.email ilike ${pattern})`);
  }
  const condition = where.join(' and ');
  return {
    matching: `from performers p join users u on u.tenant_id = p.tenant_id and u.id = p.user_id where ${condition}`,
    ordered: `${SELECT} where ${condition} order by p.created_at desc, p.id`,
    parameters,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

export async function findAdminPerformer(em: TenantEm, tenantId: string, id: string): Promise<AdminPerformer> {
  const rows = await em.execute<Row[]>(`${SELECT} where p.tenant_id = ? and p.id = ?`, [tenantId, id]);
  if (!rows[0]) throw notFound('Performer not found');
  return presentRow(rows[0]);
}
