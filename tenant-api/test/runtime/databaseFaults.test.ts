import crypto from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { REPO_ROOT } from '../../src/config';
import { quoteIdent } from '../../src/db/bootstrap';
import { offerBody } from '../support/offers';
import { startPgCutter, type PgCutter } from './pgCutter';
import {
  cleanUpShippedServer,
  freePort,
  freshDatabaseUrl,
  request,
  startLikePnpmStart,
  type Answer,
  type StartedProcess,
} from './processes';

// Database faults caused for real against the server as `pnpm start` runs it, each answered
// from the table in src/ops/dbErrors.ts: refused connections (ALLOW_CONNECTIONS false, 55000),
// connections over the app role's limit (53300), a transaction whose backend is terminated
// mid-write (57P01), a BEGIN on a connection that died in the pool (Knex's "Transaction query
// already complete"), a statement timeout (57014): each one 503 `database_unavailable` with
// Retry-After and one `warn` line without a stack, nothing half-written, and recovery without a
// restart; and a unique violation reached by input answers 409, not 500.
//
// Safe on a shared PostgreSQL: the server runs as its own app role (APP_DB_ROLE, made for this
// file), so the connection limit and the statement timeout are set on that role only, and
// ALLOW_CONNECTIONS on this file's own database. The server reaches PostgreSQL through a TCP
// hop (pgCutter) that can cut a connection at its next BEGIN.
const hex = crypto.randomBytes(4).toString('hex');
const ROLE = `rt_faults_${hex}`;
const JWT_SECRET = 'database-faults-test-secret-'.padEnd(40, 'x');
const RETRY_AFTER = '7';
let cutter: PgCutter | undefined;
let server: StartedProcess;
let databaseUrl: string | undefined;
let throughUrl: string;
const dataDir = path.join(REPO_ROOT, '.test-data', `database-faults-${process.pid}`);
let port: number;
let database: string;
let admin: pg.Client;
let owner: pg.Client;
let ownerPid: number;
const tokens = { buyer: '', performer: '' };
let performerId: string;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await pause(200);
  }
}

const call = (method: string, target: string, options: { id?: string; token?: string; body?: unknown } = {}) =>
  request(port, method, target, {
    headers: {
      ...(options.id ? { 'X-Request-Id': options.id } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { bodyParts: [JSON.stringify(options.body)] }),
  });

const ROUTES = {
  read: (id?: string) => call('GET', '/api/offers/my-offers', { id, token: tokens.buyer }),
  write: (id?: string) =>
    call('POST', '/api/offers/create', { id, token: tokens.buyer, body: offerBody(performerId, 'Fault') }),
  signIn: (id?: string) =>
    call('POST', '/api/auth/signin', { id, body: { email: 'buyer.basic@demo.test', password: 'demo-password' } }),
};

/** The request's access lines, once it has been written (it follows the answer). */
async function logOf(id: string) {
  await server.waitForLog((line) => line.reqId === id, 5_000);
  return server.lines.filter((line) => line.reqId === id);
}

/** 503 database_unavailable, Retry-After, the JSON body; one `warn` line with its reason and no stack. */
async function expectOutage(answer: Answer, id: string, reason: RegExp): Promise<void> {
  expect(answer.status, `${id}: ${answer.text}`).toBe(503);
  expect(answer.headers['retry-after']).toBe(RETRY_AFTER);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.body).toEqual({
    error: {
      code: 'database_unavailable',
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
    },
  });
  const lines = await logOf(id);
  expect(lines, JSON.stringify(lines)).toHaveLength(1);
  expect(lines[0]).toMatchObject({ level: 'warn', msg: 'request', status: 503, error: 'database_unavailable' });
  expect(String(lines[0]!.reason)).toMatch(reason);
  expect(lines[0]).not.toHaveProperty('err');
  expect(JSON.stringify(lines[0])).not.toContain('    at ');
}

/** What a write touches, counted past row-level security. */
async function counts() {
  const { rows } = await owner.query(`
    select (select count(*) from offers)::int as offers, (select count(*) from offer_events)::int as events,
           (select count(*) from notifications)::int as notifications, (select count(*) from outbox_emails)::int as mail`);
  return rows[0] as { offers: number; events: number; notifications: number; mail: number };
}

