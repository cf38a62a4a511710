import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../src/db/embedded';
import { freePort, request, startLikePnpmStart, type StartedProcess } from './processes';

// A database outage, with a PostgreSQL this test starts and stops itself (never the shared one):
// the shipped server answers 503 database_unavailable with Retry-After, logs one line per request
// without a stack, stays live but not ready, and recovers on its own when the database is back.
const dir = path.join(REPO_ROOT, '.test-data', `outage-${process.pid}`);
const pgOptions = { dataDir: path.join(dir, 'postgres'), password: 'outage-test-password', persistent: true };
let pgPort: number;
let database: EmbeddedServer | undefined;
let server: StartedProcess;
let port: number;

const waitFor = async (what: string, check: () => Promise<boolean>, timeoutMs = 30_000) => {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return Date.now() - started;
};

beforeAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  pgPort = await freePort();
  port = await freePort();
  database = await startEmbeddedPostgres({ ...pgOptions, port: pgPort });
  server = startLikePnpmStart({
    DATABASE_URL: database.url.replace(/\/postgres$/, '/marketplace'),
    DATA_DIR: dir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_PERFORMERS: '3',
    BROWSE_CACHE_MS: '0',
    LOG_LEVEL: 'warn',
    RETRY_AFTER_SECONDS: '7',
  });
  await waitFor('the server', async () => (await request(port, 'GET', '/api/ready')).status === 200, 110_000);
}, 120_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await database?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('when the database goes away', () => {
  it('answers 503 database_unavailable, one log line per request, and recovers without a restart', async () => {
    expect((await request(port, 'GET', '/api/performers?limit=2')).status).toBe(200);

    await database!.stop();
    database = undefined;
    const answer = await request(port, 'GET', '/api/performers?limit=2', { headers: { 'X-Request-Id': 'outage-1' } });
    expect(answer.status).toBe(503);
    expect(answer.body.error).toMatchObject({ code: 'database_unavailable' });
    expect(answer.body.error.message).toBeTruthy();
    expect(answer.headers['retry-after']).toBe('7');
    expect(answer.headers['x-request-id']).toBe('outage-1');
    expect((await request(port, 'GET', '/api/health')).status).toBe(503);
    expect((await request(port, 'GET', '/api/live')).status).toBe(200);
    const ready = await request(port, 'GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.checks.database).toBe('down');

    const logged = server.lines.filter((line) => line.reqId === 'outage-1');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 'warn', status: 503, error: 'database_unavailable' });
    expect(logged[0]!.reason).toBeTruthy();
    expect(logged[0]).not.toHaveProperty('err');
    expect(JSON.stringify(logged[0])).not.toContain('    at ');
    // LOG_LEVEL=warn: the 200s of the start were not logged.
    expect(server.lines.some((line) => line.level === 'info' || line.level === 'debug')).toBe(false);

    database = await startEmbeddedPostgres({ ...pgOptions, port: pgPort });
    const recoveredIn = await waitFor('recovery', async () => {
      return (await request(port, 'GET', '/api/performers?limit=2')).status === 200;
    });
    expect(recoveredIn).toBeLessThan(20_000);
    await waitFor('ready again', async () => (await request(port, 'GET', '/api/ready')).status === 200);
    expect(server.child.exitCode).toBe(null);

    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
