import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireOverdueOffers } from '../../src/commands/offers/expireOverdueOffers';
import { reconcileAllPayments, sweepOffers } from '../../src/jobs/scheduler';
import { LocalGateway } from '../../src/payments/localGateway';
import { startTestApp, type TestApp } from '../support/harness';
import { bookedAmount, localProviderNet, moneyOf, payOnLocalPage, sessionOf, verifyLocal } from '../support/money';
import { ownSlot } from '../support/offers';

/** Issue 15, "one booking, one charge", on the default (local) gateway. */
const HOUR = 3_600_000;
let app: TestApp;
let owner: pg.Client;
let buyer: string;
let otherBuyer: string;
let performer: string;
let performerId: string;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const deps = () => ({ orm: app.orm, payments: app.payments, clock: () => app.clock.now() });
const draft = () => ({
  performerId,
  eventName: `One charge ${Math.random().toString(36).slice(2, 8)}`,
  eventDate: inDays(300),
  ...ownSlot(),
  venueName: 'The Laugh Loft',
  venueAddress: '12 Main St',
  venueCity: 'Austin',
  venueState: 'TX',
  offerAmount: 100_000,
});

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 3 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  buyer = await app.signIn('buyer.basic@demo.test');
  otherBuyer = await app.signIn('buyer.elite@demo.test');
  performer = await app.signIn('performer@demo.test');
  performerId = (await app.request('GET', '/api/auth/me', { token: performer })).body.performerId;
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

async function createdOffer(): Promise<string> {
  const created = await app.request('POST', '/api/offers/create', { token: buyer, body: draft() });
  expect(created.status).toBe(201);
  return created.body.offerId;
}

async function acceptedOffer(): Promise<{ offerId: string; paymentUrl: string }> {
  const offerId = await createdOffer();
  const accepted = await app.request('PUT', `/api/offers/${offerId}/respond`, {
    token: performer,
    body: { action: 'accept' },
  });
  expect(accepted.status).toBe(200);
  return { offerId, paymentUrl: accepted.body.paymentUrl };
}

const checkout = (offerId: string, body: object = {}, headers: Record<string, string> = {}) =>
  app.request('POST', `/api/offers/${offerId}/checkout`, { token: buyer, body, headers });

const tenantOf = async (offerId: string): Promise<string> =>
  (await owner.query('select tenant_id from offers where id = $1', [offerId])).rows[0].tenant_id;

const paymentRows = async (offerId: string) =>
  (await owner.query('select session_id, status from payments where offer_id = $1 order by created_at', [offerId]))
    .rows;

/** Captured minus refunded is the booked amount (or zero), the ledger sums to zero, one booked payment at most. */
async function expectOneCharge(offerId: string) {
  const money = await moneyOf(owner, offerId);
  expect(money.unbalancedJournals).toBe(0);
  expect(money.ledgerSum).toBe(0);
  expect(money.paidPayments).toBeLessThanOrEqual(1);
  expect(money.captured - money.refunded).toBe(bookedAmount(money));
  expect(await localProviderNet(owner, offerId)).toBe(bookedAmount(money));
  return money;
}

