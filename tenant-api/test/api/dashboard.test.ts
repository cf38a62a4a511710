import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../../src/auth/tokens';
import { sweepOffers } from '../../src/jobs/scheduler';
import { LocalGateway } from '../../src/payments/localGateway';
import { paymentsWith } from '../../src/payments/registry';
import { AGENCY_HOST, startTestApp, type TestApp } from '../support/harness';
import { acceptAndPayLocally } from '../support/payments';
import { ownSlot } from '../support/offers';

const DAY = 86_400_000;
let app: TestApp;
let owner: pg.Client;
let buyer: string;
let guest: string;
let performer: string;
let admin: string;
let performerId: string;

/** Dates follow the app's clock, which the payout step moves forward. */
const inDays = (days: number) => new Date(app.clock.now().getTime() + days * DAY).toISOString().slice(0, 10);
const deps = () => ({ orm: app.orm, payments: paymentsWith(new LocalGateway(app.orm)), clock: () => app.clock.now() });
const dashboard = (token: string, host?: string) =>
  app.request('GET', '/api/dashboard', { token, ...(host ? { host } : {}) });

async function createOffer(token: string, eventName: string, eventInDays: number, offerAmount: number) {
  const response = await app.request('POST', '/api/offers/create', {
    token,
    body: {
      performerId,
      eventName,
      eventDate: inDays(eventInDays),
      ...ownSlot(),
      venueName: 'Hall',
      venueAddress: '1 Main St',
      venueCity: 'Denver',
      venueState: 'CO',
      offerAmount,
    },
  });
  expect(response.status).toBe(201);
  return response.body.offerId as string;
}

const acceptAndPay = (offerId: string) => acceptAndPayLocally(app, offerId, { performer, buyer });

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 3 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  const tokens = await Promise.all(
    ['buyer.basic@demo.test', 'buyer.guest@demo.test', 'performer@demo.test', 'admin@demo.test'].map((email) =>
      app.signIn(email),
    ),
  );
  [buyer, guest, performer, admin] = tokens as [string, string, string, string];
  performerId = (await app.request('GET', '/api/auth/me', { token: performer })).body.performerId;
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

