import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoutingSearchBody } from '../../src/contract';
import { inTenant } from '../../src/db/tenantScope';
import { insideRegion } from '../../src/domain/routing/detourRegion';
import { detourMiles, LAT_BANDS_PER_DEGREE, unitVector } from '../../src/domain/routing/geo';
import { seededRandom } from '../../src/domain/routing/optimizer';
import {
  BOOKED_STATUSES,
  findOpportunities,
  legRegion,
  SEARCH_RADII,
  SQL_DETOUR_SLACK_MILES,
  venuesNearLegsQuery,
} from '../../src/queries/routingOpportunities';
import { searchOpportunities } from '../../src/queries/routingSearch';
import { AGENCY_HOST, startTestApp, type TestApp } from '../support/harness';
import { inDays, insertOfferAtVenue } from '../support/offers';

let app: TestApp;
let owner: pg.Client;
let performer: string;
let buyer: string;
let admin: string;
let otherPerformer: string;
let agencyPerformer: string;
let agencyAdmin: string;
let performerId: string;

const tourBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Texas loop',
  stops: [
    { city: 'Austin', state: 'TX', date: inDays(10), isFixedDate: true },
    { city: 'Dallas', state: 'TX', date: inDays(12) },
    { city: 'San Antonio', state: 'TX', date: inDays(14) },
    { city: 'Houston', state: 'TX', date: inDays(16), isFixedDate: true },
  ],
  ...overrides,
});
const search = (overrides: Record<string, unknown> = {}) => ({
  performerId: 'all',
  startDate: inDays(0),
  endDate: inDays(60),
  cities: [],
  maxDetourMiles: 100,
  ...overrides,
});

async function createTour(token = performer, body = tourBody(), host?: string) {
  const response = await app.request('POST', '/api/tours', { token, body, host });
  expect(response.status).toBe(201);
  return response.body as { id: string; stops: { id: string; city: string; lat: number; lng: number }[] };
}

/** A venue owned by the basic buyer, halfway between Austin and Dallas (Waco), and a booked offer there. */
async function seedWacoVenue(): Promise<string> {
  const tenant = await owner.query(`select id from tenants where slug = 'flagship'`);
  const tenantId = tenant.rows[0].id as string;
  const buyerRow = await owner.query(`select id from users where tenant_id = $1 and email = 'buyer.basic@demo.test'`, [
    tenantId,
  ]);
  const id = '7d1c1f7e-3c54-4a7e-9d59-000000000001';
  await owner.query('begin');
  await owner.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
  await owner.query(
    `insert into venues (tenant_id, id, owner_user_id, name, venue_type, city, state, lat, lng, time_zone)
     values ($1, $2, $3, 'Waco Laugh Barn', 'COMEDY_CLUB', 'Waco', 'TX', 31.5493, -97.1467, 'America/Chicago')`,
    [tenantId, id, buyerRow.rows[0].id],
  );
  await owner.query('commit');
  return id;
}

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 5 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  [performer, buyer, admin] = (await Promise.all(
    ['performer@demo.test', 'buyer.basic@demo.test', 'admin@demo.test'].map((email) => app.signIn(email)),
  )) as [string, string, string];
  [agencyPerformer, agencyAdmin] = (await Promise.all(
    ['performer@demo-agency.test', 'admin@demo-agency.test'].map((email) => app.signIn(email, AGENCY_HOST)),
  )) as [string, string];
  performerId = (await app.request('GET', '/api/auth/me', { token: performer })).body.performerId;
  // A second flagship performer account: sign one of the roster's users up with a password.
  const signup = await app.request('POST', '/api/auth/signup', {
    body: {
      email: 'touring@demo.test',
      password: 'long-enough-password',
      firstName: 'Tess',
      lastName: 'Tour',
      role: 'PERFORMER',
    },
  });
  otherPerformer = signup.body.token;
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