describe('bug 1: three checkout calls, three payable sessions', () => {
  it('every checkout call answers the one open session; its return page follows the latest call', async () => {
    const { offerId, paymentUrl } = await acceptedOffer();
    const calls = [{}, { returnUrl: 'http://localhost/offers?tab=accepted' }, { returnUrl: 'http://localhost/me#pay' }];
    for (const body of calls) {
      const response = await checkout(offerId, body);
      expect(response.status).toBe(200);
      expect(response.body.paymentUrl).toBe(paymentUrl);
    }
    expect(await paymentRows(offerId)).toEqual([{ session_id: sessionOf(paymentUrl), status: 'open' }]);
    const paid = await payOnLocalPage(app, paymentUrl);
    expect(paid.status).toBe(302);
    expect(paid.headers.location).toBe(`http://localhost/me?hl_checkout=${sessionOf(paymentUrl)}#pay`);
    const verified = await verifyLocal(app, sessionOf(paymentUrl), buyer);
    expect(verified.status).toBe(200);
    expect(verified.body.status).toBe('PAID');
    const again = await checkout(offerId, { returnUrl: 'http://localhost/me' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'wrong_state',
      message: 'This offer is PAID; it is already paid, so there is nothing more to pay',
    });
    expect((await expectOneCharge(offerId)).status).toBe('PAID');
  });

  it('ten concurrent checkout calls with different return pages make one session', async () => {
    const { offerId, paymentUrl } = await acceptedOffer();
    await owner.query(`delete from payments where offer_id = $1`, [offerId]);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => checkout(offerId, { returnUrl: `http://localhost/page-${index}` })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((response) => response.body.paymentUrl)).size).toBe(1);
    expect(responses[0]!.body.paymentUrl).toBe(paymentUrl);
    expect(await paymentRows(offerId)).toHaveLength(1);
  });

  it('a second session paid anyway (one made before this fix) is refunded in full on verify, with its journals', async () => {
    const { offerId, paymentUrl } = await acceptedOffer();
    // A session left from before: the provider has it, our table has it set aside.
    const stale = await new LocalGateway(app.orm).createCheckout({
      tenantId: (await owner.query('select tenant_id from offers where id = $1', [offerId])).rows[0].tenant_id,
      offerId,
      amountCents: 115_000,
      description: 'stale',
      successUrl: 'http://localhost/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost/',
      idempotencyKey: `stale:${offerId}`,
    });
    await owner.query(
      `insert into payments (tenant_id, id, offer_id, gateway, session_id, checkout_url, status, amount_cents)
       select tenant_id, gen_random_uuid(), id, 'local', $2, $3, 'superseded', 115000 from offers where id = $1`,
      [offerId, stale.sessionId, stale.url],
    );
    expect((await payOnLocalPage(app, stale.url)).status).toBe(302);
    expect((await payOnLocalPage(app, paymentUrl)).status).toBe(302);
    expect((await verifyLocal(app, sessionOf(paymentUrl), buyer)).status).toBe(200);
    const second = await verifyLocal(app, stale.sessionId, buyer);
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({
      code: 'payment_refunded',
      message:
        'This offer was already paid through another checkout, and that payment is the booking, so your payment of $1,150.00 was refunded in full. No booking was made from it.',
    });
    // Asked again: the same answer, and no second refund.
    expect((await verifyLocal(app, stale.sessionId, buyer)).body.error.code).toBe('payment_refunded');
    expect(
      (
        await owner.query(
          'select count(*)::int as n from local_refunds where payment_id in (select payment_id from local_checkout_sessions where offer_id = $1)',
          [offerId],
        )
      ).rows[0].n,
    ).toBe(1);
    const statuses = (await paymentRows(offerId)).map((row) => row.status).sort();
    expect(statuses).toEqual(['paid', 'refunded']);
    const money = await expectOneCharge(offerId);
    expect(money).toMatchObject({ status: 'PAID', captured: 230_000, refunded: 115_000 });
    const notice = await owner.query(
      `select body from notifications where offer_id = $1 and kind = 'payment_refunded'`,
      [offerId],
    );
    expect(notice.rows).toHaveLength(1);
  });
});

describe('the return endpoint', () => {
  it('answers 404 for an offer of another tenant or an unknown session, and never redirects elsewhere', async () => {
    const { offerId } = await acceptedOffer();
    const agency = (await owner.query(`select id from tenants where slug = 'demo-agency'`)).rows[0].id;
    const flagship = (await owner.query('select tenant_id from offers where id = $1', [offerId])).rows[0].tenant_id;
    const foreign = await app.request('GET', `/api/payments/return/${agency}/${offerId}?cancelled=1`);
    expect(foreign.status).toBe(404);
    const unknown = await app.request('GET', `/api/payments/return/${flagship}/${offerId}?session_id=lcs_nope`);
    expect(unknown.status).toBe(404);
    const cancelled = await app.request('GET', `/api/payments/return/${flagship}/${offerId}?cancelled=1`);
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.location).toBe(`http://localhost/offers/${offerId}`);
    const bad = await app.request('GET', `/api/payments/return/${flagship}/not-a-uuid`);
    expect(bad.status).toBe(400);
  });
});

