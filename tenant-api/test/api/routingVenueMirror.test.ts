import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpportunitySearchBody } from '../../src/contract';
import { covers, parseSnapshot } from '../../src/db/changeMarkers';
import { allUsCities } from '../../src/db/seed/cities';
import { inTenant } from '../../src/db/tenantScope';
import { seededRandom } from '../../src/domain/routing/optimizer';
import { findOpportunities } from '../../src/queries/routingOpportunities';
import { searchOpportunities } from '../../src/queries/routingSearch';
import { freshVenues, TenantVenues } from '../../src/queries/venueMirror';
import { AGENCY_HOST, ownerOf, startTestApp, type TestApp } from '../support/harness';
import { inDays, insertOfferAtVenue } from '../support/offers';

/**
 * The opportunity search on venues kept in memory (queries/venueMirror.ts) against the SQL path
 * scoring every pair in code (`findOpportunities`, fastPath false): equal on random searches, and
 * still equal right after venues and bookings change, whoever writes and however late they commit.
 */
let app: TestApp;
let owner: pg.Client;
let tenantId: string;
let agencyId: string;
let performer: string;
let performerId: string;
let buyerId: string;

const random = seededRandom(1201);
const between = (low: number, high: number) => low + random() * (high - low);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const WACO = { lat: 31.5493, lng: -97.1467 };

type Search = ReturnType<typeof OpportunitySearchBody.parse>;
const searchOf = (overrides: Record<string, unknown> = {}): Search =>
  OpportunitySearchBody.parse({ startDate: inDays(0), endDate: inDays(60), limit: 200, ...overrides });

/** The in-memory answer, checked against the SQL path's (its best `limit`) in the same state. */
async function answer(search: Search = searchOf(), tenant = tenantId) {
  const memory = await searchOpportunities(app.orm, tenant, search);
  const sql = await inTenant(app.orm, tenant, (em) => findOpportunities(em, tenant, search, { fastPath: false }));
  expect(memory).toEqual(sql.slice(0, search.limit));
  return memory;
}

async function insertVenue(
  venue: { name: string; city: string; state?: string; lat: number; lng: number },
  client: pg.Client = owner,
  tenant = tenantId,
): Promise<string> {
  const { rows } = await client.query(
    `insert into venues (tenant_id, id, name, venue_type, city, state, lat, lng, time_zone)
     values ($1, gen_random_uuid(), $2, 'THEATER', $3, $4, $5, $6, 'America/Chicago') returning id`,
    [tenant, venue.name, venue.city, venue.state ?? 'TX', venue.lat, venue.lng],
  );
  return rows[0].id as string;
}

const bookAt = (venue: { name: string; city: string; state: string }, feeCents: number, status = 'ACCEPTED') =>
  insertOfferAtVenue(owner, { tenantId, buyerId, performerId, status, venue, subtotalCents: feeCents });

async function createTour(name: string, stops: [string, string, number][]) {
  const response = await app.request('POST', '/api/tours', {
    token: performer,
    body: { name, stops: stops.map(([city, state, day]) => ({ city, state, date: inDays(day) })) },
  });
  expect(response.status, response.text).toBe(201);
  return response.body as { id: string };
}

/** A tour of three shows (by default on consecutive days: no free days) at (35, -101), (35, -99) and (35.5, -98). */
async function edgeTour(name: string, days = [30, 31, 32]) {
  const tour = await createTour(name, [
    ['Amarillo', 'TX', days[0]!],
    ['Lubbock', 'TX', days[1]!],
    ['Abilene', 'TX', days[2]!],
  ]);
  const stops = [
    [0, 35, -101],
    [1, 35, -99],
    [2, 35.5, -98],
  ];
  for (const [position, lat, lng] of stops) {
    await owner.query(`update tour_stops set lat = $3, lng = $4 where tour_id = $1 and position = $2`, [
      tour.id,
      position,
      lat,
      lng,
    ]);
  }
  return tour;
}

