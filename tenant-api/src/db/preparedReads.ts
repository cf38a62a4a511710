import { hash } from 'node:crypto';
import type pg from 'pg';
import { literal, type Row } from './oneTrip';
import type { Orm } from './orm';

/**
 * A hot read statement with `$1`… parameters, prepared on each database connection the first time
 * it runs there and executed by name afterwards: PostgreSQL then skips parsing, row-security
 * rewriting and planning, which cost more than running a read by key. The name is a hash of the
 * text, so two versions of the statement (a rolling deploy) never share a name.
 *
 * Each runs its generic plan (GENERIC_PLANS): left to choose, PostgreSQL plans some of them again
 * for every execution (a change read's custom plans cost 1.4 ms against its generic plan's 0.6 ms).
 */
export interface PreparedRead {
  name: string;
  parameterTypes: readonly string[];
  sql: string;
}

export type ParamValue = string | number | boolean | null;

export interface Execution {
  read: PreparedRead;
  values: readonly ParamValue[];
}

export function preparedRead(parameterTypes: readonly string[], sql: string): PreparedRead {
  const name = `hl_${hash('sha1', `${parameterTypes.join(',')}:${sql}`, 'hex').slice(0, 20)}`;
  return { name, parameterTypes, sql };
}

/**
 * The values of a statement being written, each becoming its next `$n` parameter: for reads whose
 * text depends on which filters are given (each such text is prepared once per connection).
 */
export class ReadParameters {
  private readonly types: string[] = [];
  private readonly values: ParamValue[] = [];

  /** The parameter (`$n`) that carries `value`, of SQL type `type`. */
  add(value: ParamValue, type: string): string {
    this.values.push(value);
    this.types.push(type);
    return `$${this.values.length}`;
  }

  /** Another set with the same values, to add more to without changing this one. */
  copy(): ReadParameters {
    const copy = new ReadParameters();
    copy.types.push(...this.types);
    copy.values.push(...this.values);
    return copy;
  }

  /** The read of `sql`, whose parameters are the ones added so far. */
  read(sql: string): Execution {
    return { read: preparedRead([...this.types], sql), values: [...this.values] };
  }
}

/** The statement with its values written in as typed literals: what EXPLAIN and plain reads run. */
export function inlined({ read, values }: Execution): string {
  return read.sql.replace(/\$(\d+)/g, (_, index: string) => typedLiteral(read, values, Number(index)));
}

function typedLiteral(read: PreparedRead, values: readonly ParamValue[], position: number): string {
  if (position < 1 || position > read.parameterTypes.length)
    throw new Error(`${read.name} has no parameter $${position}`);
  return `${literal(values[position - 1] ?? null)}::${read.parameterTypes[position - 1]}`;
}

const executeStatement = ({ read, values }: Execution): string =>
  `execute ${read.name}(${values.map((value, index) => typedLiteral(read, values, index + 1)).join(', ')})`;

/**
 * (Re)prepares the reads on the connection this message runs on, in the message itself: behind
 * PgBouncer in transaction mode (docs/deploy.md) the next message may reach another server
 * connection, so a read never relies on an earlier message having prepared it there. An existing
 * statement of that name is replaced (its plan may be stale after a migration).
 */
function prepareBlock(reads: PreparedRead[]): string {
  const steps = reads.map((read) => {
    const prepare = `prepare ${read.name}(${read.parameterTypes.join(', ')}) as ${read.sql}`;
    return `if exists (select 1 from pg_prepared_statements where name = ${literal(read.name)}) then
        execute ${literal(`deallocate ${read.name}`)}; end if;
      execute ${literal(prepare)};`;
  });
  return `do $prepare$ begin ${steps.join('\n')} end $prepare$`;
}

/**
 * Prepared reads are keyed reads whose best plan does not depend on their values: planning them
 * once is the point of preparing them (PostgreSQL's `auto` keeps re-planning a statement whose
 * generic plan's estimate looks dearer than a custom one's, as the change reads' do).
 */
export const GENERIC_PLANS = 'set local plan_cache_mode = force_generic_plan';

/** Connections (of this process's pools) known to hold each statement. */
const preparedOn = new WeakMap<pg.Client, Set<string>>();

interface PoolClient {
  acquireConnection(): Promise<pg.Client>;
  releaseConnection(connection: pg.Client): Promise<void>;
}

/**
 * `readInTenant` (db/oneTrip.ts) for prepared reads: the tenant setting and the executions in one
 * simple-query message, one implicit transaction, one round trip. On a connection not known to
 * hold the statements, or when the server says one is missing (26000: another PgBouncer server
 * connection) or its plan is stale (0A000: a column changed type), the same message goes again
 * with the statements prepared in front, which is always correct.
 */
export async function readPreparedInTenant(orm: Orm, tenantId: string, executions: Execution[]): Promise<Row[][]> {
  const pool = orm.em.getConnection().getKnex().client as unknown as PoolClient;
  const connection = await pool.acquireConnection();
  try {
    // SET LOCAL: transaction-local like set_config(…, true), and it sends back no row to parse.
    const statements = [
      `set local app.tenant_id = ${literal(tenantId)}`,
      GENERIC_PLANS,
      ...executions.map(executeStatement),
    ];
    const reads = executions.map((execution) => execution.read);
    const known = preparedOn.get(connection);
    if (known && reads.every((read) => known.has(read.name))) {
      try {
        return rowsOf(await connection.query(statements.join(';\n')), 2);
      } catch (error) {
        if (!isMissingOrStalePlan(error)) throw error;
      }
    }
    const results = await connection.query([prepareBlock(reads), ...statements].join(';\n'));
    if (!preparedOn.has(connection)) preparedOn.set(connection, new Set());
    for (const read of reads) preparedOn.get(connection)!.add(read.name);
    return rowsOf(results, 3);
  } finally {
    await pool.releaseConnection(connection);
  }
}

function rowsOf(results: unknown, leading: number): Row[][] {
  return (results as pg.QueryResult<Row>[]).slice(leading).map((result) => result.rows);
}

function isMissingOrStalePlan(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '26000' || code === '0A000';
}
