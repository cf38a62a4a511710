import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../client';
import { buildOpenApiDocument } from '../../src/http/openapi';
import { apiRoutes } from '../../src/routes';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../support/harness';
import { openApiResponseChecker } from '../support/openapiValidator';
import { offerBody } from '../support/offers';

/**
 * The generated client (client/openapi.ts + openapi-fetch) over real HTTP, as an integrator uses
 * it: every answer is also checked against the document.
 */
let app: TestApp;
let api: (token?: string) => ApiClient;
let performerId: string;

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 2 } });
  const check = openApiResponseChecker(buildOpenApiDocument(apiRoutes(app.config)));
  const checkedFetch = async (request: Request) => {
    const response = await fetch(request);
    const text = await response.clone().text();
    const body = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    const headers = Object.fromEntries(response.headers);
    const problem = check(request.method, new URL(request.url).pathname, { status: response.status, headers, body });
    if (problem) throw new Error(`Answer outside the OpenAPI document: ${problem}`);
    return response;
  };
  api = (token) =>
    createApiClient({
      baseUrl: `${app.baseUrl}/api`,
      fetch: checkedFetch,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  const performer = await signIn('performer@demo.test');
  performerId = (await api(performer).GET('/auth/me')).data!.performerId!;
});
afterAll(() => app?.close());

async function signIn(email: string): Promise<string> {
  const { data, response } = await api().POST('/auth/signin', { body: { email, password: DEMO_PASSWORD } });
  expect(response.status).toBe(200);
  return data!.token;
}

describe('the generated client', () => {
  it('books the flagship journey: an idempotent offer, a counter and its answer, payment and verification', async () => {
    const [buyer, performer] = [await signIn('buyer.basic@demo.test'), await signIn('performer@demo.test')];
    const draft = offerBody(performerId, 'Client journey', 45);
    const key = { 'idempotency-key': `client-journey-${Date.now()}` };
    const created = await api(buyer).POST('/offers/create', { body: draft, params: { header: key } });
    expect(created.response.status).toBe(201);
    const replay = await api(buyer).POST('/offers/create', { body: draft, params: { header: key } });
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.data).toEqual(created.data);
    const id = created.data!.offerId;

    const countered = await api(performer).PUT('/offers/{id}/counter', {
      params: { path: { id } },
      body: { counterAmount: 250_000 },
    });
    expect(countered.data).toMatchObject({ status: 'COUNTER_OFFER', counterOfferAmount: 250_000 });
    expect(countered.data!.message).toMatch(/counter-offer/);

    const answered = await api(buyer).PUT('/offers/{id}/counter-response', {
      params: { path: { id } },
      body: { action: 'accept' },
    });
    expect(answered.data).toMatchObject({ action: 'accept', status: 'ACCEPTED' });
    const paymentUrl = new URL(answered.data!.paymentUrl!);
    expect(paymentUrl.origin).toBe(app.baseUrl.replace('127.0.0.1', paymentUrl.hostname));
    const sessionId = paymentUrl.pathname.split('/').pop()!;

    // The card form is a page of the tenant's site (/checkout/:id), outside the API and its document.
    const paid = await fetch(paymentUrl.href.replace(paymentUrl.hostname, '127.0.0.1'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: paymentUrl.host },
      body: new URLSearchParams({ cardNumber: '4242424242424242' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);

    const verified = await api(buyer).GET('/payments/verify-local-payment', {
      params: { query: { session_id: sessionId } },
    });
    expect(verified.data).toMatchObject({ offerId: id, status: 'PAID', totalPaidAmount: expect.any(Number) });
    expect(verified.data!.performer.user.email).toBe('performer@demo.test');
  });

  it('takes a guest buyer’s offer through the admin’s approval', async () => {
    const [guest, admin] = [await signIn('buyer.guest@demo.test'), await signIn('admin@demo.test')];
    const created = await api(guest).POST('/offers/create', { body: offerBody(performerId, 'Guest via client') });
    expect(created.data).toMatchObject({ requiresApproval: true, status: 'PENDING_ADMIN_APPROVAL' });
    const id = created.data!.offerId;
    const pending = await api(admin).GET('/admin/offers/pending');
    expect(pending.data!.offers.map((offer) => offer.id)).toContain(id);
    const approved = await api(admin).PUT('/admin/offers/{id}/approve', { params: { path: { id } }, body: {} });
    expect(approved.data).toEqual({ status: 'PENDING' });
  });

  it('signs a performer up, completes the profile and rates, and applies', async () => {
    const signedUp = await api().POST('/auth/signup', {
      body: {
        email: `client-performer-${Date.now()}@example.test`,
        password: 'a-long-password',
        firstName: 'Cli',
        lastName: 'Ent',
        role: 'PERFORMER',
      },
    });
    expect(signedUp.response.status).toBe(201);
    const me = api(signedUp.data!.token);
    const profile = await me.PUT('/performers/me/profile', {
      body: {
        stageName: 'Client Act',
        bio: 'A generated client that tells jokes about HTTP status codes.',
        genres: ['Stand-up'],
        city: 'Austin',
        state: 'TX',
      },
    });
    expect(profile.data!.onboarding.profileCompleted).toBe(true);
    const rates = await me.PUT('/performers/me/rates', { body: { baseFee: 80_000 } });
    expect(rates.data).toMatchObject({ baseFee: 80_000, onboarding: { ratesConfigured: true } });
    const applied = await me.POST('/performers/apply', {
      body: { tier: 'elite', email: 'act@example.test', stageName: 'Client Act' },
    });
    expect(applied.data).toMatchObject({ status: 'submitted' });
    expect((await me.GET('/performers/me')).data!.stageName).toBe('Client Act');
  });

  it('reads the notifications, one and then all', async () => {
    const performer = await signIn('performer@demo.test');
    const list = await api(performer).GET('/notifications', { params: { query: { unread: 'true' } } });
    expect(list.data!.unreadCount).toBeGreaterThan(0);
    const first = list.data!.notifications[0]!;
    const read = await api(performer).POST('/notifications/{id}/read', { params: { path: { id: first.id } } });
    expect(read.data).toMatchObject({ id: first.id, read: true });
    const all = await api(performer).POST('/notifications/read-all');
    expect(all.data!.marked).toBe(list.data!.unreadCount - 1);
    expect((await api(performer).GET('/notifications')).data!.unreadCount).toBe(0);
  });

  it('is the client the document generates today', async () => {
    const fs = await import('node:fs');
    const { CLIENT_TYPES_FILE, generateClientTypes } = await import('../../client/generate');
    expect(fs.readFileSync(CLIENT_TYPES_FILE, 'utf8'), 'run `pnpm openapi:generate` and commit').toBe(
      await generateClientTypes(),
    );
  }, 60_000);
});
