import { Type } from '@mikro-orm/core';

/**
 * A money column: integer cents, `bigint` in PostgreSQL, a JavaScript number in the entity. The pg
 * driver reads bigint as a string; this type turns it into a number, and refuses (rather than
 * rounds) one past Number.MAX_SAFE_INTEGER, which no amount within the contract's limits reaches.
 */
export class CentsType extends Type<number | null | undefined, string | null | undefined> {
  override convertToDatabaseValue(value: number | null | undefined): string | null | undefined {
    if (value === null || value === undefined) return value;
    if (!Number.isSafeInteger(value)) throw new RangeError(`Not a cent amount: ${value}`);
    return String(value);
  }

  override convertToJSValue(value: string | number | null | undefined): number | null | undefined {
    if (value === null || value === undefined) return value;
    const cents = Number(value);
    if (!Number.isSafeInteger(cents)) throw new RangeError(`Cent amount past 2^53: ${String(value)}`);
    return cents;
  }

  override compareAsType(): string {
    return 'number';
  }

  override getColumnType(): string {
    return 'bigint';
  }
}

/** The property options of a money column (add `nullable: true` where it may be null). */
export const money = { type: CentsType, columnType: 'bigint' } as const;
