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
  const pool = orm.em.getConnection().getKnex().client as unknown as PoolClient;
  const connection = await pool.acquireConnection();
  try {
    const message = [settingsStatement({ ...settings, 'app.tenant_id': tenantId }), ...statements].join(';\n');
    const results = (await connection.query(message)) as unknown as pg.QueryResult<Row>[];
    return results.slice(1).map((result) => result.rows);
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
