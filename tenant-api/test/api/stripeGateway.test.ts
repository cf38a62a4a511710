import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expireOverdueOffers } from '../../src/commands/offers/expireOverdueOffers';
import { sweepOffers } from '../../src/jobs/scheduler';
import { DEMO_EMBEDS } from '../../src/db/seed/embed';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../support/harness';
import { StripeRecorder } from '../support/stripeRecorder';
import { ownSlot } from '../support/offers';

const WEBHOOK_SECRET = 'whsec_recorder_test_secret';
/** Stripe calls one URL for all tenants: a host that is no tenant's. */
const WEBHOOK_HOST = 'hooks.payments.example';
const DAY = 86_400_000;

let app: TestApp;
let recorder: StripeRecorder;
let owner: pg.Client;
let buyer: string;
let performer: string;
let performerId: string;
let flagshipId: string;

const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  recorder = await StripeRecorder.start();
  app = await startTestApp({
    seed: { performersPerTenant: 3 },
    env: {
      STRIPE_SECRET_KEY: 'sk_test_recorder',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: recorder.url,
    },
  });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  buyer = await app.signIn('buyer.basic@demo.test');
  performer = await app.signIn('performer@demo.test');
  performerId = (await app.request('GET', '/api/auth/me', { token: performer })).body.performerId;
  flagshipId = (await owner.query(`select id from tenants where slug = 'flagship'`)).rows[0].id;
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
  await recorder?.close();
});
afterEach(async () => {
  await expectLedgerBalanced();
});

/** Every journal sums to zero, and so does the whole ledger. */
async function expectLedgerBalanced() {
  const unbalanced = await owner.query(
    `select journal_id, sum(amount_cents)::int as total from ledger_entries group by journal_id having sum(amount_cents) <> 0`,
  );
  expect(unbalanced.rows).toEqual([]);
  const overall = await owner.query(`select coalesce(sum(amount_cents), 0)::int as total from ledger_entries`);
  expect(overall.rows[0].total).toBe(0);
}

async function ledger(offerId: string) {
  const rows = await owner.query(
    `select account, sum(amount_cents)::int as balance, count(*)::int as lines from ledger_entries where offer_id = $1 group by account`,
    [offerId],
  );
  return Object.fromEntries(rows.rows.map((row) => [row.account, row.balance]));
}

const journalCount = async (offerId: string, kind: string) =>
  (
    await owner.query(
      `select count(distinct journal_id)::int as n from ledger_entries where offer_id = $1 and kind = $2`,
      [offerId, kind],
    )
  ).rows[0].n;

const statusOf = async (offerId: string) =>
  (await owner.query('select status from offers where id = $1', [offerId])).rows[0].status;

/** A basic buyer's offer ($1,000 + 15 % = $1,150), accepted by the performer: its Stripe checkout. */
async function acceptedOffer(eventInDays = 40) {
  const created = await app.request('POST', '/api/offers/create', {
    token: buyer,
    body: {
      performerId,
      eventName: `Stripe night ${Math.random().toString(36).slice(2, 8)}`,
      eventDate: inDays(eventInDays),
      ...ownSlot(),
      venueName: 'The Laugh Loft',
      venueAddress: '12 Main St',
      venueCity: 'Austin',
      venueState: 'TX',
      offerAmount: 100_000,
    },
  });
  expect(created.status).toBe(201);
  const offerId = created.body.offerId as string;
  const accepted = await app.request('PUT', `/api/offers/${offerId}/respond`, {
    token: performer,
    body: { action: 'accept' },
  });
  expect(accepted.status).toBe(200);
  const paymentUrl = accepted.body.paymentUrl as string;
  const sessionId = paymentUrl.split('/').pop()!;
  return { offerId, paymentUrl, sessionId };
}

async function deliver(
  payload: string,
  options: { secret?: string; at?: Date; body?: string; signature?: string | null } = {},
) {
  const signature =
    options.signature === undefined
      ? recorder.sign(payload, options.secret ?? WEBHOOK_SECRET, options.at ?? app.clock.now())
      : options.signature;
  return app.request('POST', '/api/payments/webhooks/stripe', {
    host: WEBHOOK_HOST,
    rawBody: options.body ?? payload,
    headers: signature === null ? {} : { 'stripe-signature': signature },
  });
}

const verify = (sessionId: string, token = buyer) =>
  app.request('GET', `/api/payments/verify-stripe-payment?session_id=${sessionId}`, { token });

