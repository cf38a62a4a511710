import { describe, expect, it } from 'vitest';
import { databaseUnavailableReason } from '../../src/ops/dbErrors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('databaseUnavailableReason', () => {
  it('recognises refused, dropped and exhausted connections, also wrapped', () => {
    expect(databaseUnavailableReason(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(
      'ECONNREFUSED',
    );
    const wrapped = new Error('select 1 - failed', {
      cause: withCode('terminating connection due to administrator command', '57P01'),
    });
    expect(databaseUnavailableReason(wrapped)).toBe('57P01');
    expect(
      databaseUnavailableReason(Object.assign(new Error('x'), { previous: withCode('reset', 'ECONNRESET') })),
    ).toBe('ECONNRESET');
    const timeout = Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), {
      name: 'KnexTimeoutError',
    });
    expect(databaseUnavailableReason(timeout)).toBe('KnexTimeoutError');
    expect(databaseUnavailableReason(new Error('Connection terminated unexpectedly'))).toBe(
      'Connection terminated unexpectedly',
    );
    expect(databaseUnavailableReason(withCode('the database system is starting up', '57P03'))).toBe('57P03');
  });

  it('leaves bugs and bad queries alone', () => {
    expect(databaseUnavailableReason(withCode('syntax error at or near "selec"', '42601'))).toBeNull();
    expect(databaseUnavailableReason(withCode('duplicate key value', '23505'))).toBeNull();
    expect(databaseUnavailableReason(new TypeError('x is undefined'))).toBeNull();
    expect(databaseUnavailableReason(undefined)).toBeNull();
    const loop: { cause?: unknown } & Error = new Error('loop');
    loop.cause = loop;
    expect(databaseUnavailableReason(loop)).toBeNull();
  });
});
