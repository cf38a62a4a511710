import pg from 'pg';
import type { Orm } from './orm';

export type Row = Record<string, unknown>;

/** A value written into SQL text as a literal: strings are escaped, numbers must be finite. */
export function literal(value: string | number | boolean | null): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('A SQL literal must be a finite number');
    return String(value);
  }
  return pg.escapeLiteral(value);
}

interface PoolClient {
  acquireConnection(): Promise<pg.Client>;
  releaseConnection(connection: pg.Client): Promise<void>;
}

/**
 * A hot read in one round trip: `set_config('app.tenant_id', …, true)` and the read's statements
 * travel as ONE simple-query message, which PostgreSQL runs as one implicit transaction. The
 * setting ends with it, so nothing stays set on the pooled connection, and row-level security
 * sees the tenant for every statement. `settings` are further transaction-local settings.
 * Values must be written into the statements with `literal()` (the simple protocol has no binds).
 */
export async function readInTenant(
  orm: Orm,
  tenantId: string,
  statements: string[],
  settings: Record<string, string> = {},
): Promise<Row[][]> {
  const message = [settingsStatement({ ...settings, 'app.tenant_id': tenantId }), ...statements];
  return (await sendMessage(orm, message)).slice(1);
}

/**
 * Like readInTenant, but every statement sees one snapshot (a read-only repeatable-read
 * transaction), for reads that must agree with each other and with `pg_current_snapshot()`.
 */
export async function readInTenantSnapshot(orm: Orm, tenantId: string, statements: string[]): Promise<Row[][]> {
  const message = [
    'begin isolation level repeatable read read only',
    settingsStatement({ 'app.tenant_id': tenantId }),
    ...statements,
    'commit',
  ];
  return (await sendMessage(orm, message, { inTransaction: true })).slice(2, -1);
}

async function sendMessage(orm: Orm, statements: string[], options = { inTransaction: false }): Promise<Row[][]> {
  const pool = orm.em.getConnection().getKnex().client as unknown as PoolClient;
  const connection = await pool.acquireConnection();
  try {
    const results = (await connection.query(statements.join(';\n'))) as unknown as pg.QueryResult<Row>[];
    return results.map((result) => result.rows);
  } catch (error) {
    // A failed statement leaves the message's explicit transaction open (aborted) on this connection.
    if (options.inTransaction) await connection.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await pool.releaseConnection(connection);
  }
}

function settingsStatement(settings: Record<string, string>): string {
  const calls = Object.entries(settings).map(
    ([name, value]) => `set_config(${literal(name)}, ${literal(value)}, true)`,
  );
  return `select ${calls.join(', ')}`;
}
