import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOffers } from '../../src/jobs/scheduler';
import { LocalGateway } from '../../src/payments/localGateway';
import { paymentsWith } from '../../src/payments/registry';
import { AGENCY_HOST, startTestApp, type TestApp } from '../support/harness';
import { inDays, offerBody, ownSlot } from '../support/offers';
import { acceptAndPayLocally } from '../support/payments';
import { appClients, beginInTenant, promptly, tenantsSeenIn } from '../support/tenantClients';

/**
 * `offer_tallies` (issue 18, item 3): My offers' tab counts, the approval queue's length and the
 * admin dashboard read per-party, per-status tallies kept by a trigger on offers. After every kind
 * of change the tallies must add up to a recomputation from the offers themselves; concurrent
 * writers never wait for each other on them; and only their tenant may see them.
 */
const DAY = 86_400_000;
let app: TestApp;
let owner: pg.Client;
let buyer: string;
let guest: string;
let performer: string;
let admin: string;
let performerId: string;
let tenantIds: Record<string, string>;

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
  const tenants = await owner.query(`select slug, id from tenants`);
  tenantIds = Object.fromEntries(tenants.rows.map((row) => [row.slug, row.id]));
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

type Tallies = Record<string, { offers: number; total: number; offer: number }>;

const TALLY_SUMS = `sum(offers)::int as offers, sum(total_amount_cents)::bigint as total,
                    sum(offer_amount_cents)::bigint as offer`;

/** The tallies' figures by "tenant|party|party id|status", the slots of a key added up. */
async function stored(): Promise<Tallies> {
  const rows = await owner.query(
    `select tenant_id, party, party_id, status, ${TALLY_SUMS} from offer_tallies
      group by 1, 2, 3, 4 having sum(offers) <> 0 or sum(total_amount_cents) <> 0 or sum(offer_amount_cents) <> 0`,
  );
  return byKey(rows.rows);
}

/** The same figures recomputed from the offers. */
async function recomputed(): Promise<Tallies> {
  const rows = await owner.query(
    `select o.tenant_id, p.party, p.party_id, o.status, count(*)::int as offers,
            sum(o.total_amount_cents)::bigint as total, sum(o.offer_amount_cents)::bigint as offer
       from offers o
       cross join lateral (values ('tenant', o.tenant_id), ('buyer', o.buyer_id), ('performer', o.performer_id))
               as p (party, party_id)
      group by 1, 2, 3, 4`,
  );
  return byKey(rows.rows);
}

function byKey(rows: Record<string, any>[]): Tallies {
  return Object.fromEntries(
    rows.map((row) => [
      `${row.tenant_id}|${row.party}|${row.party_id}|${row.status}`,
      { offers: row.offers, total: Number(row.total), offer: Number(row.offer) },
    ]),
  );
}

async function expectTalliesMatchOffers(): Promise<Tallies> {
  const [table, offers] = await Promise.all([stored(), recomputed()]);
  expect(table).toEqual(offers);
  return table;
}

const statusOf = async (id: string) =>
  (await owner.query(`select status from offers where id = $1`, [id])).rows[0].status as string;

async function createOffer(token: string, body: Record<string, unknown> = {}): Promise<string> {
  const created = await app.request('POST', '/api/offers/create', {
    token,
    body: { ...offerBody(performerId, 'Tally night', 40), ...ownSlot(), ...body },
  });
  expect(created.status, created.text).toBe(201);
  return created.body.offerId as string;
}

const put = async (path: string, token: string, body: unknown = {}) => {
  const response = await app.request('PUT', path, { token, body });
  expect(response.status, response.text).toBe(200);
  return response.body;
};

const myCounts = async (token: string) => (await app.request('GET', '/api/offers/my-offers', { token })).body.counts;