describe('the Stripe journey: offer, acceptance, Checkout, verification', () => {
  it('accepting answers the recorder’s Checkout URL; the session carries the amount, metadata and transfer group', async () => {
    const before = recorder.posts('/v1/checkout/sessions').length;
    const { offerId, paymentUrl, sessionId } = await acceptedOffer();
    expect(paymentUrl).toBe(`${recorder.url}/c/pay/${sessionId}`);
    const created = recorder.posts('/v1/checkout/sessions');
    expect(created).toHaveLength(before + 1);
    const request = created.at(-1)!;
    expect(request.authorization).toBe('Bearer sk_test_recorder');
    expect(request.idempotencyKey).toBe(`checkout:${offerId}:115000`);
    expect(request.form).toMatchObject({
      mode: 'payment',
      client_reference_id: offerId,
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '115000' } }],
      metadata: { tenant_id: flagshipId, purpose: 'offer', offer_id: offerId },
      payment_intent_data: { transfer_group: offerId, metadata: { offer_id: offerId } },
    });
    // Stripe returns through our return endpoint, which knows the offer's current return page.
    const returnBase = `http://localhost/api/payments/return/${flagshipId}/${offerId}`;
    expect(request.form.success_url).toBe(`${returnBase}?session_id={CHECKOUT_SESSION_ID}`);
    expect(request.form.cancel_url).toBe(`${returnBase}?cancelled=1`);
    const back = await app.request('GET', `${returnBase}?session_id=${sessionId}`, { host: WEBHOOK_HOST });
    expect(back.status).toBe(302);
    expect(back.headers.location).toBe(`http://localhost/payment/success?session_id=${sessionId}`);
    const again = await app.request('POST', `/api/offers/${offerId}/checkout`, { token: buyer });
    expect(again.body.paymentUrl).toBe(paymentUrl);
    expect(recorder.posts('/v1/checkout/sessions')).toHaveLength(before + 1);
  });

  it('a widget on a partner page gets the offer’s one session, which now returns to that page', async () => {
    const partner = 'https://partners.headliner.test';
    const widget = {
      host: '127.0.0.1',
      headers: { 'x-tenant-key': DEMO_EMBEDS.flagship!.publishableKey, origin: partner },
    };
    const signIn = await app.request('POST', '/api/auth/signin', {
      ...widget,
      body: { email: 'buyer.basic@demo.test', password: DEMO_PASSWORD },
    });
    const { offerId, paymentUrl, sessionId } = await acceptedOffer();
    const before = recorder.posts('/v1/checkout/sessions').length;
    const checkout = await app.request('POST', `/api/offers/${offerId}/checkout`, {
      ...widget,
      token: signIn.body.token,
      body: { returnUrl: `${partner}/book?act=42#offers` },
    });
    expect(checkout.status).toBe(200);
    expect(checkout.body.paymentUrl).toBe(paymentUrl);
    expect(recorder.posts('/v1/checkout/sessions')).toHaveLength(before);
    const returnBase = `http://localhost/api/payments/return/${flagshipId}/${offerId}`;
    const back = await app.request('GET', `${returnBase}?session_id=${sessionId}`, { host: WEBHOOK_HOST });
    expect(back.headers.location).toBe(`${partner}/book?act=42&hl_checkout=${sessionId}#offers`);
    const cancelled = await app.request('GET', `${returnBase}?cancelled=1`, { host: WEBHOOK_HOST });
    expect(cancelled.headers.location).toBe(`${partner}/book?act=42&hl_checkout=cancelled#offers`);
  });

  it('verification books PAID and the charge journal once, only after Stripe says paid', async () => {
    const { offerId, sessionId } = await acceptedOffer();
    const early = await verify(sessionId);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('payment_not_completed');
    expect(await ledger(offerId)).toEqual({});
    recorder.completeSession(sessionId);
    const verified = await verify(sessionId);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      offerId,
      status: 'PAID',
      totalPaidAmount: 115_000,
      performer: { user: { email: 'performer@demo.test' } },
    });
    expect((await verify(sessionId)).status).toBe(200);
    expect(await ledger(offerId)).toEqual({ cash: 115_000, escrow: -100_000, platform_fees: -15_000 });
    expect(await journalCount(offerId, 'buyer_charge')).toBe(1);
    const stored = await owner.query('select status, provider_payment_id from payments where session_id = $1', [
      sessionId,
    ]);
    expect(stored.rows[0]).toEqual({ status: 'paid', provider_payment_id: recorder.session(sessionId).payment_intent });
    expect((await verify(sessionId, await app.signIn('buyer.elite@demo.test'))).status).toBe(404);
  });

  it('an unknown or malformed session is a 404, not a 500', async () => {
    expect((await verify('cs_test_doesnotexist')).status).toBe(404);
    const calls = recorder.requests.length;
    expect((await verify('not-a-session')).status).toBe(404);
    expect(recorder.requests.length).toBe(calls);
  });
});