describe('GET /api/dashboard', () => {
  it('is for signed-in users only', async () => {
    const response = await app.request('GET', '/api/dashboard');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
  });

  it('starts empty for a buyer and a performer', async () => {
    const mine = await dashboard(buyer);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      role: 'buyer',
      stats: {
        totalSpent: 0,
        totalCharged: 0,
        totalRefunded: 0,
        upcomingCount: 0,
        pendingCount: 0,
        actionNeededCount: 0,
      },
      upcomingBookings: [],
      pendingOffers: [],
    });
    const theirs = await dashboard(performer);
    expect(theirs.body).toMatchObject({
      role: 'performer',
      earnings: { booked: 0, inEscrow: 0, paidOut: 0, commission: 0 },
      incomingOffers: [],
      upcomingGigs: [],
      recentPayouts: [],
    });
  });

  describe('after a booking journey that pays and pays out', () => {
    let paidOut: string;
    let booked: string;
    let countered: string;
    let incoming: string;
    let guestOffer: string;

    beforeAll(async () => {
      // Paid and, after its event, paid out: $2,000 at the basic tier (15% fee, 8.5% commission).
      paidOut = await createOffer(buyer, 'Paid out show', 1, 200_000);
      await acceptAndPay(paidOut);
      // Paid and still ahead: $1,000.
      booked = await createOffer(buyer, 'Booked show', 20, 100_000);
      await acceptAndPay(booked);
      app.clock.advance(3 * DAY);
      await sweepOffers(deps());
      expect((await owner.query('select status from offers where id = $1', [paidOut])).rows[0].status).toBe('PAID_OUT');
      // Open offers, made after the clock moved so none of them is overdue.
      countered = await createOffer(buyer, 'Countered show', 15, 150_000);
      const counter = await app.request('PUT', `/api/offers/${countered}/counter`, {
        token: performer,
        body: { counterAmount: 175_000 },
      });
      expect(counter.status).toBe(200);
      incoming = await createOffer(buyer, 'Incoming show', 10, 120_000);
      guestOffer = await createOffer(guest, 'Guest show', 12, 100_000);
    });

    it('shows the buyer what they spent, what is coming and what waits for them', async () => {
      const response = await dashboard(buyer);
      expect(response.status).toBe(200);
      const body = response.body;
      expect(body.role).toBe('buyer');
      const charged = (
        await owner.query(
          `select sum(amount_cents)::int as total from payments where status = 'paid' and offer_id = any($1)`,
          [[paidOut, booked]],
        )
      ).rows[0].total;
      expect(charged).toBe(230_000 + 115_000);
      expect(body.stats).toEqual({
        totalSpent: charged,
        totalCharged: charged,
        totalRefunded: 0,
        upcomingCount: 1,
        pendingCount: 2,
        actionNeededCount: 1,
      });
      expect(ids(body.upcomingBookings)).toEqual([booked]);
      expect(body.upcomingBookings[0]).toMatchObject({
        status: 'PAID',
        amount: 115_000,
        needsAction: false,
        eventName: 'Booked show',
      });
      expect(ids(body.pendingOffers)).toEqual([countered, incoming]);
      expect(body.pendingOffers[0]).toMatchObject({
        status: 'COUNTER_OFFER',
        needsAction: true,
        counterOfferAmount: 175_000,
      });
      expect(body.pendingOffers[0].expirationStatus.hoursLeft).toBeGreaterThan(40);
      expect(body.pendingOffers[1]).toMatchObject({ status: 'PENDING', needsAction: false });
      expect(JSON.stringify(body)).not.toContain(guestOffer);
    });

    it('shows the performer incoming offers, gigs and ledger earnings', async () => {
      const response = await dashboard(performer);
      expect(response.status).toBe(200);
      const body = response.body;
      expect(body.role).toBe('performer');
      expect(ids(body.incomingOffers)).toEqual([incoming]);
      expect(body.incomingOffers[0]).toMatchObject({
        needsAction: true,
        amount: 120_000,
        counterpart: 'Riverside Events',
        expirationStatus: { urgencyLevel: 'low', isExpired: false },
      });
      expect(ids(body.upcomingGigs)).toEqual([booked]);
      expect(body.upcomingGigs[0]).toMatchObject({ status: 'PAID', amount: 100_000 });
      expect(body.stats).toEqual({ incomingCount: 1, upcomingCount: 1 });
      expect(body.earnings).toEqual({
        booked: 300_000,
        inEscrow: 100_000,
        paidOut: 183_000,
        commission: 17_000,
      });
      expect(body.recentPayouts).toEqual([
        { offerId: paidOut, eventName: 'Paid out show', amount: 183_000, paidAt: expect.any(String) },
      ]);
      // The guest's offer waits for the admin and is not the performer's to see yet.
      expect(JSON.stringify(body)).not.toContain(guestOffer);
    });

    it('gives the tenant admin the approval queue count', async () => {
      const response = await dashboard(admin);
      expect(response.body).toEqual({ role: 'admin', stats: { pendingApprovalCount: 1 } });
    });

    it('shows another user of the same tenant none of it', async () => {
      const other = await dashboard(await app.signIn('buyer.elite@demo.test'));
      expect(other.body.stats).toMatchObject({ totalSpent: 0, upcomingCount: 0, pendingCount: 0 });
      expect(other.body.upcomingBookings).toEqual([]);
      expect(other.body.pendingOffers).toEqual([]);
    });

    it('shows another tenant’s users none of it, and refuses a token from another tenant', async () => {
      const agencyBuyer = await app.signIn('buyer@demo-agency.test', AGENCY_HOST);
      const theirBuyer = await dashboard(agencyBuyer, AGENCY_HOST);
      expect(theirBuyer.status).toBe(200);
      expect(theirBuyer.body.stats).toMatchObject({ totalSpent: 0, upcomingCount: 0, pendingCount: 0 });
      const agencyPerformer = await app.signIn('performer@demo-agency.test', AGENCY_HOST);
      const theirPerformer = await dashboard(agencyPerformer, AGENCY_HOST);
      expect(theirPerformer.body).toMatchObject({
        role: 'performer',
        earnings: { booked: 0, inEscrow: 0, paidOut: 0, commission: 0 },
        incomingOffers: [],
        upcomingGigs: [],
        recentPayouts: [],
      });
      const agencyAdmin = await app.signIn('admin@demo-agency.test', AGENCY_HOST);
      expect((await dashboard(agencyAdmin, AGENCY_HOST)).body.stats.pendingApprovalCount).toBe(0);
      expect((await dashboard(buyer, AGENCY_HOST)).status).toBe(401);
    });
  });
});

