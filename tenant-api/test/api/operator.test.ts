import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_SUSPENDED_CODE, TENANT_SUSPENDED_MESSAGE } from '../../src/contract';
import { DEMO_EMBEDS } from '../../src/db/seed/embed';
import { AGENCY_HOST, FLAGSHIP_HOST, startTestApp, type TestApp } from '../support/harness';

let app: TestApp;
let owner: pg.Client;
let operator: string;
const tenantIds: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 2 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  for (const row of (await owner.query('select id, slug from tenants')).rows) tenantIds[row.slug] = row.id;
  operator = await app.signIn('operator@demo.test');
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

const create = (body: unknown, token = operator) => app.request('POST', '/api/operator/tenants', { token, body });
const setStatus = (id: string, status: string, token = operator) =>
  app.request('PUT', `/api/operator/tenants/${id}/status`, { token, body: { status } });
const tokenOf = (inviteUrl: string) => inviteUrl.split('/invite/')[1]!;

describe('operator tenants', () => {
  it('lists every tenant with domains, status and counts, for the operator only', async () => {
    const list = await app.request('GET', '/api/operator/tenants', { token: operator });
    expect(list.status).toBe(200);
    const agency = list.body.tenants.find((tenant: { slug: string }) => tenant.slug === 'demo-agency');
    expect(agency).toMatchObject({ status: 'active', isDefault: false, domains: ['laughlines.test'] });
    expect(agency.counts.performers).toBe(2);
    expect(agency.counts.users).toBeGreaterThan(2);

    expect((await app.request('GET', '/api/operator/tenants')).status).toBe(401);
    for (const email of ['admin@demo.test', 'buyer.basic@demo.test']) {
      const token = await app.signIn(email);
      expect((await app.request('GET', '/api/operator/tenants', { token })).status).toBe(403);
      const denied = await create({ slug: 'nope', name: 'Nope', adminEmail: 'a@b.test' }, token);
      expect(denied.status).toBe(403);
    }
    const agencyAdmin = await app.signIn('admin@demo-agency.test', AGENCY_HOST);
    expect((await app.request('GET', '/api/operator/tenants', { host: AGENCY_HOST, token: agencyAdmin })).status).toBe(
      403,
    );
  });

  it('creates a tenant with default tiers, no performers, and an invitation link on its own host', async () => {
    const response = await create({
      slug: 'Comedy-Co',
      name: 'Comedy Co',
      domains: ['book.comedyco.test'],
      adminEmail: 'Boss@ComedyCo.test',
    });
    expect(response.status).toBe(201);
    expect(response.body.tenant).toMatchObject({
      slug: 'comedy-co',
      name: 'Comedy Co',
      status: 'active',
      isDefault: false,
      domains: ['book.comedyco.test'],
      counts: { users: 0, performers: 0, offers: 0 },
    });
    expect(response.body.inviteUrl).toMatch(/^http:\/\/comedy-co\.localhost\/invite\/[A-Za-z0-9_-]{43}$/);
    const expires = new Date(response.body.inviteExpiresAt).getTime();
    expect(Math.abs(expires - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);

    const info = await app.request('GET', '/api/tenant', { host: 'comedy-co.localhost' });
    expect(info.body).toMatchObject({ slug: 'comedy-co', name: 'Comedy Co', status: 'active', themePack: 'flagship' });
    const byDomain = await app.request('GET', '/api/tenant', { host: 'book.comedyco.test' });
    expect(byDomain.body.slug).toBe('comedy-co');
    const tiers = await app.request('GET', '/api/tiers', { host: 'comedy-co.localhost' });
    expect(tiers.status).toBe(200);
    expect(tiers.body.buyerTiers).toHaveLength(4);
    expect(tiers.body.performerTiers).toHaveLength(2);
    const performers = await app.request('GET', '/api/performers', { host: 'comedy-co.localhost' });
    expect(performers.body.performers).toEqual([]);
    const key = await owner.query('select key from tenant_publishable_keys where tenant_id = $1', [
      response.body.tenant.id,
    ]);
    expect(key.rows[0].key).toMatch(/^pk_live_/);
    const stored = await owner.query('select token_hash, email, role from tenant_invitations where tenant_id = $1', [
      response.body.tenant.id,
    ]);
    expect(stored.rows[0]).toMatchObject({ email: 'boss@comedyco.test', role: 'ADMIN' });
    expect(stored.rows[0].token_hash).not.toBe(tokenOf(response.body.inviteUrl));
  });

  it('uses https on the first domain when asked over a public host name', async () => {
    await owner.query(`insert into tenant_domains (domain, tenant_id) values ('ops.headliner.test', $1)`, [
      tenantIds.flagship,
    ]);
    const token = await app.signIn('operator@demo.test', 'ops.headliner.test');
    const response = await app.request('POST', '/api/operator/tenants', {
      host: 'ops.headliner.test',
      token,
      body: { slug: 'public-co', name: 'Public Co', domains: ['public.example.com'], adminEmail: 'x@public.test' },
    });
    expect(response.status).toBe(201);
    expect(response.body.inviteUrl).toMatch(/^https:\/\/public\.example\.com\/invite\//);
  });

  it('answers 409 naming the slug or the domain that is taken, and rolls everything back', async () => {
    const slug = await create({ slug: 'demo-agency', name: 'Again', adminEmail: 'a@b.test' });
    expect(slug.status).toBe(409);
    expect(slug.body.error.fields).toHaveProperty('slug');
    const domain = await create({
      slug: 'fresh-one',
      name: 'Fresh',
      domains: ['fresh.test', 'laughlines.test'],
      adminEmail: 'a@b.test',
    });
    expect(domain.status).toBe(409);
    expect(domain.body.error.fields).toHaveProperty(['domains.1']);
    expect((await owner.query(`select 1 from tenants where slug = 'fresh-one'`)).rowCount).toBe(0);
    expect((await owner.query(`select 1 from tenant_domains where domain = 'fresh.test'`)).rowCount).toBe(0);
  });

  it('answers 400 naming each invalid field', async () => {
    const cases: [unknown, string][] = [
      [{ slug: '-bad-', name: 'X', adminEmail: 'a@b.test' }, 'slug'],
      [{ slug: 'ok', name: '', adminEmail: 'a@b.test' }, 'name'],
      [{ slug: 'ok', name: 'X', adminEmail: 'not-an-email' }, 'adminEmail'],
      [{ slug: 'ok', name: 'X', adminEmail: 'a@b.test', domains: ['no spaces.test'] }, 'domains.0'],
      [{ slug: 'ok', name: 'X', adminEmail: 'a@b.test', domains: ['a.test', 'a.test'] }, 'domains.1'],
      [{ slug: 'ok', name: 'X', adminEmail: 'a@b.test', extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.fields).toHaveProperty([field]);
    }
    const badStatus = await setStatus(tenantIds['demo-agency']!, 'closed');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error.fields).toHaveProperty('status');
    expect((await setStatus('not-a-uuid', 'active')).status).toBe(400);
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'active')).status).toBe(404);
  });
});