const venueIds = (opportunities: { venueId: string }[]) => opportunities.map((opportunity) => opportunity.venueId);

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 5 } });
  ({ owner, flagshipId: tenantId, agencyId } = await ownerOf(app));
  performer = await app.signIn('performer@demo.test');
  performerId = (await app.request('GET', '/api/auth/me', { token: performer })).body.performerId;
  buyerId = (
    await owner.query(`select id from users where tenant_id = $1 and email = 'buyer.basic@demo.test'`, [tenantId])
  ).rows[0].id;
  await createTour('Texas run', [
    ['Austin', 'TX', 3],
    ['Dallas', 'TX', 6],
    ['Tulsa', 'OK', 8],
  ]);
  await createTour('Plains run', [
    ['Houston', 'TX', 10],
    ['San Antonio', 'TX', 11],
    ['Oklahoma City', 'OK', 14],
    ['Wichita', 'KS', 17],
  ]);
}, 120_000);
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

describe('the search on venues in memory answers what the SQL path answers', () => {
  it('on random venues, bookings and searches (windows, detours, places, genre, performer)', async () => {
    // Rooms near the tours' cities and anywhere around, some with the same names (shared history),
    // and cities whose case PostgreSQL and JavaScript may lower differently.
    const cities = ['Austin', 'Dallas', 'Waco', 'Cañon City', 'ÉLAN', 'Tulsa', 'Norman'];
    const rooms = Array.from({ length: 600 }, (_, index) => ({
      name: `Room ${index % 50}`,
      city: pick(cities),
      state: pick(['TX', 'OK', 'KS']),
      lat: between(28, 39),
      lng: between(-100, -94),
    }));
    for (const room of rooms) await insertVenue(room);
    for (const room of rooms.slice(0, 60)) await bookAt(room, Math.round(between(20_000, 90_000)));
    const genres = ['Comedy', 'Magic', 'Music'];
    for (let run = 0; run < 30; run++) {
      const start = Math.floor(between(0, 12));
      const search = searchOf({
        performerId: random() < 0.3 ? performerId : 'all',
        startDate: inDays(start),
        endDate: inDays(start + Math.floor(between(1, 40))),
        maxDetourMiles: Math.round(5 * 100 ** random()),
        ...(random() < 0.2 ? { state: pick(['TX', 'OK']) } : {}),
        ...(random() < 0.2 ? { city: pick(['AUSTIN', 'cañon city', 'CAÑON CITY', 'élan']) } : {}),
        ...(random() < 0.2 ? { cities: [`${pick(cities).toUpperCase()}, ${pick(['tx', 'OK'])}`, 'Waco, TX'] } : {}),
        ...(random() < 0.15 ? { genre: pick(genres) } : {}),
        limit: pick([1, 7, 50, 200]),
      });
      await answer(search);
    }
    expect((await answer(searchOf({ maxDetourMiles: 250 }))).length).toBe(200);
  }, 120_000);

  it('on the rule’s edges: a venue at a stop two legs share, and one exactly halfway along a leg', async () => {
    const tour = await edgeTour('Edge run');
    // Equally far from both ends of the first leg (same latitude, one degree either way): the
    // second half's show day, the only one in the window. At the middle stop: detour 0 on both
    // legs, the same score, the earlier leg.
    const halfway = await insertVenue({ name: 'Halfway House', city: 'Midway', lat: 35, lng: -100 });
    const crossroads = await insertVenue({ name: 'Crossroads Club', city: 'Midway', lat: 35, lng: -99 });
    const found = await answer(
      searchOf({ startDate: inDays(31), endDate: inDays(33), cities: ['Midway, TX'], maxDetourMiles: 50 }),
    );
    const of = (id: string) =>
      found.find((opportunity) => opportunity.venueId === id && opportunity.tourId === tour.id);
    expect(of(halfway)).toMatchObject({ suggestedDate: inDays(31), betweenCities: ['Amarillo, TX', 'Lubbock, TX'] });
    expect(of(crossroads)).toMatchObject({
      suggestedDate: inDays(31),
      distance: 0,
      betweenCities: ['Amarillo, TX', 'Lubbock, TX'],
    });
  });

  it('ranks a name new since the last search among the names it already ranked', async () => {
    // Free days and three bookings each: the two rooms score 100 at the middle stop, so the
    // narrowest look (a quarter mile) settles the best two, in one ranking of the names.
    const tour = await edgeTour('Rank run', [30, 33, 36]);
    const search = searchOf({
      startDate: inDays(30),
      endDate: inDays(36),
      cities: ['Ranktown, TX'],
      maxDetourMiles: 50,
      limit: 2,
    });
    // Two rooms a hair apart (the same score and detour), so only their names order them. "…Hall B"
    // is ranked by the first search; "…Hall A", added after, sorts just before it and its id after
    // it: ranks from two workings-out of the names would tie them, and the id would decide.
    const room = async (id: string, name: string, lng: number) => {
      await owner.query(
        `insert into venues (tenant_id, id, name, venue_type, city, state, lat, lng, time_zone)
         values ($1, $2, $3, 'THEATER', 'Ranktown', 'TX', 35, $4, 'America/Chicago')`,
        [tenantId, id, name, lng],
      );
      for (let n = 0; n < 3; n++) await bookAt({ name, city: 'Ranktown', state: 'TX' }, 50_000);
    };
    await room('00000000-0000-4000-8000-0000000000b1', 'Zzz Rank Hall B', -99.00002);
    await answer(search);
    await room('00000000-0000-4000-8000-0000000000b2', 'Zzz Rank Hall A', -99.00001);
    const found = await answer(search);
    expect(found.map((opportunity) => [opportunity.venueName, opportunity.score, opportunity.tourId])).toEqual([
      ['Zzz Rank Hall A', 100, tour.id],
      ['Zzz Rank Hall B', 100, tour.id],
    ]);
  });
});