/** Ends every session of the app role; the pools notice and reconnect (to whatever is then allowed). */
async function terminateAppSessions(): Promise<void> {
  await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where usename = $1`, [ROLE]);
  await pause(500);
}

/** The pids of app sessions waiting on a lock, once there are `count` running `statement`. */
async function blockedAppSessions(count: number, statement: RegExp): Promise<number[]> {
  let pids: number[] = [];
  await waitFor(`${count} blocked app session(s)`, async () => {
    const { rows } = await admin.query(
      `select pid, query from pg_stat_activity where usename = $1 and wait_event_type = 'Lock'`,
      [ROLE],
    );
    pids = rows.filter((row: { query: string }) => statement.test(row.query)).map((row: { pid: number }) => row.pid);
    return pids.length >= count;
  });
  return pids;
}

const recovered = () =>
  waitFor('the routes to answer again', async () => {
    const [read, write] = [await ROUTES.read(), await ROUTES.write()];
    return read.status === 200 && write.status === 201;
  });

beforeAll(async () => {
  const adminUrl = new URL(inject('adminUrl'));
  admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  cutter = await startPgCutter({ host: adminUrl.hostname, port: Number(adminUrl.port || 5432) });
  const through = new URL(adminUrl);
  through.hostname = '127.0.0.1';
  through.port = String(cutter.port);
  throughUrl = through.toString();
  databaseUrl = freshDatabaseUrl(throughUrl);
  port = await freePort();
  server = startLikePnpmStart({
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_DB_ROLE: ROLE,
    JWT_SECRET,
    SEED_PERFORMERS: '3',
    BROWSE_CACHE_MS: '0',
    RETRY_AFTER_SECONDS: RETRY_AFTER,
    SIGNIN_MAX_ATTEMPTS_PER_IP: '100000',
  });
  // Longer than other files wait: `pnpm start` first builds what changed, web assets included.
  await server.waitForLog((line) => line.msg === 'ready', 400_000);
  const direct = new URL(databaseUrl);
  direct.host = adminUrl.host;
  database = direct.pathname.slice(1);
  owner = new pg.Client({ connectionString: direct.toString() });
  owner.on('error', () => undefined);
  await owner.connect();
  ownerPid = (await owner.query(`select pg_backend_pid() as pid`)).rows[0].pid;
  for (const [who, email] of [
    ['buyer', 'buyer.basic@demo.test'],
    ['performer', 'performer@demo.test'],
  ] as const) {
    const answer = await call('POST', '/api/auth/signin', { body: { email, password: 'demo-password' } });
    expect(answer.status, answer.text).toBe(200);
    tokens[who] = answer.body.token;
  }
  performerId = (await call('GET', '/api/performers?limit=1')).body.performers[0].id;
  expect((await ROUTES.write()).status).toBe(201);
}, 420_000);

afterAll(async () => {
  await owner?.end().catch(() => undefined);
  await admin?.query(`alter database ${quoteIdent(database ?? 'none')} allow_connections true`).catch(() => undefined);
  if (databaseUrl) await cleanUpShippedServer(server, dataDir, throughUrl, databaseUrl);
  await cutter?.close();
  await admin?.query(`drop role if exists ${quoteIdent(ROLE)}`);
  await admin?.end();
});

describe('database faults against the server as shipped', () => {
  it('connections refused (ALLOW_CONNECTIONS false, 55000): a read, a write and sign-in answer 503, then recover', async () => {
    expect((await ROUTES.read()).status).toBe(200);
    await admin.query(`alter database ${quoteIdent(database)} allow_connections false`);
    try {
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> $2`, [
        database,
        ownerPid,
      ]);
      await pause(500);
      for (const [kind, route] of Object.entries(ROUTES)) {
        const id = `refused-${kind}-${hex}`;
        await expectOutage(await route(id), id, /^55000$/);
      }
      // Every request alike: one `warn` line each, never an error with a stack.
      for (let time = 0; time < 5; time++) {
        const id = `refused-again-${time}-${hex}`;
        await expectOutage(await ROUTES.read(id), id, /^55000$/);
      }
    } finally {
      await admin.query(`alter database ${quoteIdent(database)} allow_connections true`);
    }
    await recovered();
  });

  it('connections over the limit (the app role at CONNECTION LIMIT 0, 53300): 503, then recover', async () => {
    await admin.query(`alter role ${quoteIdent(ROLE)} connection limit 0`);
    try {
      await terminateAppSessions();
      await expectOutage(await ROUTES.read(`limit-read-${hex}`), `limit-read-${hex}`, /^53300$/);
      await expectOutage(await ROUTES.write(`limit-write-${hex}`), `limit-write-${hex}`, /^53300$/);
    } finally {
      await admin.query(`alter role ${quoteIdent(ROLE)} connection limit -1`);
    }
    await recovered();
  });

  it('a transaction cut mid-way (its backend terminated while it writes): 503, nothing half-written', async () => {
    const before = await counts();
    await owner.query(`begin; lock table offer_events in exclusive mode`);
    const id = `cut-write-${hex}`;
    const pending = ROUTES.write(id);
    try {
      // The offer is inserted; its history row waits for the lock. Then the backend goes.
      const [pid] = await blockedAppSessions(1, /insert into "offer_events"/);
      await admin.query(`select pg_terminate_backend($1)`, [pid]);
    } finally {
      await owner.query('rollback');
    }
    await expectOutage(await pending, id, /^57P01$/);
    expect(await counts()).toEqual(before);
    await recovered();
  });

  it('a BEGIN on a connection that died in the pool: 503 with the lost connection, not 500 "Transaction query already complete"', async () => {
    const before = await counts();
    let answer: Answer | undefined;
    let id = '';
    let written = 0;
    // The next BEGIN of the app role is cut; a job's transaction may take it first, then try again.
    for (let attempt = 0; attempt < 3 && answer?.status !== 503; attempt++) {
      id = `cut-begin-${attempt}-${hex}`;
      const cut = cutter!.cutNext(ROLE, /^BEGIN/i);
      answer = await ROUTES.write(id);
      if (answer.status === 201) written++;
      await Promise.race([cut, pause(2_000)]);
    }
    await expectOutage(answer!, id, /^Connection terminated/);
    expect((await counts()).offers).toBe(before.offers + written);
    await recovered();
  });

  it('a statement timeout (57014): 503, nothing written', async () => {
    await admin.query(`alter role ${quoteIdent(ROLE)} set statement_timeout = '1s'`);
    try {
      await terminateAppSessions();
      await waitFor('sessions with the timeout', async () => (await ROUTES.read()).status === 200);
      const before = await counts();
      await owner.query(`begin; lock table offer_events in exclusive mode`);
      const id = `timeout-write-${hex}`;
      let answer: Answer;
      try {
        answer = await ROUTES.write(id);
      } finally {
        await owner.query('rollback');
      }
      await expectOutage(answer, id, /^57014$/);
      expect(await counts()).toEqual(before);
    } finally {
      await admin.query(`alter role ${quoteIdent(ROLE)} reset statement_timeout`);
      await terminateAppSessions();
    }
    await recovered();
  });

  it('two first uses of the calendar feed at once: both get the one address (no unique violation reaches anyone)', async () => {
    await owner.query(
      `delete from calendar_feeds f using performers p, users u
        where f.tenant_id = p.tenant_id and f.performer_id = p.id and u.tenant_id = p.tenant_id and u.id = p.user_id
          and u.email = 'performer@demo.test'`,
    );
    // Both read "no feed yet", then both insert one: the second waits on the first's key.
    await owner.query(`begin; lock table calendar_feeds in share mode`);
    const ids = [`feed-1-${hex}`, `feed-2-${hex}`];
    const both = ids.map((id) =>
      call('POST', '/api/performers/me/availability/feed/rotate', { id, token: tokens.performer }),
    );
    try {
      await blockedAppSessions(2, /insert into "?calendar_feeds/);
    } finally {
      await owner.query('commit');
    }
    const answers = await Promise.all(both);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]!.body.feedUrl).toMatch(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{32}$/);
    expect(answers[1]!.body.feedUrl).toBe(answers[0]!.body.feedUrl);
    for (const id of ids) expect((await logOf(id))[0]).toMatchObject({ level: 'info', status: 200 });
  });
});