describe('first-admin invitations', () => {
  let inviteToken: string;
  const host = 'invited.localhost';

  beforeAll(async () => {
    const response = await create({ slug: 'invited', name: 'Invited Agency', adminEmail: 'first@invited.test' });
    expect(response.status).toBe(201);
    inviteToken = tokenOf(response.body.inviteUrl);
  });

  it('tells who is invited, on the tenant’s host only', async () => {
    const info = await app.request('GET', `/api/auth/invitations/${inviteToken}`, { host });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      email: 'first@invited.test',
      role: 'ADMIN',
      tenant: { slug: 'invited', name: 'Invited Agency' },
    });
    expect((await app.request('GET', `/api/auth/invitations/${inviteToken}`, { host: FLAGSHIP_HOST })).status).toBe(
      404,
    );
    expect((await app.request('GET', '/api/auth/invitations/nonsense-token-000000000', { host })).status).toBe(404);
  });

  it('validates the accept form', async () => {
    const response = await app.request('POST', `/api/auth/invitations/${inviteToken}/accept`, {
      host,
      body: { firstName: '', lastName: 'L', password: 'short' },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toEqual(expect.arrayContaining(['firstName', 'password']));
  });

  it('accepting makes an admin signed in on that tenant only, and the link then answers 410', async () => {
    const accepted = await app.request('POST', `/api/auth/invitations/${inviteToken}/accept`, {
      host,
      body: { firstName: 'Fay', lastName: 'First', password: 'first-password' },
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body.user).toMatchObject({
      email: 'first@invited.test',
      role: 'ADMIN',
      tenant: { slug: 'invited' },
    });
    const me = await app.request('GET', '/api/auth/me', { host, token: accepted.body.token });
    expect(me.status).toBe(200);
    expect((await app.request('GET', '/api/auth/me', { token: accepted.body.token })).status).toBe(401);

    const signIn = (signInHost: string) =>
      app.request('POST', '/api/auth/signin', {
        host: signInHost,
        body: { email: 'first@invited.test', password: 'first-password' },
      });
    const ok = await signIn(host);
    expect(ok.status).toBe(200);
    expect((await app.request('GET', '/api/auth/me', { host: FLAGSHIP_HOST, token: ok.body.token })).status).toBe(401);
    expect((await signIn(FLAGSHIP_HOST)).status).toBe(401);

    const again = await app.request('POST', `/api/auth/invitations/${inviteToken}/accept`, {
      host,
      body: { firstName: 'Fay', lastName: 'First', password: 'first-password' },
    });
    expect(again.status).toBe(410);
    expect((await app.request('GET', `/api/auth/invitations/${inviteToken}`, { host })).status).toBe(410);
  });

  it('answers 410 for an expired invitation and 409 when the e-mail already has an account', async () => {
    const expiring = await create({ slug: 'expiring', name: 'Expiring', adminEmail: 'late@expiring.test' });
    const expiringToken = tokenOf(expiring.body.inviteUrl);
    app.clock.advance(7 * 86_400_000 + 1000);
    try {
      const info = await app.request('GET', `/api/auth/invitations/${expiringToken}`, { host: 'expiring.localhost' });
      expect(info.status).toBe(410);
      expect(info.body.error.code).toBe('invitation_expired');
    } finally {
      app.clock.advance(-(7 * 86_400_000 + 1000));
    }

    const taken = await create({ slug: 'taken-mail', name: 'Taken', adminEmail: 'boss@taken.test' });
    const takenHost = 'taken-mail.localhost';
    const signUp = await app.request('POST', '/api/auth/signup', {
      host: takenHost,
      body: { email: 'boss@taken.test', password: 'password-1', firstName: 'B', lastName: 'T', role: 'BUYER' },
    });
    expect(signUp.status).toBe(201);
    const accept = await app.request('POST', `/api/auth/invitations/${tokenOf(taken.body.inviteUrl)}/accept`, {
      host: takenHost,
      body: { firstName: 'B', lastName: 'T', password: 'password-2' },
    });
    expect(accept.status).toBe(409);
  });
});

describe('suspension', () => {
  it('the default tenant cannot be suspended', async () => {
    const response = await setStatus(tenantIds.flagship!, 'suspended');
    expect(response.status).toBe(409);
    expect((await app.request('GET', '/api/tenant')).body.status).toBe('active');
  });

  it('a suspended tenant answers 423 everywhere but /api/tenant and /api/health; reactivation restores it', async () => {
    const agencyId = tenantIds['demo-agency']!;
    const before = await app.request('GET', '/api/performers', { host: AGENCY_HOST });
    const buyer = await app.signIn('buyer@demo-agency.test', AGENCY_HOST);

    const suspended = await setStatus(agencyId, 'suspended');
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ slug: 'demo-agency', status: 'suspended' });

    for (const [method, path, token] of [
      ['GET', '/api/performers', undefined],
      ['GET', '/api/tiers', undefined],
      ['GET', '/api/auth/me', buyer],
      ['POST', '/api/auth/signin', undefined],
    ] as const) {
      const response = await app.request(method, path, {
        host: AGENCY_HOST,
        token,
        ...(method === 'POST' ? { body: { email: 'buyer@demo-agency.test', password: 'demo-password' } } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(423);
      expect(response.body.error).toEqual({ code: TENANT_SUSPENDED_CODE, message: TENANT_SUSPENDED_MESSAGE });
    }
    // A checkout link on the suspended tenant's site, naming a session or not, is locked too.
    for (const method of ['GET', 'POST'] as const) {
      const checkout = await app.request(method, `/checkout/lcs_${'0'.repeat(24)}`, { host: AGENCY_HOST });
      expect(checkout.status, `${method} /checkout/lcs_…`).toBe(423);
    }
    const widget = await app.request('GET', '/api/performers', {
      host: '127.0.0.1',
      headers: { 'x-tenant-key': DEMO_EMBEDS['demo-agency']!.publishableKey, origin: 'http://127.0.0.1:4100' },
    });
    expect(widget.status).toBe(423);
    expect(widget.body.error.message).toBe(TENANT_SUSPENDED_MESSAGE);
    expect(widget.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4100');
    const info = await app.request('GET', '/api/tenant', { host: AGENCY_HOST });
    expect(info.status).toBe(200);
    expect(info.body.status).toBe('suspended');
    expect((await app.request('GET', '/api/health', { host: AGENCY_HOST })).status).toBe(200);

    expect((await app.request('GET', '/api/performers')).status).toBe(200);
    const listed = await app.request('GET', '/api/operator/tenants', { token: operator });
    expect(listed.body.tenants.find((tenant: { id: string }) => tenant.id === agencyId).status).toBe('suspended');

    const reactivated = await setStatus(agencyId, 'active');
    expect(reactivated.body.status).toBe('active');
    const after = await app.request('GET', '/api/performers', { host: AGENCY_HOST });
    expect(after.status).toBe(200);
    expect(after.body.pagination.total).toBe(before.body.pagination.total);
    expect((await app.request('GET', '/api/auth/me', { host: AGENCY_HOST, token: buyer })).status).toBe(200);
  });
});