describe('webhooks', () => {
  it('a signed checkout.session.completed books the payment, on a host that is no tenant’s', async () => {
    const { offerId, sessionId } = await acceptedOffer();
    const event = recorder.event('checkout.session.completed', recorder.completeSession(sessionId));
    const delivered = await deliver(event);
    expect(delivered.status).toBe(200);
    expect(delivered.body).toEqual({ received: true });
    expect(await statusOf(offerId)).toBe('PAID');
    expect(await ledger(offerId)).toEqual({ cash: 115_000, escrow: -100_000, platform_fees: -15_000 });
    const seen = await app.request('GET', `/api/offers/${offerId}`, { token: buyer });
    expect(seen.body.status).toBe('PAID');
    expect((await verify(sessionId)).body.status).toBe('PAID');
    expect(await journalCount(offerId, 'buyer_charge')).toBe(1);
  });

  it('refuses a tampered body, a wrong secret, a stale timestamp or no signature with 400, changing nothing', async () => {
    const { offerId, sessionId } = await acceptedOffer();
    const event = recorder.event('checkout.session.completed', recorder.completeSession(sessionId));
    const tampered = event.replace('"amount_total": 115000', '"amount_total": 100');
    expect(tampered).not.toBe(event);
    const attempts = [
      await deliver(event, { body: tampered }),
      await deliver(event, { secret: 'whsec_someone_else' }),
      await deliver(event, { at: new Date(app.clock.now().getTime() - 10 * 60_000) }),
      await deliver(event, { signature: null }),
      await deliver(event, { signature: 't=1,v1=deadbeef' }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(400);
      expect(attempt.body.error.code).toBe('invalid_signature');
    }
    expect(await statusOf(offerId)).toBe('ACCEPTED');
    expect(await ledger(offerId)).toEqual({});
    const id = JSON.parse(event).id;
    expect((await owner.query('select 1 from webhook_events where event_id = $1', [id])).rowCount).toBe(0);
  });

  it('a webhook replayed 10 times (5 at once, then 5 in a row) changes the ledger once', async () => {
    const { offerId, sessionId } = await acceptedOffer();
    const event = recorder.event('checkout.session.completed', recorder.completeSession(sessionId));
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    const sequential = [];
    for (let round = 0; round < 5; round++) sequential.push(await deliver(event));
    const all = [...concurrent, ...sequential];
    expect(all.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(all.filter((response) => response.body.duplicate === true)).toHaveLength(9);
    expect(await ledger(offerId)).toEqual({ cash: 115_000, escrow: -100_000, platform_fees: -15_000 });
    expect(await journalCount(offerId, 'buyer_charge')).toBe(1);
    const pays = await owner.query(
      `select count(*)::int as n from offer_events where offer_id = $1 and transition = 'pay'`,
      [offerId],
    );
    expect(pays.rows[0].n).toBe(1);
    const id = JSON.parse(event).id;
    expect((await owner.query('select tenant_id from webhook_events where event_id = $1', [id])).rows).toEqual([
      { tenant_id: flagshipId },
    ]);
  });

  it('acknowledges events it does not use, or that name no tenant, without changing anything', async () => {
    const other = await deliver(recorder.event('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(other.status).toBe(200);
    expect(other.body.ignored).toMatch(/customer.created/);
    const { offerId, sessionId } = await acceptedOffer();
    const session = recorder.completeSession(sessionId);
    const foreign = await deliver(
      recorder.event('checkout.session.completed', {
        ...session,
        metadata: { ...session.metadata, tenant_id: '00000000-0000-4000-8000-000000000000' },
      }),
    );
    expect(foreign.status).toBe(200);
    expect(foreign.body.ignored).toBe('The event names no tenant of this marketplace');
    expect(await statusOf(offerId)).toBe('ACCEPTED');
  });

  it('checkout.session.expired closes the payment; the next checkout is a new session under a new key', async () => {
    const { offerId, sessionId, paymentUrl } = await acceptedOffer();
    const expired = await deliver(recorder.event('checkout.session.expired', recorder.expireSession(sessionId)));
    expect(expired.status).toBe(200);
    expect((await owner.query('select status from payments where session_id = $1', [sessionId])).rows[0].status).toBe(
      'expired',
    );
    expect(await statusOf(offerId)).toBe('ACCEPTED');
    const next = await app.request('POST', `/api/offers/${offerId}/checkout`, { token: buyer });
    expect(next.status).toBe(200);
    expect(next.body.paymentUrl).not.toBe(paymentUrl);
    expect(recorder.posts('/v1/checkout/sessions').at(-1)!.idempotencyKey).toBe(`checkout:${offerId}:115000:1`);
    const failedSession = next.body.paymentUrl.split('/').pop();
    const failed = await deliver(
      recorder.event('checkout.session.async_payment_failed', recorder.session(failedSession)),
    );
    expect(failed.status).toBe(200);
    expect(
      (await owner.query('select status from payments where session_id = $1', [failedSession])).rows[0].status,
    ).toBe('failed');
    expect(await ledger(offerId)).toEqual({});
  });
});

describe('a payment the offer can no longer take', () => {
  it('is refunded in full, once, when the buyer pays after the offer was cancelled', async () => {
    const { offerId, sessionId } = await acceptedOffer();
    expect((await app.request('PUT', `/api/offers/${offerId}/cancel`, { token: buyer, body: {} })).status).toBe(200);
    const event = recorder.event('checkout.session.completed', recorder.completeSession(sessionId));
    const delivered = await deliver(event);
    expect(delivered.status).toBe(200);
    expect(delivered.body).toEqual({
      received: true,
      refunded: true,
      ignored:
        'The offer was cancelled before the payment arrived, so your payment of $1,150.00 was refunded in full. No booking was made from it.',
    });
    expect((await deliver(event)).body).toEqual({ received: true, duplicate: true });
    const refunds = recorder.posts('/v1/refunds').filter((request) => request.idempotencyKey?.endsWith(sessionId));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.form).toEqual({ payment_intent: recorder.session(sessionId).payment_intent, amount: '115000' });
    expect(await statusOf(offerId)).toBe('CANCELLED');
    // The charge and its refund are both in the ledger, and cancel out.
    expect(await ledger(offerId)).toEqual({ cash: 0, unbooked_payments: 0 });
    expect(await journalCount(offerId, 'buyer_charge')).toBe(1);
    expect(await journalCount(offerId, 'refund')).toBe(1);
    expect((await owner.query('select status from payments where session_id = $1', [sessionId])).rows[0].status).toBe(
      'refunded',
    );
  });
});

describe('a crash between the payment and the ledger write loses nothing', () => {
  /** Makes every ledger write fail, as if the process died before the booking committed. */
  async function crashLedgerWrites() {
    await owner.query(`create or replace function simulated_crash() returns trigger language plpgsql as $$
      begin raise exception 'simulated crash before the ledger write'; end $$`);
    await owner.query(
      `create trigger simulated_crash before insert on ledger_entries for each row execute function simulated_crash()`,
    );
  }
  async function recover() {
    await owner.query('drop trigger if exists simulated_crash on ledger_entries');
  }
  afterEach(recover);

  it('the webhook fails first (no trace, not acknowledged), then verification repairs it, then the redelivery is a no-op', async () => {
    const { offerId, sessionId } = await acceptedOffer();
    const event = recorder.event('checkout.session.completed', recorder.completeSession(sessionId));
    await crashLedgerWrites();
    expect((await deliver(event)).status).toBe(500);
    expect(await statusOf(offerId)).toBe('ACCEPTED');
    expect((await owner.query('select status from payments where session_id = $1', [sessionId])).rows[0].status).toBe(
      'open',
    );
    const id = JSON.parse(event).id;
    expect((await owner.query('select 1 from webhook_events where event_id = $1', [id])).rowCount).toBe(0);
    await recover();
    expect((await verify(sessionId)).body.status).toBe('PAID');
    const redelivered = await deliver(event);
    expect(redelivered.status).toBe(200);
    expect(await ledger(offerId)).toEqual({ cash: 115_000, escrow: -100_000, platform_fees: -15_000 });
    expect(await journalCount(offerId, 'buyer_charge')).toBe(1);
  });

  it('verification fails first, then the webhook repairs it, then verification just reads it', async () => {
    const { offerId, sessionId } = await acceptedOffer();
    const event = recorder.event('checkout.session.completed', recorder.completeSession(sessionId));
    await crashLedgerWrites();
    expect((await verify(sessionId)).status).toBe(500);
    expect(await statusOf(offerId)).toBe('ACCEPTED');
    await recover();
    expect((await deliver(event)).body).toEqual({ received: true });
    expect(await statusOf(offerId)).toBe('PAID');
    expect((await verify(sessionId)).body.status).toBe('PAID');
    expect(await ledger(offerId)).toEqual({ cash: 115_000, escrow: -100_000, platform_fees: -15_000 });
    expect(await journalCount(offerId, 'buyer_charge')).toBe(1);
  });

  it('a paid session we never stored (crash right after creating it) is repaired from its metadata', async () => {
    const { offerId, sessionId } = await acceptedOffer();
    await owner.query('delete from payments where session_id = $1', [sessionId]);
    const delivered = await deliver(recorder.event('checkout.session.completed', recorder.completeSession(sessionId)));
    expect(delivered.body).toEqual({ received: true });
    expect(await statusOf(offerId)).toBe('PAID');
    expect(await ledger(offerId)).toEqual({ cash: 115_000, escrow: -100_000, platform_fees: -15_000 });
  });
});

describe('refunds and payouts through Stripe', () => {
  it('a buyer’s cancellation refunds the policy amount on the payment intent', async () => {
    const { offerId, sessionId } = await acceptedOffer(40);
    await deliver(recorder.event('checkout.session.completed', recorder.completeSession(sessionId)));
    const quote = await app.request('GET', `/api/offers/${offerId}/cancellation`, { token: buyer });
    expect(quote.body.band).toBe('full');
    // 30+ days out: everything but the processing fee (2.9 % + 30 ¢ of $1,150 = $33.65).
    expect(quote.body.refund).toBe(115_000 - 3_365);
    const cancelled = await app.request('PUT', `/api/offers/${offerId}/cancel`, {
      token: buyer,
      body: { reason: 'Venue closed' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('CANCELLED');
    const refund = recorder.posts('/v1/refunds').at(-1)!;
    expect(refund.form).toEqual({ payment_intent: recorder.session(sessionId).payment_intent, amount: '111635' });
    expect(refund.idempotencyKey).toBe(`refund:${offerId}`);
    expect((await ledger(offerId)).cash).toBe(115_000 - 111_635);
  });

  it('a refund Stripe refuses is a 409 and the booking stays paid; an outage is a 502', async () => {
    const { offerId, sessionId } = await acceptedOffer(40);
    await deliver(recorder.event('checkout.session.completed', recorder.completeSession(sessionId)));
    recorder.failNext('POST', '/v1/refunds', 402, {
      type: 'invalid_request_error',
      code: 'charge_disputed',
      message: 'This charge is disputed',
    });
    const refused = await app.request('PUT', `/api/offers/${offerId}/cancel`, { token: buyer, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'payment_refused' });
    expect(refused.body.error.message).toContain('This charge is disputed');
    recorder.failNext('POST', '/v1/refunds', 500, { type: 'api_error', message: 'Internal' });
    const outage = await app.request('PUT', `/api/offers/${offerId}/cancel`, { token: buyer, body: {} });
    expect(outage.status).toBe(502);
    expect(outage.body.error.code).toBe('payment_provider_error');
    expect(await statusOf(offerId)).toBe('PAID');
    expect(await journalCount(offerId, 'refund')).toBe(0);
  });

  it('a Checkout outage during acceptance keeps the acceptance; the link comes with the next checkout call', async () => {
    const created = await app.request('POST', '/api/offers/create', {
      token: buyer,
      body: {
        performerId,
        eventName: 'Outage night',
        eventDate: inDays(30),
        ...ownSlot(),
        venueName: 'Hall',
        venueAddress: '1 Main St',
        venueCity: 'Austin',
        venueState: 'TX',
        offerAmount: 100_000,
      },
    });
    recorder.failNext('POST', '/v1/checkout/sessions', 401, { type: 'authentication_error', message: 'Invalid key' });
    const accepted = await app.request('PUT', `/api/offers/${created.body.offerId}/respond`, {
      token: performer,
      body: { action: 'accept' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'ACCEPTED', paymentUrl: null });
    recorder.failNext('POST', '/v1/checkout/sessions', 503, { type: 'api_error', message: 'Unavailable' });
    const down = await app.request('POST', `/api/offers/${created.body.offerId}/checkout`, { token: buyer });
    expect(down.status).toBe(502);
    const up = await app.request('POST', `/api/offers/${created.body.offerId}/checkout`, { token: buyer });
    expect(up.status).toBe(200);
    expect(up.body.paymentUrl).toMatch(new RegExp(`^${recorder.url}/c/pay/cs_test_`));
  });

  it('connects the performer’s Express account through onboarding, then pays out after the event', async () => {
    const first = await app.request('POST', '/api/performers/me/payout-account', { token: performer });
    expect(first.status).toBe(200);
    expect(first.body.onboarding.stripeConnected).toBe(false);
    const [account] = recorder.posts('/v1/accounts');
    expect(account!.form).toMatchObject({
      type: 'express',
      country: 'US',
      capabilities: { transfers: { requested: 'true' } },
      metadata: { tenant_id: flagshipId, performer_id: performerId },
    });
    expect(account!.idempotencyKey).toBe(`connect-account:${flagshipId}:${performerId}`);
    const accountId = (await owner.query('select stripe_account_id from performers where id = $1', [performerId]))
      .rows[0].stripe_account_id as string;
    expect(accountId).toMatch(/^acct_/);
    expect(first.body.onboardingUrl).toMatch(new RegExp(`^${recorder.url}/setup/e/${accountId}/`));
    expect(recorder.posts('/v1/account_links').at(-1)!.form).toMatchObject({
      account: accountId,
      type: 'account_onboarding',
    });

    const updated = await deliver(recorder.event('account.updated', recorder.enablePayouts(accountId)));
    expect(updated.status).toBe(200);
    const me = await app.request('GET', '/api/auth/me', { token: performer });
    expect(me.body.onboarding.stripeConnected).toBe(true);
    const again = await app.request('POST', '/api/performers/me/payout-account', { token: performer });
    expect(again.body).toMatchObject({ onboardingUrl: null, onboarding: { stripeConnected: true } });
    expect(recorder.posts('/v1/accounts')).toHaveLength(1);

    const { offerId, sessionId } = await acceptedOffer(3);
    await deliver(recorder.event('checkout.session.completed', recorder.completeSession(sessionId)));
    const deps = { orm: app.orm, payments: app.payments, clock: () => app.clock.now() };
    await sweepOffers(deps);
    expect(await statusOf(offerId)).toBe('PAID');
    app.clock.advance(5 * DAY);
    await sweepOffers(deps);
    await sweepOffers(deps);
    expect(await statusOf(offerId)).toBe('PAID_OUT');
    const transfers = recorder.posts('/v1/transfers').filter((request) => request.form.transfer_group === offerId);
    expect(transfers).toHaveLength(1);
    const commission = Number(
      (await owner.query('select commission_bps from offers where id = $1', [offerId])).rows[0].commission_bps,
    );
    const payout = 100_000 - Math.round((100_000 * commission) / 10_000);
    expect(transfers[0]!.form).toEqual({
      amount: String(payout),
      currency: 'usd',
      destination: accountId,
      transfer_group: offerId,
    });
    expect(transfers[0]!.idempotencyKey).toBe(`payout:${offerId}`);
    expect(await ledger(offerId)).toMatchObject({ cash: 115_000 - payout, escrow: 0, platform_fees: -15_000 });
  });
});

describe('subscriptions through Stripe', () => {
  it('the webhook activates a paid plan without a signed-in user, once', async () => {
    const signup = await app.request('POST', '/api/auth/signup', {
      body: {
        email: `stripe.plan.${Date.now()}@example.test`,
        password: 'password123',
        firstName: 'Sam',
        lastName: 'Stripe',
        role: 'BUYER',
      },
    });
    const token = signup.body.token as string;
    const upgrade = await app.request('POST', '/api/subscriptions/upgrade', { token, body: { tier: 'ELITE' } });
    expect(upgrade.body).toMatchObject({ status: 'pending' });
    const sessionId = upgrade.body.paymentUrl.split('/').pop();
    const request = recorder.posts('/v1/checkout/sessions').at(-1)!;
    expect(request.form.metadata).toMatchObject({ tenant_id: flagshipId, purpose: 'subscription' });
    expect(request.form.metadata.subscription_change_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.form.payment_intent_data.transfer_group).toBeUndefined();
    const revenue = async () =>
      (
        await owner.query(
          `select coalesce(sum(amount_cents), 0)::int as n from ledger_entries where account = 'subscription_revenue'`,
        )
      ).rows[0].n;
    const before = await revenue();
    const event = recorder.event('checkout.session.completed', recorder.completeSession(sessionId));
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).body.duplicate).toBe(true);
    expect((await app.request('GET', '/api/auth/me', { token })).body.subscriptionTier).toBe('ELITE');
    const verified = await app.request('GET', `/api/subscriptions/verify?session_id=${sessionId}`, { token });
    expect(verified.body).toEqual({ tier: 'ELITE', status: 'active' });
    expect((await revenue()) - before).toBe(-6000);
  });
});

describe('what the SDK sent', () => {
  it('every POST to Stripe carried an Idempotency-Key', () => {
    const posts = recorder.posts();
    // Closing a cancelled offer's session is a POST too: /v1/checkout/sessions/<id>/expire.
    expect(
      new Set(
        posts.map((request) => request.path.replace(/^(\/v1\/checkout\/sessions)\/cs_\w+\/expire$/, '$1/:id/expire')),
      ),
    ).toEqual(
      new Set([
        '/v1/checkout/sessions',
        '/v1/checkout/sessions/:id/expire',
        '/v1/refunds',
        '/v1/accounts',
        '/v1/account_links',
        '/v1/transfers',
      ]),
    );
    expect(posts.filter((request) => !request.idempotencyKey)).toEqual([]);
  });
});

/** Last: these move the app clock past the pay deadline, which would age the events of the tests above. */
describe('paid, expired, kept (issue 15)', () => {
  it('the pay-deadline sweep asks Stripe first and books a paid session instead of expiring the offer', async () => {
    const { offerId, sessionId } = await acceptedOffer();
    recorder.completeSession(sessionId);
    app.clock.advance(73 * 3_600_000);
    await sweepOffers({ orm: app.orm, payments: app.payments, clock: () => app.clock.now() });
    expect(await statusOf(offerId)).toBe('PAID');
    expect(await journalCount(offerId, 'buyer_charge')).toBe(1);
    expect(recorder.posts('/v1/refunds').filter((request) => request.idempotencyKey?.endsWith(sessionId))).toEqual([]);
  });

  it('expiring the offer closes its Stripe session', async () => {
    const { offerId, sessionId } = await acceptedOffer();
    app.clock.advance(73 * 3_600_000);
    await sweepOffers({ orm: app.orm, payments: app.payments, clock: () => app.clock.now() });
    expect(await statusOf(offerId)).toBe('EXPIRED');
    expect(recorder.session(sessionId).status).toBe('expired');
    expect(recorder.posts(`/v1/checkout/sessions/${sessionId}/expire`)).toHaveLength(1);
    expect((await owner.query('select status from payments where session_id = $1', [sessionId])).rows[0].status).toBe(
      'expired',
    );
  });

  it('a session paid just after the sweep asked is refunded on verify, once, with a 409 the buyer understands', async () => {
    const { offerId, sessionId } = await acceptedOffer();
    app.clock.advance(73 * 3_600_000);
    const event = recorder.event('checkout.session.completed', recorder.completeSession(sessionId));
    // The sweep's expiry step alone: the payment landed after the sweep asked Stripe.
    await expireOverdueOffers(app.orm, flagshipId, app.clock.now());
    expect(await statusOf(offerId)).toBe('EXPIRED');
    const verified = await verify(sessionId);
    expect(verified.status).toBe(409);
    expect(verified.body.error).toEqual({
      code: 'payment_refunded',
      message:
        'The offer expired before the payment arrived, so your payment of $1,150.00 was refunded in full. No booking was made from it.',
    });
    // The webhook arriving afterwards refunds nothing more.
    expect((await deliver(event)).body).toMatchObject({ received: true });
    expect(recorder.posts('/v1/refunds').filter((request) => request.idempotencyKey?.endsWith(sessionId))).toHaveLength(
      1,
    );
    expect(recorder.netCaptured(offerId)).toBe(0);
    expect(await ledger(offerId)).toEqual({ cash: 0, unbooked_payments: 0 });
  });
});
