/**
 * What the API answers when a database call fails: ONE table, {@link DATABASE_FAULTS}, from
 * PostgreSQL SQLSTATEs, driver and network error codes and the Knex/MikroORM wrappers to an
 * answer. The error handler answers from it, the transaction helper retries from it
 * (`retried` rows), and docs/deploy.md ("Errors the API answers on database faults") is
 * generated from it (a test keeps the two equal). Anything no row matches is a bug: 500.
 *
 * An error is matched with its wrapped causes (`cause`, MikroORM's `previous`, the first of an
 * AggregateError's `errors`), outermost first; on each, the first row that matches wins.
 */

/** The answers a database fault can get. The three 503s differ only in what else reacts to them. */
export const FAULT_ANSWERS = {
  /** The database cannot be reached (refused, dropped, no pooled connection in time): read routing falls back to the primary. */
  unavailable: { status: 503, code: 'database_unavailable', retryAfter: true },
  /** The database is there but cannot do this now (a timeout, exhausted resources): not re-run elsewhere. */
  busy: { status: 503, code: 'database_unavailable', retryAfter: true },
  /** A write reached a read-only server (a standby, a failover in progress): read routing re-runs it on the primary. */
  readOnly: { status: 503, code: 'database_unavailable', retryAfter: true },
  conflict: { status: 409, code: 'conflict' },
  duplicate: { status: 409, code: 'already_exists' },
  inUse: { status: 409, code: 'in_use' },
  invalid: { status: 400, code: 'validation_error' },
  bug: { status: 500, code: 'internal_error' },
} as const satisfies Record<string, { status: number; code: string; retryAfter?: true }>;

export type FaultAnswerName = keyof typeof FAULT_ANSWERS;

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';
export const BUG_MESSAGE = 'Something went wrong on our side. Please try again.';

/** What a row matches on one error of the chain; every given field must match. */
export interface FaultMatch {
  /** SQLSTATE (`error.code` of a PostgreSQL error): a class (2 characters, `08`) or one code (5, `53300`). */
  sqlstate?: string;
  /** Node.js / driver error codes (`error.code`), any of them. */
  nodeCode?: readonly string[];
  /** `error.name` (Knex and MikroORM error classes). */
  name?: string;
  /** `error.message`. */
  message?: RegExp;
  /** `error.detail` (PostgreSQL's DETAIL). */
  detail?: RegExp;
}

/** Where a 4xx row finds the field it names: none, the error's `column`, the key in its DETAIL, or its check constraint's name. */
export type FaultField = 'column' | 'key' | 'check';

export interface DatabaseFault {
  /** Unique; the first column of the docs. */
  title: string;
  when: FaultMatch;
  answer: FaultAnswerName;
  /** The client's message (for 503 and 500 the answer's own). */
  message?: string;
  /** A 4xx naming the field: where its name comes from, and what `fields` says of it. */
  field?: { from: FaultField; says: string };
  /** Re-run as a whole transaction by the transaction helper (db/tenantScope.ts) before it is answered. */
  retried?: true;
  /** Why, for the docs. */
  note: string;
}

/** How many times the transaction helper runs a transaction that failed on a `retried` row, the first time included. */
export const TRANSACTION_ATTEMPTS = 3;

const NETWORK_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
];

