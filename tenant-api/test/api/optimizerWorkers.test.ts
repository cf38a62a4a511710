import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optimizeTour } from '../../src/domain/routing/tourPlan';
import { bigTourBody, plannedStops } from '../support/bigTour';
import { AGENCY_HOST, startTestApp, type TestApp } from '../support/harness';

// The route optimiser runs in worker threads (src/workers/routeOptimizer.ts): the request thread
// stays free, answers match the pure optimiser, a call over its budget is stopped (503) and its
// worker replaced, and a tenant over its cap gets 429 while other tenants go on.
type Tour = { id: string; stops: (Parameters<typeof plannedStops>[0][number] & { id: string })[] };

async function createTour(app: TestApp, token: string, body: unknown, host?: string): Promise<Tour> {
  const response = await app.request('POST', '/api/tours', { token, body, host });
  expect(response.status, response.text).toBe(201);
  return response.body as Tour;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const smallTour = {
  name: 'Texas loop',
  stops: [
    { city: 'Austin', state: 'TX', date: inDays(10), isFixedDate: true },
    { city: 'Dallas', state: 'TX', date: inDays(12) },
    { city: 'San Antonio', state: 'TX', date: inDays(14) },
    { city: 'Houston', state: 'TX', date: inDays(16), isFixedDate: true },
  ],
};

describe('route optimiser in worker threads', () => {
  let app: TestApp;
  let performer: string;
  let agencyPerformer: string;

  beforeAll(async () => {
    app = await startTestApp({ seed: { performersPerTenant: 3 }, env: { OPTIMIZER_MAX_PER_TENANT: '2' } });
    performer = await app.signIn('performer@demo.test');
    agencyPerformer = await app.signIn('performer@demo-agency.test', AGENCY_HOST);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('optimises a 40-stop tour with the event loop free, and answers exactly what the pure optimiser gives', async () => {
    const tour = await createTour(app, performer, bigTourBody());
    expect(tour.stops).toHaveLength(40);
    // Through the API the request thread only waits. (A small tour first starts the worker.)
    const small = await createTour(app, performer, smallTour);
    expect(
      (await app.request('POST', `/api/integration/routing/optimize/${small.id}`, { token: performer })).status,
    ).toBe(200);
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const started = performance.now();
    const response = await app.request('POST', `/api/integration/routing/optimize/${tour.id}`, { token: performer });
    const elapsedMs = performance.now() - started;
    delay.disable();

    expect(response.status, response.text).toBe(200);
    // In this thread the same optimisation blocks the event loop for its whole run. (After the
    // measured call, so that the garbage it leaves is not collected during the measurement.)
    const inThreadStarted = performance.now();
    const expected = optimizeTour(plannedStops(tour.stops));
    const inThreadMs = performance.now() - inThreadStarted;
    const maxDelayMs = delay.max / 1e6;
    const report = `in thread ${inThreadMs.toFixed(0)} ms; through the API ${elapsedMs.toFixed(0)} ms with a max event-loop delay of ${maxDelayMs.toFixed(1)} ms`;
    expect(elapsedMs, report).toBeGreaterThan(100);
    // Run on this thread, the loop would stall for about the whole call; a busy machine adds tens of ms.
    expect(maxDelayMs, report).toBeLessThan(elapsedMs / 4);

    const data = response.body.data;
    expect(data.stops.map((stop: { stopId: string }) => stop.stopId)).toEqual(
      expected.order.map((index) => tour.stops[index]!.id),
    );
    expect(data.stops.map((stop: { date: string }) => stop.date)).toEqual(expected.dates);
    expect(data.routeSegments).toEqual(expected.routeSegments);
    expect(data.totalDistance).toBe(expected.totalDistance);
    expect(data.originalDistance).toBe(expected.originalDistance);
    expect(app.routeOptimizer.stats()).toMatchObject({ busy: 0, queued: 0, replaced: 0 });
  });

  it('over the tenant’s cap: the extra call gets 429 with Retry-After; another tenant is unaffected', async () => {
    const tour = await createTour(app, performer, bigTourBody(40, 'Capped'));
    const agencyTour = await createTour(app, agencyPerformer, smallTour, AGENCY_HOST);
    const calls = [0, 1, 2].map(() =>
      app.request('POST', `/api/integration/routing/optimize/${tour.id}`, { token: performer }),
    );
    const first429 = await Promise.race(
      calls.map((call) => call.then((answer) => (answer.status === 429 ? answer : new Promise<never>(() => {})))),
    );
    expect(first429.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(first429.body.error.code).toBe('optimizer_busy');
    expect(first429.body.error.message).toMatch(
      new RegExp(
        `2 route optimisations are already running for this agency .*wait about ${first429.headers['retry-after']} seconds?`,
      ),
    );
    // While the flagship's two run, the agency's call is answered.
    const other = await app.request('POST', `/api/integration/routing/optimize/${agencyTour.id}`, {
      token: agencyPerformer,
      host: AGENCY_HOST,
    });
    expect(other.status, other.text).toBe(200);
    const statuses = (await Promise.all(calls)).map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 429]);
    // Slots are freed: the next call is admitted.
    expect(
      (await app.request('POST', `/api/integration/routing/optimize/${tour.id}`, { token: performer })).status,
    ).toBe(200);
  });
});

describe('route optimiser time budget', () => {
  let app: TestApp;
  let performer: string;

  beforeAll(async () => {
    app = await startTestApp({ seed: { performersPerTenant: 3 }, env: { OPTIMIZER_TIMEOUT_MS: '150' } });
    performer = await app.signIn('performer@demo.test');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a tour over the budget answers 503 with a clear message; its worker is replaced and the next call works', async () => {
    const big = await createTour(app, performer, bigTourBody());
    const small = await createTour(app, performer, smallTour);
    const started = performance.now();
    const over = await app.request('POST', `/api/integration/routing/optimize/${big.id}`, { token: performer });
    expect(over.status, over.text).toBe(503);
    expect(over.headers['retry-after']).toBe('1');
    expect(over.body.error).toMatchObject({
      code: 'optimizer_timeout',
      message:
        'Optimising this 40-stop tour took longer than the 150 ms allowed and was stopped; try again in a moment',
    });
    // Stopped at the budget (plus starting the worker), not after the whole optimisation.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(app.routeOptimizer.stats()).toMatchObject({ busy: 0, replaced: 1 });

    const next = await app.request('POST', `/api/integration/routing/optimize/${small.id}`, { token: performer });
    expect(next.status, next.text).toBe(200);
    expect(next.body.data.stops).toHaveLength(4);
    expect(app.routeOptimizer.stats()).toMatchObject({ workers: 1, busy: 0, replaced: 1 });
  });
});
