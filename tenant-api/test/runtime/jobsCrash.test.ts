import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config';
import { ledgerTallyMismatches } from '../support/money';
import { acceptAndPayLocally } from '../support/payments';
import { startTestApp, type TestApp } from '../support/harness';
import { freePort, request, startLikePnpmStart, type StartedProcess } from './processes';
import { offerBody } from '../support/offers';

// A worker (`node scripts/start.mjs worker`, as shipped) is killed with SIGKILL in the middle of
// a sweep (SWEEP_TEST_PAUSE_MS holds it there). After a restart the due expiry and the due payout
// run within seconds (the brief allows 2 minutes), each exactly once.
let app: TestApp;
let owner: pg.Client;
const workers: StartedProcess[] = [];

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 3 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
});
afterAll(async () => {
  for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
  fs.rmSync(path.join(REPO_ROOT, '.test-data', `worker-${process.pid}`), { recursive: true, force: true });
  await owner?.end();
  await app?.close();
});

async function createOffer(buyer: string, performerId: string): Promise<string> {
  const response = await app.request('POST', '/api/offers/create', {
    token: buyer,
    body: offerBody(performerId, 'Crash test', 20),
  });
  expect(response.status).toBe(201);
  return response.body.offerId as string;
}

const worker = (env: Record<string, string> = {}) => {
  const started = startLikePnpmStart(
    {
      DATABASE_URL: app.ownerUrl,
      DATA_DIR: path.join(REPO_ROOT, '.test-data', `worker-${process.pid}`),
      JWT_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'info',
      ...env,
    },
    'worker',
  );
  workers.push(started);
  return started;
};

const statusOf = async (offerId: string) =>
  (await owner.query<{ status: string }>('select status from offers where id = $1', [offerId])).rows[0]!.status;

describe('a worker killed mid-sweep', () => {
  it('leaves nothing stuck: after a restart due expiries and payouts run once, within seconds', async () => {
    const buyer = await app.signIn('buyer.basic@demo.test');
    const performer = await app.signIn('performer@demo.test');
    const performerId = (await app.request('GET', '/api/auth/me', { token: performer })).body.performerId as string;
    const overdue = await createOffer(buyer, performerId);
    const paid = await createOffer(buyer, performerId);
    await acceptAndPayLocally(app, paid, { performer, buyer });
    // Due now: the pending offer's answer deadline passed, the paid booking's event was 10 days ago.
    await owner.query(`update offers set response_deadline = now() - interval '1 hour' where id = $1`, [overdue]);
    await owner.query(`update offers set event_date = current_date - 10 where id = $1`, [paid]);

    const first = worker({ SWEEP_TEST_PAUSE_MS: '600000' });
    await first.waitForLog((line) => line.msg === 'sweep paused (SWEEP_TEST_PAUSE_MS)', 110_000);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    const orphans = await owner.query(`select id from pgboss.job where name = 'offers-sweep' and state = 'active'`);
    expect(orphans.rowCount).toBe(1); // the killed sweep, still `active` in pg-boss
    expect(await statusOf(paid)).toBe('PAID');

    const restartedAt = Date.now();
    const metricsPort = await freePort();
    const second = worker({ METRICS_PORT: String(metricsPort), HOST: '127.0.0.1' });
    await second.waitForLog((line) => line.msg === 'job runner started', 60_000);
    while ((await statusOf(paid)) !== 'PAID_OUT' || (await statusOf(overdue)) !== 'EXPIRED') {
      expect(Date.now() - restartedAt).toBeLessThan(120_000);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(Date.now() - restartedAt).toBeLessThan(30_000);

    const once = async (offerId: string, status: string) =>
      (await owner.query('select 1 from offer_events where offer_id = $1 and to_status = $2', [offerId, status]))
        .rowCount;
    expect(await once(overdue, 'EXPIRED')).toBe(1);
    expect(await once(paid, 'PAID_OUT')).toBe(1);
    const payouts = await owner.query(
      `select distinct journal_id from ledger_entries where offer_id = $1 and kind = 'performer_payout'`,
      [paid],
    );
    expect(payouts.rowCount).toBe(1);
    // The dashboards' money sums moved with the ledger, in the same transactions as its entries.
    expect(await ledgerTallyMismatches(owner)).toEqual([]);

    // The worker's own metrics listener: what the sweep did, and the payout the gateway made.
    const metrics = (await request(metricsPort, 'GET', '/metrics')).text;
    expect(metrics).toContain('headliner_sweep_offers_total{action="paid_out"} 1');
    expect(metrics).toContain(
      'headliner_payment_operations_total{provider="local",operation="transfer",outcome="ok"} 1',
    );
    expect(metrics).toMatch(/headliner_job_last_success_timestamp_seconds\{queue="offers-sweep"\} \d+/);
    expect((await request(metricsPort, 'GET', '/api/health')).status).toBe(404);

    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(second.lines.map((line) => line.msg)).toContain('job runner stopped');
  });
});
