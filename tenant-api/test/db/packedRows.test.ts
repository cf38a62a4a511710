import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packedColumns, type PackedColumn } from '../../src/db/packedRows';
import { databaseUrl } from '../support/harness';

let client: pg.Client;

beforeAll(async () => {
  client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
});

/** The rows of `select <packed> from (<from>) v`, unpacked. */
async function packed(columns: PackedColumn[], from: string, values: unknown[] = []) {
  const packing = packedColumns(columns);
  const result = await client.query(`select ${packing.sql} from (${from}) v`, values);
  return result.rows.map((row) => packing.unpack(row[packing.alias]));
}

describe('packed rows', () => {
  it('read back every kind of column a list sends, named and in order', async () => {
    const [row] = await packed(
      [
        ['id', 'v.id'],
        ['name', 'v.name'],
        ['missing', 'v.missing'],
        ['count', 'v.count'],
        ['big', 'v.big'],
        ['cents', 'v.big::float8'],
        ['flag', 'v.flag'],
        ['at', 'v.at'],
        ['day', 'v.day::text'],
        ['state', 'v.state'],
        ['tags', 'v.tags'],
      ],
      `select '6ada666d-204a-4b44-9e91-e562141128fe'::uuid as id, 'O''Brien "Jr." \\ naïve\nline' as name,
              null::text as missing, 42 as count, 9007199254740991::bigint as big, true as flag,
              '2026-11-27 10:27:05.123456+00'::timestamptz as at, '2027-08-01'::date as day,
              'OR'::char(2) as state, array['Magic', 'Comedy'] as tags`,
    );
    expect(row).toEqual({
      id: '6ada666d-204a-4b44-9e91-e562141128fe',
      name: 'O\'Brien "Jr." \\ naïve\nline',
      missing: null,
      count: 42,
      big: 9007199254740991,
      cents: 9007199254740991,
      flag: true,
      at: expect.stringMatching(/^2026-11-27T10:27:05\.123456[+-]\d{2}:\d{2}$/),
      day: '2027-08-01',
      state: 'OR',
      tags: ['Magic', 'Comedy'],
    });
    expect(new Date(row!.at as string).toISOString()).toBe('2026-11-27T10:27:05.123Z');
    expect(Object.keys(row!)).toEqual([
      'id',
      'name',
      'missing',
      'count',
      'big',
      'cents',
      'flag',
      'at',
      'day',
      'state',
      'tags',
    ]);
  });

  it('keep any text exactly as it was stored', async () => {
    const storable = fc.string({ unit: 'binary', maxLength: 40 }).filter((text) => !text.includes('\u0000'));
    await fc.assert(
      fc.asyncProperty(fc.array(storable, { minLength: 1, maxLength: 8 }), async (texts) => {
        const rows = await packed(
          [
            ['n', 'v.n'],
            ['text', 'v.text'],
          ],
          `select n, t as text from unnest($1::text[]) with ordinality as u (t, n) order by n`,
          [texts],
        );
        expect(rows.map((row) => row.text)).toEqual(texts);
      }),
      { numRuns: 150 },
    );
  });

  it('refuse a shape PostgreSQL could not build or the reader could not name', () => {
    const many = Array.from({ length: 101 }, (_, index): PackedColumn => [`c${index}`, `${index}`]);
    expect(() => packedColumns(many)).toThrow(/1 to 100 columns/);
    expect(() => packedColumns(many.slice(0, 100))).not.toThrow();
    expect(() => packedColumns([])).toThrow(/1 to 100 columns/);
    expect(() => packedColumns([['a"b', 'v.a']])).toThrow(/plain column name/);
    expect(() => packedColumns([['a; drop', 'v.a']])).toThrow(/plain column name/);
  });
});
