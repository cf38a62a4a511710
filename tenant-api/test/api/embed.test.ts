import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMBEDS } from '../../src/db/seed/embed';
import { AGENCY_HOST, DEMO_PASSWORD, FLAGSHIP_HOST, startTestApp, type TestApp } from '../support/harness';

let app: TestApp;
let owner: pg.Client;
const tenantIds: Record<string, string> = {};

const AGENCY_KEY = DEMO_EMBEDS['demo-agency']!.publishableKey;
const FLAGSHIP_KEY = DEMO_EMBEDS.flagship!.publishableKey;
const AGENCY_SITE = 'http://127.0.0.1:4100';
const AGENCY_OTHER_SITE = 'http://localhost:4200';
const STRANGER = 'https://evil.example';

/** A widget's request: the publishable key and the embedding page's Origin, on the API's own host. */
const embed = (origin: string | undefined, key = AGENCY_KEY, extra: Record<string, string> = {}) => ({
  host: '127.0.0.1',
  headers: { 'x-tenant-key': key, ...(origin ? { origin } : {}), ...extra },
});

async function embedSignIn(origin: string, email = 'buyer@demo-agency.test'): Promise<string> {
  const response = await app.request('POST', '/api/auth/signin', {
    ...embed(origin),
    body: { email, password: DEMO_PASSWORD },
  });
  expect(response.status).toBe(200);
  return response.body.token as string;
}

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 8 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  for (const row of (await owner.query('select id, slug from tenants')).rows) tenantIds[row.slug] = row.id;
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

describe('publishable key resolves the tenant', () => {
  it('answers the key’s tenant whatever the Host, with CORS for the allowed origin', async () => {
    const response = await app.request('GET', '/api/tenant', embed(AGENCY_SITE));
    expect(response.status).toBe(200);
    expect(response.body.slug).toBe('demo-agency');
    expect(response.body.themePack).toBe('laugh-factory-blue');
    expect(response.headers['access-control-allow-origin']).toBe(AGENCY_SITE);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Origin/i);
  });

  it('lists only the key’s tenant’s performers', async () => {
    const response = await app.request('GET', '/api/performers?limit=50', embed(AGENCY_SITE));
    expect(response.status).toBe(200);
    const ids = new Set(
      (await owner.query('select id from performers where tenant_id = $1', [tenantIds['demo-agency']])).rows.map(
        (row) => row.id,
      ),
    );
    expect(response.body.performers.length).toBeGreaterThan(0);
    for (const performer of response.body.performers) expect(ids.has(performer.id)).toBe(true);
  });

  it('a key of tenant A cannot read tenant B, even sent to B’s host', async () => {
    const foreign = (
      await owner.query('select id from performers where tenant_id = $1 and is_vetted limit 1', [tenantIds.flagship])
    ).rows[0].id as string;
    const viaKey = await app.request('GET', `/api/performers/${foreign}`, {
      ...embed(AGENCY_SITE),
      host: FLAGSHIP_HOST,
    });
    expect(viaKey.status).toBe(404);
    const tenant = await app.request('GET', '/api/tenant', { ...embed(AGENCY_SITE), host: FLAGSHIP_HOST });
    expect(tenant.body.slug).toBe('demo-agency');
    expect((await app.request('GET', `/api/performers/${foreign}`, { host: FLAGSHIP_HOST })).status).toBe(200);
  });

  it('refuses an origin the tenant does not allow with 403, readable by that page so its widget can say why', async () => {
    for (const origin of [STRANGER, 'https://partners.headliner.test', 'http://127.0.0.1:4101']) {
      const response = await app.request('GET', '/api/performers', embed(origin));
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('origin_not_allowed');
      expect(response.body.error.message).toContain(origin);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.body.performers).toBeUndefined();
    }
  });

  it('refuses a key request without an Origin (not from a web page)', async () => {
    const response = await app.request('GET', '/api/performers', embed(undefined));
    expect(response.status).toBe(403);
    expect(response.body.error.message).toMatch(/allowed origins/);
  });

  it('answers 401 for an unknown or revoked key and 400 naming the header for a malformed one', async () => {
    const unknown = await app.request('GET', '/api/tenant', embed(AGENCY_SITE, 'pk_live_doesnotexist000000000'));
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.code).toBe('invalid_tenant_key');
    const malformed = await app.request('GET', '/api/tenant', embed(AGENCY_SITE, 'sk_secret'));
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.error.fields)).toEqual(['X-Tenant-Key']);

    await owner.query(`insert into tenant_publishable_keys (key, tenant_id, revoked_at) values ($1, $2, now())`, [
      'pk_live_revokedkey00000000000000',
      tenantIds['demo-agency'],
    ]);
    const revoked = await app.request('GET', '/api/tenant', embed(AGENCY_SITE, 'pk_live_revokedkey00000000000000'));
    expect(revoked.status).toBe(401);
  });

  it('a suspended tenant’s key answers 423 (with CORS, so the widget can say why) except for /api/tenant', async () => {
    await owner.query(`update tenants set status = 'suspended' where slug = 'demo-agency'`);
    try {
      const performers = await app.request('GET', '/api/performers', embed(AGENCY_SITE));
      expect(performers.status).toBe(423);
      expect(performers.body.error.code).toBe('tenant_suspended');
      expect(performers.headers['access-control-allow-origin']).toBe(AGENCY_SITE);
      expect((await app.request('GET', '/api/tenant', embed(AGENCY_SITE))).body.status).toBe('suspended');
    } finally {
      await owner.query(`update tenants set status = 'active' where slug = 'demo-agency'`);
    }
  });
});

