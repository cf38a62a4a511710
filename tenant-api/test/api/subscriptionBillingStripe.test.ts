import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewSubscriptions, type JobDeps } from '../../src/jobs/scheduler';
import { startTestApp, type TestApp } from '../support/harness';
import { StripeRecorder } from '../support/stripeRecorder';

const WEBHOOK_SECRET = 'whsec_recorder_plans_secret';
const WEBHOOK_HOST = 'hooks.payments.example';
const DAY = 86_400_000;

let app: TestApp;
let recorder: StripeRecorder;
let owner: pg.Client;
let deps: JobDeps;

beforeAll(async () => {
  recorder = await StripeRecorder.start();
  app = await startTestApp({
    seed: { performersPerTenant: 1 },
    env: {
      STRIPE_SECRET_KEY: 'sk_test_recorder',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: recorder.url,
    },
  });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  deps = { orm: app.orm, payments: app.payments, clock: () => app.clock.now() };
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
  await recorder?.close();
});

const deliver = (payload: string) =>
  app.request('POST', '/api/payments/webhooks/stripe', {
    host: WEBHOOK_HOST,
    rawBody: payload,
    headers: { 'stripe-signature': recorder.sign(payload, WEBHOOK_SECRET, app.clock.now()) },
  });
const current = async (token: string) => (await app.request('GET', '/api/subscriptions/current', { token })).body;
const moveTo = (iso: string) =>
  app.clock.advance(Math.max(0, new Date(iso).getTime() - app.clock.now().getTime()) + 60_000);

describe('plan renewals through Stripe (off-session PaymentIntents on the checkout’s saved card)', () => {
  it('saves the card at checkout, renews once per period under the period’s key, and a decline starts the grace', async () => {
    const signup = await app.request('POST', '/api/auth/signup', {
      body: {
        email: `stripe.renew.${Date.now()}@example.test`,
        password: 'password123',
        firstName: 'Re',
        lastName: 'New',
        role: 'BUYER',
      },
    });
    const token = signup.body.token as string;
    const upgrade = await app.request('POST', '/api/subscriptions/upgrade', { token, body: { tier: 'ELITE' } });
    expect(upgrade.body.status).toBe('pending');
    const checkout = recorder.posts('/v1/checkout/sessions').at(-1)!;
    expect(checkout.form).toMatchObject({
      customer_creation: 'always',
      payment_intent_data: { setup_future_usage: 'off_session' },
    });
    const sessionId = upgrade.body.paymentUrl.split('/').pop();
    const completed = recorder.completeSession(sessionId);
    expect((await deliver(recorder.event('checkout.session.completed', completed))).status).toBe(200);
    const first = await current(token);
    expect(first).toMatchObject({ tier: 'ELITE', status: 'active', priceCents: 6000 });
    const [{ id: subscriptionId }] = (
      await owner.query(`select id from subscriptions where user_id = $1`, [signup.body.user.id])
    ).rows;

    moveTo(first.currentPeriodEnd);
    await Promise.all([renewSubscriptions(deps), renewSubscriptions(deps)]);
    await renewSubscriptions(deps);
    const charges = recorder.posts('/v1/payment_intents');
    expect(charges).toHaveLength(1);
    expect(charges[0]!.idempotencyKey).toBe(`subscription-renewal:${subscriptionId}:${first.currentPeriodEnd}`);
    expect(charges[0]!.form).toMatchObject({
      amount: '6000',
      currency: 'usd',
      customer: completed.customer,
      off_session: 'true',
      confirm: 'true',
      metadata: { purpose: 'subscription_renewal', subscription_id: subscriptionId },
    });
    expect(charges[0]!.form.payment_method).toMatch(/^pm_/);
    const second = await current(token);
    expect(second).toMatchObject({ status: 'active', currentPeriodStart: first.currentPeriodEnd });

    recorder.failNext('POST', '/v1/payment_intents', 402, {
      type: 'card_error',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    moveTo(second.currentPeriodEnd);
    await renewSubscriptions(deps);
    expect(await current(token)).toMatchObject({
      status: 'past_due',
      tier: 'ELITE',
      nextAttemptAt: new Date(new Date(second.currentPeriodEnd).getTime() + DAY).toISOString(),
    });
    // The retry (a new key: Stripe would replay the decline under the first) succeeds.
    moveTo(new Date(new Date(second.currentPeriodEnd).getTime() + DAY).toISOString());
    await renewSubscriptions(deps);
    const keys = recorder.posts('/v1/payment_intents').map((request) => request.idempotencyKey);
    expect(keys.slice(1)).toEqual([
      `subscription-renewal:${subscriptionId}:${second.currentPeriodEnd}`,
      `subscription-renewal:${subscriptionId}:${second.currentPeriodEnd}:retry-1`,
    ]);
    expect(await current(token)).toMatchObject({ status: 'active', currentPeriodStart: second.currentPeriodEnd });
    const revenue = await owner.query(
      `select count(distinct journal_id)::int as n from ledger_entries where kind = 'subscription_charge'`,
    );
    expect(revenue.rows[0].n).toBe(3);
  });

  it('a webhook payment for a checkout a newer change closed is refunded by the job, once', async () => {
    const signup = await app.request('POST', '/api/auth/signup', {
      body: {
        email: `stripe.superseded.${Date.now()}@example.test`,
        password: 'password123',
        firstName: 'Su',
        lastName: 'Perseded',
        role: 'BUYER',
      },
    });
    const token = signup.body.token as string;
    const older = await app.request('POST', '/api/subscriptions/upgrade', { token, body: { tier: 'ELITE' } });
    const olderSession = older.body.paymentUrl.split('/').pop();
    await app.request('POST', '/api/subscriptions/upgrade', { token, body: { tier: 'BASIC' } });
    expect(recorder.posts(`/v1/checkout/sessions/${olderSession}/expire`)).toHaveLength(1);
    // Paid at Stripe just before the session was closed: the webhook still reports it.
    const paid = recorder.completeSession(olderSession);
    expect((await deliver(recorder.event('checkout.session.completed', paid))).status).toBe(200);
    expect((await app.request('GET', '/api/auth/me', { token })).body.subscriptionTier).toBe('GUEST');
    await renewSubscriptions(deps);
    await renewSubscriptions(deps);
    const refunds = recorder
      .posts('/v1/refunds')
      .filter((request) => request.idempotencyKey === `refund-unbooked:${olderSession}`);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.form).toMatchObject({ payment_intent: paid.payment_intent, amount: '6000' });
    const change = await owner.query(`select status from subscription_changes where session_id = $1`, [olderSession]);
    expect(change.rows[0].status).toBe('refunded');
    const unbooked = await owner.query(
      `select coalesce(sum(amount_cents), 0)::int as n, count(distinct journal_id)::int as journals
         from ledger_entries where account = 'unbooked_payments'`,
    );
    expect(unbooked.rows[0]).toEqual({ n: 0, journals: 2 });
  });
});
