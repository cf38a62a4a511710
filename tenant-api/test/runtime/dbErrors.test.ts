import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConnectionException } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { REPO_ROOT } from '../../src/config';
import { quoteIdent } from '../../src/db/bootstrap';
import { createOrm, type Orm } from '../../src/db/orm';
import { errorHandler } from '../../src/http/errorHandler';
import type { AppContext } from '../../src/http/context';
import {
  answerDatabaseFault,
  columnsFromMetadata,
  DATABASE_FAULTS,
  databaseFaultsMarkdown,
  databaseUnavailableReason,
  findDatabaseFault,
  isRetriedTransactionFailure,
  type ColumnsOf,
  type EntityColumns,
} from '../../src/ops/dbErrors';
import { freePort } from './processes';

// The table of database faults (src/ops/dbErrors.ts) fed real errors: each made by a real
// PostgreSQL, pg, Knex or MikroORM where that can be done on a shared server, the few others
// (a crash, a full disk) built with the SQLSTATE PostgreSQL gives them. Every row gets one, and
// the docs' table is the one generated from the rows.
const hex = crypto.randomBytes(4).toString('hex');
const scratch = `dberr_${hex}`;
const closed = `dberr_closed_${hex}`;
const limitedRole = `dberr_limited_${hex}`;
const rlsRole = `dberr_rls_${hex}`;
const adminUrl = () => inject('adminUrl');
const urlOf = (database: string, user?: string) => {
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  if (user) {
    url.username = user;
    url.password = 'dberr-password';
  }
  return url.toString();
};

let admin: pg.Client;
let orm: Orm;
const clients: pg.Client[] = [];

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  clients.push(client);
  await client.connect();
  return client;
}

/** The error `work` fails with (it must fail). */
async function failure(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

/** The first 'error' event a client emits (the server closing an idle session). */
const nextErrorEvent = (client: pg.Client) => new Promise<unknown>((resolve) => client.once('error', resolve));

/** Errors built here rather than made by a real fault. */
const builtHere = new WeakSet<object>();
const builtError = <T extends object>(error: T): T => {
  builtHere.add(error);
  return error;
};
/** An error PostgreSQL gives this SQLSTATE, for faults a shared test server cannot be made to have. */
const built = (code: string, message: string) =>
  builtError(Object.assign(new Error(message), { code, severity: 'FATAL' }));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  admin = await connect(adminUrl());
  await admin.query(`create database ${quoteIdent(scratch)}`);
  await admin.query(`create database ${quoteIdent(closed)} allow_connections false`);
  await admin.query(`create role ${quoteIdent(limitedRole)} login connection limit 0 password 'dberr-password'`);
  await admin.query(`create role ${quoteIdent(rlsRole)} nologin`);
  orm = await createOrm(urlOf(scratch), { poolMax: 3, ensureDatabase: false });
  await orm.em.fork().execute(`
    create table parent (id int primary key);
    create table child (
      tenant_id uuid not null default '00000000-0000-4000-8000-000000000001',
      id int primary key,
      parent_id int references parent (id),
      title text not null default 'x',
      name varchar(3),
      age int check (age >= 0),
      born date,
      email text,
      unique (tenant_id, email)
    );
    insert into parent values (1), (2);
    insert into child (id, parent_id, email) values (1, 1, 'taken@example.test');
    create table guarded (
      tenant_id uuid not null,
      id int not null,
      parent_id int references parent (id),
      email text,
      primary key (tenant_id, id),
      unique (tenant_id, email)
    );
    alter table guarded enable row level security;
    create policy everyone on guarded using (true) with check (true);
    grant select, insert on guarded to ${quoteIdent(rlsRole)};
    grant select on parent to ${quoteIdent(rlsRole)};
    insert into guarded values ('00000000-0000-4000-8000-000000000001', 1, null, 'taken@example.test');`);
});

afterAll(async () => {
  await orm?.close(true);
  for (const client of clients.slice(1)) await Promise.race([client.end().catch(() => undefined), pause(500)]);
  await admin?.query(`drop database if exists ${quoteIdent(scratch)} with (force)`);
  await admin?.query(`drop database if exists ${quoteIdent(closed)} with (force)`);
  await admin?.query(`drop role if exists ${quoteIdent(limitedRole)}`);
  await admin?.query(`drop role if exists ${quoteIdent(rlsRole)}`);
  await admin?.end();
});

