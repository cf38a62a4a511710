import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOffers } from '../../src/jobs/scheduler';
import { LocalGateway } from '../../src/payments/localGateway';
import { paymentsWith } from '../../src/payments/registry';
import { AGENCY_HOST, ownerOf, startTestApp, type TestApp } from '../support/harness';
import { ledgerTallyMismatches } from '../support/money';
import { inDays, offerBody, ownSlot } from '../support/offers';
import { acceptAndPayLocally } from '../support/payments';
import { appClients, beginInTenant, promptly, tenantsSeenIn } from '../support/tenantClients';

/**
 * `ledger_tallies` (issue 18, item 3): the dashboards' money figures read per-party sums of the
 * ledger kept by triggers on ledger_entries. After every kind of money movement they must add up
 * to the entries themselves, the dashboards must show what the entries say, concurrent postings
 * never wait for each other on them, and only their tenant may see them.
 */
const DAY = 86_400_000;
let app: TestApp;
let owner: pg.Client;
let buyer: string;
let performer: string;
let performerId: string;
let flagshipId: string;
let agencyId: string;

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 3 } });
  ({ owner, flagshipId, agencyId } = await ownerOf(app));
  buyer = await app.signIn('buyer.basic@demo.test');
  performer = await app.signIn('performer@demo.test');
  performerId = (await app.request('GET', '/api/auth/me', { token: performer })).body.performerId;
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

/** An offer of the demo buyer's (its event 10 days ahead: the first test moves the app's clock 4 days on). */
async function createOffer(amount: number, eventDate = inDays(10)): Promise<string> {
  const created = await app.request('POST', '/api/offers/create', {
    token: buyer,
    body: { ...offerBody(performerId, 'Ledger night', 40), ...ownSlot(), offerAmount: amount, eventDate },
  });
  expect(created.status, created.text).toBe(201);
  return created.body.offerId as string;
}

/** What the ledger itself says the dashboards should show, added up from the entries. */
async function fromEntries() {
  const sum = async (where: string) =>
    Number(
      (
        await owner.query(
          `select coalesce(sum(l.amount_cents), 0)::bigint as total from ledger_entries l
             join offers o on o.tenant_id = l.tenant_id and o.id = l.offer_id
            where o.performer_id = $1 and ${where}`,
          [performerId],
        )
      ).rows[0].total,
    );
  /** Credits, as the dashboards show them: positive (0, not -0, when there are none). */
  const credits = async (where: string) => 0 - (await sum(where));
  return {
    buyer: {
      totalCharged: await sum(`l.kind = 'buyer_charge' and l.account = 'cash'`),
      totalRefunded: await credits(`l.kind = 'refund' and l.account = 'cash'`),
    },
    performer: {
      booked: await credits(`l.account = 'escrow' and l.kind <> 'performer_payout'`),
      inEscrow: await credits(`l.account = 'escrow'`),
      paidOut: await credits(`l.account = 'cash' and l.kind = 'performer_payout'`),
      commission: await credits(`l.account = 'platform_commission'`),
    },
  };
}

async function expectDashboardsMatchLedger() {
  expect(await ledgerTallyMismatches(owner)).toEqual([]);
  const expected = await fromEntries();
  const buyerStats = (await app.request('GET', '/api/dashboard', { token: buyer })).body.stats;
  // The demo buyer books only the demo performer here, so the performer's entries are the buyer's.
  expect(buyerStats).toMatchObject({
    ...expected.buyer,
    totalSpent: expected.buyer.totalCharged - expected.buyer.totalRefunded,
  });
  expect((await app.request('GET', '/api/dashboard', { token: performer })).body.earnings).toEqual(expected.performer);
}

describe('ledger tallies follow the ledger', () => {
  it('through charges, a refunded cancellation, a payout and a subscription charge', async () => {
    await expectDashboardsMatchLedger();
    const paid = await createOffer(150_000, inDays(1));
    await acceptAndPayLocally(app, paid, { performer, buyer });
    await expectDashboardsMatchLedger();
    expect((await app.request('GET', '/api/dashboard', { token: buyer })).body.stats.totalCharged).toBeGreaterThan(0);

    const refunded = await createOffer(170_000, inDays(20));
    await acceptAndPayLocally(app, refunded, { performer, buyer });
    const cancel = await app.request('PUT', `/api/offers/${refunded}/cancel`, {
      token: buyer,
      body: { reason: 'Venue closed' },
    });
    expect(cancel.status, cancel.text).toBe(200);
    await expectDashboardsMatchLedger();
    expect((await app.request('GET', '/api/dashboard', { token: buyer })).body.stats.totalRefunded).toBeGreaterThan(0);

    app.clock.advance(4 * DAY);
    await sweepOffers({
      orm: app.orm,
      payments: paymentsWith(new LocalGateway(app.orm)),
      clock: () => app.clock.now(),
    });
    expect((await owner.query(`select status from offers where id = $1`, [paid])).rows[0].status).toBe('PAID_OUT');
    await expectDashboardsMatchLedger();
    expect((await app.request('GET', '/api/dashboard', { token: performer })).body.earnings.paidOut).toBeGreaterThan(0);

    // An entry of no offer (a subscription charge) belongs to no party.
    const journal = randomUUID();
    await owner.query(
      `insert into ledger_entries (tenant_id, id, journal_id, offer_id, account, amount_cents, kind)
       values ($1, gen_random_uuid(), $2, null, 'cash', 900, 'subscription_charge'),
              ($1, gen_random_uuid(), $2, null, 'subscription_revenue', -900, 'subscription_charge')`,
      [flagshipId, journal],
    );
    await expectDashboardsMatchLedger();
  });

  it('direct writes keep them too: a moved entry, a bulk insert, deletes', async () => {
    const offer = await createOffer(120_000);
    await acceptAndPayLocally(app, offer, { performer, buyer });
    await owner.query(
      `update ledger_entries set amount_cents = amount_cents * 2 where offer_id = $1 and account in ('cash', 'escrow', 'platform_fees')`,
      [offer],
    );
    await expectDashboardsMatchLedger();
    const copies = await owner.query(
      `insert into ledger_entries (tenant_id, id, journal_id, offer_id, account, amount_cents, kind)
       select tenant_id, gen_random_uuid(), journal_id, offer_id, account, amount_cents, kind
         from ledger_entries where offer_id = $1 returning id`,
      [offer],
    );
    expect(copies.rowCount).toBeGreaterThan(0);
    await expectDashboardsMatchLedger();
    await owner.query(`delete from ledger_entries where id = any($1::uuid[])`, [copies.rows.map((row) => row.id)]);
    await expectDashboardsMatchLedger();
  });
});