describe('long tours', () => {
  it('generated tours of up to 40 stops across the country (Alaska, Hawaii), random detours 5–500 mi', async () => {
    const towns = allUsCities().filter(
      (city) => city.population > 60_000 || (['AK', 'HI'].includes(city.state) && city.population > 5_000),
    );
    // Venues around towns all over the country (some sharing names and bookings), besides Texas's.
    const rooms = Array.from({ length: 300 }, (_, index) => {
      const town = pick(towns);
      return {
        name: `Hall ${index % 40}`,
        city: town.name,
        state: town.state,
        lat: town.lat + between(-0.2, 0.2),
        lng: town.lng + between(-0.2, 0.2),
      };
    });
    for (const room of rooms) await insertVenue(room);
    for (const room of rooms.slice(0, 30)) await bookAt(room, Math.round(between(20_000, 90_000)));
    let found = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: towns.length - 1 }), { minLength: 10, maxLength: 40 }),
        fc.integer({ min: 1, max: 3 }),
        fc.double({ min: 5, max: 500, noNaN: true }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom(7, 50, 200),
        async (stops, gap, maxDetourMiles, windowDays, limit) => {
          const places = [
            ...new Map(stops.map((index) => [towns[index]!.name + towns[index]!.state, towns[index]!])).values(),
          ];
          if (places.length < 2) return;
          const response = await app.request('POST', '/api/tours', {
            token: performer,
            body: {
              name: 'Long run',
              stops: places.map((town, index) => ({
                city: town.name,
                state: town.state,
                date: inDays(1 + index * gap),
              })),
            },
          });
          expect(response.status, response.text).toBe(201);
          try {
            found += (await answer(searchOf({ endDate: inDays(windowDays + 20), maxDetourMiles, limit }))).length;
          } finally {
            await app.request('DELETE', `/api/tours/${response.body.id}`, { token: performer });
          }
        },
      ),
      { numRuns: 12, seed: 1207 },
    );
    expect(found).toBeGreaterThan(500);
  }, 240_000);
});