/** Two sessions that each hold a row the other wants. */
async function deadlock(): Promise<unknown> {
  const [one, two] = [await connect(urlOf(scratch)), await connect(urlOf(scratch))];
  for (const client of [one, two]) await client.query(`begin; set local deadlock_timeout = '50ms'`);
  await one.query(`update parent set id = id where id = 1`);
  await two.query(`update parent set id = id where id = 2`);
  const results = await Promise.allSettled([
    one.query(`update parent set id = id where id = 2`),
    two.query(`update parent set id = id where id = 1`),
  ]);
  for (const client of [one, two]) await client.query('rollback');
  return results.find((result) => result.status === 'rejected')!.reason;
}

/** A repeatable-read transaction updating a row another session changed since it began. */
async function serializationFailure(): Promise<unknown> {
  const [reader, writer] = [await connect(urlOf(scratch)), await connect(urlOf(scratch))];
  await reader.query(`begin isolation level repeatable read; select * from parent`);
  await writer.query(`update parent set id = id where id = 1`);
  const error = await failure(() => reader.query(`update parent set id = id where id = 1`));
  await reader.query('rollback');
  return error;
}

/** A connection's statement and the one queued behind it, when its backend is terminated. */
async function terminated(): Promise<{ running: unknown; queued: unknown; after: unknown }> {
  const client = await connect(urlOf(scratch));
  const { rows } = await client.query(`select pg_backend_pid() as pid`);
  const running = failure(() => client.query(`select pg_sleep(5)`));
  const queued = failure(() => client.query(`select 1`));
  await pause(100);
  await admin.query(`select pg_terminate_backend($1)`, [rows[0].pid]);
  return { running: await running, queued: await queued, after: await failure(() => client.query('select 1')) };
}

/** Knex's errors, from a pool of one connection that waits 200 ms for it. */
async function knexErrors(): Promise<Record<'raw' | 'wrapped' | 'complete' | 'nonError', unknown>> {
  const small = await MikroORM.init({
    clientUrl: urlOf(scratch),
    entities: [],
    discovery: { warnWhenNoEntities: false },
    ensureDatabase: false,
    pool: { min: 0, max: 1, acquireTimeoutMillis: 200 },
  });
  try {
    const holder = small.em.fork();
    await holder.begin();
    const raw = await failure(() => small.em.getKnex().raw('select 1'));
    const wrapped = await failure(() => small.em.fork().execute('select 1'));
    const context = holder.getTransactionContext();
    await holder.commit();
    const complete = await failure(() => small.em.getConnection().execute('select 1', [], 'all', context));
    const nonError = await failure(() =>
      small.em.getKnex().transaction(async (trx) => trx.rollback(), { doNotRejectOnRollback: false }),
    );
    return { raw, wrapped, complete, nonError };
  } finally {
    await small.close(true);
  }
}

const execute = (sql: string, params: unknown[] = []) => failure(() => orm.em.fork().execute(sql, params));

/** Rows no real error can be made for here (a crash, a full disk, a server starting up...). */
const BUILT = [
  'connection exception',
  'crash shutdown',
  'cannot connect now',
  'database dropped',
  'connection refused (MikroORM)',
  'insufficient resources',
  'I/O error',
];