describe('bug 2: paid, expired, kept', () => {
  it('the pay-deadline sweep books a payment the provider reports paid instead of expiring the offer', async () => {
    const { offerId, paymentUrl } = await acceptedOffer();
    expect((await payOnLocalPage(app, paymentUrl)).status).toBe(302);
    app.clock.advance(73 * HOUR);
    await sweepOffers(deps());
    const money = await expectOneCharge(offerId);
    expect(money.status).toBe('PAID');
    expect(money.captured).toBe(115_000);
    // The late verify call just reads the booking.
    const verified = await verifyLocal(app, sessionOf(paymentUrl), buyer);
    expect(verified.status).toBe(200);
    expect(verified.body.status).toBe('PAID');
  });

  it('once expired, the offer’s checkout is closed at the provider: paying it takes no money', async () => {
    const { offerId, paymentUrl } = await acceptedOffer();
    app.clock.advance(73 * HOUR);
    await sweepOffers(deps());
    expect((await moneyOf(owner, offerId)).status).toBe('EXPIRED');
    expect(await paymentRows(offerId)).toEqual([{ session_id: sessionOf(paymentUrl), status: 'expired' }]);
    expect((await payOnLocalPage(app, paymentUrl)).status).toBe(302);
    const verified = await verifyLocal(app, sessionOf(paymentUrl), buyer);
    expect(verified.status).toBe(409);
    expect(verified.body.error).toEqual({
      code: 'payment_not_completed',
      message: 'This checkout was closed before it was paid; nothing was charged.',
    });
    expect(await expectOneCharge(offerId)).toMatchObject({ captured: 0, refunded: 0 });
  });

  it('a payment that lands just after the sweep asked is refunded on verify, with a message the buyer understands', async () => {
    const { offerId, paymentUrl } = await acceptedOffer();
    app.clock.advance(73 * HOUR);
    expect((await payOnLocalPage(app, paymentUrl)).status).toBe(302);
    // The sweep's expiry step alone: as if the payment landed after the sweep asked the provider.
    await expireOverdueOffers(app.orm, await tenantOf(offerId), app.clock.now());
    expect((await moneyOf(owner, offerId)).status).toBe('EXPIRED');
    const verified = await verifyLocal(app, sessionOf(paymentUrl), buyer);
    expect(verified.status).toBe(409);
    expect(verified.body.error).toEqual({
      code: 'payment_refunded',
      message:
        'The offer expired before the payment arrived, so your payment of $1,150.00 was refunded in full. No booking was made from it.',
    });
    const money = await expectOneCharge(offerId);
    expect(money).toMatchObject({ status: 'EXPIRED', captured: 115_000, refunded: 115_000 });
  });

  it('the reconciliation job refunds such a payment when nobody verifies it', async () => {
    const { offerId, paymentUrl } = await acceptedOffer();
    app.clock.advance(73 * HOUR);
    expect((await payOnLocalPage(app, paymentUrl)).status).toBe(302);
    await expireOverdueOffers(app.orm, await tenantOf(offerId), app.clock.now());
    const result = await reconcileAllPayments(deps());
    expect(result.refunded).toBeGreaterThanOrEqual(1);
    expect(await paymentRows(offerId)).toEqual([{ session_id: sessionOf(paymentUrl), status: 'refunded' }]);
    expect((await expectOneCharge(offerId)).refunded).toBe(115_000);
    await reconcileAllPayments(deps());
    expect((await moneyOf(owner, offerId)).refunded).toBe(115_000);
  });
});

