import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_HOST, startTestApp, type TestApp } from '../support/harness';
import { offerBody } from '../support/offers';
import { DASHBOARD_LIST_LIMIT, OFFER_PAGE_SIZE } from '../../src/contract';
import { expirationStatus } from '../../src/domain/offerTiming';

let app: TestApp;
let owner: pg.Client;
let buyerToken: string;
let guestToken: string;
let adminToken: string;

const CLONES = 230;

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 12 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  buyerToken = await app.signIn('buyer.basic@demo.test');
  guestToken = await app.signIn('buyer.guest@demo.test');
  adminToken = await app.signIn('admin@demo.test');
  const performers = (await app.request('GET', '/api/performers?sortBy=rating')).body.performers;
  for (const [token, label] of [
    [buyerToken, 'Basic'],
    [guestToken, 'Guest'],
  ] as const) {
    const created = await app.request('POST', '/api/offers/create', {
      token,
      body: offerBody(performers[0].id, label),
    });
    expect(created.status, created.text).toBe(201);
    await cloneOffer(created.body.offerId, CLONES);
  }
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

/** Copies of one offer with spread-out creation times (several share one, to test the tie-break). */
async function cloneOffer(offerId: string, count: number): Promise<void> {
  await owner.query(`create temp table if not exists clone_offers as select * from offers limit 0`);
  await owner.query(`truncate clone_offers`);
  await owner.query(`insert into clone_offers select o.* from offers o, generate_series(1, $2) g where o.id = $1`, [
    offerId,
    count,
  ]);
  await owner.query(`update clone_offers set id = gen_random_uuid(),
      created_at = created_at - make_interval(mins => (floor(random() * 60))::int),
      status = (array['PENDING', 'ACCEPTED', 'REJECTED', 'EXPIRED', 'PAID', 'CANCELLED'])[1 + floor(random() * 6)::int]
    where status <> 'PENDING_ADMIN_APPROVAL'`);
  await owner.query(`update clone_offers set id = gen_random_uuid(),
      created_at = created_at - make_interval(mins => (floor(random() * 60))::int)
    where status = 'PENDING_ADMIN_APPROVAL'`);
  await owner.query(`insert into offers select * from clone_offers`);
}

async function walk(path: string, token: string): Promise<{ ids: string[]; pages: number; first: any }> {
  const ids: string[] = [];
  let answer = await app.request('GET', path, { token });
  const first = answer.body;
  let pages = 1;
  for (;;) {
    expect(answer.status, answer.text).toBe(200);
    ids.push(...answer.body.offers.map((offer: { id: string }) => offer.id));
    const next = answer.body.nextCursor as string | null;
    if (!next) break;
    answer = await app.request('GET', `${path}${path.includes('?') ? '&' : '?'}after=${next}`, { token });
    pages++;
  }
  return { ids, pages, first };
}

async function buyerIdOf(email: string): Promise<string> {
  return (await owner.query(`select id from users where email = $1`, [email])).rows[0].id;
}

describe('My offers, a page at a time', () => {
  it('walks every offer newest first in bounded pages, with tab counts over all of them', async () => {
    const buyerId = await buyerIdOf('buyer.basic@demo.test');
    const expected = (
      await owner.query(`select id, status from offers where buyer_id = $1 order by created_at desc, id desc`, [
        buyerId,
      ])
    ).rows;
    const { ids, pages, first } = await walk('/api/offers/my-offers?limit=40', buyerToken);
    expect(ids).toEqual(expected.map((row) => row.id));
    expect(pages).toBe(Math.ceil(expected.length / 40));
    expect(first.offers).toHaveLength(40);
    const count = (statuses: string[]) => expected.filter((row) => statuses.includes(row.status)).length;
    expect(first.counts).toEqual({
      all: expected.length,
      pending: count(['PENDING_ADMIN_APPROVAL', 'PENDING', 'COUNTER_OFFER']),
      accepted: count(['ACCEPTED', 'PAID', 'COMPLETED', 'PAID_OUT']),
      declined: count(['REJECTED', 'CANCELLED']),
      expired: count(['EXPIRED']),
    });
    const booked = await owner.query(
      `select coalesce(sum(total_amount_cents), 0)::int as total from offers
        where buyer_id = $1 and status in ('ACCEPTED', 'PAID', 'COMPLETED', 'PAID_OUT')`,
      [buyerId],
    );
    expect(booked.rows[0].total).toBeGreaterThan(0);
    expect(first.bookedAmount).toBe(booked.rows[0].total);
    const defaultPage = await app.request('GET', '/api/offers/my-offers', { token: buyerToken });
    expect(defaultPage.body.offers).toHaveLength(OFFER_PAGE_SIZE);
  });

  it('pages a tab by its statuses', async () => {
    const buyerId = await buyerIdOf('buyer.basic@demo.test');
    const expected = await owner.query(
      `select id from offers where buyer_id = $1 and status in ('REJECTED', 'CANCELLED') order by created_at desc, id desc`,
      [buyerId],
    );
    const { ids } = await walk('/api/offers/my-offers?status=declined&limit=7', buyerToken);
    expect(ids).toEqual(expected.rows.map((row) => row.id));
  });

  it('refuses a page too large or a forged cursor with a 400 on the field', async () => {
    const tooMany = await app.request('GET', '/api/offers/my-offers?limit=101', { token: buyerToken });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields).toHaveProperty('limit');
    for (const after of ['zzz', Buffer.from(`["x'; drop table offers; --", 1]`).toString('base64url')]) {
      const forged = await app.request('GET', `/api/offers/my-offers?after=${after}`, { token: buyerToken });
      expect(forged.status).toBe(400);
      expect(forged.body.error.fields).toHaveProperty('after');
    }
  });

  it('never shows another buyer’s or another tenant’s offers, whatever the cursor', async () => {
    const mine = new Set((await walk('/api/offers/my-offers?limit=100', buyerToken)).ids);
    const guests = await walk('/api/offers/my-offers?limit=100', guestToken);
    expect(guests.ids.some((id) => mine.has(id))).toBe(false);
    const basicCursor = (await app.request('GET', '/api/offers/my-offers?limit=3', { token: buyerToken })).body
      .nextCursor;
    const agencyBuyer = await app.signIn('buyer@demo-agency.test', AGENCY_HOST);
    const agency = await app.request('GET', `/api/offers/my-offers?after=${basicCursor}`, {
      token: agencyBuyer,
      host: AGENCY_HOST,
    });
    expect(agency.status).toBe(200);
    expect(agency.body.offers).toEqual([]);
    const agencyFirst = await app.request('GET', '/api/offers/my-offers', { token: agencyBuyer, host: AGENCY_HOST });
    expect(agencyFirst.body.offers.some((offer: { id: string }) => mine.has(offer.id))).toBe(false);
    expect(agencyFirst.body.counts.all).toBe(agencyFirst.body.offers.length);
  });

  it('counts the tabs with the first page only: later pages answer null', async () => {
    let answer = await app.request('GET', '/api/offers/my-offers?status=accepted&limit=25', { token: buyerToken });
    expect(answer.body.counts.all).toBeGreaterThan(25);
    expect(answer.body.bookedAmount).toBeGreaterThan(0);
    let later = 0;
    while (answer.body.nextCursor) {
      answer = await app.request(
        'GET',
        `/api/offers/my-offers?status=accepted&limit=25&after=${answer.body.nextCursor}`,
        {
          token: buyerToken,
        },
      );
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toMatchObject({ counts: null, bookedAmount: null, userRole: 'buyer' });
      later++;
    }
    expect(later).toBeGreaterThan(0);
  });
});

