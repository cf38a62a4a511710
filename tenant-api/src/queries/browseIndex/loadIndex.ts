import { SORTS, type PerformerSort } from '../../contract';
import { orderBy, sortKeys } from '../browseCursor';
import { literal, readInTenant, readInTenantSnapshot, type Row } from '../../db/oneTrip';
import type { Orm } from '../../db/orm';
import { preparedRead, readPreparedInTenant } from '../../db/preparedReads';
import type { WordCharacters } from '../../search/pgTrigram';
import { MEDIA_COLUMNS, type MediaRow } from '../performerMedia';
import { LIST_COLUMNS } from '../performers';
import { indexedPerformer, type AllDayBlock, type IndexedPerformer } from './indexedPerformer';

/**
 * The probe of which characters pg_trgm counts as letters in this database (see search/pgTrigram.ts):
 * 'é' gives trigrams only where pg_trgm takes non-ASCII letters as word characters.
 */
const WORD_CHARACTERS_PROBE = `select coalesce(array_length(show_trgm('é'), 1), 0) as trigrams`;

/** What WORD_CHARACTERS_PROBE's rows say. */
function wordCharactersFrom(probeRows: Row[]): WordCharacters {
  return Number(probeRows[0]?.trigrams) > 0 ? 'unicode' : 'ascii';
}

/** Which characters pg_trgm counts as letters in this database (see search/pgTrigram.ts). */
export async function wordCharactersOf(query: (sql: string) => Promise<Row[]>): Promise<WordCharacters> {
  return wordCharactersFrom(await query(WORD_CHARACTERS_PROBE));
}

/** The acts' browse rows, main photos and all-day blocks; all of the tenant's, or those of `ids`. */
function browseRowStatements(tenantId: string, ids?: string[]): string[] {
  const tenant = literal(tenantId);
  const only = (column: string) => (ids ? `and ${column} = any(${literal(`{${ids.join(',')}}`)}::uuid[])` : '');
  return [
    `select ${LIST_COLUMNS}, p.search_document, lower(p.city) as city_key,
            (extract(epoch from p.created_at) * 1000000)::bigint::text as created_micros
       from performers p where p.tenant_id = ${tenant} ${only('p.id')}`,
    `select distinct on (performer_id) ${MEDIA_COLUMNS} from performer_media
      where tenant_id = ${tenant} and kind = 'photo' ${only('performer_id')}
      order by performer_id, position, created_at`,
    `select performer_id, date::text as date, weekday from availability_blocks
      where tenant_id = ${tenant} and start_time is null ${only('performer_id')}`,
  ];
}

/** Rows are turned into index entries this many at a time, letting requests in between. */
const CHUNK = 2_000;

async function indexedPerformers([rows = [], photos = [], blocks = []]: Row[][]): Promise<IndexedPerformer[]> {
  const photoOf = new Map((photos as unknown as MediaRow[]).map((photo) => [photo.performer_id, photo]));
  const blocksOf = new Map<string, AllDayBlock[]>();
  for (const block of blocks as unknown as AllDayBlock[]) {
    blocksOf.set(block.performer_id, [...(blocksOf.get(block.performer_id) ?? []), block]);
  }
  const performers: IndexedPerformer[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const row of rows.slice(start, start + CHUNK))
      performers.push(indexedPerformer(row, photoOf.get(row.id as string), blocksOf.get(row.id as string) ?? []));
  }
  return performers;
}

export interface LoadedTenant {
  performers: IndexedPerformer[];
  /** Each sort's order as PostgreSQL sorts it (by browseCursor's keys without the search's). */
  orders: Map<PerformerSort, string[]>;
  characters: WordCharacters;
  /** The oldest transaction still running when the rows were read: changes from it on may be missing. */
  since: string;
}

/** Every act of the tenant as of one snapshot, with that snapshot's oldest running transaction. */
export async function loadTenant(orm: Orm, tenantId: string): Promise<LoadedTenant> {
  const [snapshotRows = [], probeRows = [], orderRows = [], ...rows] = await readInTenantSnapshot(orm, tenantId, [
    `select pg_snapshot_xmin(pg_current_snapshot())::text as since`,
    WORD_CHARACTERS_PROBE,
    `select ${SORTS.map((sort) => `array(select p.id from performers p where p.tenant_id = ${literal(tenantId)} order by ${orderBy(sortKeys(sort, false))})::text[] as "${sort}"`).join(', ')}`,
    ...browseRowStatements(tenantId),
  ]);
  return {
    performers: await indexedPerformers(rows),
    orders: new Map(SORTS.map((sort) => [sort, orderRows[0]![sort] as string[]])),
    characters: wordCharactersFrom(probeRows),
    since: String(snapshotRows[0]!.since),
  };
}

/** The acts of `ids` as they are now (a missing id was deleted). */
export async function reloadPerformers(orm: Orm, tenantId: string, ids: string[]): Promise<IndexedPerformer[]> {
  return await indexedPerformers(await readInTenant(orm, tenantId, browseRowStatements(tenantId, ids)));
}

export interface ChangeCheck {
  /** The oldest transaction still running at the check: the next check starts there. */
  since: string;
  /** Acts changed by transactions from the previous bound on, with the last changer's id. */
  changes: { performerId: string; xid: string }[];
}

/** One statement, so the bound and the changes come from one snapshot (Migration20261201030001). */
export const CHANGES_SINCE = preparedRead(
  ['uuid', 'xid8'],
  `select pg_snapshot_xmin(pg_current_snapshot())::text as since,
          array(select performer_id::text || ' ' || xid::text from performer_browse_changes
                 where tenant_id = $1 and xid >= $2) as changes`,
);

export async function changesSince(orm: Orm, tenantId: string, since: string): Promise<ChangeCheck> {
  const [rows = []] = await readPreparedInTenant(orm, tenantId, [{ read: CHANGES_SINCE, values: [tenantId, since] }]);
  const row = rows[0];
  return {
    since: String(row!.since),
    changes: (row!.changes as string[]).map((entry) => {
      const [performerId, xid] = entry.split(' ') as [string, string];
      return { performerId, xid };
    }),
  };
}
