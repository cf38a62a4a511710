import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../src/db/tenantScope';
import { medianCents } from '../../src/domain/routing/opportunities';
import { BOOKED_STATUSES, venueHistories } from '../../src/queries/routingOpportunities';
import { AGENCY_HOST, startTestApp, type TestApp } from '../support/harness';
import { LAUGH_LOFT, offerBody, ownSlot } from '../support/offers';
import { acceptAndPayLocally } from '../support/payments';

/**
 * `venue_booking_stats` (issue 18, item 4): the opportunity search ranks and estimates with each
 * venue's booked offers, kept by a trigger on offers. After every kind of change the table must
 * equal a recomputation from the offers themselves, and only its tenant may see its rows.
 */
let app: TestApp;
let owner: pg.Client;
let buyer: string;
let performer: string;
let performerId: string;
let agencyBuyer: string;
let agencyPerformer: string;
let agencyPerformerId: string;
let tenantIds: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 3 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  buyer = await app.signIn('buyer.basic@demo.test');
  performer = await app.signIn('performer@demo.test');
  agencyBuyer = await app.signIn('buyer@demo-agency.test', AGENCY_HOST);
  agencyPerformer = await app.signIn('performer@demo-agency.test', AGENCY_HOST);
  performerId = (await app.request('GET', '/api/auth/me', { token: performer })).body.performerId;
  agencyPerformerId = (await app.request('GET', '/api/auth/me', { token: agencyPerformer, host: AGENCY_HOST })).body
    .performerId;
  const tenants = await owner.query(`select slug, id from tenants`);
  tenantIds = Object.fromEntries(tenants.rows.map((row) => [row.slug, row.id]));
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

type Stats = Record<string, { bookings: number; medianFeeCents: number }>;

/** What the table holds, by "tenant|state|city|name". */
async function stored(): Promise<Stats> {
  const rows = await owner.query(
    `select tenant_id, venue_state, venue_city_key, venue_name_key, bookings, median_fee_cents from venue_booking_stats`,
  );
  return Object.fromEntries(
    rows.rows.map((row) => [
      `${row.tenant_id}|${row.venue_state}|${row.venue_city_key}|${row.venue_name_key}`,
      // bigint: pg reads it as a string.
      { bookings: row.bookings, medianFeeCents: Number(row.median_fee_cents) },
    ]),
  );
}

/** The same facts recomputed from the offers, with the domain's median. */
async function recomputed(): Promise<Stats> {
  const rows = await owner.query(
    `select tenant_id, venue_state::text as state, lower(venue_city) as city, lower(venue_name) as name,
            array_agg((subtotal_cents / number_of_nights)::int) as fees
       from offers where status = any($1::text[]) group by 1, 2, 3, 4`,
    [BOOKED_STATUSES],
  );
  return Object.fromEntries(
    rows.rows.map((row) => [
      `${row.tenant_id}|${row.state}|${row.city}|${row.name}`,
      { bookings: row.fees.length, medianFeeCents: medianCents(row.fees)! },
    ]),
  );
}

async function expectStatsMatchOffers(): Promise<Stats> {
  const [table, offers] = await Promise.all([stored(), recomputed()]);
  expect(table).toEqual(offers);
  return table;
}

const loftKey = () => `${tenantIds.flagship}|TX|austin|the laugh loft`;

async function createOffer(token: string, body: Record<string, unknown>, host?: string): Promise<string> {
  const created = await app.request('POST', '/api/offers/create', {
    token,
    host,
    body: { ...offerBody(performerId, 'Stats night', 40), ...ownSlot(), ...LAUGH_LOFT, offerAmount: 100_000, ...body },
  });
  expect(created.status).toBe(201);
  return created.body.offerId as string;
}

const put = async (path: string, token: string, body: unknown, host?: string) => {
  const response = await app.request('PUT', path, { token, body, host });
  expect(response.status).toBe(200);
  return response.body;
};