describe('offer tallies follow the offers', () => {
  it('through every API step: create, approve, accept, counter, decline, cancel, pay, expire, pay out', async () => {
    await expectTalliesMatchOffers();

    const approved = await createOffer(guest, { offerAmount: 110_000 });
    expect(await statusOf(approved)).toBe('PENDING_ADMIN_APPROVAL');
    await expectTalliesMatchOffers();
    const queue = (await app.request('GET', '/api/admin/offers/pending', { token: admin })).body;
    expect((await app.request('GET', '/api/dashboard', { token: admin })).body.stats.pendingApprovalCount).toBe(
      queue.total,
    );
    await put(`/api/admin/offers/${approved}/approve`, admin);
    await expectTalliesMatchOffers();

    const accepted = await createOffer(buyer, { offerAmount: 120_000 });
    await put(`/api/offers/${accepted}/respond`, performer, { action: 'accept' });
    await expectTalliesMatchOffers();

    const countered = await createOffer(buyer, { offerAmount: 130_000 });
    await put(`/api/offers/${countered}/counter`, performer, { counterAmount: 160_000 });
    await expectTalliesMatchOffers();
    await put(`/api/offers/${countered}/counter-response`, buyer, { action: 'accept' });
    await expectTalliesMatchOffers();

    const declined = await createOffer(buyer, { offerAmount: 140_000 });
    await put(`/api/offers/${declined}/respond`, performer, { action: 'decline' });
    await expectTalliesMatchOffers();

    const paid = await createOffer(buyer, { offerAmount: 150_000, eventDate: inDays(1) });
    await acceptAndPayLocally(app, paid, { performer, buyer });
    expect(await statusOf(paid)).toBe('PAID');
    await expectTalliesMatchOffers();

    const refunded = await createOffer(buyer, { offerAmount: 170_000 });
    await acceptAndPayLocally(app, refunded, { performer, buyer });
    expect((await put(`/api/offers/${refunded}/cancel`, buyer, { reason: 'Venue closed' })).status).toBe('CANCELLED');
    await expectTalliesMatchOffers();

    const overdue = await createOffer(buyer, { offerAmount: 180_000 });
    app.clock.advance(4 * DAY);
    await sweepOffers({
      orm: app.orm,
      payments: paymentsWith(new LocalGateway(app.orm)),
      clock: () => app.clock.now(),
    });
    expect(await statusOf(overdue)).toBe('EXPIRED');
    expect(await statusOf(paid)).toBe('PAID_OUT');
    const table = await expectTalliesMatchOffers();

    const buyerId = (await owner.query(`select id from users where email = 'buyer.basic@demo.test'`)).rows[0].id;
    const mine = (status: string) => table[`${tenantIds.flagship}|buyer|${buyerId}|${status}`]?.offers ?? 0;
    expect(await myCounts(buyer)).toMatchObject({
      expired: mine('EXPIRED'),
      declined: mine('REJECTED') + mine('CANCELLED'),
    });
  });

  it('direct writes keep them too: re-pricing, reassigning, bulk updates, inserts and deletes', async () => {
    const ids = [await createOffer(buyer), await createOffer(buyer), await createOffer(buyer)];
    await owner.query(`update offers set total_amount_cents = total_amount_cents + 999 where id = $1`, [ids[0]]);
    await expectTalliesMatchOffers();
    await owner.query(
      `update offers set buyer_id = (select id from users where email = 'buyer.guest@demo.test') where id = $1`,
      [ids[1]],
    );
    await expectTalliesMatchOffers();
    await owner.query(`update offers set status = 'REJECTED' where id = any($1::uuid[])`, [ids]);
    await expectTalliesMatchOffers();
    await owner.query(`update offers set updated_at = now() where id = any($1::uuid[])`, [ids]);
    const copies = await owner.query(
      `insert into offers select (jsonb_populate_record(o, jsonb_build_object('id', gen_random_uuid(), 'status', s))).*
         from offers o, unnest(array['PAID', 'PENDING', 'EXPIRED']) s where o.id = any($1::uuid[]) returning id`,
      [ids],
    );
    expect(copies.rowCount).toBe(9);
    await expectTalliesMatchOffers();
    await owner.query(`delete from offers where id = any($1::uuid[])`, [copies.rows.map((row) => row.id)]);
    await expectTalliesMatchOffers();
  });
});