describe('CORS', () => {
  const preflight = (origin: string) => ({
    host: '127.0.0.1',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-tenant-key,authorization',
    },
  });

  it('allows a preflight from an origin some tenant allows', async () => {
    const response = await app.request('OPTIONS', '/api/offers/create', preflight(AGENCY_SITE));
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(AGENCY_SITE);
    expect(response.headers['access-control-allow-headers']).toMatch(/X-Tenant-Key/);
    expect(response.headers['access-control-allow-headers']).toMatch(/Authorization/);
    expect(response.headers['access-control-allow-methods']).toMatch(/PUT/);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Origin/i);
  });

  it('answers a preflight from a page no tenant allows, whose request is then refused readably', async () => {
    for (const origin of [STRANGER, 'http://192.168.1.5:4100']) {
      const response = await app.request('OPTIONS', '/api/performers', preflight(origin));
      expect(response.status).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      const refused = await app.request('GET', '/api/performers', embed(origin));
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('origin_not_allowed');
      expect(refused.headers['access-control-allow-origin']).toBe(origin);
      expect(refused.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const unknownKey = await app.request('GET', '/api/tenant', embed(STRANGER, 'pk_live_unknownkey000000000000'));
    expect(unknownKey.status).toBe(401);
    expect(unknownKey.headers['access-control-allow-origin']).toBe(STRANGER);
  });

  it('refuses a preflight from an opaque origin, without CORS headers', async () => {
    const response = await app.request('OPTIONS', '/api/performers', preflight('null'));
    expect(response.status).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends no CORS header on the tenant’s own site requests, even with an Origin', async () => {
    const response = await app.request('GET', '/api/tenant', { host: AGENCY_HOST, headers: { origin: AGENCY_SITE } });
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sets no cookie on a widget sign-in', async () => {
    const response = await app.request('POST', '/api/auth/signin', {
      ...embed(AGENCY_SITE),
      body: { email: 'buyer@demo-agency.test', password: DEMO_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('origin-bound widget sessions', () => {
  it('a token from a widget sign-in works from its own page only', async () => {
    const token = await embedSignIn(AGENCY_SITE);
    expect((await app.request('GET', '/api/auth/me', { ...embed(AGENCY_SITE), token })).status).toBe(200);
    const elsewhere = await app.request('GET', '/api/auth/me', { ...embed(AGENCY_OTHER_SITE), token });
    expect(elsewhere.status).toBe(401);
    expect((await app.request('GET', '/api/auth/me', { host: AGENCY_HOST, token })).status).toBe(401);
  });

  it('a token from the tenant’s own site is refused on a widget request', async () => {
    const siteToken = await app.signIn('buyer@demo-agency.test', AGENCY_HOST);
    expect((await app.request('GET', '/api/auth/me', { host: AGENCY_HOST, token: siteToken })).status).toBe(200);
    expect((await app.request('GET', '/api/auth/me', { ...embed(AGENCY_SITE), token: siteToken })).status).toBe(401);
  });

  it('a widget sign-up works and is bound to the page too', async () => {
    const response = await app.request('POST', '/api/auth/signup', {
      ...embed(AGENCY_SITE),
      body: {
        email: 'new.buyer@agency-site.test',
        password: 'long-enough-pw',
        firstName: 'Nia',
        lastName: 'Newcomer',
        role: 'BUYER',
      },
    });
    expect(response.status).toBe(201);
    const me = await app.request('GET', '/api/auth/me', { ...embed(AGENCY_SITE), token: response.body.token });
    expect(me.body.email).toBe('new.buyer@agency-site.test');
    const users = await owner.query('select tenant_id from users where email = $1', ['new.buyer@agency-site.test']);
    expect(users.rows.map((row) => row.tenant_id)).toEqual([tenantIds['demo-agency']]);
  });

  it('the key alone grants reads and sign-in only: writes need the widget’s own signed-in user', async () => {
    const anonymous = await app.request('POST', '/api/contact', { ...embed(AGENCY_SITE), body: {} });
    expect(anonymous.status).toBe(401);
    const performerId = (
      await owner.query('select id from performers where tenant_id = $1 and is_vetted limit 1', [
        tenantIds['demo-agency'],
      ])
    ).rows[0].id as string;
    const token = await embedSignIn(AGENCY_SITE);
    const created = await app.request('POST', '/api/offers/create', {
      ...embed(AGENCY_SITE),
      token,
      body: offerDraft(performerId),
    });
    expect(created.status).toBe(201);
    const mine = await app.request('GET', '/api/offers/my-offers', { ...embed(AGENCY_SITE), token });
    expect(mine.status).toBe(200);
    expect(mine.body.offers.length).toBeGreaterThan(0);
  });

  it('the other tenant’s key with a widget token of this tenant is refused', async () => {
    const token = await embedSignIn(AGENCY_SITE);
    const flagshipKeyRequest = await app.request('GET', '/api/auth/me', {
      ...embed('https://partners.headliner.test', FLAGSHIP_KEY),
      token,
    });
    expect(flagshipKeyRequest.status).toBe(401);
  });
});

function offerDraft(performerId: string) {
  const eventDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  return {
    performerId,
    eventName: 'Embedded Friday Show',
    eventDate,
    eventTime: '20:30',
    eventType: 'COMEDY_SHOW',
    audienceSize: 120,
    contentRating: 'CLEAN',
    venueName: 'The Laugh Loft',
    venueAddress: '12 Main St',
    venueCity: 'Austin',
    venueState: 'TX',
    venueType: 'COMEDY_CLUB',
    performanceLength: 60,
    offerAmount: 100_000,
    isMultiNight: false,
    numberOfNights: 1,
  };
}