export const DATABASE_FAULTS: readonly DatabaseFault[] = [
  // The database cannot be reached.
  {
    title: 'connection exception',
    when: { sqlstate: '08' },
    answer: 'unavailable',
    note: 'refused, lost, or never established',
  },
  {
    title: 'login refused',
    when: { sqlstate: '28' },
    answer: 'unavailable',
    note: 'the server refuses the app role (password, pg_hba.conf, role missing): an operator must act',
  },
  {
    title: 'no such database',
    when: { sqlstate: '3D000' },
    answer: 'unavailable',
    note: 'the database was dropped or renamed',
  },
  {
    title: 'too many connections',
    when: { sqlstate: '53300' },
    answer: 'unavailable',
    note: "max_connections, or the role's or database's CONNECTION LIMIT, is reached",
  },
  {
    title: 'not accepting connections',
    when: { sqlstate: '55000', message: /is not currently accepting connections/ },
    answer: 'unavailable',
    note: 'ALLOW_CONNECTIONS false on the database; any other 55000 is a bug',
  },
  {
    title: 'terminated by an administrator',
    when: { sqlstate: '57P01' },
    answer: 'unavailable',
    note: 'pg_terminate_backend, or a fast shutdown; the transaction was rolled back',
  },
  {
    title: 'crash shutdown',
    when: { sqlstate: '57P02' },
    answer: 'unavailable',
    note: 'another backend crashed; the server restarts',
  },
  {
    title: 'cannot connect now',
    when: { sqlstate: '57P03' },
    answer: 'unavailable',
    note: 'the server is starting, shutting down or in recovery',
  },
  {
    title: 'database dropped',
    when: { sqlstate: '57P04' },
    answer: 'unavailable',
    note: 'the session ended with its database',
  },
  {
    title: 'idle session timeout',
    when: { sqlstate: '57P05' },
    answer: 'unavailable',
    note: 'the server closed an idle pooled connection',
  },
  {
    title: 'idle in transaction timeout',
    when: { sqlstate: '25P03' },
    answer: 'unavailable',
    note: 'idle_in_transaction_session_timeout closed the session; the transaction was rolled back',
  },
  {
    title: 'network error',
    when: { nodeCode: NETWORK_CODES },
    answer: 'unavailable',
    note: 'no route, no answer, or a reset socket',
  },
  {
    title: 'pool timeout',
    when: { name: 'KnexTimeoutError' },
    answer: 'unavailable',
    note: 'no pooled connection within the pool’s wait (Knex: "Timeout acquiring a connection")',
  },
  {
    title: 'pool timeout (wrapped)',
    when: { message: /Timeout acquiring a connection/ },
    answer: 'unavailable',
    note: 'the same, wrapped by MikroORM',
  },
  {
    title: 'connection refused (MikroORM)',
    when: { name: 'ConnectionException' },
    answer: 'unavailable',
    note: 'MikroORM’s name for a refused or lost connection',
  },
  {
    title: 'connection lost',
    when: { message: /Connection terminated|Connection ended unexpectedly/ },
    answer: 'unavailable',
    note: 'pg: the socket closed under a query (also "due to connection timeout")',
  },
  {
    title: 'connection unusable',
    when: {
      message: /Client has encountered a connection error and is not queryable|Client was closed and is not queryable/,
    },
    answer: 'unavailable',
    note: 'pg: a statement on a connection already lost',
  },
  {
    title: 'transaction already ended',
    when: { message: /Transaction query already complete/ },
    answer: 'unavailable',
    note: 'Knex: a statement on a transaction whose BEGIN failed on a connection that died in the pool (the transaction helper reports the connection’s own error instead)',
  },
  // The database is there but cannot do it now.
  {
    title: 'statement timeout or cancel',
    when: { sqlstate: '57014' },
    answer: 'busy',
    note: 'statement_timeout, or pg_cancel_backend; the transaction was rolled back',
  },
  {
    title: 'lock timeout',
    when: { sqlstate: '55P03' },
    answer: 'busy',
    note: 'lock_timeout: a lock held by another session for too long',
  },
  {
    title: 'insufficient resources',
    when: { sqlstate: '53' },
    answer: 'busy',
    note: 'disk full (53100), out of memory (53200), a configuration limit (53400)',
  },
  {
    title: 'I/O error',
    when: { sqlstate: '58030' },
    answer: 'busy',
    note: 'the server could not read or write its files',
  },
  {
    title: 'read-only transaction',
    when: { sqlstate: '25006' },
    answer: 'readOnly',
    note: 'a write reached a standby or a read-only database (failover, maintenance)',
  },
  // Two writers at once.
  {
    title: 'serialization failure',
    when: { sqlstate: '40001' },
    answer: 'conflict',
    message: 'Someone else changed this at the same time. Please try again.',
    retried: true,
    note: 'answered only when every attempt failed',
  },
  {
    title: 'deadlock',
    when: { sqlstate: '40P01' },
    answer: 'conflict',
    message: 'Someone else changed this at the same time. Please try again.',
    retried: true,
    note: 'answered only when every attempt failed',
  },
  {
    title: 'unique violation',
    when: { sqlstate: '23505' },
    answer: 'duplicate',
    message: 'This already exists.',
    field: { from: 'key', says: 'Already exists' },
    note: 'usually two requests creating the same thing at once',
  },
  {
    title: 'still referenced',
    when: { sqlstate: '23503', detail: /is still referenced/ },
    answer: 'inUse',
    message: 'This is still in use, so it cannot be removed.',
    note: 'a delete of a row others refer to',
  },
  // Input the database refused.
  {
    title: 'foreign key violation',
    when: { sqlstate: '23503' },
    answer: 'invalid',
    message: 'This refers to something that does not exist.',
    field: { from: 'key', says: 'Does not exist' },
    note: 'a reference to a row that is not there (or was just deleted)',
  },
  {
    title: 'not null violation',
    when: { sqlstate: '23502' },
    answer: 'invalid',
    message: 'A required value is missing.',
    field: { from: 'column', says: 'Required' },
    note: 'the column is named by the error',
  },
  {
    title: 'check violation',
    when: { sqlstate: '23514' },
    answer: 'invalid',
    message: 'A value is not allowed.',
    field: { from: 'check', says: 'Not allowed' },
    note: 'the field when the constraint is named `<table>_<column>_check`',
  },
  {
    title: 'invalid text representation',
    when: { sqlstate: '22P02' },
    answer: 'invalid',
    message: 'A value has the wrong format.',
    note: 'e.g. not a uuid, not a number',
  },
  {
    title: 'value too long',
    when: { sqlstate: '22001' },
    answer: 'invalid',
    message: 'A value is too long.',
    note: '',
  },
  {
    title: 'numeric value out of range',
    when: { sqlstate: '22003' },
    answer: 'invalid',
    message: 'A number is out of range.',
    note: '',
  },
  {
    title: 'invalid date or time',
    when: { sqlstate: '22007' },
    answer: 'invalid',
    message: 'A date or time has the wrong format.',
    note: '',
  },
  {
    title: 'date or time out of range',
    when: { sqlstate: '22008' },
    answer: 'invalid',
    message: 'A date or time is out of range.',
    note: '',
  },
  // Named so that nobody takes them for faults of the database.
  {
    title: 'transaction aborted',
    when: { sqlstate: '25P02' },
    answer: 'bug',
    note: 'a statement after a failed one in the same transaction: code swallowed the first error (a lost connection cannot produce it: its session is gone)',
  },
  {
    title: 'transaction rejected without an error',
    when: { message: /Transaction rejected with non-error/ },
    answer: 'bug',
    note: 'Knex: code rolled back a transaction without a reason (MikroORM never does)',
  },
];

