import type { Row } from './oneTrip';

/** A column of a packed row: the name its value gets, and its SQL. */
export type PackedColumn = readonly [name: string, sql: string];

export interface PackedColumns {
  /** One column of SQL text (`<expression> as <alias>`): the columns as a JSON array, in order. */
  sql: string;
  alias: string;
  /** The packed text of a row as an object with the columns' names. */
  unpack(text: string): Row;
}

/** PostgreSQL's limit on a function's arguments (FUNC_MAX_ARGS), json_build_array's included. */
const MAX_PACKED_COLUMNS = 100;

const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The name of the one column a packed row is sent as. */
const PACKED_ALIAS = 'packed';

/**
 * A row of many columns sent as ONE value: the columns as a JSON array, read back with one
 * JSON.parse. node-postgres cuts and converts each value of a row on its own, which for a list of
 * wide rows costs the API more than the rest of the request: a page of My offers (21 rows of 43
 * columns) took about 430 µs of its CPU to read as plain columns and 220 µs packed, for about
 * 100 µs more of PostgreSQL's building the arrays (docs/scaling.md, session 23).
 *
 * Values arrive as JSON has them: timestamps as ISO 8601 text, numbers (bigint included) as
 * numbers, arrays as arrays, `null` as null.
 */
export function packedColumns(columns: readonly PackedColumn[]): PackedColumns {
  if (columns.length === 0 || columns.length > MAX_PACKED_COLUMNS)
    throw new Error(`a packed row has 1 to ${MAX_PACKED_COLUMNS} columns, not ${columns.length}`);
  for (const [name] of columns) if (!PLAIN_NAME.test(name)) throw new Error(`not a plain column name: ${name}`);
  const alias = PACKED_ALIAS;
  const rowOf = rowBuilder(columns.map(([name]) => name));
  return {
    sql: `json_build_array(${columns.map(([, sql]) => sql).join(', ')})::text as ${alias}`,
    alias,
    unpack: (text) => rowOf(JSON.parse(text) as unknown[]),
  };
}

/**
 * The function that makes a row object of an array of values: written out as one object literal
 * (the names are checked plain names, never input), so every row of the shape shares one hidden
 * class and the values are stored without a lookup by name.
 */
function rowBuilder(names: readonly string[]): (values: unknown[]) => Row {
  const fields = names.map((name, index) => `${JSON.stringify(name)}: values[${index}]`);
  return new Function('values', `return { ${fields.join(', ')} };`) as (values: unknown[]) => Row;
}
