import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness';

let app: TestApp;
let owner: pg.Client;
let token: string;

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 2 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  const signup = await app.request('POST', '/api/auth/signup', {
    body: {
      email: `plan.${Date.now()}@example.test`,
      password: 'password123',
      firstName: 'Pia',
      lastName: 'Planner',
      role: 'BUYER',
    },
  });
  token = signup.body.token;
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

const tierOf = async () => (await app.request('GET', '/api/auth/me', { token })).body.subscriptionTier;

describe('subscription changes', () => {
  it('buys a paid plan through the gateway; the tier changes once the payment is verified', async () => {
    const upgrade = await app.request('POST', '/api/subscriptions/upgrade', { token, body: { tier: 'ELITE' } });
    expect(upgrade.status).toBe(200);
    expect(upgrade.body).toMatchObject({ tier: 'ELITE', status: 'pending' });
    expect(await tierOf()).toBe('GUEST');
    const page = await app.request('GET', upgrade.body.paymentUrl);
    expect(page.text).toContain('$60.00');
    const sessionId = upgrade.body.paymentUrl.split('/').pop();
    expect((await app.request('GET', `/api/subscriptions/verify?session_id=${sessionId}`, { token })).status).toBe(409);
    const paid = await app.request('POST', upgrade.body.paymentUrl, {
      rawBody: 'cardNumber=4242424242424242&expiry=12%2F30&cvc=123',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.headers.location).toContain(`/pricing?subscription_session=${sessionId}`);
    const verified = await app.request('GET', `/api/subscriptions/verify?session_id=${sessionId}`, { token });
    expect(verified.body).toEqual({ tier: 'ELITE', status: 'active' });
    expect((await app.request('GET', `/api/subscriptions/verify?session_id=${sessionId}`, { token })).status).toBe(200);
    expect(await tierOf()).toBe('ELITE');
    const revenue = await owner.query(
      `select sum(amount_cents)::int as n from ledger_entries where account = 'subscription_revenue'`,
    );
    expect(revenue.rows[0].n).toBe(-6000);
  });

  it('prices new offers with the new tier’s fee', async () => {
    const fees = await app.request('GET', '/api/fees/calculate?offerAmount=100000', { token });
    expect(fees.body).toMatchObject({ tier: 'ELITE', serviceFeeRate: 10 });
  });

  it('moves to the free tier at the end of the paid period (docs/plans-and-billing.md); choosing the current tier then keeps it, and again is refused', async () => {
    const down = await app.request('POST', '/api/subscriptions/upgrade', { token, body: { tier: 'GUEST' } });
    expect(down.body).toMatchObject({ status: 'scheduled', paymentUrl: null });
    expect(down.body.message).toMatch(/^You keep Elite until .+\. Then you move to the Guest plan\.$/);
    expect(await tierOf()).toBe('ELITE');
    const kept = await app.request('POST', '/api/subscriptions/upgrade', { token, body: { tier: 'ELITE' } });
    expect(kept.body).toMatchObject({ status: 'active', paymentUrl: null, amountCents: 0 });
    const same = await app.request('POST', '/api/subscriptions/upgrade', { token, body: { tier: 'ELITE' } });
    expect(same.status).toBe(409);
    await app.request('POST', '/api/subscriptions/upgrade', { token, body: { tier: 'GUEST' } });
  });

  it('moves a buyer with no paid period to the free tier at once', async () => {
    const granted = await app.signIn('buyer.basic@demo.test');
    const down = await app.request('POST', '/api/subscriptions/upgrade', { token: granted, body: { tier: 'GUEST' } });
    expect(down.body).toMatchObject({ status: 'active', paymentUrl: null });
    expect((await app.request('GET', '/api/auth/me', { token: granted })).body.subscriptionTier).toBe('GUEST');
    const same = await app.request('POST', '/api/subscriptions/upgrade', { token: granted, body: { tier: 'GUEST' } });
    expect(same.status).toBe(409);
  });

  it('validates, and is for signed-in buyers only', async () => {
    expect((await app.request('POST', '/api/subscriptions/upgrade', { body: { tier: 'BASIC' } })).status).toBe(401);
    const bad = await app.request('POST', '/api/subscriptions/upgrade', { token, body: { tier: 'ENTERPRISE' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.tier).toBe('Tier must be GUEST, BASIC or ELITE');
    const performer = await app.signIn('performer@demo.test');
    expect(
      (await app.request('POST', '/api/subscriptions/upgrade', { token: performer, body: { tier: 'BASIC' } })).status,
    ).toBe(403);
    const other = await app.signIn('buyer.elite@demo.test');
    expect(
      (await app.request('GET', '/api/subscriptions/verify?session_id=lcs_000000000000000000000000', { token: other }))
        .status,
    ).toBe(404);
  });
});
