import type { PerformerSort } from '../contract';
import { RESULT_WINDOW_MESSAGE, pageInWindow } from '../contract/constants';
import { literal } from '../db/oneTrip';
import { badRequest } from '../http/errors';

type KeyType = 'boolean' | 'real' | 'numeric' | 'integer' | 'bigint' | 'timestamptz' | 'uuid';
export type CursorValue = string | number | boolean | null;

export interface SortKey {
  expression: string;
  direction: 'asc' | 'desc';
  type: KeyType;
  /** The column may be null; nulls sort last. */
  nullable?: boolean;
}

const key = (expression: string, direction: 'asc' | 'desc', type: KeyType, nullable = false): SortKey => ({
  expression,
  direction,
  type,
  ...(nullable ? { nullable } : {}),
});
/** An act without visible reviews has no rating: it comes after every rated act. */
const RATING = key('p.rating', 'desc', 'numeric', true);
const ID = key('p.id', 'asc', 'uuid');
/** Columns of a search's matches (queries/performers.ts), named alike in every tier and in the page around them. */
const RELEVANCE = key('relevance', 'desc', 'real');
const EXACT_MATCH = key('exact_match', 'desc', 'boolean');

/**
 * The ORDER BY of each sort as data. While searching, profiles that contain the search text come
 * first and relevance breaks ties; the id makes every order total, so keyset pages are exact.
 */
export function sortKeys(sort: PerformerSort, searching: boolean): SortKey[] {
  const relevance = searching ? [RELEVANCE] : [];
  const keys: Record<PerformerSort, SortKey[]> = {
    featured: [
      key('p.is_featured', 'desc', 'boolean'),
      ...relevance,
      RATING,
      key('p.review_count', 'desc', 'integer'),
      ID,
    ],
    rating: [RATING, key('p.review_count', 'desc', 'integer'), ...relevance, ID],
    'price-low': [key('p.base_fee_cents', 'asc', 'bigint'), ...relevance, ID],
    'price-high': [key('p.base_fee_cents', 'desc', 'bigint'), ...relevance, ID],
    newest: [key('p.created_at', 'desc', 'timestamptz'), ID],
  };
  return searching ? [EXACT_MATCH, ...keys[sort]] : keys[sort];
}

export function orderBy(keys: SortKey[]): string {
  return keys.map((k) => `${k.expression} ${k.direction}${k.nullable ? ' nulls last' : ''}`).join(', ');
}

/** A row's position as JSON text, computed by PostgreSQL so timestamps and reals keep every digit. */
export function cursorColumn(keys: SortKey[]): string {
  return `json_build_array(${keys.map((k) => k.expression).join(', ')})::text`;
}

export function encodeCursor(positionJson: string): string {
  return Buffer.from(positionJson, 'utf8').toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}:\d{2}|Z)$/;

const fitsType: Record<KeyType, (value: unknown) => boolean> = {
  boolean: (value) => typeof value === 'boolean',
  real: (value) => typeof value === 'number' && Number.isFinite(value),
  numeric: (value) => typeof value === 'number' && Number.isFinite(value),
  integer: (value) => Number.isSafeInteger(value),
  /** Money (cents): a safe integer, read and written as bigint. */
  bigint: (value) => Number.isSafeInteger(value),
  timestamptz: (value) => typeof value === 'string' && TIMESTAMP.test(value),
  uuid: (value) => typeof value === 'string' && UUID.test(value),
};

/** The position a cursor names, checked against the sort's keys; anything else is a 400 on `after`. */
export function decodeCursor(cursor: string, keys: SortKey[]): CursorValue[] {
  const invalid = () => badRequest('Invalid cursor', { after: 'Invalid cursor' });
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(values) || values.length !== keys.length) throw invalid();
  const fits = (k: SortKey, value: unknown) => (k.nullable && value === null) || fitsType[k.type](value);
  if (!keys.every((k, index) => fits(k, values[index]))) throw invalid();
  return values as CursorValue[];
}

/**
 * Rows after a position in the order `keys` describes:
 * (k1 beyond v1) or (k1 = v1 and ((k2 beyond v2) or (k2 = v2 and …))). The leading bound is
 * repeated on its own so the sort index can start its scan there. Nulls sort last: past a
 * value come the smaller values and the nulls; past a null only more nulls (an equal).
 */
export function afterPosition(keys: SortKey[], values: CursorValue[]): string {
  return positionAfter(keys, values, asLiteral);
}

/**
 * `afterPosition` with the values as bind parameters, `$first` for the first key's value and so
 * on, each cast to its key's type. The text depends only on the keys and on which values are null
 * (a null needs no parameter), so one prepared statement per sort serves every cursor: pass
 * `decodeCursor`'s values, in order, as those parameters.
 */
export function afterPositionParameters(keys: SortKey[], values: CursorValue[], first: number): string {
  return positionAfter(keys, values, (k, _value, index) => `$${first + index}::${k.type}`);
}

/** How the value of the `index`th key is written into the condition. */
type WriteValue = (k: SortKey, value: CursorValue, index: number) => string;

const asLiteral: WriteValue = (k, value) => `${literal(value)}::${k.type}`;

function positionAfter(keys: SortKey[], values: CursorValue[], write: WriteValue): string {
  return `${leadingBound(keys[0]!, values[0]!, write)} and ${beyond(keys, values, write, 0)}`;
}

function leadingBound(k: SortKey, value: CursorValue, write: WriteValue): string {
  if (value === null) return `${k.expression} is null`;
  const bound = `${k.expression} ${k.direction === 'desc' ? '<=' : '>='} ${write(k, value, 0)}`;
  return k.nullable ? `(${bound} or ${k.expression} is null)` : bound;
}

function strictlyBeyond(k: SortKey, value: CursorValue, written: string): string {
  if (value === null) return 'false';
  const beyondValue = `${k.expression} ${k.direction === 'desc' ? '<' : '>'} ${written}`;
  return k.nullable ? `(${beyondValue} or ${k.expression} is null)` : beyondValue;
}

const equalTo = (k: SortKey, value: CursorValue, written: string) =>
  value === null ? `${k.expression} is null` : `${k.expression} = ${written}`;

function beyond(keys: SortKey[], values: CursorValue[], write: WriteValue, index: number): string {
  const [first, ...rest] = keys;
  const value = values[0]!;
  const written = value === null ? '' : write(first!, value, index);
  const strictly = strictlyBeyond(first!, value, written);
  if (!rest.length) return strictly;
  return `(${strictly} or (${equalTo(first!, value, written)} and ${beyond(rest, values.slice(1), write, index + 1)}))`;
}

/**
 * How many matches a browse page skips: none after a cursor, else its numbered page's. A numbered
 * page lies within the result window (the contract refuses one past it, and so does this, for
 * any caller), so no answer ranks or reads more than MAX_RESULT_WINDOW + 1 matches.
 */
export function pageOffset(query: { page: number; limit: number; after?: string }): number {
  if (query.after) return 0;
  if (!pageInWindow(query.page, query.limit)) throw badRequest(RESULT_WINDOW_MESSAGE, { page: RESULT_WINDOW_MESSAGE });
  return (query.page - 1) * query.limit;
}
