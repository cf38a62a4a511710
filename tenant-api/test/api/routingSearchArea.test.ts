import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allUsCities } from '../../src/db/seed/cities';
import { detourMiles } from '../../src/domain/routing/geo';
import { seededRandom } from '../../src/domain/routing/optimizer';
import { startTestApp, type TestApp } from '../support/harness';
import { zoneAt } from '../../src/domain/timeZones';

/**
 * The opportunity search through HTTP and SQL against a brute-force scan of every venue: long legs
 * bulge out of a box around their ends, so the search area must come from the ellipse itself.
 */
let app: TestApp;
let owner: pg.Client;
let performer: string;
let buyer: string;
let performerId: string;
let tenantId: string;
const venues: { id: string; name: string; lat: number; lng: number }[] = [];

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const NAMED = [
  { name: 'Grand Theater', city: 'St. Louis', state: 'MO', lat: 38.6404, lng: -90.2325 },
  { name: 'Playhouse Square', city: 'Cleveland', state: 'OH', lat: 41.5015, lng: -81.6815 },
  { name: 'Paramount Theatre', city: 'Denver', state: 'CO', lat: 39.7436, lng: -104.9931 },
  { name: 'Ogden Theatre', city: 'Denver', state: 'CO', lat: 39.7402, lng: -104.9876 },
  { name: 'Capitol Laughs', city: 'Washington', state: 'DC', lat: 38.8977, lng: -77.0365 },
];

async function insertVenue(venue: { name: string; city: string; state: string; lat: number; lng: number }) {
  const { rows } = await owner.query(
    `insert into venues (tenant_id, id, name, venue_type, city, state, lat, lng, time_zone)
     values ($1, gen_random_uuid(), $2, 'THEATER', $3, $4, $5, $6, $7) returning id`,
    [tenantId, venue.name, venue.city, venue.state, venue.lat, venue.lng, zoneAt(venue.lat, venue.lng)],
  );
  venues.push({ id: rows[0].id, name: venue.name, lat: venue.lat, lng: venue.lng });
  return rows[0].id as string;
}

async function tourThrough(places: [string, string][]) {
  const response = await app.request('POST', '/api/tours', {
    token: performer,
    body: {
      name: places.map(([city]) => city).join(' → '),
      stops: places.map(([city, state], index) => ({ city, state, date: inDays(2 + index * 3) })),
    },
  });
  expect(response.status, response.text).toBe(201);
  return response.body as { id: string; stops: { lat: number; lng: number }[] };
}

async function search(body: Record<string, unknown>) {
  const response = await app.request('POST', '/api/integration/routing/opportunities', {
    token: buyer,
    body: { performerId, startDate: inDays(0), endDate: inDays(120), limit: 200, ...body },
  });
  expect(response.status, response.text).toBe(200);
  return response.body.data.opportunities as { venueId: string; tourId: string; distance: number; state: string }[];
}

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 3 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  performer = await app.signIn('performer@demo.test');
  buyer = await app.signIn('buyer.basic@demo.test');
  performerId = (await app.request('GET', '/api/auth/me', { token: performer })).body.performerId;
  tenantId = (await owner.query(`select id from tenants where slug = 'flagship'`)).rows[0].id;
  // Only this file's venues and tours: the seed's would crowd the 200 answers.
  await owner.query(`delete from tour_stops where tenant_id = $1`, [tenantId]);
  await owner.query(`delete from tours where tenant_id = $1`, [tenantId]);
  await owner.query(`delete from venues where tenant_id = $1`, [tenantId]);
  for (const venue of NAMED) await insertVenue(venue);
  // 400 venues over the states, Alaska and Hawaii included, at random places near real towns.
  const random = seededRandom(18);
  const towns = allUsCities().filter(
    (city) => city.population > 20_000 && !['PR', 'GU', 'VI', 'AS', 'MP'].includes(city.state),
  );
  for (let index = 0; index < 400; index++) {
    const town = towns[Math.floor(random() * towns.length)]!;
    await insertVenue({
      name: `Room ${index}`,
      city: town.name,
      state: town.state,
      lat: town.lat + (random() - 0.5) * 0.4,
      lng: town.lng + (random() - 0.5) * 0.4,
    });
  }
}, 120_000);
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

/** What a scan of every venue answers: the venues within the detour of some leg of the tour. */
function bruteForce(stops: { lat: number; lng: number }[], maxDetour: number): Set<string> {
  const found = new Set<string>();
  for (const venue of venues) {
    for (let index = 1; index < stops.length; index++) {
      if (detourMiles(stops[index - 1]!, venue, stops[index]!) <= maxDetour) found.add(venue.id);
    }
  }
  return found;
}

async function expectBruteForce(tour: { id: string; stops: { lat: number; lng: number }[] }, maxDetour: number) {
  const answer = (await search({ maxDetourMiles: maxDetour })).filter((o) => o.tourId === tour.id);
  const expected = bruteForce(tour.stops, maxDetour);
  const got = new Set(answer.map((o) => o.venueId));
  for (const id of got) expect(expected.has(id)).toBe(true);
  if (expected.size <= 200) expect([...got].sort()).toEqual([...expected].sort());
  else expect(got.size).toBe(200);
  return got;
}