describe('venue booking stats follow the offers', () => {
  it('accepting, countering, paying, declining and cancelling (with refund) keep them equal to the offers', async () => {
    expect(await expectStatsMatchOffers()).toEqual({});

    const first = await createOffer(buyer, { offerAmount: 100_000 });
    expect((await expectStatsMatchOffers())[loftKey()]).toBeUndefined();
    await put(`/api/offers/${first}/respond`, performer, { action: 'accept' });
    const afterFirst = (await expectStatsMatchOffers())[loftKey()]!;
    expect(afterFirst.bookings).toBe(1);

    // Same venue written differently: one key. Countered, then accepted at the new price.
    const second = await createOffer(buyer, { offerAmount: 150_000, venueName: 'the LAUGH loft', venueCity: 'AUSTIN' });
    await put(`/api/offers/${second}/counter`, performer, { counterAmount: 180_000 });
    expect((await expectStatsMatchOffers())[loftKey()]!.bookings).toBe(1);
    await put(`/api/offers/${second}/counter-response`, buyer, { action: 'accept' });
    const afterSecond = (await expectStatsMatchOffers())[loftKey()]!;
    expect(afterSecond.bookings).toBe(2);
    expect(afterSecond.medianFeeCents).toBeGreaterThan(afterFirst.medianFeeCents);

    const third = await createOffer(buyer, { offerAmount: 300_000 });
    await acceptAndPayLocally(app, third, { performer, buyer });
    expect((await owner.query(`select status from offers where id = $1`, [third])).rows[0].status).toBe('PAID');
    expect((await expectStatsMatchOffers())[loftKey()]!.bookings).toBe(3);

    const declined = await createOffer(buyer, { offerAmount: 900_000 });
    await put(`/api/offers/${declined}/respond`, performer, { action: 'decline' });
    expect((await expectStatsMatchOffers())[loftKey()]!.bookings).toBe(3);

    const cancelled = await put(`/api/offers/${third}/cancel`, buyer, { reason: 'Venue closed' });
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.refund.refund).toBeGreaterThan(0);
    expect(await expectStatsMatchOffers()).toMatchObject({ [loftKey()]: afterSecond });

    await put(`/api/offers/${first}/cancel`, buyer, { reason: 'Changed plans' });
    await put(`/api/offers/${second}/cancel`, buyer, { reason: 'Changed plans' });
    expect((await expectStatsMatchOffers())[loftKey()]).toBeUndefined();
  });

  it('the search’s history lookup reads the same facts', async () => {
    const offer = await createOffer(buyer, { offerAmount: 120_000, venueName: 'Lookup Hall' });
    await put(`/api/offers/${offer}/respond`, performer, { action: 'accept' });
    const table = await expectStatsMatchOffers();
    const venues = [
      { id: randomUUID(), name: 'LOOKUP HALL', city: 'austin', state: 'TX' },
      { id: randomUUID(), name: 'Nowhere Hall', city: 'Austin', state: 'TX' },
    ];
    const histories = await inTenant(app.orm, tenantIds.flagship!, (em) =>
      venueHistories(em, tenantIds.flagship!, venues),
    );
    expect(histories.get(venues[0]!.id)).toEqual(table[`${tenantIds.flagship}|TX|austin|lookup hall`]);
    expect(histories.get(venues[1]!.id)).toEqual({ bookings: 0, medianFeeCents: null });
  });

  it('direct writes keep them too: moving a booking’s venue, re-pricing, bulk updates, inserts and deletes', async () => {
    const ids = [];
    for (const [index, amount] of [110_000, 130_000, 170_000, 190_000].entries()) {
      const id = await createOffer(buyer, { offerAmount: amount, venueName: `Bulk Room ${index % 2}` });
      await put(`/api/offers/${id}/respond`, performer, { action: 'accept' });
      ids.push(id);
    }
    await expectStatsMatchOffers();
    await owner.query(`update offers set venue_name = 'Bulk Room 9', venue_city = 'Dallas' where id = $1`, [ids[0]]);
    await expectStatsMatchOffers();
    await owner.query(`update offers set subtotal_cents = subtotal_cents + 12345 where id = $1`, [ids[1]]);
    await expectStatsMatchOffers();
    await owner.query(`update offers set status = 'COMPLETED' where id = any($1::uuid[])`, [ids]);
    await expectStatsMatchOffers();
    await owner.query(`update offers set status = 'EXPIRED' where id = any($1::uuid[])`, [ids.slice(2)]);
    await expectStatsMatchOffers();
    // Copies in one statement (several booked at one key), then gone in one statement.
    const copies = await owner.query(
      `insert into offers select (jsonb_populate_record(o, jsonb_build_object('id', gen_random_uuid(), 'status', s))).*
         from offers o, unnest(array['PAID', 'PAID_OUT', 'REJECTED']) s where o.id = any($1::uuid[]) returning id`,
      [ids],
    );
    expect(copies.rowCount).toBe(12);
    await expectStatsMatchOffers();
    await owner.query(`delete from offers where id = any($1::uuid[])`, [copies.rows.map((row) => row.id)]);
    await expectStatsMatchOffers();
  });

  it('concurrent bookings at one venue both count (the second waits for the first)', async () => {
    const [one, two] = [
      await createOffer(buyer, { venueName: 'Race Hall', offerAmount: 140_000 }),
      await createOffer(buyer, { venueName: 'Race Hall', offerAmount: 160_000 }),
    ];
    const clients = [new pg.Client({ connectionString: app.appUrl }), new pg.Client({ connectionString: app.appUrl })];
    await Promise.all(clients.map((client) => client.connect()));
    try {
      for (const client of clients) {
        await client.query('begin');
        await client.query(`select set_config('app.tenant_id', $1, true)`, [tenantIds.flagship]);
      }
      await clients[0]!.query(`update offers set status = 'ACCEPTED' where id = $1`, [one]);
      const second = clients[1]!.query(`update offers set status = 'ACCEPTED' where id = $1`, [two]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await clients[0]!.query('commit');
      await second;
      await clients[1]!.query('commit');
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
    const table = await expectStatsMatchOffers();
    expect(table[`${tenantIds.flagship}|TX|austin|race hall`]).toEqual({
      bookings: 2,
      medianFeeCents: expect.any(Number),
    });
  });
});

describe('row-level security on venue booking stats', () => {
  let appClient: pg.Client;
  beforeAll(async () => {
    appClient = new pg.Client({ connectionString: app.appUrl });
    await appClient.connect();
    const agencyOffer = await createOffer(
      agencyBuyer,
      { performerId: agencyPerformerId, venueName: 'Agency Stage' },
      AGENCY_HOST,
    );
    await put(`/api/offers/${agencyOffer}/respond`, agencyPerformer, { action: 'accept' }, AGENCY_HOST);
  });
  afterAll(() => appClient?.end());

  const rowsAs = async (tenantId: string | null) => {
    await appClient.query('begin');
    if (tenantId) await appClient.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
    const rows = await appClient.query(`select tenant_id from venue_booking_stats`);
    await appClient.query('commit');
    return rows.rows.map((row) => row.tenant_id as string);
  };

  it('each tenant sees only its own rows; without a tenant, none', async () => {
    const all = Object.keys(await expectStatsMatchOffers()).map((key) => key.split('|')[0]!);
    for (const slug of ['flagship', 'demo-agency']) {
      const id = tenantIds[slug]!;
      const own = all.filter((tenant) => tenant === id);
      expect(own.length).toBeGreaterThan(0);
      expect(await rowsAs(id)).toEqual(own);
    }
    expect(await rowsAs(null)).toEqual([]);
  });

  it('refuses to write a row for another tenant', async () => {
    await appClient.query('begin');
    await appClient.query(`select set_config('app.tenant_id', $1, true)`, [tenantIds.flagship]);
    const attempt = appClient.query(
      `insert into venue_booking_stats (tenant_id, venue_state, venue_city_key, venue_name_key, bookings, median_fee_cents)
       values ($1, 'TX', 'austin', 'sneaky', 1, 100)`,
      [tenantIds['demo-agency']],
    );
    await expect(attempt).rejects.toThrow(/row-level security/);
    await appClient.query('rollback');
  });
});