describe('the reconciliation job', () => {
  it('books a paid payment whose verify call never came, once', async () => {
    const { offerId, paymentUrl } = await acceptedOffer();
    expect((await payOnLocalPage(app, paymentUrl)).status).toBe(302);
    expect((await reconcileAllPayments(deps())).booked).toBeGreaterThanOrEqual(1);
    await reconcileAllPayments(deps());
    const money = await expectOneCharge(offerId);
    expect(money).toMatchObject({ status: 'PAID', captured: 115_000, refunded: 0 });
  });

  it('the buyer cancels an accepted offer they had paid without verifying: refunded at once', async () => {
    const { offerId, paymentUrl } = await acceptedOffer();
    expect((await payOnLocalPage(app, paymentUrl)).status).toBe(302);
    expect((await app.request('PUT', `/api/offers/${offerId}/cancel`, { token: buyer, body: {} })).status).toBe(200);
    expect(await expectOneCharge(offerId)).toMatchObject({ status: 'CANCELLED', refunded: 115_000 });
  });

  it('a cancelled offer’s checkout is closed: paying it takes no money', async () => {
    const { offerId, paymentUrl } = await acceptedOffer();
    expect((await app.request('PUT', `/api/offers/${offerId}/cancel`, { token: buyer, body: {} })).status).toBe(200);
    expect((await payOnLocalPage(app, paymentUrl)).status).toBe(302);
    await reconcileAllPayments(deps());
    expect(await expectOneCharge(offerId)).toMatchObject({ status: 'CANCELLED', captured: 0 });
  });
});