describe('long legs: the search finds what a scan of every venue finds', () => {
  it.each([
    [
      [
        ['Charlotte', 'NC'],
        ['Norman', 'OK'],
      ],
      100,
      ['Grand Theater'],
    ],
    [
      [
        ['Springfield', 'IL'],
        ['Philadelphia', 'PA'],
      ],
      25,
      ['Playhouse Square'],
    ],
    [
      [
        ['Huntsville', 'AL'],
        ['Santa Maria', 'CA'],
      ],
      100,
      ['Paramount Theatre', 'Ogden Theatre'],
    ],
  ] as [[string, string][], number, string[]][])('%j at %i mi', async (places, maxDetour, named) => {
    const tour = await tourThrough(places);
    const got = await expectBruteForce(tour, maxDetour);
    for (const name of named) expect(got.has(venues.find((venue) => venue.name === name)!.id)).toBe(true);
    await app.request('DELETE', `/api/tours/${tour.id}`, { token: performer });
  });

  it('random nationwide tours (Alaska and Hawaii too) at 5–500 mi', async () => {
    const places = allUsCities().filter(
      (city) => city.population > 50_000 || (['AK', 'HI'].includes(city.state) && city.population > 5_000),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: places.length - 1 }), { minLength: 2, maxLength: 4 }),
        fc.integer({ min: 5, max: 500 }),
        async (picks, maxDetour) => {
          const tour = await tourThrough(picks.map((pick) => [places[pick]!.name, places[pick]!.state]));
          try {
            await expectBruteForce(tour, maxDetour);
          } finally {
            await app.request('DELETE', `/api/tours/${tour.id}`, { token: performer });
          }
        },
      ),
      { numRuns: 25, seed: 1125 },
    );
  }, 240_000);
});

describe('Washington, DC and the territories are US places', () => {
  it('takes DC as a tour stop and as a search filter', async () => {
    const tour = await tourThrough([
      ['Washington', 'DC'],
      ['Baltimore', 'MD'],
    ]);
    expect(tour.stops[0]).toMatchObject({ city: 'Washington', state: 'DC' });
    expect(tour.stops[0]!.lat).toBeCloseTo(38.9, 1);
    const capitol = venues.find((venue) => venue.name === 'Capitol Laughs')!.id;
    const byState = await search({ state: 'DC' });
    expect(byState.map((o) => o.venueId)).toContain(capitol);
    expect(byState.every((o) => o.state === 'DC')).toBe(true);
    const inWashington = await search({ cities: ['Washington, DC'] });
    expect(inWashington.map((o) => o.venueId)).toContain(capitol);
    expect(inWashington.every((o) => o.state === 'DC')).toBe(true);
    await app.request('DELETE', `/api/tours/${tour.id}`, { token: performer });
  });

  it('takes "Washington, D.C." as typed, and the territories’ towns as stops', async () => {
    const tour = await tourThrough([
      ['Washington, D.C.', 'DC'],
      ['San Juan', 'PR'],
      ['Charlotte Amalie', 'VI'],
    ]);
    expect(tour.stops.map((stop) => Math.round(stop.lat))).toEqual([39, 18, 18]);
    await app.request('DELETE', `/api/tours/${tour.id}`, { token: performer });
    for (const [city, state] of [
      ['Dededo Village', 'GU'],
      ['Pago Pago', 'AS'],
      ['Saipan', 'MP'],
    ]) {
      const single = await app.request('POST', '/api/tours', {
        token: performer,
        body: { name: city, stops: [{ city, state, date: inDays(3) }] },
      });
      expect(single.status, single.text).toBe(201);
    }
  });

  it('other endpoints that take a state take DC; an unknown code is still a 400 naming the field', async () => {
    expect((await app.request('GET', '/api/performers?state=DC')).status).toBe(200);
    const bad = await app.request('POST', '/api/integration/routing/opportunities', {
      token: buyer,
      body: { startDate: inDays(0), endDate: inDays(10), state: 'XX' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('state');
  });
});

describe('answers reused for ROUTING_CACHE_MS', () => {
  it('serves a repeated search from the cache and forgets it when a tour changes', async () => {
    const cached = await startTestApp({ seed: { performersPerTenant: 3 }, env: { ROUTING_CACHE_MS: '60000' } });
    try {
      const token = await cached.signIn('performer@demo.test');
      const body = { startDate: inDays(0), endDate: inDays(60) };
      const ask = async () =>
        (await cached.request('POST', '/api/integration/routing/opportunities', { token, body })).body.data
          .opportunities as { tourId: string }[];
      const before = await ask();
      const tour = await cached.request('POST', '/api/tours', {
        token,
        body: {
          name: 'Cache run',
          stops: [
            { city: 'Austin', state: 'TX', date: inDays(3) },
            { city: 'Dallas', state: 'TX', date: inDays(6) },
          ],
        },
      });
      expect(tour.status).toBe(201);
      const after = await ask();
      expect(after.some((o) => o.tourId === tour.body.id)).toBe(true);
      expect(after).not.toEqual(before);
      expect(await ask()).toEqual(after);
    } finally {
      await cached.close();
    }
  });
});
