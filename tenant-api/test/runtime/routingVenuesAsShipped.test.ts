import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { insertOfferAtVenue } from '../support/offers';
import { freePort, request, startShippedOnOneDatabase, type ShippedOnOneDatabase } from './processes';

// Two processes as shipped on one database (`node scripts/start.mjs` and a second `web` process),
// each keeping the tenant's venues in memory for the opportunity search. A venue or booking written
// straight into the database shows in the very next search on both, with no waiting: each search
// reads the changes in its own round trip, and no notification is relied on.
// ROUTING_VENUES_TEST_PORT (optional) fixes the two ports used.
let shipped: ShippedOnOneDatabase | undefined;
let ports: [number, number];
let databaseUrl: string;
let owner: pg.Client;
let tenantId: string;
let buyer: string;
const fixedBase = Number(process.env.ROUTING_VENUES_TEST_PORT);
const portAt = (offset: number) =>
  Number.isInteger(fixedBase) && fixedBase > 0 ? Promise.resolve(fixedBase + offset) : freePort();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function signIn(port: number, email: string): Promise<string> {
  const answer = await request(port, 'POST', '/api/auth/signin', {
    bodyParts: [JSON.stringify({ email, password: 'demo-password' })],
  });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

async function opportunities(port: number): Promise<{ venueId: string; score: number }[]> {
  const answer = await request(port, 'POST', '/api/integration/routing/opportunities', {
    headers: { authorization: `Bearer ${buyer}` },
    bodyParts: [JSON.stringify({ startDate: inDays(0), endDate: inDays(30), cities: ['Waco, TX'], limit: 200 })],
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data.opportunities;
}

const onBoth = () => Promise.all(ports.map((port) => opportunities(port)));

beforeAll(async () => {
  ports = [await portAt(0), await portAt(1)];
  shipped = startShippedOnOneDatabase({
    name: 'routing-venues',
    adminUrl: inject('adminUrl'),
    env: {
      JWT_SECRET: 'routing-venues-test-secret-'.padEnd(40, 'x'),
      SEED_PERFORMERS: '3',
      ROUTING_CACHE_MS: '0',
      SIGNIN_MAX_ATTEMPTS_PER_IP: '100000',
    },
    ports,
  });
  await shipped.ready;
  databaseUrl = shipped.databaseUrl;
  owner = new pg.Client({ connectionString: databaseUrl });
  await owner.connect();
  tenantId = (await owner.query(`select id from tenants where slug = 'flagship'`)).rows[0].id;
  buyer = await signIn(ports[0], 'buyer.basic@demo.test');
  const performer = await signIn(ports[0], 'performer@demo.test');
  const tour = await request(ports[0], 'POST', '/api/tours', {
    headers: { authorization: `Bearer ${performer}` },
    bodyParts: [
      JSON.stringify({
        name: 'Through Waco',
        stops: [
          { city: 'Austin', state: 'TX', date: inDays(3) },
          { city: 'Dallas', state: 'TX', date: inDays(6) },
        ],
      }),
    ],
  });
  expect(tour.status, tour.text).toBe(201);
}, 180_000);

afterAll(async () => {
  await owner?.end();
  await shipped?.close();
});

describe('venues in memory on two processes as shipped', () => {
  it('a venue added, booked and deleted in the database shows in the next search on both', async () => {
    const [before, alsoBefore] = await onBoth();
    expect(alsoBefore).toEqual(before);
    const { rows } = await owner.query(
      `insert into venues (tenant_id, id, name, venue_type, city, state, lat, lng, time_zone)
       values ($1, gen_random_uuid(), 'Shipped Waco Room', 'THEATER', 'Waco', 'TX', 31.5493, -97.1467, 'America/Chicago')
       returning id`,
      [tenantId],
    );
    const venueId = rows[0].id as string;
    const added = await onBoth();
    const scores = added.map((answer) => answer.find((o) => o.venueId === venueId)?.score);
    expect(scores[0]).toBeDefined();
    expect(scores[1]).toBe(scores[0]);

    const buyerId = (
      await owner.query(`select id from users where tenant_id = $1 and email = 'buyer.basic@demo.test'`, [tenantId])
    ).rows[0].id;
    const performerId = (await owner.query(`select id from performers where tenant_id = $1 limit 1`, [tenantId]))
      .rows[0].id;
    await insertOfferAtVenue(owner, {
      tenantId,
      buyerId,
      performerId,
      status: 'ACCEPTED',
      venue: { name: 'Shipped Waco Room', city: 'Waco', state: 'TX' },
      subtotalCents: 90_000,
    });
    for (const answer of await onBoth()) expect(answer.find((o) => o.venueId === venueId)?.score).toBe(scores[0]! + 10);

    await owner.query(`delete from venues where id = $1`, [venueId]);
    for (const answer of await onBoth()) expect(answer.map((o) => o.venueId)).not.toContain(venueId);
  });
});