describe('the buyer dashboard over a long history', () => {
  it('counts every offer in SQL by the domain rules and lists the first few', async () => {
    await owner.query(
      `update offers set event_date = current_date + (random() * 60)::int - 20,
              response_deadline = now() + make_interval(hours => (random() * 96)::int - 48)
        where buyer_id = $1`,
      [await buyerIdOf('buyer.basic@demo.test')],
    );
    const rows = (
      await owner.query(
        `select status, response_deadline, event_date::text as event_date from offers where buyer_id = $1`,
        [await buyerIdOf('buyer.basic@demo.test')],
      )
    ).rows as { status: string; response_deadline: Date | null; event_date: string }[];
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const open = (row: (typeof rows)[number]) =>
      !expirationStatus(row.status as never, row.response_deadline, now).isExpired;
    const upcoming = rows.filter((row) => ['ACCEPTED', 'PAID'].includes(row.status) && row.event_date >= today);
    const pending = rows.filter(
      (row) => ['PENDING_ADMIN_APPROVAL', 'PENDING', 'COUNTER_OFFER'].includes(row.status) && open(row),
    );
    const mustAct = [...upcoming, ...pending].filter(
      (row) => ['COUNTER_OFFER', 'ACCEPTED'].includes(row.status) && open(row),
    );
    const dashboard = (await app.request('GET', '/api/dashboard', { token: buyerToken })).body;
    expect(dashboard.stats).toMatchObject({
      upcomingCount: upcoming.length,
      pendingCount: pending.length,
      actionNeededCount: mustAct.length,
    });
    expect(upcoming.length).toBeGreaterThan(DASHBOARD_LIST_LIMIT);
    expect(dashboard.upcomingBookings).toHaveLength(DASHBOARD_LIST_LIMIT);
    const dates = dashboard.upcomingBookings.map((offer: { eventDate: string }) => offer.eventDate);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]).toBe(upcoming.map((row) => row.event_date).sort()[0]);
  });
});

describe('the approval queue, bounded', () => {
  it('pages the guest offers oldest first and says how many wait', async () => {
    const expected = await owner.query(
      `select o.id from offers o join tenants t on t.id = o.tenant_id
        where t.slug = 'flagship' and o.status = 'PENDING_ADMIN_APPROVAL' order by o.created_at, o.id`,
    );
    expect(expected.rows.length).toBeGreaterThan(100);
    const { ids, first } = await walk('/api/admin/offers/pending', adminToken);
    expect(first.offers).toHaveLength(OFFER_PAGE_SIZE);
    expect(first.total).toBe(expected.rows.length);
    expect(ids).toEqual(expected.rows.map((row) => row.id));
    const agencyAdmin = await app.signIn('admin@demo-agency.test', AGENCY_HOST);
    const agency = await app.request('GET', '/api/admin/offers/pending', { token: agencyAdmin, host: AGENCY_HOST });
    expect(agency.status).toBe(200);
    expect(agency.body.offers.some((offer: { id: string }) => ids.includes(offer.id))).toBe(false);
    expect(agency.body.total).toBe(agency.body.offers.length);
  });
});
