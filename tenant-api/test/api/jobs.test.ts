import pg from 'pg';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventStartsAt } from '../../src/domain/offerTiming';
import { SWEEP_QUEUE, startJobs, sweepOffers } from '../../src/jobs/scheduler';
import { LocalGateway } from '../../src/payments/localGateway';
import { paymentsWith } from '../../src/payments/registry';
import { acceptAndPayLocally } from '../support/payments';
import { startTestApp, type TestApp } from '../support/harness';
import { inDays, offerBody, ownSlot } from '../support/offers';

const HOUR = 3_600_000;
let app: TestApp;
let owner: pg.Client;
let buyer: string;
let performer: string;
let performerId: string;

const deps = () => ({ orm: app.orm, payments: paymentsWith(new LocalGateway(app.orm)), clock: () => app.clock.now() });

async function createOffer(eventInDays: number) {
  const response = await app.request('POST', '/api/offers/create', {
    token: buyer,
    body: offerBody(performerId, 'Job test', eventInDays),
  });
  expect(response.status).toBe(201);
  return response.body.offerId as string;
}

const payFor = (offerId: string) => acceptAndPayLocally(app, offerId, { performer, buyer });

const statusOf = async (offerId: string) =>
  (await owner.query('select status from offers where id = $1', [offerId])).rows[0].status;

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 3 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  buyer = await app.signIn('buyer.basic@demo.test');
  performer = await app.signIn('performer@demo.test');
  performerId = (await app.request('GET', '/api/auth/me', { token: performer })).body.performerId;
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

describe('the offer sweep', () => {
  it('expires an unanswered offer after its 48-hour deadline, not before', async () => {
    const offerId = await createOffer(20);
    app.clock.advance(47 * HOUR);
    await sweepOffers(deps());
    expect(await statusOf(offerId)).toBe('PENDING');
    app.clock.advance(2 * HOUR);
    const result = await sweepOffers(deps());
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect(await statusOf(offerId)).toBe('EXPIRED');
    const late = await app.request('PUT', `/api/offers/${offerId}/respond`, {
      token: performer,
      body: { action: 'accept' },
    });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toContain('EXPIRED');
    const mine = await app.request('GET', '/api/offers/my-offers?status=expired', { token: buyer });
    expect(mine.body.offers.map((offer: { id: string }) => offer.id)).toContain(offerId);
  });

  it('expires each overdue offer in its own transaction: one held by an answer does not hold back the others', async () => {
    const first = await createOffer(30);
    app.clock.advance(60_000); // the sweep takes the oldest deadline first
    const held = await createOffer(31);
    app.clock.advance(49 * HOUR);
    const answering = new pg.Client({ connectionString: app.ownerUrl });
    await answering.connect();
    try {
      // A performer's answer holds the second offer's row lock while the sweep runs.
      await answering.query('begin');
      await answering.query('select 1 from offers where id = $1 for update', [held]);
      const sweep = sweepOffers(deps());
      await expect.poll(() => statusOf(first), { timeout: 10_000 }).toBe('EXPIRED');
      expect(await statusOf(held)).toBe('PENDING');
      await answering.query('commit');
      await sweep;
      expect(await statusOf(held)).toBe('EXPIRED');
    } finally {
      await answering.end();
    }
  });

  it('pays out a paid booking the day after the event: escrow empties, commission kept', async () => {
    const offerId = await createOffer(6);
    await payFor(offerId);

    await sweepOffers(deps());
    expect(await statusOf(offerId)).toBe('PAID');
    app.clock.advance(10 * 24 * HOUR);
    const result = await sweepOffers(deps());
    expect(result.paidOut).toBeGreaterThanOrEqual(1);
    expect(await statusOf(offerId)).toBe('PAID_OUT');
    const balances = Object.fromEntries(
      (
        await owner.query(
          'select account, sum(amount_cents)::int as b from ledger_entries where offer_id = $1 group by account',
          [offerId],
        )
      ).rows.map((row) => [row.account, row.b]),
    );
    expect(balances.escrow).toBe(0);
    expect(balances.platform_commission).toBe(-17_000);
    expect(balances.cash).toBe(30_000 + 17_000);
    const again = await sweepOffers(deps());
    expect(again.paidOut).toBe(0);
    const notes = await app.request('GET', '/api/notifications', { token: performer });
    expect(notes.body.notifications.some((note: { kind: string }) => note.kind === 'payout_sent')).toBe(true);
  });

  it('waits for the payout delay the tenant’s admin set, counted from the event', async () => {
    const admin = await app.signIn('admin@demo.test');
    const setDelay = async (payoutDelayDays: number) => {
      const response = await app.request('PUT', '/api/admin/fees', { token: admin, body: { payoutDelayDays } });
      expect(response.status).toBe(200);
    };
    await setDelay(3);
    const eventDate = inDays(14);
    const offerId = await createOffer(14);
    await payFor(offerId);
    const eventStart = eventStartsAt(eventDate, '20:00', 'America/Denver').getTime();
    app.clock.advance(eventStart + 2 * 24 * HOUR - app.clock.now().getTime());
    await sweepOffers(deps());
    expect(await statusOf(offerId)).toBe('PAID');
    app.clock.advance(1.5 * 24 * HOUR);
    await sweepOffers(deps());
    expect(await statusOf(offerId)).toBe('PAID_OUT');
    await setDelay(1);
  });
});