describe('concurrent writers', () => {
  let clients: pg.Client[];
  beforeAll(async () => {
    clients = await appClients(app, 2);
  });
  afterAll(() => Promise.all(clients.map((client) => client.end())));

  const begin = (client: pg.Client) => beginInTenant(client, tenantIds.flagship!);
  const setStatus = (client: pg.Client, id: string, status: string) =>
    client.query(`update offers set status = $2 where id = $1`, [id, status]);
  it('never wait for each other on one buyer’s, performer’s or tenant’s tallies, in any order', async () => {
    const [a, b] = [await createOffer(buyer), await createOffer(buyer)];
    const [c, d] = [await createOffer(guest), await createOffer(guest)];
    await put(`/api/admin/offers/${c}/approve`, admin);
    await put(`/api/admin/offers/${d}/approve`, admin);
    const [one, two] = clients as [pg.Client, pg.Client];
    await begin(one);
    await begin(two);
    // Same buyer, performer and tenant at once, then crosswise: an upsert would wait, then deadlock.
    await setStatus(one, a, 'ACCEPTED');
    await promptly(setStatus(two, b, 'REJECTED'));
    await promptly(setStatus(one, c, 'ACCEPTED'));
    await promptly(setStatus(two, d, 'REJECTED'));
    await one.query('commit');
    await two.query('rollback');
    await expectTalliesMatchOffers();
    expect(await statusOf(a)).toBe('ACCEPTED');
    expect(await statusOf(b)).toBe('PENDING');
  }, 20_000);

  it('fold a key’s slots back into one once writes no longer overlap', async () => {
    const [a, b, c] = [await createOffer(buyer), await createOffer(buyer), await createOffer(buyer)];
    const [one, two] = clients as [pg.Client, pg.Client];
    await begin(one);
    await begin(two);
    await setStatus(one, a, 'REJECTED');
    await setStatus(two, b, 'REJECTED');
    await Promise.all([one.query('commit'), two.query('commit')]);
    const buyerId = (await owner.query(`select buyer_id from offers where id = $1`, [a])).rows[0].buyer_id;
    const slots = () =>
      owner
        .query(`select count(*)::int as n from offer_tallies where party = 'buyer' and party_id = $1 and status = $2`, [
          buyerId,
          'REJECTED',
        ])
        .then((result) => result.rows[0].n as number);
    expect(await slots()).toBe(2);
    await put(`/api/offers/${c}/respond`, performer, { action: 'decline' });
    expect(await slots()).toBe(1);
    await expectTalliesMatchOffers();
  }, 20_000);
});

describe('row-level security on offer tallies', () => {
  let appClient: pg.Client;
  beforeAll(async () => {
    appClient = new pg.Client({ connectionString: app.appUrl });
    await appClient.connect();
    const agencyBuyer = await app.signIn('buyer@demo-agency.test', AGENCY_HOST);
    const agencyPerformer = await app.signIn('performer@demo-agency.test', AGENCY_HOST);
    const agencyPerformerId = (await app.request('GET', '/api/auth/me', { token: agencyPerformer, host: AGENCY_HOST }))
      .body.performerId;
    const created = await app.request('POST', '/api/offers/create', {
      token: agencyBuyer,
      host: AGENCY_HOST,
      body: { ...offerBody(agencyPerformerId, 'Agency tally'), ...ownSlot() },
    });
    expect(created.status, created.text).toBe(201);
  });
  afterAll(() => appClient?.end());

  const tenantsSeenAs = (tenantId: string | null) => tenantsSeenIn(appClient, 'offer_tallies', tenantId);

  it('each tenant sees only its own rows; without a tenant, none', async () => {
    const tenants = new Set(Object.keys(await expectTalliesMatchOffers()).map((key) => key.split('|')[0]));
    for (const slug of ['flagship', 'demo-agency']) {
      expect(tenants.has(tenantIds[slug])).toBe(true);
      expect(await tenantsSeenAs(tenantIds[slug]!)).toEqual([tenantIds[slug]]);
    }
    expect(await tenantsSeenAs(null)).toEqual([]);
  });

  it('refuses to write a row for another tenant', async () => {
    await appClient.query('begin');
    await appClient.query(`select set_config('app.tenant_id', $1, true)`, [tenantIds.flagship]);
    const attempt = appClient.query(
      `insert into offer_tallies (tenant_id, party, party_id, status, offers, total_amount_cents, offer_amount_cents)
       values ($1, 'tenant', $1, 'PENDING', 1000, 0, 0)`,
      [tenantIds['demo-agency']],
    );
    await expect(attempt).rejects.toThrow(/row-level security/);
    await appClient.query('rollback');
  });
});