describe('tours (My Routes)', () => {
  it('the seed gives the demo performer a tour', async () => {
    const response = await app.request('GET', '/api/tours', { token: performer });
    expect(response.status).toBe(200);
    expect(response.body.tours.map((tour: { name: string }) => tour.name)).toContain('Heartland Spring Run');
  });

  it('pages through tours newest first by cursor, for the performer and for an admin (ties on the time too)', async () => {
    const made = [];
    for (let index = 0; index < 5; index++)
      made.push(await createTour(performer, tourBody({ name: `Paged ${index}` })));
    // Two tours written at the same instant: the id orders them, and no page repeats or skips one.
    await owner.query(`update tours set created_at = $1 where id = any($2::uuid[])`, [
      new Date(Date.now() + 60_000),
      [made[1]!.id, made[2]!.id],
    ]);
    const walk = async (token: string, limit: number, host?: string) => {
      const seen: string[] = [];
      let after: string | null = null;
      for (let pages = 0; pages < 100; pages++) {
        const query: string = after ? `?limit=${limit}&after=${after}` : `?limit=${limit}`;
        const response = await app.request('GET', `/api/tours${query}`, { token, host });
        expect(response.status).toBe(200);
        expect(response.body.tours.length).toBeLessThanOrEqual(limit);
        seen.push(...response.body.tours.map((tour: { id: string }) => tour.id));
        after = response.body.nextCursor;
        if (!after) break;
      }
      return seen;
    };
    const whole = (await app.request('GET', '/api/tours?limit=100', { token: performer })).body;
    expect(whole.nextCursor).toBeNull();
    const all = whole.tours.map((tour: { id: string }) => tour.id);
    expect(all).toEqual(expect.arrayContaining(made.map((tour) => tour.id)));
    for (const limit of [1, 2, 3]) expect(await walk(performer, limit)).toEqual(all);
    expect(all.slice(0, 2).sort()).toEqual([made[1]!.id, made[2]!.id].sort());

    const byAdmin = await walk(admin, 2);
    expect(byAdmin).toEqual(expect.arrayContaining(all));
    expect(new Set(byAdmin).size).toBe(byAdmin.length);
    const agencyTours = await walk(agencyAdmin, 2, AGENCY_HOST);
    expect(agencyTours.filter((id) => all.includes(id))).toEqual([]);
    for (const id of made) await app.request('DELETE', `/api/tours/${id.id}`, { token: performer });
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?after=not%20base64', 'after'],
    [`?after=${Buffer.from('["yesterday","x"]').toString('base64url')}`, 'after'],
  ])('a tour page query %s is a 400 naming %s', async (query, field) => {
    const response = await app.request('GET', `/api/tours${query}`, { token: performer });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toContain(field);
  });

  it('creates, reads, edits and deletes a tour with geocoded stops', async () => {
    const tour = await createTour();
    expect(tour.stops.map((stop) => stop.city)).toEqual(['Austin', 'Dallas', 'San Antonio', 'Houston']);
    expect(tour.stops[0]!.lat).toBeCloseTo(30.27, 1);
    const read = await app.request('GET', `/api/tours/${tour.id}`, { token: performer });
    expect(read.status).toBe(200);
    const edited = await app.request('PUT', `/api/tours/${tour.id}`, {
      token: performer,
      body: tourBody({ name: 'Texas loop, short', stops: tourBody().stops.slice(0, 2) }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Texas loop, short' });
    expect(edited.body.stops).toHaveLength(2);
    expect((await app.request('DELETE', `/api/tours/${tour.id}`, { token: performer })).status).toBe(204);
    expect((await app.request('GET', `/api/tours/${tour.id}`, { token: performer })).status).toBe(404);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ stops: [] }, 'stops'],
    [{ stops: [{ city: 'Atlantis', state: 'TX', date: inDays(3) }] }, 'stops.0.city'],
    [{ stops: [{ city: 'Austin', state: 'ZZ', date: inDays(3) }] }, 'stops.0.state'],
    [{ stops: [{ city: 'Austin', state: 'TX', date: '2027-02-30' }] }, 'stops.0.date'],
    [
      {
        stops: [
          { city: 'Austin', state: 'TX', date: inDays(5) },
          { city: 'Dallas', state: 'TX', date: inDays(5) },
        ],
      },
      'stops.1.date',
    ],
    [{ stops: [{ city: 'Austin', state: 'TX', date: inDays(3), venueId: 'nope' }] }, 'stops.0.venueId'],
    [
      { stops: [{ city: 'Austin', state: 'TX', date: inDays(3), venueId: '7d1c1f7e-3c54-4a7e-9d59-00000000ffff' }] },
      'stops.0.venueId',
    ],
    [{ colour: 'red' }, 'colour'],
  ])('400 names the field for %j', async (overrides, field) => {
    const response = await app.request('POST', '/api/tours', { token: performer, body: tourBody(overrides) });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toHaveProperty([field]);
  });

  it('only performers create tours; others’ and other tenants’ tours are 404', async () => {
    expect((await app.request('POST', '/api/tours', { token: buyer, body: tourBody() })).status).toBe(403);
    expect((await app.request('GET', '/api/tours', { token: buyer })).status).toBe(403);
    expect((await app.request('POST', '/api/tours', { body: tourBody() })).status).toBe(401);
    const tour = await createTour();
    for (const token of [otherPerformer]) {
      expect((await app.request('GET', `/api/tours/${tour.id}`, { token })).status).toBe(404);
      expect((await app.request('PUT', `/api/tours/${tour.id}`, { token, body: tourBody() })).status).toBe(404);
      expect((await app.request('DELETE', `/api/tours/${tour.id}`, { token })).status).toBe(404);
    }
    const foreign = { host: AGENCY_HOST };
    expect((await app.request('GET', `/api/tours/${tour.id}`, { token: agencyPerformer, ...foreign })).status).toBe(
      404,
    );
    expect(
      (await app.request('PUT', `/api/tours/${tour.id}`, { token: agencyPerformer, body: tourBody(), ...foreign }))
        .status,
    ).toBe(404);
    expect((await app.request('DELETE', `/api/tours/${tour.id}`, { token: agencyPerformer, ...foreign })).status).toBe(
      404,
    );
    expect((await app.request('GET', `/api/tours/${tour.id}`, { token: agencyAdmin, ...foreign })).status).toBe(404);
    // the admin of the tour's own tenant may read it but not change it
    expect((await app.request('GET', `/api/tours/${tour.id}`, { token: admin })).status).toBe(200);
    expect((await app.request('PUT', `/api/tours/${tour.id}`, { token: admin, body: tourBody() })).status).toBe(403);
  });
});

describe('opportunities and notifications', () => {
  let venueId: string;
  let tourId: string;

  beforeAll(async () => {
    venueId = await seedWacoVenue();
    tourId = (await createTour(performer, tourBody({ name: 'Waco pass' }))).id;
  });

  it('finds a venue on the way with distance, date, fee and confidence', async () => {
    const response = await app.request('POST', '/api/integration/routing/opportunities', {
      token: buyer,
      body: search({ performerId }),
    });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const waco = response.body.data.opportunities.find(
      (opportunity: { venueId: string; tourId: string }) =>
        opportunity.venueId === venueId && opportunity.tourId === tourId,
    );
    expect(waco).toMatchObject({
      venueName: 'Waco Laugh Barn',
      city: 'Waco',
      state: 'TX',
      suggestedDate: inDays(11),
      performerId,
      confidence: 'HIGH',
    });
    expect(waco.distance).toBeLessThan(5);
    expect(waco).toMatchObject({ lat: 31.5493, lng: -97.1467 });
    expect(Number.isInteger(waco.estimatedFee)).toBe(true);
  });

  it('honours the detour, window and place filters', async () => {
    const find = async (overrides: Record<string, unknown>) => {
      const response = await app.request('POST', '/api/integration/routing/opportunities', {
        token: performer,
        body: search({ performerId, ...overrides }),
      });
      expect(response.status).toBe(200);
      return response.body.data.opportunities as { venueId: string; state: string; city: string }[];
    };
    expect((await find({ state: 'TX' })).every((o) => o.state === 'TX')).toBe(true);
    const inWaco = await find({ cities: ['Waco, TX'] });
    expect(inWaco.map((o) => o.venueId)).toContain(venueId);
    expect(inWaco.every((o) => o.city === 'Waco' && o.state === 'TX')).toBe(true);
    expect((await find({ cities: ['Waco, TX'], startDate: inDays(40), endDate: inDays(50) })).length).toBe(0);
    const close = await find({ city: 'waco', maxDetourMiles: 1 });
    expect(close.every((o) => (o as unknown as { distance: number }).distance <= 1)).toBe(true);
    expect(close.length).toBeLessThan((await find({ city: 'waco' })).length);
    expect((await find({ genre: 'Magic', cities: ['Waco, TX'] })).every((o) => o.city === 'Waco')).toBe(true);
  });

  it.each([
    [{ startDate: 'soon' }, 'startDate'],
    [{ endDate: inDays(-5) }, 'endDate'],
    [{ maxDetourMiles: 0 }, 'maxDetourMiles'],
    [{ maxDetourMiles: 5000 }, 'maxDetourMiles'],
    [{ performerId: 'me' }, 'performerId'],
    [{ cities: ['Waco'] }, 'cities.0'],
    [{ genre: 'Opera' }, 'genre'],
  ])('400 names the field for %j', async (overrides, field) => {
    for (const path of ['opportunities', 'notify']) {
      const response = await app.request('POST', `/api/integration/routing/${path}`, {
        token: admin,
        body: search(overrides),
      });
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toHaveProperty([field]);
    }
  });

  it('notifies each venue once per tour; the owning buyer and the admin see it, others do not', async () => {
    const body = search({ performerId, cities: ['Waco, TX'] });
    const first = await app.request('POST', '/api/integration/routing/notify', { token: performer, body });
    expect(first.status).toBe(200);
    expect(first.body.data.notifiedVenues).toBeGreaterThanOrEqual(1);
    const again = await app.request('POST', '/api/integration/routing/notify', { token: performer, body });
    expect(again.body.data.notifiedVenues).toBe(0);
    expect(again.body.data.alreadyNotified).toBe(first.body.data.notifiedVenues);
    // What was notified is exactly what the search shows for the same body: the same path.
    const shown = await app.request('POST', '/api/integration/routing/opportunities', {
      token: performer,
      body: { ...body, limit: 200 },
    });
    const stored = await owner.query(
      `select venue_id, tour_id, show_date::text as date, estimated_fee_cents::text as fee, detour_miles::float8 as miles
         from venue_notifications where tour_id = $1 order by venue_id`,
      [tourId],
    );
    expect(stored.rows).toEqual(
      shown.body.data.opportunities
        .filter((found: { tourId: string }) => found.tourId === tourId)
        .map((found: Record<string, unknown>) => ({
          venue_id: found.venueId,
          tour_id: found.tourId,
          date: found.suggestedDate,
          fee: String(found.estimatedFee),
          miles: found.distance,
        }))
        .sort((a: { venue_id: string }, b: { venue_id: string }) => a.venue_id.localeCompare(b.venue_id)),
    );

    const mine = await app.request('GET', '/api/venue-notifications', { token: buyer });
    expect(mine.status).toBe(200);
    const notification = mine.body.notifications.find((n: { tourId: string }) => n.tourId === tourId);
    expect(notification).toMatchObject({
      performerId,
      routeName: 'Waco pass',
      venueId,
      city: 'Waco',
      state: 'TX',
      showDate: inDays(11),
      status: 'active',
    });
    const adminList = await app.request('GET', '/api/venue-notifications', { token: admin });
    expect(adminList.body.notifications.map((n: { id: string }) => n.id)).toContain(notification.id);
    expect((await app.request('GET', '/api/venue-notifications', { token: performer })).status).toBe(403);
    const guest = await app.signIn('buyer.guest@demo.test');
    const guestList = await app.request('GET', '/api/venue-notifications', { token: guest });
    expect(guestList.body.notifications.map((n: { id: string }) => n.id)).not.toContain(notification.id);
    const foreign = await app.request('GET', '/api/venue-notifications', { token: agencyAdmin, host: AGENCY_HOST });
    expect(foreign.body.notifications.map((n: { id: string }) => n.id)).not.toContain(notification.id);

    const url = `/api/venue-notifications/${notification.id}`;
    expect((await app.request('PUT', url, { token: guest, body: { status: 'booked' } })).status).toBe(404);
    expect(
      (await app.request('PUT', url, { token: agencyAdmin, host: AGENCY_HOST, body: { status: 'booked' } })).status,
    ).toBe(404);
    expect((await app.request('PUT', url, { token: performer, body: { status: 'booked' } })).status).toBe(403);
    expect((await app.request('PUT', url, { token: buyer, body: { status: 'gone' } })).status).toBe(400);
    expect((await app.request('PUT', url, { token: buyer, body: { status: 'dismissed' } })).body.status).toBe(
      'dismissed',
    );
    expect((await app.request('PUT', url, { token: buyer, body: { status: 'booked' } })).status).toBe(409);
    expect((await app.request('PUT', url, { token: buyer, body: { status: 'active' } })).body.status).toBe('active');
    expect((await app.request('PUT', url, { token: admin, body: { status: 'booked' } })).body.status).toBe('booked');
    expect((await app.request('PUT', url, { token: buyer, body: { status: 'active' } })).status).toBe(409);
  });

  it('notify: buyers are refused, performers only for themselves, other tenants see nothing', async () => {
    expect(
      (await app.request('POST', '/api/integration/routing/notify', { token: buyer, body: search() })).status,
    ).toBe(403);
    const other = await app.request('POST', '/api/integration/routing/notify', {
      token: otherPerformer,
      body: search({ performerId }),
    });
    expect(other.status).toBe(404);
    const foreign = await app.request('POST', '/api/integration/routing/opportunities', {
      token: agencyAdmin,
      host: AGENCY_HOST,
      body: search({ performerId }),
    });
    expect(foreign.status).toBe(200);
    expect(foreign.body.data.opportunities).toEqual([]);
  });
});

describe('optimise and costs', () => {
  let tourId: string;

  beforeAll(async () => {
    tourId = (await createTour(performer, tourBody({ name: 'Zig-zag' }))).id;
  });

  it('optimises: never longer than the given order, fixed dates kept, optionally saved', async () => {
    const response = await app.request('POST', `/api/integration/routing/optimize/${tourId}`, { token: performer });
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.routeSegments).toHaveLength(3);
    expect(data.totalDistance).toBeLessThanOrEqual(data.originalDistance);
    expect(data.routeSegments[0].fromCity).toBe('Austin, TX');
    expect(data.stops[data.stops.length - 1]).toMatchObject({ city: 'Houston', date: inDays(16) });
    expect(data.persisted).toBe(false);

    const saved = await app.request('POST', `/api/integration/routing/optimize/${tourId}`, {
      token: performer,
      body: { persist: true },
    });
    expect(saved.body.data.persisted).toBe(true);
    const tour = await app.request('GET', `/api/tours/${tourId}`, { token: performer });
    expect(tour.body.stops.map((stop: { city: string }) => `${stop.city}, TX`)).toEqual([
      saved.body.data.routeSegments[0].fromCity,
      ...saved.body.data.routeSegments.map((segment: { toCity: string }) => segment.toCity),
    ]);
  });

  it('optimise: 400 for a bad id or body, 403 for buyers, 404 for others and other tenants', async () => {
    const url = `/api/integration/routing/optimize/${tourId}`;
    expect((await app.request('POST', '/api/integration/routing/optimize/nope', { token: performer })).status).toBe(
      400,
    );
    expect(
      (await app.request('POST', url, { token: performer, body: { persist: 'yes' } })).body.error.fields,
    ).toHaveProperty('persist');
    expect((await app.request('POST', url, { token: buyer })).status).toBe(403);
    expect((await app.request('POST', url, { token: otherPerformer })).status).toBe(404);
    expect((await app.request('POST', url, { token: agencyAdmin, host: AGENCY_HOST })).status).toBe(404);
    expect((await app.request('POST', url, { token: admin })).status).toBe(200);
    expect((await app.request('POST', url, { token: admin, body: { persist: true } })).status).toBe(403);
  });

  it('estimates costs in cents with a margin badge and keeps the last five', async () => {
    const ids: string[] = [];
    for (let run = 0; run < 7; run++) {
      const response = await app.request('POST', '/api/integration/routing/costs', {
        token: performer,
        body: { tourId },
      });
      expect(response.status).toBe(201);
      const estimate = response.body.data;
      ids.push(estimate.id);
      expect(estimate.tourId).toBe(tourId);
      expect(estimate.totalEstimatedCost).toBe(
        estimate.estimatedFuelCost + estimate.estimatedAccommodationCost + estimate.estimatedFoodCost,
      );
      expect(estimate.estimatedProfit).toBe(estimate.potentialRevenue - estimate.totalEstimatedCost);
      expect(['Highly Profitable', 'Moderately Profitable', 'Consider Route Optimization']).toContain(
        estimate.profitMarginBadge,
      );
      expect(estimate.estimatedAccommodationCost).toBe(6 * 12_000);
    }
    const history = await app.request('GET', `/api/integration/routing/costs/${tourId}`, { token: performer });
    expect(history.status).toBe(200);
    expect(history.body.data.estimates.map((estimate: { id: string }) => estimate.id)).toEqual(ids.slice(2).reverse());
  });

  it('costs: 400 naming tourId, 403 for buyers, 404 for others and other tenants', async () => {
    const post = (token: string, body: unknown, host?: string) =>
      app.request('POST', '/api/integration/routing/costs', { token, body, host });
    expect((await post(performer, {})).body.error.fields).toHaveProperty('tourId');
    expect((await post(performer, { tourId: 'x' })).body.error.fields).toHaveProperty('tourId');
    expect((await post(buyer, { tourId })).status).toBe(403);
    expect((await post(otherPerformer, { tourId })).status).toBe(404);
    expect((await post(agencyAdmin, { tourId }, AGENCY_HOST)).status).toBe(404);
    const list = (token: string, host?: string) =>
      app.request('GET', `/api/integration/routing/costs/${tourId}`, { token, host });
    expect((await list(otherPerformer)).status).toBe(404);
    expect((await list(agencyAdmin, AGENCY_HOST)).status).toBe(404);
    expect((await list(buyer)).status).toBe(403);
  });
});