describe('right after a write, the copy in memory is what the database holds', () => {
  it('a venue added, moved, renamed and deleted', async () => {
    await answer();
    const id = await insertVenue({ name: 'Waco Laugh Barn', city: 'Waco', ...WACO });
    const search = searchOf({ cities: ['Waco, TX'], maxDetourMiles: 30 });
    expect(venueIds(await answer(search))).toContain(id);
    await owner.query(`update venues set lat = 47.6, lng = -122.3 where id = $1`, [id]);
    expect(venueIds(await answer(search))).not.toContain(id);
    await owner.query(`update venues set lat = $2, lng = $3 where id = $1`, [id, WACO.lat + 0.1, WACO.lng]);
    const moved = (await answer(search)).find((opportunity) => opportunity.venueId === id);
    expect(moved?.venueName).toBe('Waco Laugh Barn');
    await owner.query(`update venues set name = 'Waco Comedy Loft' where id = $1`, [id]);
    expect((await answer(search)).find((opportunity) => opportunity.venueId === id)?.venueName).toBe(
      'Waco Comedy Loft',
    );
    await owner.query(`delete from venues where id = $1`, [id]);
    expect(venueIds(await answer(search))).not.toContain(id);
  });

  it('a booking changes the venue’s history and fee; cancelling it takes them back', async () => {
    const venue = { name: 'Booked Hall', city: 'Waco', state: 'TX' };
    const id = await insertVenue({ ...venue, ...WACO });
    const search = searchOf({ cities: ['Waco, TX'], maxDetourMiles: 30 });
    const of = async () => (await answer(search)).find((opportunity) => opportunity.venueId === id)!;
    const before = await of();
    const offer = await bookAt(venue, 250_000);
    const booked = await of();
    expect(booked.score).toBe(before.score + 10);
    expect(booked.estimatedFee).toBeGreaterThan(before.estimatedFee);
    await owner.query(`update offers set status = 'CANCELLED' where id = $1`, [offer]);
    expect(await of()).toEqual(before);
  });

  it('a key deleted and written again (both after the copy was read) is what the database holds', async () => {
    const venue = { name: 'Twice Hall', city: 'Waco', state: 'TX' };
    const id = await insertVenue({ ...venue, ...WACO });
    await bookAt(venue, 90_000);
    const search = searchOf({ cities: ['Waco, TX'], maxDetourMiles: 30 });
    const booked = (await answer(search)).find((opportunity) => opportunity.venueId === id)!;
    await owner.query(`delete from venue_booking_stats where venue_name_key = 'twice hall'`);
    await owner.query(
      `insert into venue_booking_stats (tenant_id, venue_state, venue_city_key, venue_name_key, bookings, median_fee_cents)
       values ($1, 'TX', 'waco', 'twice hall', 1, 90000)`,
      [tenantId],
    );
    expect((await answer(search)).find((opportunity) => opportunity.venueId === id)).toEqual(booked);
  });

  it('a transaction that wrote first and commits last is not missed', async () => {
    const search = searchOf({ cities: ['Waco, TX'], maxDetourMiles: 30 });
    await answer(search);
    const late = new pg.Client({ connectionString: app.ownerUrl });
    await late.connect();
    try {
      await late.query('begin');
      const lateId = await insertVenue({ name: 'Late Room', city: 'Waco', ...WACO }, late);
      // A later transaction commits first: its xid is higher, and the copy reads past it.
      const earlyId = await insertVenue({ name: 'Early Room', city: 'Waco', ...WACO });
      const meanwhile = venueIds(await answer(search));
      expect(meanwhile).toContain(earlyId);
      expect(meanwhile).not.toContain(lateId);
      await late.query('commit');
      expect(venueIds(await answer(search))).toContain(lateId);
    } finally {
      await late.end();
    }
  });
});