/** A failure matched to its row: the answer to send, and a short reason for the log (no SQL, no values). */
export interface DatabaseFaultAnswer {
  fault: DatabaseFault;
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  retryAfter: boolean;
  reason: string;
}

interface ErrorLike {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  detail?: unknown;
  column?: unknown;
  table?: unknown;
  constraint?: unknown;
  cause?: unknown;
  previous?: unknown;
  errors?: unknown;
}

/** The error and its wrapped causes, outermost first, each once. */
function chainOf(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && !chain.includes(current as ErrorLike)) {
    const link = current as ErrorLike;
    chain.push(link);
    current = link.cause ?? link.previous ?? (Array.isArray(link.errors) ? link.errors[0] : undefined);
  }
  return chain;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function matches(match: FaultMatch, error: ErrorLike): boolean {
  const code = text(error.code);
  if (match.sqlstate !== undefined && !(SQLSTATE.test(code) && code.startsWith(match.sqlstate))) return false;
  if (match.nodeCode && !match.nodeCode.includes(code)) return false;
  if (match.name !== undefined && error.name !== match.name) return false;
  if (match.message && !match.message.test(text(error.message))) return false;
  if (match.detail && !match.detail.test(text(error.detail))) return false;
  return true;
}

/** The row for a failure and the error of its chain that matched it, or null (then it is a bug: 500). */
export function findDatabaseFault(error: unknown): { fault: DatabaseFault; error: ErrorLike } | null {
  for (const link of chainOf(error)) {
    const fault = DATABASE_FAULTS.find((row) => matches(row.when, link));
    if (fault) return { fault, error: link };
  }
  return null;
}