describe('pg-boss runs the sweep from PostgreSQL', () => {
  let boss: PgBoss;
  afterAll(() => boss?.stop({ graceful: false, wait: true }));

  it('a queued sweep job expires an overdue offer', async () => {
    const offerId = await createOffer(30);
    app.clock.advance(49 * HOUR);
    boss = await startJobs(app.ownerUrl, deps());
    await boss.send(SWEEP_QUEUE, {});
    for (let attempt = 0; attempt < 40 && (await statusOf(offerId)) !== 'EXPIRED'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(await statusOf(offerId)).toBe('EXPIRED');
  });
});

/** Last in this file: it moves the app clock weeks ahead. */
describe('escrow always ends at zero (issue 39)', () => {
  const DAY = 24 * HOUR;
  /** A paid booking `eventInDays` after the app clock's today, at its own time slot. */
  async function paidBooking(eventInDays: number) {
    const eventDate = new Date(app.clock.now().getTime() + eventInDays * DAY).toISOString().slice(0, 10);
    const response = await app.request('POST', '/api/offers/create', {
      token: buyer,
      body: { ...offerBody(performerId, 'Escrow test'), eventDate, ...ownSlot() },
    });
    expect(response.status).toBe(201);
    const offerId = response.body.offerId as string;
    await payFor(offerId);
    return offerId;
  }
  const escrowOf = async (offerId: string) =>
    (
      await owner.query(
        `select (-coalesce(sum(amount_cents), 0))::int as b from ledger_entries where offer_id = $1 and account = 'escrow'`,
        [offerId],
      )
    ).rows[0].b;
  const payoutEvents = async (offerId: string) =>
    (
      await owner.query(
        `select from_status, to_status, amount_cents::int as amount from offer_events where offer_id = $1 and transition = 'payOut'`,
        [offerId],
      )
    ).rows;

  it('pays out what a late cancellation left in escrow after the event, once, as the quote said', async () => {
    const late = await paidBooking(20);
    const early = await paidBooking(21);
    const quote = await app.request('GET', `/api/offers/${late}/cancellation`, { token: buyer });
    // $2,000 plus the 15 % service fee, 14-29 days out: half back, shared in proportion.
    expect(quote.body).toMatchObject({
      band: 'half',
      refund: 115_000,
      cancelledBy: 'buyer',
      split: {
        buyerRefund: 115_000,
        refundFromEscrow: 100_000,
        refundFromServiceFee: 15_000,
        performerPayout: 100_000 - 8_500,
        commission: 8_500,
        platformKeeps: 15_000 + 8_500,
      },
    });
    const asPerformer = await app.request('GET', `/api/offers/${late}/cancellation`, { token: performer });
    expect(asPerformer.body).toMatchObject({ band: 'performer_cancelled', cancelledBy: 'performer' });
    expect(asPerformer.body.split).toMatchObject({ buyerRefund: 230_000, performerPayout: 0, platformKeeps: 0 });

    expect((await app.request('PUT', `/api/offers/${late}/cancel`, { token: buyer, body: {} })).status).toBe(200);
    expect((await app.request('PUT', `/api/offers/${early}/cancel`, { token: performer, body: {} })).status).toBe(200);
    expect(await escrowOf(late)).toBe(100_000);
    expect(await escrowOf(early)).toBe(0);
    // A full refund empties the escrow at once: released when cancelled, nothing to pay out.
    const released = async (offerId: string) =>
      (await owner.query('select escrow_released_at from offers where id = $1', [offerId])).rows[0].escrow_released_at;
    expect(await released(early)).not.toBeNull();
    expect(await released(late)).toBeNull();

    await sweepOffers(deps());
    expect(await escrowOf(late)).toBe(100_000); // not before the event and the payout delay
    app.clock.advance(23 * DAY);
    await sweepOffers(deps());
    expect(await statusOf(late)).toBe('CANCELLED');
    expect(await escrowOf(late)).toBe(0);
    expect(await released(late)).not.toBeNull();
    expect(await payoutEvents(late)).toEqual([{ from_status: 'CANCELLED', to_status: 'CANCELLED', amount: 91_500 }]);
    expect(await payoutEvents(early)).toEqual([]);
    const balances = Object.fromEntries(
      (
        await owner.query(
          'select account, sum(amount_cents)::int as b from ledger_entries where offer_id = $1 group by account',
          [late],
        )
      ).rows.map((row) => [row.account, row.b]),
    );
    expect(balances).toEqual({ cash: 15_000 + 8_500, escrow: 0, platform_fees: -15_000, platform_commission: -8_500 });
    expect((await sweepOffers(deps())).paidOut).toBe(0);
    expect(await payoutEvents(late)).toHaveLength(1);

    const notes = await app.request('GET', '/api/notifications', { token: performer });
    const note = notes.body.notifications.find(
      (n: { kind: string; offerId: string | null }) => n.kind === 'payout_sent' && n.offerId === late,
    );
    expect(note.body).toContain('$915.00');
    const dashboard = await app.request('GET', '/api/dashboard', { token: performer });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.recentPayouts.find((p: { offerId: string }) => p.offerId === late)).toMatchObject({
      amount: 91_500,
    });
    expect(dashboard.body.recentPayouts.map((p: { offerId: string }) => p.offerId)).not.toContain(early);
    const history = (await app.request('GET', `/api/offers/${late}`, { token: performer })).body.history;
    expect(history.map((entry: { transition: string }) => entry.transition)).toContain('payOut');
  });
});
