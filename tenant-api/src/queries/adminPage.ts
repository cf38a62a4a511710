import { LIST_COUNT_CAP, RESULT_WINDOW_MESSAGE, pageInWindow } from '../contract/constants';
import type { Row } from '../db/oneTrip';
import type { Orm } from '../db/orm';
import { readPreparedInTenant, type Execution, type ReadParameters } from '../db/preparedReads';
import { badRequest } from '../http/errors';

export interface AdminPageQuery {
  /** The list's `from … where …`, its values as `parameters`: what is counted. */
  matching: string;
  /** The list's rows in order (`select … from … where … order by …`), values as `parameters`. */
  ordered: string;
  /** The values of `matching` and `ordered` (the page's limit and offset are added to them). */
  parameters: ReadParameters;
  page: number;
  pageSize: number;
}

/**
 * The reads of an admin list's page, prepared (a list's few shapes are planned once per
 * connection): its capped count, and its rows (one more than shown). The page lies within the
 * result window (the contract refuses one past it, and so does this), so the OFFSET stays below
 * MAX_RESULT_WINDOW.
 */
export function adminPageReads(query: AdminPageQuery): Execution[] {
  if (!pageInWindow(query.page, query.pageSize))
    throw badRequest(RESULT_WINDOW_MESSAGE, { page: RESULT_WINDOW_MESSAGE });
  const count = query.parameters.read(
    `select count(*)::int as total from (select 1 ${query.matching} limit ${LIST_COUNT_CAP + 1}) capped`,
  );
  const paged = query.parameters.copy();
  const limit = paged.add(query.pageSize + 1, 'integer');
  const offset = paged.add((query.page - 1) * query.pageSize, 'integer');
  return [paged.read(`${query.ordered} limit ${limit} offset ${offset}`), count];
}

/**
 * One numbered page of an admin list (one row more than shown, to know whether another follows)
 * and its count, capped at LIST_COUNT_CAP so a large tenant never counts every row: both in one
 * round trip in the tenant's scope (row-level security applies).
 */
export async function adminPage<T = Row>(orm: Orm, tenantId: string, query: AdminPageQuery) {
  const [rows = [], [counted] = []] = await readPreparedInTenant(orm, tenantId, adminPageReads(query));
  const total = Number(counted?.total ?? 0);
  return {
    rows: rows.slice(0, query.pageSize) as T[],
    total: Math.min(total, LIST_COUNT_CAP),
    totalIsCapped: total > LIST_COUNT_CAP,
    hasMore: rows.length > query.pageSize,
    page: query.page,
  };
}