/** The answer for a failure of a database call, or null when no row matches (a bug: the caller answers 500). */
export function answerDatabaseFault(error: unknown, columnsOf?: ColumnsOf): DatabaseFaultAnswer | null {
  const found = findDatabaseFault(error);
  if (!found) return null;
  const { fault, error: matched } = found;
  const answer: { status: number; code: string; retryAfter?: boolean } = FAULT_ANSWERS[fault.answer];
  const field = fault.field ? fieldOf(fault.field.from, matched, columnsOf) : null;
  return {
    fault,
    status: answer.status,
    code: answer.code,
    message: fault.message ?? (answer.status === 503 ? UNAVAILABLE_MESSAGE : BUG_MESSAGE),
    ...(field && fault.field ? { fields: Object.fromEntries(field.map((name) => [name, fault.field!.says])) } : {}),
    retryAfter: answer.retryAfter === true,
    reason: reasonOf(fault, matched),
  };
}

/**
 * Whether an error means "the database cannot be reached right now" (refused or dropped
 * connection, server shutting down or starting, no pooled connection within the timeout), as
 * opposed to a slow statement, a conflict, a bug or a bad query. Returns a short reason for the
 * log, or null. Read routing falls back to the primary on it.
 */
export function databaseUnavailableReason(error: unknown): string | null {
  const found = findDatabaseFault(error);
  return found?.fault.answer === 'unavailable' ? reasonOf(found.fault, found.error) : null;
}

/** Whether the transaction helper should run the whole transaction again (a `retried` row). */
export function isRetriedTransactionFailure(error: unknown): boolean {
  return findDatabaseFault(error)?.fault.retried === true;
}

/** The SQLSTATE or code (with the constraint, if any), the error's class name, or the matched words of its message. */
function reasonOf(fault: DatabaseFault, error: ErrorLike): string {
  const code = text(error.code);
  if (code) return text(error.constraint) ? `${code} ${text(error.constraint)}` : code;
  if (fault.when.name) return fault.when.name;
  return fault.when.message?.exec(text(error.message))?.[0] ?? fault.title;
}

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** A table's columns and primary key, for naming the fields of a key PostgreSQL does not spell out. */
export interface TableColumns {
  columns: readonly string[];
  primaryKey: readonly string[];
}
export type ColumnsOf = (table: string) => TableColumns | undefined;

/** The API names of the fields a 4xx row names; the tenant column is never one. */
function fieldOf(from: FaultField, error: ErrorLike, columnsOf?: ColumnsOf): string[] | null {
  let columns: readonly string[] = [];
  if (from === 'column') columns = [text(error.column)];
  if (from === 'key') columns = keyColumns(error, columnsOf);
  if (from === 'check') {
    const table = text(error.table);
    const named = new RegExp(`^${table}_(.+)_check$`).exec(text(error.constraint));
    columns = table && named ? [named[1]!] : [];
  }
  const fields = columns.filter((column) => IDENTIFIER.test(column) && column !== 'tenant_id').map(camel);
  return fields.length ? fields : null;
}

/**
 * A unique or foreign key's columns: from DETAIL ("Key (tenant_id, email)=(...)"), which
 * PostgreSQL leaves out on tables with row-level security (every tenant table here); then from
 * the constraint's name as PostgreSQL makes it (`<table>_pkey`, `<table>_<columns>_key`,
 * `<table>_<columns>_fkey`), read against the table's known columns; else none.
 */
function keyColumns(error: ErrorLike, columnsOf?: ColumnsOf): readonly string[] {
  const spelled = /^Key \(([^)]*)\)=/.exec(text(error.detail))?.[1];
  if (spelled) return spelled.split(', ');
  const table = text(error.table);
  const constraint = text(error.constraint);
  const known = table ? columnsOf?.(table) : undefined;
  if (!known || !constraint.startsWith(`${table}_`)) return [];
  const rest = constraint.slice(table.length + 1);
  if (rest === 'pkey') return known.primaryKey;
  const joined = /^(.+)_f?key$/.exec(rest)?.[1];
  return joined ? splitColumns(joined, known.columns) : [];
}

