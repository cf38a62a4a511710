import { LIST_COUNT_CAP } from '../contract/constants';
import { readInTenant, type Row } from '../db/oneTrip';
import type { Orm } from '../db/orm';

export interface AdminPageQuery {
  /** The list's `from … where …`, every value written with `literal()`: what is counted. */
  matching: string;
  /** The list's rows in order (`select … from … where … order by …`), values written the same way. */
  ordered: string;
  page: number;
  pageSize: number;
}

/** The statements of an admin list's page: its rows (one more than shown) and its capped count. */
export function adminPageStatements(query: AdminPageQuery): string[] {
  const offset = (query.page - 1) * query.pageSize;
  return [
    `${query.ordered} limit ${query.pageSize + 1} offset ${offset}`,
    `select count(*)::int as total from (select 1 ${query.matching} limit ${LIST_COUNT_CAP + 1}) capped`,
  ];
}

/**
 * One numbered page of an admin list (one row more than shown, to know whether another follows)
 * and its count, capped at LIST_COUNT_CAP so a large tenant never counts every row: both in one
 * round trip in the tenant's scope (row-level security applies). The contract keeps `page` within
 * the pages the capped count reaches (lastAdminPage), so the OFFSET stays below LIST_COUNT_CAP.
 */
export async function adminPage<T = Row>(orm: Orm, tenantId: string, query: AdminPageQuery) {
  const [rows = [], [counted] = []] = await readInTenant(orm, tenantId, adminPageStatements(query));
  const total = Number(counted?.total ?? 0);
  return {
    rows: rows.slice(0, query.pageSize) as T[],
    total: Math.min(total, LIST_COUNT_CAP),
    totalIsCapped: total > LIST_COUNT_CAP,
    hasMore: rows.length > query.pageSize,
    page: query.page,
  };
}