describe('concurrent postings', () => {
  let clients: pg.Client[];
  beforeAll(async () => {
    clients = await appClients(app, 2);
  });
  afterAll(() => Promise.all(clients.map((client) => client.end())));

  const begin = (client: pg.Client) => beginInTenant(client, flagshipId);
  /** A balanced charge journal for the offer, as the payments code posts one: one statement. */
  const charge = (client: pg.Client, offerId: string, amount: number) =>
    client.query(
      `insert into ledger_entries (tenant_id, id, journal_id, offer_id, account, amount_cents, kind)
       select $1, gen_random_uuid(), j, $2, a, v, 'buyer_charge'
         from gen_random_uuid() j, (values ('cash', $3::bigint), ('escrow', -$3::bigint)) as line (a, v)`,
      [flagshipId, offerId, amount],
    );

  it('of one buyer and performer never wait for each other, and their slots fold back into one', async () => {
    const [a, b, c] = [await createOffer(100_000), await createOffer(100_000), await createOffer(100_000)];
    const [one, two] = clients as [pg.Client, pg.Client];
    await begin(one);
    await begin(two);
    await charge(one, a, 1_000);
    await promptly(charge(two, b, 2_000));
    await Promise.all([one.query('commit'), two.query('commit')]);
    const buyerId = (await owner.query(`select buyer_id from offers where id = $1`, [a])).rows[0].buyer_id;
    const slots = async () =>
      (
        await owner.query(
          `select count(*)::int as n from ledger_tallies
            where party = 'buyer' and party_id = $1 and account = 'cash' and kind = 'buyer_charge'`,
          [buyerId],
        )
      ).rows[0].n as number;
    expect(await slots()).toBe(2);
    expect(await ledgerTallyMismatches(owner)).toEqual([]);
    await begin(one);
    await charge(one, c, 3_000);
    await one.query('commit');
    expect(await slots()).toBe(1);
    expect(await ledgerTallyMismatches(owner)).toEqual([]);
  }, 20_000);
});

describe('row-level security on ledger tallies', () => {
  it('each tenant sees only its own rows, none without a tenant, and may not write another’s', async () => {
    const agencyBuyer = await app.signIn('buyer@demo-agency.test', AGENCY_HOST);
    const agencyPerformer = await app.signIn('performer@demo-agency.test', AGENCY_HOST);
    const me = await app.request('GET', '/api/auth/me', { token: agencyPerformer, host: AGENCY_HOST });
    const created = await app.request('POST', '/api/offers/create', {
      token: agencyBuyer,
      host: AGENCY_HOST,
      body: { ...offerBody(me.body.performerId, 'Agency ledger'), ...ownSlot(), eventDate: inDays(10) },
    });
    expect(created.status, created.text).toBe(201);
    await acceptAndPayLocally(app, created.body.offerId, {
      performer: agencyPerformer,
      buyer: agencyBuyer,
      host: AGENCY_HOST,
    });
    expect(await ledgerTallyMismatches(owner)).toEqual([]);

    const [appClient] = (await appClients(app, 1)) as [pg.Client];
    try {
      for (const tenantId of [flagshipId, agencyId]) {
        expect(await tenantsSeenIn(appClient, 'ledger_tallies', tenantId)).toEqual([tenantId]);
      }
      expect(await tenantsSeenIn(appClient, 'ledger_tallies', null)).toEqual([]);

      await beginInTenant(appClient, flagshipId);
      const forged = appClient.query(
        `insert into ledger_tallies (tenant_id, party, party_id, account, kind, amount_cents, entries)
         values ($1, 'buyer', $1, 'cash', 'buyer_charge', 1000000, 1)`,
        [agencyId],
      );
      await expect(forged).rejects.toThrow(/row-level security/);
      await appClient.query('rollback');
    } finally {
      await appClient.end();
    }
  }, 20_000);
});
