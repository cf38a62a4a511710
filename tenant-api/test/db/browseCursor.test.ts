import { describe, expect, it } from 'vitest';
import { PerformerSort } from '../../src/contract';
import { literal } from '../../src/db/oneTrip';
import {
  afterPosition,
  afterPositionParameters,
  sortKeys,
  type CursorValue,
  type SortKey,
} from '../../src/queries/browseCursor';

const sample: Record<SortKey['type'], CursorValue> = {
  boolean: true,
  real: 0.25,
  numeric: 4.5,
  integer: 12,
  bigint: 2_147_483_648,
  timestamptz: '2026-11-28T10:00:00.123456+00:00',
  uuid: '7d28ca0b-18c9-4829-981b-8cf0f6aaf5b9',
};

/** The parameterised condition with each `$n::type` written back as the literal it stands for. */
function withValuesWrittenIn(sql: string, values: CursorValue[], first: number): string {
  return sql.replace(/\$(\d+)::/g, (_, index: string) => `${literal(values[Number(index) - first]!)}::`);
}

/** Every null pattern a sort's nullable keys allow. */
function positionsOf(keys: SortKey[]): CursorValue[][] {
  const nullable = keys.filter((k) => k.nullable);
  return Array.from({ length: 2 ** nullable.length }, (_, pattern) =>
    keys.map((k) => (k.nullable && pattern & (1 << nullable.indexOf(k)) ? null : sample[k.type])),
  );
}

describe('the keyset condition with bind parameters', () => {
  it('is the literal condition with each value a typed parameter, for every sort and null pattern', () => {
    let compared = 0;
    for (const sort of PerformerSort.options) {
      for (const searching of [false, true]) {
        const keys = sortKeys(sort, searching);
        for (const values of positionsOf(keys)) {
          const parameterised = afterPositionParameters(keys, values, 3);
          expect(withValuesWrittenIn(parameterised, values, 3)).toBe(afterPosition(keys, values));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(PerformerSort.options.length * 2);
  });

  it('numbers the parameters from the one asked for, by key, and casts each to its key’s type', () => {
    const keys: SortKey[] = [
      { expression: 'o.created_at', direction: 'desc', type: 'timestamptz' },
      { expression: 'o.id', direction: 'desc', type: 'uuid' },
    ];
    expect(afterPositionParameters(keys, [sample.timestamptz, sample.uuid], 4)).toBe(
      'o.created_at <= $4::timestamptz and (o.created_at < $4::timestamptz or (o.created_at = $4::timestamptz and o.id < $5::uuid))',
    );
  });

  it('depends only on which values are null, not on the values', () => {
    const keys = sortKeys('rating', false);
    const one = afterPositionParameters(keys, [4.5, 12, sample.uuid], 1);
    expect(afterPositionParameters(keys, [1.25, 3, '00000000-0000-4000-8000-000000000000'], 1)).toBe(one);
    expect(afterPositionParameters(keys, [null, 12, sample.uuid], 1)).not.toBe(one);
  });
});
