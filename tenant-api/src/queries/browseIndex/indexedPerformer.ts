import type { PerformerListItem, PerformerSort } from '../../contract';
import type { Row } from '../../db/oneTrip';
import { presentPhoto } from '../../presenters/media';
import { presentPerformerListItem } from '../../presenters/performer';
import { sortKeys, type CursorValue, type SortKey } from '../browseCursor';
import type { MediaRow } from '../performerMedia';
import { performerFromRow, type PerformerListRow } from '../performers';

/**
 * One act as the browse index holds it: its list row and main photo as read (presented when on a
 * page: the presented form, with every photo URL, is several times larger), and what filters and
 * sorts read.
 */
export interface IndexedPerformer {
  id: string;
  /** Its place in its index (set by the index). */
  slot: number;
  row: PerformerListRow;
  photo: MediaRow | null;
  isVetted: boolean;
  isFeatured: boolean;
  cleanContent: boolean;
  rating: number | null;
  reviewCount: number;
  baseFeeCents: number;
  /** created_at in microseconds since the epoch (PostgreSQL's precision, which the cursor keeps). */
  createdMicros: number;
  state: string | null;
  /** lower(city), as PostgreSQL lowercases it. */
  cityKey: string | null;
  genres: string[];
  searchDocument: string;
  /** The search text's distinct space-separated words (performer_search.words). */
  words: string[];
  /** Dates (YYYY-MM-DD) and ISO weekdays (bit 1 << n) blocked all day. */
  blockedDates: Set<string> | null;
  blockedWeekdays: number;
}

export interface AllDayBlock {
  performer_id: string;
  date: string | null;
  weekday: number | null;
}

export function indexedPerformer(row: Row, photo: MediaRow | undefined, blocks: AllDayBlock[]): IndexedPerformer {
  const performer = performerFromRow(row);
  const blockedDates = blocks.filter((block) => block.date !== null).map((block) => block.date!);
  return {
    id: performer.id,
    slot: -1,
    row: performer,
    photo: photo ?? null,
    isVetted: performer.isVetted,
    isFeatured: performer.isFeatured,
    cleanContent: performer.cleanContent,
    rating: performer.rating === null ? null : Number(performer.rating),
    reviewCount: performer.reviewCount,
    baseFeeCents: performer.baseFeeCents,
    createdMicros: Number(row.created_micros),
    state: performer.state,
    cityKey: (row.city_key as string | null) ?? null,
    genres: performer.genres,
    searchDocument: row.search_document as string,
    words: [...new Set((row.search_document as string).split(' ').filter(Boolean))],
    blockedDates: blockedDates.length ? new Set(blockedDates) : null,
    blockedWeekdays: blocks.reduce((mask, block) => (block.weekday === null ? mask : mask | (1 << block.weekday)), 0),
  };
}

/** The act as a browse page shows it. */
export function listItem(tenantId: string, performer: IndexedPerformer): PerformerListItem {
  const photo = performer.photo ? presentPhoto(tenantId, performer.photo) : null;
  return presentPerformerListItem({ ...performer.row, photo });
}

/** A sort key read off an indexed act (with the search's relevance and tier when searching). */
export interface IndexKey extends SortKey {
  valueOf(performer: IndexedPerformer, relevance: number, exact: boolean): CursorValue;
}

const VALUE_OF: Record<string, IndexKey['valueOf']> = {
  exact_match: (_performer, _relevance, exact) => exact,
  relevance: (_performer, relevance) => relevance,
  'p.is_featured': (performer) => performer.isFeatured,
  'p.rating': (performer) => performer.rating,
  'p.review_count': (performer) => performer.reviewCount,
  'p.base_fee_cents': (performer) => performer.baseFeeCents,
  'p.created_at': (performer) => performer.createdMicros,
  'p.id': (performer) => performer.id,
};

/** The SQL path's sort keys (browseCursor.sortKeys, the one declaration of each order), read off indexed acts. */
export function indexKeys(sort: PerformerSort, searching: boolean): IndexKey[] {
  return sortKeys(sort, searching).map((key) => {
    const valueOf = VALUE_OF[key.expression];
    if (!valueOf) throw new Error(`The browse index cannot sort by ${key.expression}`);
    return { ...key, valueOf };
  });
}

/** Orders two values of one key as PostgreSQL's ORDER BY does (nulls last). */
export function compareValues(key: SortKey, left: CursorValue, right: CursorValue): number {
  if (left === right) return 0;
  if (left === null) return 1;
  if (right === null) return -1;
  const ascending = left < right ? -1 : 1;
  return key.direction === 'asc' ? ascending : -ascending;
}

/** Orders two positions (values of the same keys). */
export function comparePositions(keys: readonly SortKey[], left: CursorValue[], right: CursorValue[]): number {
  for (let index = 0; index < keys.length; index++) {
    const order = compareValues(keys[index]!, left[index]!, right[index]!);
    if (order !== 0) return order;
  }
  return 0;
}

const TIMESTAMP_PARTS = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(Z|[+-]\d{2}:\d{2})$/;

/** A cursor's timestamp (as PostgreSQL writes it, or as toCursorValue does) in microseconds. */
export function timestampMicros(text: string): number {
  const [, seconds, fraction = '', zone] = TIMESTAMP_PARTS.exec(text)!;
  return Date.parse(`${seconds}${zone}`) * 1000 + Number(fraction.padEnd(6, '0'));
}

export function microsTimestamp(micros: number): string {
  const fraction = ((micros % 1_000_000) + 1_000_000) % 1_000_000;
  const seconds = new Date((micros - fraction) / 1000).toISOString().slice(0, 19);
  return `${seconds}.${String(fraction).padStart(6, '0')}+00:00`;
}

/** A decoded cursor's values as the index compares them (timestamps in microseconds, reals in single precision). */
export function fromCursorValues(keys: readonly SortKey[], values: CursorValue[]): CursorValue[] {
  return values.map((value, index) => {
    const type = keys[index]!.type;
    if (type === 'timestamptz' && typeof value === 'string') return timestampMicros(value);
    if (type === 'real' && typeof value === 'number') return Math.fround(value);
    return value;
  });
}

/** The index's values as a cursor writes them. */
export function toCursorValues(keys: readonly SortKey[], values: CursorValue[]): CursorValue[] {
  return values.map((value, index) =>
    keys[index]!.type === 'timestamptz' && typeof value === 'number' ? microsTimestamp(value) : value,
  );
}