describe('tenants', () => {
  it('a copy holds only its own tenant’s venues (row-level security on the reads)', async () => {
    const agencyVenue = await insertVenue({ name: 'Agency Waco Room', city: 'Waco', ...WACO }, owner, agencyId);
    const search = searchOf({ cities: ['Waco, TX'], maxDetourMiles: 30 });
    expect(venueIds(await answer(search))).not.toContain(agencyVenue);
    const count = async (tenant: string) =>
      Number((await owner.query(`select count(*) from venues where tenant_id = $1`, [tenant])).rows[0].count);
    expect((await freshVenues(app.orm, tenantId, [])).venues.size).toBe(await count(tenantId));
    expect((await freshVenues(app.orm, agencyId, [])).venues.size).toBe(await count(agencyId));
    // The agency's own search sees its venue (its tour goes through Waco).
    const agencyPerformer = await app.signIn('performer@demo-agency.test', AGENCY_HOST);
    const tour = await app.request('POST', '/api/tours', {
      token: agencyPerformer,
      host: AGENCY_HOST,
      body: {
        name: 'Agency run',
        stops: [
          { city: 'Austin', state: 'TX', date: inDays(3) },
          { city: 'Dallas', state: 'TX', date: inDays(6) },
        ],
      },
    });
    expect(tour.status, tour.text).toBe(201);
    expect(venueIds(await answer(search, agencyId))).toContain(agencyVenue);
  });

  it('the tombstones are under forced row-level security', async () => {
    const [table] = await app.orm.em
      .fork()
      .execute<{ relrowsecurity: boolean; relforcerowsecurity: boolean }[]>(
        `select relrowsecurity, relforcerowsecurity from pg_class where relname = 'change_tombstones'`,
      );
    expect(table).toEqual({ relrowsecurity: true, relforcerowsecurity: true });
    expect(Number((await owner.query(`select count(*) from change_tombstones`)).rows[0].count)).toBeGreaterThan(0);
    expect(await app.orm.em.fork().execute(`select * from change_tombstones`)).toEqual([]);
  });
});

describe('snapshots', () => {
  it('covers: a later snapshot sees all an earlier one saw', () => {
    const earlier = parseSnapshot('100:105:100,102');
    expect(covers(parseSnapshot('100:105:100,102'), earlier)).toBe(true);
    expect(covers(parseSnapshot('102:108:102,106'), earlier)).toBe(true);
    expect(covers(parseSnapshot('101:105:101'), earlier)).toBe(false);
    expect(covers(parseSnapshot('100:104:'), earlier)).toBe(false);
    expect(covers(earlier, parseSnapshot('102:108:102,106'))).toBe(false);
  });

  it('a read older than the copy is not applied (reads may finish in any order)', () => {
    const venues = new TenantVenues();
    const read = (snapshot: string, name: string) => ({
      snapshot,
      venues: [['7d1c1f7e-3c54-4a7e-9d59-000000000009', name, 'Waco', 'TX', WACO.lat, WACO.lng, 'waco', name]],
      venues_gone: [],
      stats: [],
      stats_gone: [],
    });
    venues.apply(read('100:110:100', 'newer'));
    venues.apply(read('100:105:100,102', 'older'));
    const names = venues
      .columns()
      .venues.filter((venue) => venue !== undefined)
      .map((venue) => venue.name);
    expect(names).toEqual(['newer']);
    expect(venues.since()).toBe('100');
  });
});

describe('how many opportunities', () => {
  it('answers the best 50 unless asked for 1 to 200; anything else is a 400 naming limit', async () => {
    const buyer = await app.signIn('buyer.basic@demo.test');
    const ask = (body: Record<string, unknown>) =>
      app.request('POST', '/api/integration/routing/opportunities', {
        token: buyer,
        body: { startDate: inDays(0), endDate: inDays(60), maxDetourMiles: 250, ...body },
      });
    const all = (await ask({ limit: 200 })).body.data.opportunities;
    expect(all.length).toBeGreaterThan(50);
    expect((await ask({})).body.data.opportunities).toEqual(all.slice(0, 50));
    expect((await ask({ limit: 3 })).body.data.opportunities).toEqual(all.slice(0, 3));
    for (const limit of [0, 201, 1.5, '10']) {
      const refused = await ask({ limit });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toHaveProperty('limit');
    }
  });
});

describe('who may search', () => {
  it('a signed-in user (read in the search’s own round trip); no token, a bad one or a signed-out one is a 401', async () => {
    const body = { startDate: inDays(0), endDate: inDays(30) };
    const path = '/api/integration/routing/opportunities';
    const token = await app.signIn('buyer.basic@demo.test');
    expect((await app.request('POST', path, { token, body })).status).toBe(200);
    expect((await app.request('POST', path, { body })).status).toBe(401);
    expect((await app.request('POST', path, { token: `${token}x`, body })).status).toBe(401);
    expect((await app.request('POST', '/api/auth/signout', { token })).status).toBe(200);
    const refused = await app.request('POST', path, { token, body });
    expect(refused.status).toBe(401);
    expect(refused.body.data).toBeUndefined();
  });
});
