import type { PerformerListQuery } from '../../contract';
import type { Orm } from '../../db/orm';
import { presentPerformerListItem } from '../../presenters/performer';
import { listPerformers } from '../performers';
import { browseFromIndex, type IndexPage } from './browseQuery';
import type { BrowseIndexes } from './browseIndexes';

/** One browse page: from the tenant's index when it is loaded, otherwise from SQL (the same answer). */
export async function browsePerformers(
  orm: Orm,
  indexes: BrowseIndexes | undefined,
  tenantId: string,
  query: PerformerListQuery,
  options: { includeUnvetted: boolean },
): Promise<IndexPage> {
  const index = indexes ? await indexes.current(tenantId) : null;
  return index ? browseFromIndex(index, query, options) : browseFromSql(orm, tenantId, query, options);
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
