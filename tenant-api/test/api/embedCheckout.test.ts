import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMBEDS } from '../../src/db/seed/embed';
import { laughFactoryBlue } from 'theme-packs';
import { AGENCY_HOST, DEMO_PASSWORD, FLAGSHIP_HOST, startTestApp, type TestApp } from '../support/harness';
import { ownSlot } from '../support/offers';

/**
 * Paying from a widget on an agency's own page: the checkout link is absolute (on the API's
 * host), and the buyer comes back to the agency page they started on, never anywhere else.
 */
let app: TestApp;
let owner: pg.Client;
let buyer: string;
let agencyPerformer: string;
let performerId: string;

const AGENCY_KEY = DEMO_EMBEDS['demo-agency']!.publishableKey;
const AGENCY_SITE = 'http://127.0.0.1:4100';
const AGENCY_PAGE = `${AGENCY_SITE}/book/comedians?utm=spring#your-offers`;
const API_HOST = '127.0.0.1';

/** A widget's request: the publishable key and the agency page's Origin, on the API's own host. */
const fromWidget = (token?: string, body?: unknown) => ({
  host: API_HOST,
  token,
  body,
  headers: { 'x-tenant-key': AGENCY_KEY, origin: AGENCY_SITE },
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 4 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  const signIn = await app.request(
    'POST',
    '/api/auth/signin',
    fromWidget(undefined, { email: 'buyer@demo-agency.test', password: DEMO_PASSWORD }),
  );
  buyer = signIn.body.token;
  agencyPerformer = await app.signIn('performer@demo-agency.test', AGENCY_HOST);
  performerId = (await app.request('GET', '/api/auth/me', { token: agencyPerformer, host: AGENCY_HOST })).body
    .performerId;
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

async function offerFromWidget(): Promise<string> {
  const created = await app.request(
    'POST',
    '/api/offers/create',
    fromWidget(buyer, {
      performerId,
      eventName: `Agency night ${Math.random().toString(36).slice(2, 8)}`,
      eventDate: inDays(45),
      ...ownSlot(),
      venueName: 'The Blue Room',
      venueAddress: '1 Harbour St',
      venueCity: 'Boston',
      venueState: 'MA',
      offerAmount: 80_000,
    }),
  );
  expect(created.status).toBe(201);
  return created.body.offerId as string;
}

async function acceptedOfferFromWidget(): Promise<string> {
  const offerId = await offerFromWidget();
  const accepted = await app.request('PUT', `/api/offers/${offerId}/respond`, {
    token: agencyPerformer,
    host: AGENCY_HOST,
    body: { action: 'accept' },
  });
  expect(accepted.body.status).toBe('ACCEPTED');
  return offerId;
}

const payments = async (offerId: string) =>
  (await owner.query('select success_url from payments where offer_id = $1 order by created_at', [offerId])).rows;

const pay = (paymentUrl: string, host: string, card = '4242 4242 4242 4242') =>
  app.request('POST', paymentUrl, {
    host,
    rawBody: new URLSearchParams({ cardNumber: card, expiry: '12/30', cvc: '123' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('a buyer pays from the agency’s embedded offers list', () => {
  let offerId: string;
  let paymentUrl: string;
  let sessionId: string;

  it('gets an absolute checkout link on the tenant’s site, where the offer’s session was opened', async () => {
    offerId = await acceptedOfferFromWidget();
    const checkout = await app.request(
      'POST',
      `/api/offers/${offerId}/checkout`,
      fromWidget(buyer, { returnUrl: AGENCY_PAGE }),
    );
    expect(checkout.status).toBe(200);
    paymentUrl = checkout.body.paymentUrl;
    // The performer's accept on the agency's own host opened the offer's one session.
    expect(paymentUrl).toMatch(/^http:\/\/demo-agency\.localhost\/checkout\/lcs_[0-9a-f]{24}$/);
    sessionId = paymentUrl.split('/').pop()!;
    expect(checkout.headers['access-control-allow-origin']).toBe(AGENCY_SITE);
  });

  it('asking again for the same page answers the same session', async () => {
    const again = await app.request(
      'POST',
      `/api/offers/${offerId}/checkout`,
      fromWidget(buyer, { returnUrl: AGENCY_PAGE }),
    );
    expect(again.body.paymentUrl).toBe(paymentUrl);
    // The performer's accept opened the offer's one session; the widget's call moved its return page.
    expect(await payments(offerId)).toEqual([
      { success_url: `${AGENCY_SITE}/book/comedians?utm=spring&hl_checkout={CHECKOUT_SESSION_ID}#your-offers` },
    ]);
  });

  it('the checkout page opens on the API’s host whatever tenant that host names, in the agency’s name', async () => {
    const page = await app.request('GET', paymentUrl, { host: API_HOST });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Laugh Lines');
    expect(page.text).toContain('$912.00');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.text).toContain(
      `href="${AGENCY_SITE}/book/comedians?utm=spring&#38;hl_checkout=cancelled#your-offers"`,
    );
  });

  it('paying sends the buyer back to the page they started on, with the session to confirm', async () => {
    const paid = await pay(paymentUrl, API_HOST);
    expect(paid.status).toBe(302);
    expect(paid.headers.location).toBe(`${AGENCY_SITE}/book/comedians?utm=spring&hl_checkout=${sessionId}#your-offers`);
  });

  it('the widget confirms the payment there and the offer is paid', async () => {
    const verified = await app.request('GET', `/api/payments/verify-local-payment?session_id=${sessionId}`, {
      ...fromWidget(buyer),
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ offerId, status: 'PAID', totalPaidAmount: 91_200 });
    expect(verified.body.performer.user.email).toBe('performer@demo-agency.test');
  });
});

describe('the return page is checked before anything is written', () => {
  it.each([
    ['another site', 'https://evil.example/steal', 'The return page must be on http://127.0.0.1:4100'],
    ['another port of the agency host', 'http://127.0.0.1:4101/', 'The return page must be on http://127.0.0.1:4100'],
    ['a javascript: URL', 'javascript:alert(1)', 'The return page must be an http(s) URL'],
    ['not a URL', 'back to my page', 'The return page must be an http(s) URL'],
  ])('refuses %s with 400 naming returnUrl, and starts no checkout', async (_, returnUrl, message) => {
    const offerId = await acceptedOfferFromWidget();
    const response = await app.request('POST', `/api/offers/${offerId}/checkout`, fromWidget(buyer, { returnUrl }));
    expect(response.status).toBe(400);
    expect(response.body.error.fields.returnUrl).toBe(message);
    expect(await payments(offerId)).toEqual([{ success_url: expect.stringContaining('/payment/success') }]);
  });

  it('a counter-offer accepted with a bad return page stays unanswered', async () => {
    const offerId = await offerFromWidget();
    const countered = await app.request('PUT', `/api/offers/${offerId}/counter`, {
      token: agencyPerformer,
      host: AGENCY_HOST,
      body: { counterAmount: 95_000 },
    });
    expect(countered.status).toBe(200);
    const refused = await app.request(
      'PUT',
      `/api/offers/${offerId}/counter-response`,
      fromWidget(buyer, { action: 'accept', returnUrl: 'https://evil.example/' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.returnUrl).toMatch(/must be on/);
    const status = (await owner.query('select status from offers where id = $1', [offerId])).rows[0].status;
    expect(status).toBe('COUNTER_OFFER');

    const accepted = await app.request(
      'PUT',
      `/api/offers/${offerId}/counter-response`,
      fromWidget(buyer, { action: 'accept', returnUrl: AGENCY_PAGE }),
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.paymentUrl).toMatch(/^http:\/\/127\.0\.0\.1\/checkout\/lcs_/);
    const [payment] = await payments(offerId);
    expect(payment.success_url).toContain(`${AGENCY_SITE}/book/comedians?utm=spring&hl_checkout=`);
  });
});

describe('without a return page', () => {
  it('a widget comes back to the agency site’s home page', async () => {
    const offerId = await acceptedOfferFromWidget();
    const checkout = await app.request('POST', `/api/offers/${offerId}/checkout`, fromWidget(buyer));
    expect(checkout.status).toBe(200);
    const [embedded] = await payments(offerId);
    expect(embedded.success_url).toBe(`${AGENCY_SITE}/?hl_checkout={CHECKOUT_SESSION_ID}`);
  });

  it('the marketplace’s own site uses its payment page, and refuses a return page elsewhere', async () => {
    const offerId = await acceptedOfferFromWidget();
    const onSite = await app.signIn('buyer@demo-agency.test', AGENCY_HOST);
    const elsewhere = await app.request('POST', `/api/offers/${offerId}/checkout`, {
      host: AGENCY_HOST,
      token: onSite,
      body: { returnUrl: `${AGENCY_SITE}/` },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.fields.returnUrl).toBe('The return page must be on http://demo-agency.localhost');
    const own = await app.request('POST', `/api/offers/${offerId}/checkout`, { host: AGENCY_HOST, token: onSite });
    expect(own.status).toBe(200);
    expect(own.body.paymentUrl).toMatch(/^http:\/\/demo-agency\.localhost\/checkout\/lcs_/);
    const paid = await pay(own.body.paymentUrl, AGENCY_HOST);
    expect(paid.headers.location).toMatch(/^http:\/\/demo-agency\.localhost\/payment\/success\?session_id=lcs_/);
  });
});

describe('the local checkout page', () => {
  it('lives at /checkout/:id on the site, themed like the tenant, with its own strict policy and readable amounts', async () => {
    const offerId = await acceptedOfferFromWidget();
    const checkout = await app.request(
      'POST',
      `/api/offers/${offerId}/checkout`,
      fromWidget(buyer, { returnUrl: AGENCY_PAGE }),
    );
    const page = await app.request('GET', checkout.body.paymentUrl, { host: API_HOST });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // Its own strict policy; the one origin the buyer returns to after paying may take the form's redirect.
    expect(page.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https:; form-action 'self' ${AGENCY_SITE}; frame-ancestors 'none'; base-uri 'none'`,
    );
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).not.toMatch(/<script/i);
    // The agency's theme, name and logo text; the form posts to the page's own address.
    expect(page.text).toContain(`--hl-color-primary: ${laughFactoryBlue.colors.primary}`);
    expect(page.text).toContain('Laugh Lines Agency');
    expect(page.text).toContain(laughFactoryBlue.logo.text);
    const sessionId = checkout.body.paymentUrl.split('/').pop();
    expect(page.text).toContain(`action="/checkout/${sessionId}"`);
    // $800.00 offer, the BASIC tier's service fee on it, and the total the session charges.
    const offer = (await app.request('GET', `/api/offers/${offerId}`, fromWidget(buyer))).body;
    const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    expect(page.text).toMatch(
      new RegExp(`Performance fee</th><td>\\${usd(offer.subtotalAmount ?? offer.offerAmount)}`),
    );
    expect(page.text).toContain(`Service fee</th><td>${usd(offer.platformFee)}`);
    expect(page.text).toContain(`Total</th><td>${usd(offer.totalAmount)}`);
  });

  it('sends links to its old /api address on with a 308, which keeps a posted form', async () => {
    const offerId = await acceptedOfferFromWidget();
    const checkout = await app.request(
      'POST',
      `/api/offers/${offerId}/checkout`,
      fromWidget(buyer, { returnUrl: AGENCY_PAGE }),
    );
    const sessionId = checkout.body.paymentUrl.split('/').pop();
    for (const method of ['GET', 'POST'] as const) {
      const old = await app.request(method, `/api/payments/local/checkout/${sessionId}`, { host: API_HOST });
      expect(old.status).toBe(308);
      expect(old.headers.location).toBe(`/checkout/${sessionId}`);
    }
    expect((await app.request('GET', '/api/payments/local/checkout/not-a-session', { host: API_HOST })).status).toBe(
      400,
    );
  });

  it('answers an unknown or malformed checkout link with a 404 page in the theme of the site it was opened on', async () => {
    const sites = [
      { host: API_HOST, name: 'Headliner' },
      { host: FLAGSHIP_HOST, name: 'Headliner' },
      { host: AGENCY_HOST, name: 'Laugh Lines Agency' },
    ];
    for (const { host, name } of sites) {
      for (const [method, path] of [
        ['GET', `/checkout/lcs_${'0'.repeat(24)}`],
        ['GET', '/checkout/lcs_cut-short'],
        ['POST', `/checkout/lcs_${'0'.repeat(24)}`],
      ] as const) {
        const response = await app.request(method, path, {
          host,
          body: method === 'POST' ? 'cardNumber=4242424242424242' : undefined,
          headers: method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
        });
        expect(response.status, `${method} ${path} on ${host}`).toBe(404);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['content-security-policy']).toContain("default-src 'none'");
        expect(response.text).toContain('This checkout link doesn’t work');
        expect(response.text).toContain(`<title>Checkout link not found — ${name}</title>`);
        expect(response.text).toContain(`href="http://${host}/offers"`);
        expect(response.text).not.toContain('<script');
      }
    }
  });

  it('refuses to take a payment for a suspended tenant (423)', async () => {
    const offerId = await acceptedOfferFromWidget();
    const checkout = await app.request(
      'POST',
      `/api/offers/${offerId}/checkout`,
      fromWidget(buyer, { returnUrl: AGENCY_PAGE }),
    );
    await owner.query(`update tenants set status = 'suspended' where slug = 'demo-agency'`);
    try {
      expect((await app.request('GET', checkout.body.paymentUrl, { host: API_HOST })).status).toBe(423);
      expect((await pay(checkout.body.paymentUrl, API_HOST)).status).toBe(423);
    } finally {
      await owner.query(`update tenants set status = 'active' where slug = 'demo-agency'`);
    }
  });
});