/** `tenant_id_email` as columns of the table (`tenant_id`, `email`), or none when it does not split into them. */
function splitColumns(joined: string, columns: readonly string[]): string[] {
  for (const column of columns) {
    if (joined === column) return [column];
    if (!joined.startsWith(`${column}_`)) continue;
    const rest = splitColumns(joined.slice(column.length + 1), columns);
    if (rest.length) return [column, ...rest];
  }
  return [];
}

/** {@link ColumnsOf} from the ORM's entity metadata (each entity's table, columns and primary key), read once. */
export function columnsFromMetadata(entities: () => Iterable<EntityColumns>): ColumnsOf {
  let tables: Map<string, TableColumns> | undefined;
  return (table) => {
    tables ??= new Map(
      [...entities()].map((meta) => {
        const columnsOfProp = (name: string) => meta.properties[name]?.fieldNames ?? [];
        return [
          meta.tableName,
          {
            columns: Object.values(meta.properties).flatMap((prop) => prop.fieldNames ?? []),
            primaryKey: meta.primaryKeys.flatMap(columnsOfProp),
          },
        ];
      }),
    );
    return tables.get(table);
  };
}

/** What {@link columnsFromMetadata} reads of an entity's metadata (MikroORM's EntityMetadata has it). */
export interface EntityColumns {
  tableName: string;
  properties: Record<string, { fieldNames?: string[] }>;
  primaryKeys: string[];
}

/** How a row matches, in words for the docs. */
export function describeMatch(match: FaultMatch): string {
  const parts: string[] = [];
  if (match.sqlstate)
    parts.push(match.sqlstate.length === 2 ? `SQLSTATE class ${match.sqlstate}` : `SQLSTATE ${match.sqlstate}`);
  if (match.nodeCode) parts.push(match.nodeCode.map((code) => `\`${code}\``).join(', '));
  if (match.name) parts.push(`\`${match.name}\``);
  if (match.message) parts.push(`message ~ \`${match.message.source}\``);
  if (match.detail) parts.push(`detail ~ \`${match.detail.source}\``);
  return parts.join(', ');
}

/**
 * The docs' table (docs/deploy.md, between the `database-faults` markers), made from
 * {@link DATABASE_FAULTS}; a test compares it, formatted by prettier, with the file.
 */
export function databaseFaultsMarkdown(): string {
  const rows = DATABASE_FAULTS.map((fault) => {
    const answer = FAULT_ANSWERS[fault.answer];
    const extras = [
      'retryAfter' in answer ? '`Retry-After`' : '',
      fault.field ? `\`fields\` names the ${fieldWords[fault.field.from]}` : '',
      fault.retried ? `after ${TRANSACTION_ATTEMPTS} attempts` : '',
    ].filter(Boolean);
    const cells = [
      fault.title,
      describeMatch(fault.when),
      `${answer.status} \`${answer.code}\`${extras.length ? `, ${extras.join(', ')}` : ''}`,
      logWords[fault.answer],
      fault.note,
    ];
    return `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  });
  return [
    '| Fault | Matches (on the error or a wrapped cause) | Answer | Log line | Note |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    `| anything else | e.g. 42601 syntax error, 42501 row-level security, P0001 raised exception | 500 \`internal_error\` | \`error\` with the stack | a bug |`,
  ].join('\n');
}

const fieldWords: Record<FaultField, string> = {
  column: 'column',
  key: "key's columns",
  check: "constraint's column",
};

const logWords: Record<FaultAnswerName, string> = {
  unavailable: '`warn`, `reason`, no stack',
  busy: '`warn`, `reason`, no stack',
  readOnly: '`warn`, `reason`, no stack',
  conflict: '`info`, `reason`',
  duplicate: '`info`, `reason`',
  inUse: '`info`, `reason`',
  invalid: '`info`, `reason`',
  bug: '`error` with the stack',
};
