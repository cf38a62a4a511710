import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpportunitySearchBody } from '../../src/contract';
import { usCities } from '../../src/db/seed/cities';
import { inTenant } from '../../src/db/tenantScope';
import { seededRandom } from '../../src/domain/routing/optimizer';
import { searchWork } from '../../src/queries/opportunityWork';
import { findOpportunities } from '../../src/queries/routingOpportunities';
import { opportunityWorkOf, searchOpportunities, searchReads } from '../../src/queries/routingSearch';
import { freshVenues } from '../../src/queries/venueMirror';
import {
  configureOpportunitySearch,
  opportunitySearchStats,
  resetOpportunitySearch,
} from '../../src/workers/opportunitySearch';
import { AGENCY_HOST, ownerOf, startTestApp, type TestApp } from '../support/harness';
import { inDays } from '../support/offers';

/**
 * The opportunity search runs on a worker thread (workers/opportunitySearch.ts): a big search
 * (40 tours of 40 stops coast to coast, 5,000 venues, 500 miles, every pair scored) leaves the request thread free and
 * answers what the SQL path answers; over its budget it answers 503 (and the next search works);
 * a tenant over its cap gets 503 while another tenant goes on.
 */
let app: TestApp;
let owner: pg.Client;
let tenantId: string;
let buyer: string;
let agencyBuyer: string;

const random = seededRandom(2026);
const BIG = { startDate: inDays(0), endDate: inDays(90), maxDetourMiles: 500, limit: 200 };
const search = (token: string, body: Record<string, unknown> = BIG, host?: string) =>
  app.request('POST', '/api/integration/routing/opportunities', { token, body, host });

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 3 } });
  ({ owner, flagshipId: tenantId } = await ownerOf(app));
  buyer = await app.signIn('buyer.basic@demo.test');
  agencyBuyer = await app.signIn('buyer@demo-agency.test', AGENCY_HOST);
  const performer = await app.signIn('performer@demo.test');
  // 5,000 venues around the 200 largest cities, some booked (the history's share of the score).
  await owner.query(`select setseed(0.42)`);
  const cities = usCities().slice(0, 200);
  await owner.query(
    `insert into venues (tenant_id, id, name, venue_type, city, state, lat, lng, time_zone)
     select $1, gen_random_uuid(), 'Hall ' || (n % 700), 'THEATER', c.city, c.state,
            c.lat + (random() - 0.5) * 0.6, c.lng + (random() - 0.5) * 0.6, 'America/Chicago'
       from generate_series(1, 5000) n
       join unnest($2::text[], $3::text[], $4::float8[], $5::float8[]) with ordinality as c (city, state, lat, lng, k)
         on c.k = 1 + n % 200`,
    [
      tenantId,
      cities.map((city) => city.name),
      cities.map((city) => city.state),
      cities.map((city) => city.lat),
      cities.map((city) => city.lng),
    ],
  );
  // One venue far from every tour has the most bookings that count: no narrower look can settle
  // the answer (a pair beyond it could score as much), so the search scores every pair within 500 miles.
  await owner.query(
    `insert into venues (tenant_id, id, name, venue_type, city, state, lat, lng, time_zone)
     values ($1, gen_random_uuid(), 'Far Hall', 'THEATER', 'Nome', 'AK', 64.5, -165.4, 'America/Nome')`,
    [tenantId],
  );
  await owner.query(
    `insert into venue_booking_stats (tenant_id, venue_state, venue_city_key, venue_name_key, bookings, median_fee_cents)
     values ($1, 'AK', 'nome', 'far hall', 5, 90000)`,
    [tenantId],
  );
  // 40 tours of 40 stops, west to east (sorted by longitude), a show every other day.
  for (let tour = 0; tour < 40; tour++) {
    const picked = new Set<number>();
    while (picked.size < 40) picked.add(Math.floor(random() * cities.length));
    const stops = [...picked].map((index) => cities[index]!).sort((a, b) => a.lng - b.lng);
    const response = await app.request('POST', '/api/tours', {
      token: performer,
      body: {
        name: `Coast to coast ${tour}`,
        stops: stops.map((city, index) => ({ city: city.name, state: city.state, date: inDays(1 + index * 2) })),
      },
    });
    expect(response.status, response.text).toBe(201);
  }
}, 240_000);
afterAll(async () => {
  await resetOpportunitySearch();
  await owner?.end();
  await app?.close();
});

describe('the opportunity search on a worker thread', () => {
  it('keeps the event loop free during a big search, and answers what the SQL path answers', async () => {
    // A small search first starts the worker.
    expect((await search(buyer, { ...BIG, maxDetourMiles: 5 })).status).toBe(200);
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const started = performance.now();
    const response = await search(buyer);
    const elapsedMs = performance.now() - started;
    delay.disable();
    expect(response.status, response.text).toBe(200);
    // The same work on this thread (after the measured call).
    const body = OpportunitySearchBody.parse(BIG);
    const { venues, rows } = await freshVenues(app.orm, tenantId, searchReads(tenantId, body));
    const { work } = opportunityWorkOf(venues, rows[0]![0]!.tours as string, body, null);
    const inThreadStarted = performance.now();
    const inThread = searchWork(work);
    const inThreadMs = performance.now() - inThreadStarted;
    const maxDelayMs = delay.max / 1e6;
    const report = `in thread ${inThreadMs.toFixed(0)} ms (${inThread.scored} pairs scored); through the API ${elapsedMs.toFixed(0)} ms with a max event-loop delay of ${maxDelayMs.toFixed(1)} ms`;
    expect(inThread.scored, report).toBeGreaterThan(500_000);
    expect(inThreadMs, report).toBeGreaterThan(100);
    expect(maxDelayMs, report).toBeLessThan(Math.max(50, inThreadMs / 2));

    const sql = await inTenant(app.orm, tenantId, (em) => findOpportunities(em, tenantId, body, { fastPath: false }));
    expect(response.body.data.opportunities).toEqual(JSON.parse(JSON.stringify(sql.slice(0, body.limit))));
    expect(await searchOpportunities(app.orm, tenantId, body)).toEqual(sql.slice(0, body.limit));
  }, 120_000);

  it('over its budget: 503 with Retry-After, the worker replaced, and the next search answered', async () => {
    await configureOpportunitySearch({ timeoutMs: 1 });
    try {
      const refused = await search(buyer);
      expect(refused.status, refused.text).toBe(503);
      expect(refused.body.error.code).toBe('search_timeout');
      expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(refused.body.error.message).toMatch(/took longer than .* allowed/);
    } finally {
      await resetOpportunitySearch();
    }
    expect((await search(buyer)).status).toBe(200);
    expect(opportunitySearchStats()).toMatchObject({ busy: 0, queued: 0 });
  }, 60_000);

  it('over a tenant’s cap: 503 with Retry-After for the extra search; another tenant is answered', async () => {
    await configureOpportunitySearch({ maxPerTenant: 1, poolSize: 1 });
    try {
      const calls = [0, 1, 2].map((index) => search(buyer, { ...BIG, maxDetourMiles: 400 + index }));
      const other = await search(agencyBuyer, { ...BIG, maxDetourMiles: 50 }, AGENCY_HOST);
      expect(other.status, other.text).toBe(200);
      const answers = await Promise.all(calls);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 503, 503]);
      const busy = answers.find((answer) => answer.status === 503)!;
      expect(busy.body.error.code).toBe('search_busy');
      expect(busy.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    } finally {
      await resetOpportunitySearch();
    }
  }, 60_000);
});