describe('opportunity search: SQL pre-filter and fast path', () => {
  let tenantId: string;

  /** The fast path's answer, checked to be the code's own (scoring every pair) without falling back. */
  async function fastPathAnswer(body: ReturnType<typeof RoutingSearchBody.parse>) {
    const stats = { fallback: true };
    const fast = await inTenant(app.orm, tenantId, (em) => findOpportunities(em, tenantId, body, { stats }));
    const slow = await inTenant(app.orm, tenantId, (em) => findOpportunities(em, tenantId, body, { fastPath: false }));
    expect(stats.fallback).toBe(false);
    expect(fast).toEqual(slow);
    expect(await searchOpportunities(app.orm, tenantId, { ...body, limit: 200 })).toEqual(slow);
    return fast;
  }
  const random = seededRandom(2026);
  const between = (low: number, high: number) => low + random() * (high - low);

  beforeAll(async () => {
    tenantId = (await owner.query(`select id from tenants where slug = 'flagship'`)).rows[0].id;
    // 400 random venues over Texas and Oklahoma, a few on exact rounding-prone spots.
    await owner.query('begin');
    await owner.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
    for (let index = 0; index < 400; index++) {
      await owner.query(
        `insert into venues (tenant_id, id, name, venue_type, city, state, lat, lng, time_zone)
         values ($1, gen_random_uuid(), $2, 'COMEDY_CLUB', 'Randomville', 'TX', $3, $4, 'America/Chicago')`,
        [tenantId, `Random Room ${index % 40}`, between(27, 37), between(-104, -93)],
      );
    }
    await owner.query('commit');
  });

  it('the venue index stores the code’s latitude bands and unit vectors', async () => {
    const rows = await inTenant(app.orm, tenantId, (em) =>
      em.execute(`select lat, lng, lat_band, unit_x, unit_y, unit_z from venues where tenant_id = ?`, [tenantId]),
    );
    expect(rows.length).toBeGreaterThan(400);
    for (const row of rows as Record<string, number>[]) {
      expect(row.lat_band).toBe(Math.floor(row.lat! * LAT_BANDS_PER_DEGREE));
      const [x, y, z] = unitVector({ lat: row.lat!, lng: row.lng! });
      expect(Math.abs(row.unit_x! - x) + Math.abs(row.unit_y! - y) + Math.abs(row.unit_z! - z)).toBeLessThan(1e-15);
    }
  });

  it('the SQL detour test keeps exactly the venues the exact rule keeps (random legs and venues)', async () => {
    const venues = (
      await inTenant(app.orm, tenantId, (em) =>
        em.execute(`select id, lat, lng from venues where tenant_id = ?`, [tenantId]),
      )
    ).map((row: Record<string, any>) => ({ id: row.id as string, lat: Number(row.lat), lng: Number(row.lng) }));
    const search = RoutingSearchBody.parse({ startDate: inDays(0), endDate: inDays(60) });
    for (let round = 0; round < 6; round++) {
      const maxDetour = [5, 25, 100, 250, 500, 60][round]!;
      const legs = Array.from({ length: 5 }, (_, index) => {
        const from = { lat: between(28, 36), lng: between(-103, -94), date: inDays(index * 2) };
        const to = { lat: between(28, 36), lng: between(-103, -94), date: inDays(index * 2 + 1 + (index % 3)) };
        return { from, to };
      });
      const withDetour = { ...search, maxDetourMiles: maxDetour };
      const { sql, params } = venuesNearLegsQuery(tenantId, legs, withDetour, 'all');
      const rows: Record<string, any>[] = await inTenant(app.orm, tenantId, (em) => em.execute(sql, params));
      const fromSql = new Set(rows.map((row) => `${row.leg}|${row.id}`));
      const exact = new Set(
        legs.flatMap((leg, index) =>
          venues
            .filter((venue) => detourMiles(leg.from, venue, leg.to) <= maxDetour)
            .map((venue) => `${index}|${venue.id}`),
        ),
      );
      // Every venue the rule keeps lies in its leg's search area and comes back from SQL ...
      for (const key of exact) {
        const [leg, id] = key.split('|') as [string, string];
        const { from, to } = legs[Number(leg)]!;
        expect(
          insideRegion(
            venues.find((venue) => venue.id === id)!,
            legRegion(from, to, maxDetour),
          ),
        ).toBe(true);
        expect(fromSql.has(key)).toBe(true);
      }
      // ... and SQL adds nothing beyond the hair of slack the exact rule then decides on.
      for (const key of fromSql) {
        if (exact.has(key)) continue;
        const [leg, id] = key.split('|') as [string, string];
        const { from, to } = legs[Number(leg)]!;
        expect(
          detourMiles(
            from,
            venues.find((venue) => venue.id === id)!,
            to,
          ),
        ).toBeLessThanOrEqual(maxDetour + SQL_DETOUR_SLACK_MILES);
      }
      expect(exact.size).toBeGreaterThan(0);
    }
  });

  it('the fast path answers exactly what scoring every pair in code answers', async () => {
    const tours = await Promise.all(
      [
        ['Austin', 'Dallas', 'Tulsa'],
        ['Houston', 'San Antonio', 'El Paso'],
        ['Oklahoma City', 'Amarillo', 'Lubbock'],
      ].map((cities, tour) =>
        createTour(
          performer,
          tourBody({
            name: `Random run ${tour}`,
            stops: cities.map((city, index) => ({
              city,
              state: city === 'Tulsa' || city === 'Oklahoma City' ? 'OK' : 'TX',
              date: inDays(3 + tour + index * (2 + tour)),
            })),
          }),
        ),
      ),
    );
    expect(tours).toHaveLength(3);
    for (const overrides of [
      {},
      { maxDetourMiles: 17 },
      { maxDetourMiles: 400 },
      { state: 'TX' },
      { cities: ['Randomville, TX'] },
      { startDate: inDays(5), endDate: inDays(9) },
    ]) {
      const fast = await fastPathAnswer(RoutingSearchBody.parse(search({ performerId, ...overrides })));
      expect(fast.length).toBeGreaterThan(0);
    }
  });

  it('a narrow look that fills the answer with pairs nothing farther can match is the answer', async () => {
    const tour = await createTour(
      performer,
      tourBody({
        name: 'Crowded cities',
        stops: [
          { city: 'Austin', state: 'TX', date: inDays(20) },
          { city: 'Dallas', state: 'TX', date: inDays(23) },
        ],
      }),
    );
    // 130 well-booked rooms within a few miles of each stop, and a few farther out.
    const rooms = tour.stops.flatMap((stop, index) =>
      Array.from({ length: 130 }, (_, room) => ({
        name: `Crowded Room ${index}-${room}`,
        lat: stop.lat + between(-0.05, 0.05),
        lng: stop.lng + between(-0.05, 0.05),
      })),
    );
    rooms.push(
      ...Array.from({ length: 5 }, (_, room) => ({
        name: `Crowded Room far-${room}`,
        lat: tour.stops[0]!.lat + 0.4 + room * 0.05,
        lng: tour.stops[0]!.lng,
      })),
    );
    await owner.query('begin');
    await owner.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
    for (const room of rooms) {
      await owner.query(
        `insert into venues (tenant_id, id, name, venue_type, city, state, lat, lng, time_zone)
         values ($1, gen_random_uuid(), $2, 'BAR', 'Crowdville', 'TX', $3, $4, 'America/Chicago')`,
        [tenantId, room.name, room.lat, room.lng],
      );
    }
    await owner.query(
      `insert into venue_booking_stats (tenant_id, venue_state, venue_city_key, venue_name_key, bookings, median_fee_cents)
       select $1, 'TX', 'crowdville', lower(name), 3, 50000 from venues where tenant_id = $1 and name like 'Crowded Room %'`,
      [tenantId],
    );
    await owner.query('commit');
    const stats: { fallback: boolean; radius?: number } = { fallback: true };
    const body = RoutingSearchBody.parse(search({ performerId, cities: ['Crowdville, TX'], maxDetourMiles: 200 }));
    const fast = await inTenant(app.orm, tenantId, (em) => findOpportunities(em, tenantId, body, { stats }));
    const slow = await inTenant(app.orm, tenantId, (em) => findOpportunities(em, tenantId, body, { fastPath: false }));
    expect(stats.fallback).toBe(false);
    expect(SEARCH_RADII).toContain(stats.radius);
    expect(fast).toEqual(slow);
    expect(await searchOpportunities(app.orm, tenantId, { ...body, limit: 200 })).toEqual(slow);
    expect(fast).toHaveLength(200);
    const ours = fast.filter((opportunity) => opportunity.tourId === tour.id);
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.some((opportunity) => opportunity.venueName.includes('far'))).toBe(false);
    // With a 5-mile max the looks are a quarter mile, 2 and 5 miles: wherever it stops, the answer is the code's.
    const narrow = RoutingSearchBody.parse({ ...body, maxDetourMiles: 5 });
    await fastPathAnswer(narrow);
  });

  it('with booking history and a tour’s own venues, the fast path still answers what code answers', async () => {
    const buyerId = (
      await owner.query(`select id from users where tenant_id = $1 and email = 'buyer.basic@demo.test'`, [tenantId])
    ).rows[0].id;
    // 0 to 4 booked offers (and some not booked) at each of the random rooms' 40 names.
    for (let room = 0; room < 40; room++) {
      for (let offer = 0; offer < (room % 5) + 1; offer++) {
        const status = offer === room % 5 ? 'REJECTED' : BOOKED_STATUSES[offer % BOOKED_STATUSES.length]!;
        await insertOfferAtVenue(owner, {
          tenantId,
          buyerId,
          performerId,
          status,
          venue: { name: `random room ${room}`, city: 'RANDOMVILLE', state: 'TX' },
          nights: 1 + (offer % 2),
          offerAmountCents: 50_000,
          subtotalCents: 40_000 + room * 1_000,
        });
      }
    }
    const tour = await createTour(
      performer,
      tourBody({
        name: 'Own rooms',
        stops: [
          { city: 'Austin', state: 'TX', date: inDays(4) },
          { city: 'Dallas', state: 'TX', date: inDays(7) },
          { city: 'Tulsa', state: 'OK', date: inDays(9) },
        ],
      }),
    );
    // A well-booked room right at the middle stop is as good on both legs: the earlier leg's date wins.
    const middle = tour.stops[1]!;
    const middleRoom = (
      await owner.query(
        `insert into venues (tenant_id, id, name, venue_type, city, state, lat, lng, time_zone)
         values ($1, gen_random_uuid(), 'Random Room 4', 'COMEDY_CLUB', 'Randomville', 'TX', $2, $3, 'America/Chicago')
         returning id`,
        [tenantId, middle.lat, middle.lng],
      )
    ).rows[0].id;
    const body = RoutingSearchBody.parse(search({ performerId, cities: ['Randomville, TX'] }));
    const answer = async () => (await fastPathAnswer(body)).filter((opportunity) => opportunity.tourId === tour.id);
    const before = await answer();
    expect(new Set(before.map((opportunity) => opportunity.score)).size).toBeGreaterThan(3);
    expect(before.find((opportunity) => opportunity.venueId === middleRoom)).toMatchObject({
      distance: 0,
      suggestedDate: inDays(6),
      betweenCities: ['Austin, TX', 'Dallas, TX'],
    });
    const own = before[0]!.venueId;
    const edited = await app.request('PUT', `/api/tours/${tour.id}`, {
      token: performer,
      body: tourBody({
        name: 'Own rooms',
        stops: [
          { city: 'Austin', state: 'TX', date: inDays(4), venueId: own },
          { city: 'Dallas', state: 'TX', date: inDays(7) },
          { city: 'Tulsa', state: 'OK', date: inDays(9) },
        ],
      }),
    });
    expect(edited.status).toBe(200);
    const after = await answer();
    expect(after.map((opportunity) => opportunity.venueId)).not.toContain(own);
    expect(after.length).toBeGreaterThan(0);
  });

  it('random nationwide tours, windows and detours (5–500 mi): the bounded look answers what scoring every pair answers', async () => {
    const cities = [
      ['Seattle', 'WA'],
      ['Portland', 'OR'],
      ['Denver', 'CO'],
      ['Salt Lake City', 'UT'],
      ['Phoenix', 'AZ'],
      ['Albuquerque', 'NM'],
      ['Chicago', 'IL'],
      ['Minneapolis', 'MN'],
      ['Kansas City', 'MO'],
      ['Nashville', 'TN'],
      ['Atlanta', 'GA'],
      ['Charlotte', 'NC'],
      ['Miami', 'FL'],
      ['Boston', 'MA'],
      ['Detroit', 'MI'],
    ] as const;
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const tours = [];
    for (let tour = 0; tour < 4; tour++) {
      let day = Math.floor(between(0, 10));
      const stops = Array.from({ length: 4 }, () => {
        const [city, state] = pick(cities);
        day += pick([1, 1, 2, 3]);
        return { city, state, date: inDays(day) };
      });
      tours.push(await createTour(performer, tourBody({ name: `Nationwide ${tour}`, stops })));
    }
    // Dense rooms around every stop (as the scale dataset's cities), and rooms anywhere in the lower 48.
    const rooms = tours.flatMap((tour) =>
      tour.stops.flatMap((stop) =>
        Array.from({ length: 40 }, () => [stop.lat + between(-0.03, 0.03), stop.lng + between(-0.03, 0.03)]),
      ),
    );
    rooms.push(...Array.from({ length: 300 }, () => [between(26, 48), between(-122, -70)]));
    await owner.query('begin');
    await owner.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
    await owner.query(
      `insert into venues (tenant_id, id, name, venue_type, city, state, lat, lng, time_zone)
       select $1, gen_random_uuid(), 'Far Room ' || (n % 60), 'BAR', 'Farville', 'KS', lat, lng, 'America/Chicago'
         from unnest($2::float8[], $3::float8[]) with ordinality as r (lat, lng, n)`,
      [tenantId, rooms.map(([lat]) => lat), rooms.map(([, lng]) => lng)],
    );
    // Room names with 1 to 4 bookings (a third have none).
    await owner.query(
      `insert into venue_booking_stats (tenant_id, venue_state, venue_city_key, venue_name_key, bookings, median_fee_cents)
       select $1, 'KS', 'farville', 'far room ' || n, 1 + n % 4, 40000 + n * 100 from generate_series(0, 59) n where n % 3 > 0`,
      [tenantId],
    );
    await owner.query('commit');
    const radii: number[] = [];
    for (let run = 0; run < 14; run++) {
      const start = Math.floor(between(0, 15));
      const body = RoutingSearchBody.parse(
        search({
          performerId: 'all',
          cities: ['Farville, KS'],
          startDate: inDays(start),
          endDate: inDays(start + Math.floor(between(1, 30))),
          maxDetourMiles: Math.round(5 * 100 ** random()),
        }),
      );
      const stats: { fallback: boolean; radius?: number } = { fallback: true };
      const fast = await inTenant(app.orm, tenantId, (em) => findOpportunities(em, tenantId, body, { stats }));
      const slow = await inTenant(app.orm, tenantId, (em) =>
        findOpportunities(em, tenantId, body, { fastPath: false }),
      );
      expect(fast).toEqual(slow);
      expect(await searchOpportunities(app.orm, tenantId, { ...body, limit: 200 })).toEqual(slow);
      if (!stats.fallback && stats.radius !== undefined) radii.push(stats.radius / body.maxDetourMiles);
    }
    // Most searches are answered by a look narrower than the max detour.
    expect(radii.filter((share) => share < 1).length).toBeGreaterThan(7);
  });
});
