import { LIST_COUNT_CAP } from '../contract/constants';
import type { TenantEm } from '../db/tenantScope';

export interface AdminPageQuery {
  /** The list's `from … where …`, with `?` placeholders for `params`: what is counted. */
  matching: string;
  /** The list's rows in order (`select … from … where … order by …`), with the same placeholders. */
  ordered: string;
  params: unknown[];
  page: number;
  pageSize: number;
}

/**
 * One numbered page of an admin list (one row more than shown, to know whether another follows)
 * and its count, capped at LIST_COUNT_CAP so a large tenant never counts every row.
 */
export async function adminPage<Row>(em: TenantEm, query: AdminPageQuery) {
  const [counted] = await em.execute<{ total: number }[]>(
    `select count(*)::int as total from (select 1 ${query.matching} limit ${LIST_COUNT_CAP + 1}) capped`,
    query.params,
  );
  const rows = await em.execute<Row[]>(`${query.ordered} limit ? offset ?`, [
    ...query.params,
    query.pageSize + 1,
    (query.page - 1) * query.pageSize,
  ]);
  const total = Number(counted?.total ?? 0);
  return {
    rows: rows.slice(0, query.pageSize),
    total: Math.min(total, LIST_COUNT_CAP),
    totalIsCapped: total > LIST_COUNT_CAP,
    hasMore: rows.length > query.pageSize,
    page: query.page,
  };
}