async function samples(): Promise<Record<string, unknown>> {
  const connectionErrors = await terminated();
  const knex = await knexErrors();
  const idle = await connect(urlOf(scratch));
  const idleClosed = nextErrorEvent(idle);
  await idle.query(`set idle_session_timeout = 100`);
  const idleInTransaction = await connect(urlOf(scratch));
  const idleInTransactionClosed = nextErrorEvent(idleInTransaction);
  await idleInTransaction.query(`set idle_in_transaction_session_timeout = 100; begin`);
  const locker = await connect(urlOf(scratch));
  await locker.query(`begin; lock table parent in access exclusive mode`);
  const waiter = await connect(urlOf(scratch));
  const lockTimeout = await failure(() => waiter.query(`set lock_timeout = 50; select * from parent`));
  await locker.query('rollback');
  const slow = await connect(urlOf(scratch));
  const readOnly = await connect(urlOf(scratch));
  await readOnly.query(`set default_transaction_read_only = on`);
  const aborted = await connect(urlOf(scratch));
  await aborted.query('begin');
  await failure(() => aborted.query('select 1/0'));
  return {
    'connection exception': built('08006', 'could not receive data from server'),
    'login refused': await failure(() => connect(urlOf(scratch, `no_such_role_${hex}`))),
    'no such database': await failure(() => connect(urlOf(`no_such_database_${hex}`))),
    'too many connections': await failure(() => connect(urlOf(scratch, limitedRole))),
    'not accepting connections': await failure(() => connect(urlOf(closed))),
    'terminated by an administrator': connectionErrors.running,
    'crash shutdown': built('57P02', 'terminating connection because of crash of another server process'),
    'cannot connect now': built('57P03', 'the database system is starting up'),
    'database dropped': built('57P04', 'terminating connection because database was dropped'),
    'idle session timeout': await idleClosed,
    'idle in transaction timeout': await idleInTransactionClosed,
    'network error': await failure(async () => connect(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`)),
    'pool timeout': knex.raw,
    'pool timeout (wrapped)': knex.wrapped,
    'connection refused (MikroORM)': builtError(new ConnectionException(new Error('connection refused'))),
    'connection lost': connectionErrors.queued,
    'connection unusable': connectionErrors.after,
    'transaction already ended': knex.complete,
    'statement timeout or cancel': await failure(() => slow.query(`set statement_timeout = 50; select pg_sleep(1)`)),
    'lock timeout': lockTimeout,
    'insufficient resources': built('53100', 'could not extend file: No space left on device'),
    'I/O error': built('58030', 'could not read block 0 in file "base/1/2": read only 0 of 8192 bytes'),
    'read-only transaction': await failure(() => readOnly.query(`insert into parent values (3)`)),
    'serialization failure': await serializationFailure(),
    deadlock: await deadlock(),
    'unique violation': await execute(`insert into child (id, email) values (2, 'taken@example.test')`),
    'still referenced': await execute(`delete from parent where id = 1`),
    'foreign key violation': await execute(`insert into child (id, parent_id) values (3, 99)`),
    'not null violation': await execute(`insert into child (id, title) values (4, null)`),
    'check violation': await execute(`insert into child (id, age) values (5, -1)`),
    'invalid text representation': await execute(`insert into child (id) values (?)`, ['six']),
    'value too long': await execute(`insert into child (id, name) values (7, 'abcd')`),
    'numeric value out of range': await execute(`insert into child (id, age) values (8, 99999999999)`),
    'invalid date or time': await execute(`insert into child (id, born) values (9, 'not a date')`),
    'date or time out of range': await execute(`insert into child (id, born) values (10, '2024-13-45')`),
    'transaction aborted': await failure(() => aborted.query('select 1')),
    'transaction rejected without an error': knex.nonError,
  };
}

describe('the table of database faults, fed real errors', () => {
  let made: Record<string, unknown>;
  beforeAll(async () => {
    made = await samples();
  }, 60_000);

  it('has one error for every row, each matched to its own row', () => {
    const titles = DATABASE_FAULTS.map((fault) => fault.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(Object.keys(made).sort()).toEqual([...titles].sort());
    const matched = Object.fromEntries(titles.map((title) => [title, findDatabaseFault(made[title])?.fault.title]));
    expect(matched).toEqual(Object.fromEntries(titles.map((title) => [title, title])));
    // The others are PostgreSQL's, pg's, Knex's, MikroORM's or Node's own.
    expect(titles.filter((title) => builtHere.has(made[title] as object))).toEqual(BUILT);
    for (const title of titles) expect(made[title], title).toBeInstanceOf(Error);
  });

  it('answers the outages 503 with Retry-After, conflicts 409, input the database refused 400 naming the field', () => {
    const answer = (title: string) => answerDatabaseFault(made[title]);
    expect(answer('not accepting connections')).toMatchObject({
      status: 503,
      code: 'database_unavailable',
      retryAfter: true,
      reason: '55000',
    });
    expect(answer('too many connections')).toMatchObject({ status: 503, reason: '53300' });
    expect(answer('statement timeout or cancel')).toMatchObject({ status: 503, retryAfter: true, reason: '57014' });
    expect(answer('read-only transaction')).toMatchObject({ status: 503, retryAfter: true, reason: '25006' });
    expect(answer('transaction already ended')).toMatchObject({
      status: 503,
      reason: 'Transaction query already complete',
    });
    expect(answer('deadlock')).toMatchObject({ status: 409, code: 'conflict', retryAfter: false });
    expect(answer('serialization failure')).toMatchObject({ status: 409, code: 'conflict' });
    expect(answer('unique violation')).toMatchObject({
      status: 409,
      code: 'already_exists',
      fields: { email: 'Already exists' },
      reason: '23505 child_tenant_id_email_key',
    });
    expect(answer('still referenced')).toMatchObject({ status: 409, code: 'in_use' });
    expect(answer('foreign key violation')).toMatchObject({
      status: 400,
      code: 'validation_error',
      fields: { parentId: 'Does not exist' },
    });
    expect(answer('not null violation')).toMatchObject({ status: 400, fields: { title: 'Required' } });
    expect(answer('check violation')).toMatchObject({ status: 400, fields: { age: 'Not allowed' } });
    for (const title of ['invalid text representation', 'value too long', 'numeric value out of range']) {
      expect(answer(title)).toMatchObject({ status: 400, code: 'validation_error' });
    }
    expect(answer('transaction aborted')).toMatchObject({ status: 500, code: 'internal_error', retryAfter: false });
    // No SQL or value in what is logged or sent.
    for (const title of Object.keys(made)) {
      const { reason, message } = answer(title)!;
      expect(reason, title).not.toMatch(/taken@example|insert|select/i);
      expect(message, title).not.toMatch(/taken@example|insert|select/i);
    }
  });

  it('25006: a write in a read-only session (what a write reaching a replica gets) answers 503, and read routing still tells it apart', () => {
    const readOnly = made['read-only transaction'] as { code: string; message: string };
    expect(readOnly.code).toBe('25006');
    expect(readOnly.message).toMatch(/read-only transaction/);
    expect(answerDatabaseFault(readOnly)).toMatchObject({ status: 503, code: 'database_unavailable' });
    // Read routing re-runs a replica's failure on the primary when the replica cannot be reached,
    // and logs a write on a read-only route: neither a read-only error nor a slow statement is "unreachable".
    expect(databaseUnavailableReason(readOnly)).toBeNull();
    expect(databaseUnavailableReason(made['statement timeout or cancel'])).toBeNull();
    expect(databaseUnavailableReason(made['too many connections'])).toBe('53300');
    expect(databaseUnavailableReason(made['network error'])).toBe('ECONNREFUSED');
  });

  it('names the key under row-level security, where PostgreSQL leaves DETAIL out: from the constraint and the entities', async () => {
    const tenantRole = await connect(urlOf(scratch));
    await tenantRole.query(`set role ${quoteIdent(rlsRole)}`);
    const T = '00000000-0000-4000-8000-000000000001';
    const duplicateEmail = await failure(() =>
      tenantRole.query(`insert into guarded values ($1, 2, null, 'taken@example.test')`, [T]),
    );
    const duplicateId = await failure(() =>
      tenantRole.query(`insert into guarded values ($1, 1, null, 'new@example.test')`, [T]),
    );
    const missingParent = await failure(() => tenantRole.query(`insert into guarded values ($1, 3, 99, null)`, [T]));
    // No "Key (columns)=(values)" in DETAIL: none at all, or "Key is not present in table ...".
    for (const error of [duplicateEmail, duplicateId, missingParent]) {
      expect(String((error as { detail?: string }).detail)).not.toMatch(/Key \(/);
    }
    const guarded: ColumnsOf = (table) =>
      table === 'guarded'
        ? { columns: ['tenant_id', 'id', 'parent_id', 'email'], primaryKey: ['tenant_id', 'id'] }
        : undefined;
    expect(answerDatabaseFault(duplicateEmail)?.fields).toBeUndefined();
    expect(answerDatabaseFault(duplicateEmail, guarded)?.fields).toEqual({ email: 'Already exists' });
    expect(answerDatabaseFault(duplicateId, guarded)?.fields).toEqual({ id: 'Already exists' });
    expect(answerDatabaseFault(missingParent, guarded)).toMatchObject({
      status: 400,
      fields: { parentId: 'Does not exist' },
    });

    // The app's own tables, read from its entities (what the error handler passes).
    const appTables = columnsFromMetadata(
      () => Object.values(orm.getMetadata().getAll()) as unknown as EntityColumns[],
    );
    const unique = (table: string, constraint: string) =>
      answerDatabaseFault(Object.assign(new Error('duplicate key'), { code: '23505', table, constraint }), appTables)
        ?.fields;
    expect(unique('calendar_feeds', 'calendar_feeds_pkey')).toEqual({ performerId: 'Already exists' });
    expect(unique('users', 'users_tenant_id_email_key')).toEqual({ email: 'Already exists' });
    // A name that does not split into the table's columns names nothing rather than something wrong.
    expect(unique('users', 'users_made_up_key')).toBeUndefined();
  });

  it('retries only serialization failures and deadlocks', () => {
    const retried = Object.keys(made).filter((title) => isRetriedTransactionFailure(made[title]));
    expect(retried.sort()).toEqual(['deadlock', 'serialization failure']);
  });
});

describe('matching', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it('walks cause, previous and AggregateError, outermost first, and stops on a loop', () => {
    const wrapped = new Error('select 1 - failed', { cause: withCode('terminating connection', '57P01') });
    expect(databaseUnavailableReason(wrapped)).toBe('57P01');
    expect(
      databaseUnavailableReason(Object.assign(new Error('x'), { previous: withCode('reset', 'ECONNRESET') })),
    ).toBe('ECONNRESET');
    expect(databaseUnavailableReason(new AggregateError([withCode('refused', 'ECONNREFUSED')]))).toBe('ECONNREFUSED');
    const loop: { cause?: unknown } & Error = new Error('loop');
    loop.cause = loop;
    expect(answerDatabaseFault(loop)).toBeNull();
  });

  it('leaves bugs to the caller: no row for a syntax error, a missing table, row-level security, a TypeError', () => {
    for (const code of ['42601', '42P01', '42501', 'P0001', 'XX000']) {
      expect(answerDatabaseFault(withCode('x', code)), code).toBeNull();
    }
    expect(answerDatabaseFault(new TypeError('x is undefined'))).toBeNull();
    expect(answerDatabaseFault(undefined)).toBeNull();
    // Only "not accepting connections" of 55000 is an outage.
    expect(
      answerDatabaseFault(withCode('currval of sequence "s" is not yet defined in this session', '55000')),
    ).toBeNull();
    // 53300 before the rest of class 53.
    expect(findDatabaseFault(withCode('sorry, too many clients already', '53300'))?.fault.title).toBe(
      'too many connections',
    );
    expect(findDatabaseFault(withCode('out of memory', '53200'))?.fault.title).toBe('insufficient resources');
  });
});

describe('the error handler', () => {
  function contextFor(): AppContext {
    const headers: Record<string, string> = {};
    return {
      path: '/api/x',
      method: 'POST',
      status: 404,
      body: undefined,
      state: {},
      headers,
      set: (name: string, value: string) => (headers[name] = value),
      deps: { config: { RETRY_AFTER_SECONDS: 7 } },
    } as unknown as AppContext;
  }
  const handle = async (error: unknown) => {
    const ctx = contextFor();
    await errorHandler(ctx, () => Promise.reject(error));
    return ctx as AppContext & { headers: Record<string, string> };
  };

  it('answers from the table: an outage without a stack in the log, a conflict with its reason, a bug with its stack', async () => {
    const outage = await handle(pgError('55000', 'database "x" is not currently accepting connections'));
    expect(outage.status).toBe(503);
    expect(outage.headers['Retry-After']).toBe('7');
    expect(outage.body).toEqual({
      error: {
        code: 'database_unavailable',
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
      },
    });
    expect(outage.state.failure).toEqual({ code: 'database_unavailable', reason: '55000' });

    const duplicate = await handle(
      Object.assign(pgError('23505', 'duplicate key'), { detail: 'Key (tenant_id, email)=(t, e) already exists.' }),
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      error: { code: 'already_exists', message: 'This already exists.', fields: { email: 'Already exists' } },
    });
    expect(duplicate.state.failure).toEqual({ code: 'already_exists', reason: '23505' });
    expect(duplicate.headers['Retry-After']).toBeUndefined();

    const aborted = pgError('25P02', 'current transaction is aborted');
    const bug = await handle(aborted);
    expect(bug.status).toBe(500);
    expect(bug.state.failure).toEqual({ code: 'internal_error', reason: '25P02', cause: aborted });

    // A client resetting its socket while its body is read is an HTTP error, not a database outage.
    const reset = await handle(Object.assign(new Error('aborted'), { code: 'ECONNRESET', status: 400, expose: true }));
    expect(reset.status).toBe(400);
  });

  function pgError(code: string, message: string) {
    return Object.assign(new Error(message), { code });
  }
});

describe('docs/deploy.md', () => {
  it('"Errors the API answers on database faults" is the table generated from the rows', async () => {
    const file = path.join(REPO_ROOT, 'docs', 'deploy.md');
    const docs = fs.readFileSync(file, 'utf8');
    const section = /<!-- database-faults:start[^>]*-->\n\n([\s\S]*?)\n\n<!-- database-faults:end -->/.exec(docs)?.[1];
    const options = (await prettier.resolveConfig(file)) ?? {};
    const expected = (await prettier.format(databaseFaultsMarkdown(), { ...options, parser: 'markdown' })).trim();
    expect(section, `docs/deploy.md should hold, between the database-faults markers:\n${expected}`).toBe(expected);
  });
});
