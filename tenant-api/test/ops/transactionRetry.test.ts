import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { quoteIdent } from '../../src/db/bootstrap';
import { createOrm, type Orm } from '../../src/db/orm';
import { inTenant } from '../../src/db/tenantScope';
import { answerDatabaseFault, TRANSACTION_ATTEMPTS } from '../../src/ops/dbErrors';
import { startPgCutter, type PgCutter } from '../runtime/pgCutter';

// The one place transactions start (inTenant, db/tenantScope.ts), on a real PostgreSQL: a
// transaction rolled back for a deadlock or a serialization failure runs again as a whole, at
// most TRANSACTION_ATTEMPTS times, then answers 409 `conflict`; nothing else runs twice; and a
// BEGIN on a connection that died in the pool reports the lost connection (503), not Knex's
// "Transaction query already complete" (which the shipped server answered 500).
const TENANT = '00000000-0000-4000-8000-000000000001';
const name = `retry_${crypto.randomBytes(5).toString('hex')}`;
let admin: pg.Client;
let orm: Orm;
let cutter: PgCutter;
let cutOrm: Orm;

const urlOf = (base: string, database: string) => {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url;
};

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  await admin.query(`create database ${quoteIdent(name)}`);
  const url = urlOf(inject('adminUrl'), name);
  orm = await createOrm(url.toString(), { poolMax: 4, ensureDatabase: false });
  await orm.em.fork().execute(`create table pair (id int primary key, n int not null default 0)`);
  await orm.em.fork().execute(`insert into pair (id) values (1), (2)`);
  await orm.em.fork().execute(`create table uniq (id int primary key)`);
  cutter = await startPgCutter({ host: url.hostname, port: Number(url.port || 5432) });
  const through = new URL(url);
  through.hostname = '127.0.0.1';
  through.port = String(cutter.port);
  cutOrm = await createOrm(through.toString(), { poolMax: 2, ensureDatabase: false });
});

afterAll(async () => {
  await orm?.close(true);
  await cutOrm?.close(true);
  await cutter?.close();
  await admin?.query(`drop database if exists ${quoteIdent(name)} with (force)`);
  await admin?.end();
});

/** Resolves when `count` parties have arrived. */
function barrier(count: number): () => Promise<void> {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    if (++arrived === count) open();
    return opened;
  };
}

describe('inTenant on serialization failures and deadlocks', () => {
  it('re-runs the transaction PostgreSQL chose as a deadlock victim; both commit, each change once', async () => {
    const bothLocked = barrier(2);
    const attempts = { a: 0, b: 0 };
    const crossing = (who: 'a' | 'b', first: number, second: number) =>
      inTenant(orm, TENANT, async (em) => {
        attempts[who]++;
        await em.execute(`set local deadlock_timeout = '50ms'`);
        await em.execute(`update pair set n = n + 1 where id = ?`, [first]);
        if (attempts[who] === 1) await bothLocked();
        await em.execute(`update pair set n = n + 1 where id = ?`, [second]);
        return who;
      });
    expect(await Promise.all([crossing('a', 1, 2), crossing('b', 2, 1)])).toEqual(['a', 'b']);
    // One of them deadlocked once and ran again; the other ran once.
    expect(attempts.a + attempts.b).toBe(3);
    const rows = await orm.em.fork().execute(`select id, n from pair order by id`);
    expect(rows).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} attempts; what is left answers 409 conflict`, async () => {
    let attempts = 0;
    const failing = inTenant(orm, TENANT, async (em) => {
      attempts++;
      await em.execute(`insert into uniq values (?)`, [100 + attempts]);
      // A real 40001 from PostgreSQL (the app runs READ COMMITTED, where none arises on its own).
      await em.execute(`do $$ begin raise exception 'could not serialize access' using errcode = '40001'; end $$`);
    });
    const error = await failing.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(attempts).toBe(TRANSACTION_ATTEMPTS);
    expect((error as { code?: string }).code).toBe('40001');
    expect(answerDatabaseFault(error)).toMatchObject({
      status: 409,
      code: 'conflict',
      message: 'Someone else changed this at the same time. Please try again.',
    });
    // Every attempt was rolled back.
    expect(await orm.em.fork().execute(`select id from uniq where id > 100`)).toEqual([]);
  });

  it('runs once when asked to, and never re-runs other failures', async () => {
    let attempts = 0;
    await expect(
      inTenant(
        orm,
        TENANT,
        async (em) => {
          attempts++;
          await em.execute(`do $$ begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`);
        },
        { attempts: 1 },
      ),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(attempts).toBe(1);

    await orm.em.fork().execute(`insert into uniq values (1)`);
    attempts = 0;
    const duplicate = inTenant(orm, TENANT, async (em) => {
      attempts++;
      await em.execute(`insert into uniq values (1)`);
    });
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);
  });
});

describe('inTenant when BEGIN meets a connection that just died', () => {
  it('reports the lost connection (503), not "Transaction query already complete", and the next one works', async () => {
    const user = new URL(inject('adminUrl')).username || 'postgres';
    await inTenant(cutOrm, TENANT, (em) => em.execute(`select 1`));
    const cut = cutter.cutNext(user, /^BEGIN/i);
    let ran = false;
    const error = await inTenant(cutOrm, TENANT, async (em) => {
      ran = true;
      await em.execute(`insert into uniq values (2)`);
    }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(await cut).toMatch(/^BEGIN/i);
    expect(ran).toBe(false);
    expect(String((error as Error).message)).toMatch(/Connection terminated/);
    expect(String((error as Error).message)).not.toMatch(/already complete/);
    expect(answerDatabaseFault(error)).toMatchObject({ status: 503, code: 'database_unavailable', retryAfter: true });
    expect(await inTenant(cutOrm, TENANT, (em) => em.execute(`select 1 as one`))).toEqual([{ one: 1 }]);
  });
});