describe('GET /api/dashboard counts, however they are read', () => {
  /** The counts by their definitions, recounted from every offer of the party. */
  async function recount(party: 'buyer' | 'performer', partyId: string) {
    const now = app.clock.now();
    const { rows } = await owner.query(
      `with mine as (select * from offers where ${party}_id = $1),
            open as (select * from mine where coalesce(response_deadline, 'infinity') > $2::timestamptz)
       select (select count(*) from mine where status in ('ACCEPTED', 'PAID') and event_date >= $3::date)::int as upcoming,
              (select count(*) from open where status in ('PENDING_ADMIN_APPROVAL', 'PENDING', 'COUNTER_OFFER'))::int as pending,
              (select count(*) from open where status = 'PENDING')::int as incoming,
              (select count(*) from open where status = 'COUNTER_OFFER'
                  or (status = 'ACCEPTED' and event_date >= $3::date))::int as must_act`,
      [partyId, now.toISOString(), now.toISOString().slice(0, 10)],
    );
    return rows[0] as { upcoming: number; pending: number; incoming: number; must_act: number };
  }

  it('match a recount of every offer: bookings past and ahead, answers in time and overdue', async () => {
    const template = await createOffer(buyer, 'Count me', 20, 90_000);
    const buyerId = (await owner.query(`select buyer_id from offers where id = $1`, [template])).rows[0].buyer_id;
    const now = app.clock.now().getTime();
    const at = (days: number) => new Date(now + days * DAY).toISOString();
    // Every status, with its event behind or ahead and its answer deadline passed or to come (or none).
    const variants = [
      'ACCEPTED',
      'PAID',
      'PENDING',
      'COUNTER_OFFER',
      'PENDING_ADMIN_APPROVAL',
      'COMPLETED',
      'EXPIRED',
    ].flatMap((status) =>
      [-3, 0, 9].flatMap((eventDays) => [-1, 2, null].map((deadlineDays) => ({ status, eventDays, deadlineDays }))),
    );
    const copies: string[] = [];
    for (const { status, eventDays, deadlineDays } of variants) {
      const { rows } = await owner.query(
        `insert into offers select (jsonb_populate_record(o, jsonb_build_object(
           'id', gen_random_uuid(), 'status', $2::text, 'event_date', $3::date, 'response_deadline', $4::timestamptz))).*
           from offers o where o.id = $1 returning id`,
        [template, status, inDays(eventDays), deadlineDays === null ? null : at(deadlineDays)],
      );
      copies.push(rows[0].id);
    }
    const expected = await recount('buyer', buyerId);
    expect(expected.upcoming).toBeGreaterThan(0);
    expect(expected.must_act).toBeGreaterThan(0);
    expect((await dashboard(buyer)).body.stats).toMatchObject({
      upcomingCount: expected.upcoming,
      pendingCount: expected.pending,
      actionNeededCount: expected.must_act,
    });
    const performerCounts = await recount('performer', performerId);
    expect((await dashboard(performer)).body.stats).toEqual({
      incomingCount: performerCounts.incoming,
      upcomingCount: performerCounts.upcoming,
    });
    // The copies hold no money: left behind, a later sweep would pay out the paid ones from nothing.
    await owner.query(`delete from offers where id = any($1)`, [copies]);
  });
});

