import type { PerformerListQuery } from '../../contract';
import type { Orm } from '../../db/orm';
import { presentPerformerListItem } from '../../presenters/performer';
import { listPerformers } from '../performers';
import { browseFromIndex, type IndexPage } from './browseQuery';
import type { BrowseIndexes } from './browseIndexes';
import { BrowseOverBudget, type WorkBudget } from './workBudget';

/**
 * One browse page: from the tenant's index when it is loaded and the answer fits its work budget
 * (workBudget.ts), otherwise from SQL (the same answer, worked out by PostgreSQL off the event loop).
 */
export async function browsePerformers(
  orm: Orm,
  indexes: BrowseIndexes | undefined,
  tenantId: string,
  query: PerformerListQuery,
  options: { includeUnvetted: boolean; budget?: WorkBudget },
): Promise<IndexPage> {
  const index = indexes ? await indexes.current(tenantId) : null;
  if (index) {
    try {
      return browseFromIndex(index, query, options);
    } catch (error) {
      if (!(error instanceof BrowseOverBudget)) throw error;
    }
  }
  return browseFromSql(orm, tenantId, query, { includeUnvetted: options.includeUnvetted });
}

export async function browseFromSql(
  orm: Orm,
  tenantId: string,
  query: PerformerListQuery,
  options: { includeUnvetted: boolean },
): Promise<IndexPage> {
  const { performers, ...page } = await listPerformers(orm, tenantId, query, options);
  return { ...page, performerJson: performers.map((performer) => JSON.stringify(presentPerformerListItem(performer))) };
}