describe('bug 3 and Idempotency-Key on every state-changing offer call', () => {
  it('a retried accept with its key gets the first answer, payment link included; without one it is a 409', async () => {
    const offerId = await createdOffer();
    const headers = { 'idempotency-key': `accept-${offerId}` };
    const first = await app.request('PUT', `/api/offers/${offerId}/respond`, {
      token: performer,
      body: { action: 'accept' },
      headers,
    });
    expect(first.status).toBe(200);
    expect(first.body.paymentUrl).toMatch(/^http:\/\/localhost\/checkout\/lcs_/);
    const retry = await app.request('PUT', `/api/offers/${offerId}/respond`, {
      token: performer,
      body: { action: 'accept' },
      headers,
    });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const history = await owner.query(`select count(*)::int as n from offer_events where offer_id = $1`, [offerId]);
    expect(history.rows[0].n).toBe(2);
    const unkeyed = await app.request('PUT', `/api/offers/${offerId}/respond`, {
      token: performer,
      body: { action: 'accept' },
    });
    expect(unkeyed.status).toBe(409);
  });

  it('the same key with another body or on another route is a 422 naming the header', async () => {
    const offerId = await createdOffer();
    const headers = { 'idempotency-key': `reuse-${offerId}` };
    expect(
      (
        await app.request('PUT', `/api/offers/${offerId}/counter`, {
          token: performer,
          body: { counterAmount: 120_000 },
          headers,
        })
      ).status,
    ).toBe(200);
    const otherBody = await app.request('PUT', `/api/offers/${offerId}/counter`, {
      token: performer,
      body: { counterAmount: 130_000 },
      headers,
    });
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.error).toMatchObject({
      code: 'idempotency_key_reused',
      fields: { 'Idempotency-Key': 'Already used with a different body' },
    });
    const otherRoute = await app.request('PUT', `/api/offers/${offerId}/respond`, {
      token: performer,
      body: { action: 'decline' },
      headers,
    });
    expect(otherRoute.status).toBe(422);
    expect(otherRoute.body.error.message).toContain(`PUT /api/offers/${offerId}/counter`);
    expect((await moneyOf(owner, offerId)).status).toBe('COUNTER_OFFER');
  });

  it('keys belong to one user; they expire after 24 hours', async () => {
    const key = `mine-${Date.now()}`;
    const mine = await app.request('POST', '/api/offers/create', {
      token: buyer,
      body: draft(),
      headers: { 'idempotency-key': key },
    });
    const theirs = await app.request('POST', '/api/offers/create', {
      token: otherBuyer,
      body: draft(),
      headers: { 'idempotency-key': key },
    });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.offerId).not.toBe(mine.body.offerId);
    const body = draft();
    const headers = { 'idempotency-key': `expiring-${Date.now()}` };
    const first = await app.request('POST', '/api/offers/create', { token: buyer, body, headers });
    app.clock.advance(25 * HOUR);
    const later = await app.request('POST', '/api/offers/create', { token: buyer, body, headers });
    expect(later.status).toBe(201);
    expect(later.body.offerId).not.toBe(first.body.offerId);
  });

  it('cancel, checkout and admin review replay their first answer', async () => {
    const { offerId, paymentUrl } = await acceptedOffer();
    const headers = { 'idempotency-key': `checkout-${offerId}` };
    const [a, b] = await Promise.all([
      checkout(offerId, { returnUrl: 'http://localhost/a' }, headers),
      checkout(offerId, { returnUrl: 'http://localhost/a' }, headers),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.paymentUrl).toBe(paymentUrl);
    expect(b.body.paymentUrl).toBe(paymentUrl);
    const cancelHeaders = { 'idempotency-key': `cancel-${offerId}` };
    const cancel = () =>
      app.request('PUT', `/api/offers/${offerId}/cancel`, {
        token: buyer,
        body: { reason: 'Plans changed' },
        headers: cancelHeaders,
      });
    const cancelled = await cancel();
    expect(cancelled.status).toBe(200);
    const again = await cancel();
    expect(again.status).toBe(200);
    expect(again.body).toEqual(cancelled.body);
    // The checkout key still answers its first answer, though the offer can no longer be paid.
    expect((await checkout(offerId, { returnUrl: 'http://localhost/a' }, headers)).body.paymentUrl).toBe(paymentUrl);
    expect((await checkout(offerId, { returnUrl: 'http://localhost/a' })).status).toBe(409);

    const guest = await app.signIn('buyer.guest@demo.test');
    const admin = await app.signIn('admin@demo.test');
    const pending = await app.request('POST', '/api/offers/create', { token: guest, body: draft() });
    expect(pending.body.status).toBe('PENDING_ADMIN_APPROVAL');
    const approveHeaders = { 'idempotency-key': `approve-${pending.body.offerId}` };
    const approve = () =>
      app.request('PUT', `/api/admin/offers/${pending.body.offerId}/approve`, {
        token: admin,
        body: {},
        headers: approveHeaders,
      });
    const approved = await approve();
    expect(approved.status).toBe(200);
    expect(await approve()).toMatchObject({ status: 200, body: approved.body });
  });

  it('a malformed key is a 400 naming the header, on every route', async () => {
    const offerId = await createdOffer();
    const bad = await app.request('PUT', `/api/offers/${offerId}/respond`, {
      token: performer,
      body: { action: 'accept' },
      headers: { 'idempotency-key': 'no spaces!' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['Idempotency-Key']);
    expect((await moneyOf(owner, offerId)).status).toBe('PENDING');
  });

  it('the keys table is tenant-scoped by forced row-level security', async () => {
    const rls = await owner.query(
      `select relrowsecurity, relforcerowsecurity from pg_class where relname = 'idempotency_keys'`,
    );
    expect(rls.rows[0]).toEqual({ relrowsecurity: true, relforcerowsecurity: true });
    const app_ = new pg.Client({ connectionString: app.appUrl });
    await app_.connect();
    try {
      expect((await app_.query('select count(*)::int as n from idempotency_keys')).rows[0].n).toBe(0);
    } finally {
      await app_.end();
    }
  });
});