describe('GET /api/dashboard, whatever role a token of the app names', () => {
  it('answers each user their own dashboard: with the role, without one (older tokens), or naming another', async () => {
    const tokens = new TokenService(app.config.jwtSecret, 3600);
    const { rows } = await owner.query(
      `select id, tenant_id, session_version, email from users
        where email = any($1) and tenant_id = (select tenant_id from users where email = 'buyer.basic@demo.test')`,
      [['buyer.basic@demo.test', 'performer@demo.test', 'admin@demo.test']],
    );
    const signedIn = { 'buyer.basic@demo.test': buyer, 'performer@demo.test': performer, 'admin@demo.test': admin };
    expect(rows).toHaveLength(3);
    for (const user of rows) {
      const expected = await dashboard(signedIn[user.email as keyof typeof signedIn]);
      expect(expected.status).toBe(200);
      for (const role of [undefined, 'BUYER', 'PERFORMER', 'ADMIN'] as const) {
        const token = await tokens.sign({
          userId: user.id,
          tenantId: user.tenant_id,
          sessionVersion: user.session_version,
          ...(role ? { role } : {}),
        });
        const answer = await dashboard(token);
        expect(answer.status, answer.text).toBe(200);
        expect(answer.body, `${user.email} as ${role}`).toEqual(expected.body);
      }
    }
  });

  it('answers a performer without a profile yet with no dashboard, and refuses a performer’s token once signed out', async () => {
    const { rows } = await owner.query(
      `insert into users select (jsonb_populate_record(u, jsonb_build_object(
         'id', gen_random_uuid(), 'email', 'no-profile.dashboard@demo.test', 'role', 'PERFORMER'))).*
         from users u where u.email = 'buyer.basic@demo.test' returning id, tenant_id, session_version`,
    );
    const token = await new TokenService(app.config.jwtSecret, 3600).sign({
      userId: rows[0].id,
      tenantId: rows[0].tenant_id,
      sessionVersion: rows[0].session_version,
      role: 'PERFORMER',
    });
    const answer = await dashboard(token);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ role: 'none' });

    const signedIn = await app.signIn('performer@demo.test');
    expect((await dashboard(signedIn)).body.role).toBe('performer');
    expect((await app.request('POST', '/api/auth/signout-everywhere', { token: signedIn })).status).toBeLessThan(300);
    expect((await dashboard(signedIn)).status).toBe(401);
  });

  it('refuses a buyer’s token once it is signed out everywhere (the user read decides, in the dashboard’s round trip)', async () => {
    const token = await app.signIn('buyer.elite@demo.test');
    expect((await dashboard(token)).status).toBe(200);
    expect((await app.request('POST', '/api/auth/signout-everywhere', { token })).status).toBeLessThan(300);
    expect((await dashboard(token)).status).toBe(401);
  });
});

describe('GET /api/dashboard recent payouts, however many bookings were paid out', () => {
  it('are the latest payouts, newest first, each as the ledger posted it', async () => {
    const performerToken = await app.signIn('performer@demo.test');
    for (let day = 1; day <= 7; day++) {
      const offerId = await createOffer(buyer, `Payout order ${day}`, day, 100_000 + day * 1_000);
      await acceptAndPayLocally(app, offerId, { performer: performerToken, buyer });
    }
    // One booking's payout falls due each day: each sweep pays out one, a day after the last.
    for (let day = 1; day <= 10; day++) {
      app.clock.advance(DAY);
      await sweepOffers(deps());
    }
    const recount = await owner.query(
      `select l.offer_id as "offerId", o.event_name as "eventName", (-l.amount_cents)::int as amount
         from ledger_entries l join offers o on o.tenant_id = l.tenant_id and o.id = l.offer_id
        where o.performer_id = $1 and l.kind = 'performer_payout' and l.account = 'cash'
        order by l.created_at desc limit 5`,
      [performerId],
    );
    expect(recount.rows.filter((row) => row.eventName.startsWith('Payout order'))).toHaveLength(5);
    const { recentPayouts } = (await dashboard(performerToken)).body;
    expect(recentPayouts.map(({ paidAt: _, ...payout }: { paidAt: string }) => payout)).toEqual(recount.rows);
    const times = recentPayouts.map((payout: { paidAt: string }) => Date.parse(payout.paidAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(times).size).toBe(times.length);
  });
});
