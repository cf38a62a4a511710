import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMBEDS } from '../../src/db/seed/embed';
import { AGENCY_HOST, startTestApp, type TestApp } from '../support/harness';

/**
 * Plans are paid for: a sign-up never gets a paid plan for nothing. On the site a buyer starts on
 * the free plan and a paid plan chosen on the form is bought like on the pricing page; inside a
 * widget the buyer gets the plan the tenant admin chose for widget sign-ups.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 2 } });
});
afterAll(() => app?.close());

const AGENCY_KEY = DEMO_EMBEDS['demo-agency']!.publishableKey;
const AGENCY_SITE = 'http://127.0.0.1:4100';
let counter = 0;
const buyer = (extra: Record<string, unknown> = {}) => ({
  email: `tier.${Date.now()}.${++counter}@example.test`,
  password: 'password123',
  firstName: 'Tia',
  lastName: 'Tier',
  role: 'BUYER',
  ...extra,
});
const widget = { host: '127.0.0.1', headers: { 'x-tenant-key': AGENCY_KEY, origin: AGENCY_SITE } };
const tierOf = async (token: string, options: Record<string, unknown> = {}) =>
  (await app.request('GET', '/api/auth/me', { token, ...options })).body.subscriptionTier;

describe('sign-up on the site', () => {
  it.each([
    ['GUEST', null],
    ['BASIC', '$20.00'],
    ['ELITE', '$60.00'],
  ])('choosing %s starts on the free plan; a paid plan is a pending purchase of its price', async (tier, price) => {
    const response = await app.request('POST', '/api/auth/signup', { body: buyer({ subscriptionTier: tier }) });
    expect(response.status).toBe(201);
    expect(response.body.user.subscriptionTier).toBe('GUEST');
    expect(await tierOf(response.body.token)).toBe('GUEST');
    if (!price) {
      expect(response.body.subscription).toBeUndefined();
      return;
    }
    expect(response.body.subscription).toMatchObject({ tier, status: 'pending' });
    const page = await app.request('GET', response.body.subscription.paymentUrl);
    expect(page.status).toBe(200);
    expect(page.text).toContain(price);
  });

  it('gives the paid plan once its payment is verified', async () => {
    const response = await app.request('POST', '/api/auth/signup', { body: buyer({ subscriptionTier: 'ELITE' }) });
    const { token, subscription } = response.body;
    const sessionId = subscription.paymentUrl.split('/').pop();
    await app.request('POST', subscription.paymentUrl, {
      rawBody: 'cardNumber=4242424242424242&expiry=12%2F30&cvc=123',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const verified = await app.request('GET', `/api/subscriptions/verify?session_id=${sessionId}`, { token });
    expect(verified.body).toEqual({ tier: 'ELITE', status: 'active' });
    expect(await tierOf(token)).toBe('ELITE');
  });

  it('a performer has no buyer plan, whatever the form says', async () => {
    const response = await app.request('POST', '/api/auth/signup', {
      body: buyer({ role: 'PERFORMER', subscriptionTier: 'ELITE' }),
    });
    expect(response.status).toBe(201);
    expect(response.body.subscription).toBeUndefined();
  });
});

describe('sign-up inside a widget', () => {
  const adminToken = () => app.signIn('admin@demo-agency.test', AGENCY_HOST);
  const setTier = async (tier: string | null) => {
    const response = await app.request('PUT', '/api/admin/embeds/signup-tier', {
      host: AGENCY_HOST,
      token: await adminToken(),
      body: { tier },
    });
    expect(response.status).toBe(200);
  };

  it('gets the tenant’s free plan until the admin chooses another, then that plan', async () => {
    const first = await app.request('POST', '/api/auth/signup', { ...widget, body: buyer() });
    expect(first.status).toBe(201);
    expect(first.body.user.subscriptionTier).toBe('GUEST');
    await setTier('BASIC');
    try {
      const second = await app.request('POST', '/api/auth/signup', { ...widget, body: buyer() });
      expect(second.body.user.subscriptionTier).toBe('BASIC');
      expect(second.body.subscription).toBeUndefined();
      expect(await tierOf(second.body.token, widget)).toBe('BASIC');
    } finally {
      await setTier(null);
    }
  });

  it('refuses a plan chosen in the widget, naming the field, and creates nothing', async () => {
    const body = buyer({ subscriptionTier: 'ELITE' });
    const response = await app.request('POST', '/api/auth/signup', { ...widget, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toEqual(['subscriptionTier']);
    const signIn = await app.request('POST', '/api/auth/signin', {
      ...widget,
      body: { email: body.email, password: body.password },
    });
    expect(signIn.status).toBe(401);
  });
});
