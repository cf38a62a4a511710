import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { REPO_ROOT } from '../../src/config';
import { optimizeTour } from '../../src/domain/routing/tourPlan';
import { bigTourBody, plannedStops } from '../support/bigTour';
import {
  cleanUpShippedServer,
  freePort,
  freshDatabaseUrl,
  request,
  startLikePnpmStart,
  type StartedProcess,
} from './processes';

// The compiled server as `pnpm start` runs it (tenant-api/dist/main.js) loads the optimiser's
// worker from tenant-api/dist/routeOptimizerWorker.js: a 40-stop tour optimised through HTTP,
// the same answer as the pure optimiser, and a SIGTERM during an optimisation still answers it.
const METRICS_TOKEN = 'metrics-token-for-the-optimizer-test';
let server: StartedProcess;
let port: number;
let databaseUrl: string;
const dataDir = path.join(REPO_ROOT, '.test-data', `optimizer-${process.pid}`);

beforeAll(async () => {
  port = await freePort();
  databaseUrl = freshDatabaseUrl(inject('adminUrl'));
  server = startLikePnpmStart(
    {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_PERFORMERS: '3',
      LOG_LEVEL: 'info',
      METRICS_TOKEN,
    },
    'all',
  );
  await server.waitForLog((line) => line.msg === 'ready', 110_000);
}, 120_000);

afterAll(() => cleanUpShippedServer(server, dataDir, inject('adminUrl'), databaseUrl));

describe('the route optimiser in the shipped server', () => {
  let authorization: string;
  let tour: { id: string; stops: (Parameters<typeof plannedStops>[0][number] & { id: string })[] };

  it('optimises a 40-stop tour in a worker thread of the compiled build', async () => {
    expect(fs.existsSync(path.join(REPO_ROOT, 'tenant-api', 'dist', 'routeOptimizerWorker.js'))).toBe(true);
    const signIn = await request(port, 'POST', '/api/auth/signin', {
      bodyParts: [JSON.stringify({ email: 'performer@demo.test', password: 'demo-password' })],
    });
    authorization = `Bearer ${signIn.body.token as string}`;
    const created = await request(port, 'POST', '/api/tours', {
      headers: { authorization },
      bodyParts: [JSON.stringify(bigTourBody())],
    });
    expect(created.status, created.text).toBe(201);
    tour = created.body;

    const metrics = () => request(port, 'GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    // Created lazily: no worker before the first optimisation.
    expect((await metrics()).text).toContain('headliner_route_optimizer_workers 0');

    const answer = await request(port, 'POST', `/api/integration/routing/optimize/${tour.id}`, {
      headers: { authorization },
    });
    expect(answer.status, answer.text).toBe(200);
    const expected = optimizeTour(plannedStops(tour.stops));
    expect(answer.body.data.stops.map((stop: { stopId: string }) => stop.stopId)).toEqual(
      expected.order.map((index) => tour.stops[index]!.id),
    );
    expect(answer.body.data.stops.map((stop: { date: string }) => stop.date)).toEqual(expected.dates);
    expect(answer.body.data.totalDistance).toBe(expected.totalDistance);
    expect(answer.body.data.routeSegments).toEqual(expected.routeSegments);

    const after = (await metrics()).text;
    expect(after).toContain('headliner_route_optimizer_workers 1');
    expect(after).toContain('headliner_route_optimizer_workers_replaced 0');
    expect(after).toMatch(
      /headliner_http_request_duration_seconds_count\{method="POST",route="\/api\/integration\/routing\/optimize\/:tourId",status="200"\} 1/,
    );
  });

  it('on SIGTERM during an optimisation: the request is answered, then the workers stop and the process exits 0', async () => {
    const inFlight = request(port, 'POST', `/api/integration/routing/optimize/${tour.id}`, {
      headers: { authorization },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const messages = server.lines.map((line) => line.msg);
    expect(messages).toContain('all in-flight requests answered');
    expect(messages).toContain('route optimiser workers stopped');
    expect(messages.at(-1)).toBe('stopped');
  });
});
