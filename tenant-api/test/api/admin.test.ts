import http from 'node:http';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AdminEmbedsResponse,
  AdminPerformer,
  AdminPerformerList,
  AdminThemeResponse,
  AdminTiersResponse,
  AdminUserList,
  AuditList,
  DEFAULT_SITE_CONTENT,
} from '../../src/contract';
import { RateLimiter } from '../../src/auth/rateLimiter';
import { TokenService } from '../../src/auth/tokens';
import { DEMO_EMBEDS } from '../../src/db/seed/embed';
import { createApp } from '../../src/http/app';
import { TenantDirectory } from '../../src/http/tenantResolver';
import { TtlCache } from '../../src/lib/ttlCache';
import { acceptAndPayLocally } from '../support/payments';
import { AGENCY_HOST, FLAGSHIP_HOST, startTestApp, type TestApp } from '../support/harness';
import { ownSlot } from '../support/offers';

let app: TestApp;
let owner: pg.Client;
let admin: string;
let agencyAdmin: string;
let buyer: string;
let guest: string;
let performer: string;
let performerId: string;
let agencyPerformerId: string;
const tenantIds: Record<string, string> = {};

const FLAGSHIP_KEY = DEMO_EMBEDS.flagship!.publishableKey;
const FLAGSHIP_SITE = 'https://partners.headliner.test';
const NEW_SITE = 'https://widgets.acme.test';
const GOOD_OVERRIDES = { colors: { primary: '#1a3a8f' }, logo: { text: 'Acme Laughs' }, fonts: { heading: 'serif' } };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const draft = (overrides: Record<string, unknown> = {}) => ({
  performerId,
  eventName: 'Friday Late Show',
  eventDate: inDays(40),
  ...ownSlot(),
  eventType: 'COMEDY_SHOW',
  audienceSize: 150,
  contentRating: 'CLEAN',
  venueName: 'The Laugh Loft',
  venueAddress: '12 Main St',
  venueCity: 'Austin',
  venueState: 'TX',
  venuePhone: '+1 512 555 0199',
  venueEmail: 'boss@laughloft.example',
  venueType: 'COMEDY_CLUB',
  performanceLength: 60,
  offerAmount: 100_000,
  isMultiNight: false,
  numberOfNights: 1,
  ...overrides,
});

const asAdmin = (extra: Record<string, unknown> = {}) => ({ token: admin, ...extra });
const asAgencyAdmin = (extra: Record<string, unknown> = {}) => ({ token: agencyAdmin, host: AGENCY_HOST, ...extra });

async function auditEntries(token = admin, host = FLAGSHIP_HOST) {
  const response = await app.request('GET', '/api/admin/audit', { token, host });
  expect(response.status).toBe(200);
  return response.body.entries as { action: string; target: string; before: any; after: any; actor: any }[];
}

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 4 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  for (const row of (await owner.query('select id, slug from tenants')).rows) tenantIds[row.slug] = row.id;
  [admin, buyer, guest, performer] = (await Promise.all(
    ['admin@demo.test', 'buyer.basic@demo.test', 'buyer.guest@demo.test', 'performer@demo.test'].map((email) =>
      app.signIn(email),
    ),
  )) as [string, string, string, string];
  agencyAdmin = await app.signIn('admin@demo-agency.test', AGENCY_HOST);
  performerId = (await app.request('GET', '/api/auth/me', { token: performer })).body.performerId;
  const agencyPerformer = await app.signIn('performer@demo-agency.test', AGENCY_HOST);
  agencyPerformerId = (await app.request('GET', '/api/auth/me', { token: agencyPerformer, host: AGENCY_HOST })).body
    .performerId;
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

const ENDPOINTS: [string, string, unknown?][] = [
  ['GET', '/api/admin/theme'],
  ['PUT', '/api/admin/theme', { pack: 'midnight', overrides: {} }],
  ['GET', '/api/admin/site-content'],
  ['PUT', '/api/admin/site-content', { ...DEFAULT_SITE_CONTENT, heroHeadline: 'Hijacked' }],
  ['GET', '/api/admin/tiers'],
  ['PUT', '/api/admin/tiers/buyer/BASIC', { serviceFeeBps: 100 }],
  ['PUT', '/api/admin/tiers/performer/basic', { commissionBps: 100 }],
  ['PUT', '/api/admin/fees', { payoutDelayDays: 2 }],
  ['GET', '/api/admin/embeds'],
  ['PUT', '/api/admin/embeds/origins', { origins: [] }],
  ['POST', '/api/admin/embeds/origins', { origin: 'https://new.example' }],
  ['DELETE', '/api/admin/embeds/origins?origin=https%3A%2F%2Fnew.example'],
  ['PUT', '/api/admin/embeds/signup-tier', { tier: 'ELITE' }],
  ['POST', '/api/admin/embeds/rotate-key'],
  ['GET', '/api/admin/performers'],
  ['PUT', '/api/admin/performers/00000000-0000-4000-8000-000000000000', { isFeatured: true }],
  ['PUT', '/api/admin/applications/00000000-0000-4000-8000-000000000000', { decision: 'approve' }],
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/audit'],
];

describe('admin access', () => {
  it('answers 401 without a token and 403 for other roles, changing nothing', async () => {
    for (const [method, path, body] of ENDPOINTS) {
      expect((await app.request(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await app.request(method, path, { body, token: buyer })).status, `${method} ${path}`).toBe(403);
      expect((await app.request(method, path, { body, token: performer })).status, `${method} ${path}`).toBe(403);
    }
    expect(await auditEntries()).toEqual([]);
    expect((await app.request('GET', '/api/tenant')).body.themePack).toBe('flagship');
  });

  it('does not accept one tenant’s admin token on another tenant’s host', async () => {
    for (const [method, path, body] of ENDPOINTS) {
      const response = await app.request(method, path, { body, token: admin, host: AGENCY_HOST });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('theme', () => {
  it('shows the pack, the overrides, the result and the packs to choose from', async () => {
    const response = await app.request('GET', '/api/admin/theme', asAdmin());
    expect(response.status).toBe(200);
    expect(response.body.pack).toBe('flagship');
    expect(response.body.overrides).toEqual({});
    expect(response.body.theme.id).toBe('flagship');
    expect(response.body.availablePacks.map((pack: { id: string }) => pack.id)).toEqual(
      expect.arrayContaining(['flagship', 'midnight', 'laugh-factory-blue', 'velvet-room']),
    );
  });

  it('rejects a colour below WCAG AA contrast, naming the field, and keeps the old theme', async () => {
    const response = await app.request(
      'PUT',
      '/api/admin/theme',
      asAdmin({ body: { pack: 'flagship', overrides: { colors: { primary: '#f0e0d0' } } } }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields['overrides.colors.primary']).toMatch(/contrast .* at least 4\.5:1/);
    expect((await app.request('GET', '/api/tenant')).body.theme.colors.primary).toBe('#b4361f');
  });

  it('rejects unknown packs, bad hex values and unknown keys', async () => {
    const badPack = await app.request('PUT', '/api/admin/theme', asAdmin({ body: { pack: 'neon', overrides: {} } }));
    expect(badPack.status).toBe(400);
    expect(badPack.body.error.fields.pack).toMatch(/Theme pack must be one of/);
    const badHex = await app.request(
      'PUT',
      '/api/admin/theme',
      asAdmin({ body: { pack: 'flagship', overrides: { colors: { primary: 'red' } } } }),
    );
    expect(badHex.status).toBe(400);
    expect(badHex.body.error.fields['overrides.colors.primary']).toBe('Colours are #rrggbb hex values');
    const unknown = await app.request(
      'PUT',
      '/api/admin/theme',
      asAdmin({ body: { pack: 'flagship', overrides: { radii: { sm: 2 } } } }),
    );
    expect(unknown.status).toBe(400);
    expect((await app.request('GET', '/api/admin/theme', asAdmin())).body.overrides).toEqual({});
  });

  it('saves pack and overrides; GET /api/tenant serves them on the very next request', async () => {
    const saved = await app.request(
      'PUT',
      '/api/admin/theme',
      asAdmin({ body: { pack: 'flagship', overrides: GOOD_OVERRIDES } }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.overrides).toEqual(GOOD_OVERRIDES);
    expect(saved.body.theme.colors.primary).toBe('#1a3a8f');
    const live = await app.request('GET', '/api/tenant');
    expect(live.body.themePack).toBe('flagship');
    expect(live.body.theme.colors.primary).toBe('#1a3a8f');
    expect(live.body.theme.logo.text).toBe('Acme Laughs');
    expect(live.body.theme.fonts.heading).toBe('serif');
    // Previewing another pack shows it plain.
    expect((await app.request('GET', '/api/tenant?theme=midnight')).body.theme.id).toBe('midnight');
    // The embedded widgets (publishable key) see it too.
    const widget = await app.request('GET', '/api/tenant', {
      host: '127.0.0.1',
      headers: { 'x-tenant-key': FLAGSHIP_KEY, origin: FLAGSHIP_SITE },
    });
    expect(widget.body.theme.logo.text).toBe('Acme Laughs');
    // The other tenant is untouched.
    const agency = await app.request('GET', '/api/tenant', { host: AGENCY_HOST });
    expect(agency.body.themePack).toBe('laugh-factory-blue');
    expect(agency.body.theme.logo.text).not.toBe('Acme Laughs');
    const audit = (await auditEntries()).find((entry) => entry.action === 'theme.update')!;
    expect(audit.before).toEqual({ pack: 'flagship', overrides: {} });
    expect(audit.after).toEqual({ pack: 'flagship', overrides: GOOD_OVERRIDES });
    expect(audit.actor.email).toBe('admin@demo.test');
  });

  it('reaches a server whose tenant cache is long-lived at once (the write forgets the cache)', async () => {
    const tenants = new TenantDirectory(app.orm, 60_000);
    const cached = createApp({
      orm: app.orm,
      config: app.config,
      tokens: new TokenService(app.config.jwtSecret, app.config.JWT_TTL_SECONDS),
      rateLimiter: new RateLimiter(app.orm),
      tenants,
      browseCache: new TtlCache(0),
      payments: app.payments,
      clock: () => app.clock.now(),
    });
    const server = http.createServer(cached.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const call = (method: string, path: string, body?: unknown) =>
      new Promise<{ status: number; body: any }>((resolve, reject) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method,
            path,
            headers: {
              host: FLAGSHIP_HOST,
              authorization: `Bearer ${admin}`,
              ...(payload ? { 'content-type': 'application/json' } : {}),
            },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }));
          },
        );
        req.on('error', reject);
        if (payload) req.write(payload);
        req.end();
      });
    try {
      expect((await call('GET', '/api/tenant')).body.theme.logo.text).toBe('Acme Laughs');
      const saved = await call('PUT', '/api/admin/theme', {
        pack: 'midnight',
        overrides: { logo: { text: 'Acme Nights' } },
      });
      expect(saved.status).toBe(200);
      const next = await call('GET', '/api/tenant');
      expect(next.body.themePack).toBe('midnight');
      expect(next.body.theme.id).toBe('midnight');
      expect(next.body.theme.logo.text).toBe('Acme Nights');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    // Back to the flagship pack for the tests below.
    const back = await app.request('PUT', '/api/admin/theme', asAdmin({ body: { pack: 'flagship', overrides: {} } }));
    expect(back.status).toBe(200);
  });
});

describe('site content', () => {
  const AGENCY_WORDS = {
    heroEyebrow: 'Acme Laughs · Denver',
    heroHeadline: 'Stand-up for the',
    heroHighlight: 'Front Range.',
    heroText: 'Clubs, theaters and company nights from Boulder to Pueblo.',
    footerText: 'Acme Laughs books comedy across Colorado.',
    footerLinks: [
      { label: 'Our rooms', url: '/browse?state=CO' },
      { label: 'Instagram', url: 'https://instagram.com/acmelaughs' },
    ],
  };

  it('serves each tenant its own words on GET /api/tenant: the defaults, or the seed’s', async () => {
    const flagship = await app.request('GET', '/api/tenant');
    expect(flagship.body.content).toEqual(DEFAULT_SITE_CONTENT);
    const agency = await app.request('GET', '/api/tenant', { host: AGENCY_HOST });
    expect(agency.body.content.heroHeadline).not.toBe(DEFAULT_SITE_CONTENT.heroHeadline);
    expect(agency.body.content.footerLinks.length).toBeGreaterThan(0);
    const editor = await app.request('GET', '/api/admin/site-content', asAdmin());
    expect(editor.status).toBe(200);
    expect(editor.body).toEqual(DEFAULT_SITE_CONTENT);
  });

  it('refuses bad words naming the field, and keeps what was there', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ heroHeadline: '   ' }, 'heroHeadline', /Headline is required/],
      [{ heroText: 'x'.repeat(401) }, 'heroText', /at most 400/],
      [{ footerLinks: [{ label: 'Bad', url: 'javascript:alert(1)' }] }, 'footerLinks.0.url', /path on this site/],
      [{ footerLinks: [{ label: 'Plain', url: 'http://example.com' }] }, 'footerLinks.0.url', /https:\/\//],
      [{ footerLinks: [{ label: 'Other host', url: '//evil.example' }] }, 'footerLinks.0.url', /path on this site/],
      [{ footerLinks: [{ label: '', url: '/browse' }] }, 'footerLinks.0.label', /Link text is required/],
      [{ footerLinks: Array.from({ length: 7 }, () => ({ label: 'A', url: '/browse' })) }, 'footerLinks', /At most 6/],
      [{ heroColor: 'red' }, 'heroColor', /./],
      [{ heroHeadline: 42 }, 'heroHeadline', /./],
      [{ footerLinks: undefined }, 'footerLinks', /./],
    ];
    for (const [change, field, message] of cases) {
      const response = await app.request(
        'PUT',
        '/api/admin/site-content',
        asAdmin({ body: { ...DEFAULT_SITE_CONTENT, ...change } }),
      );
      expect(response.status, field).toBe(400);
      expect(response.body.error.fields[field], field).toMatch(message);
    }
    expect((await app.request('GET', '/api/tenant')).body.content).toEqual(DEFAULT_SITE_CONTENT);
    expect((await auditEntries()).filter((entry) => entry.action === 'site-content.update')).toEqual([]);
  });

  it('serialises two saves sent at once: both answer 200, and the audit chain has no gap', async () => {
    const current = (await app.request('GET', '/api/admin/site-content', asAdmin())).body;
    const [first, second] = await Promise.all(
      ['Saved at once, one', 'Saved at once, two'].map((heroHeadline) =>
        app.request('PUT', '/api/admin/site-content', asAdmin({ body: { ...current, heroHeadline } })),
      ),
    );
    expect([first!.status, second!.status]).toEqual([200, 200]);
    const saves = (await auditEntries()).filter((entry) => entry.action === 'site-content.update').slice(0, 2);
    const [newer, older] = saves as [(typeof saves)[number], (typeof saves)[number]];
    expect(newer.before).toEqual(older.after);
    expect((await app.request('GET', '/api/tenant')).body.content).toEqual(newer.after);
    const restored = await app.request('PUT', '/api/admin/site-content', asAdmin({ body: current }));
    expect(restored.status).toBe(200);
  });

  it('saves trimmed words for its own tenant only, audited; the live site shows them on the next request', async () => {
    const padded = { ...AGENCY_WORDS, heroHeadline: `  ${AGENCY_WORDS.heroHeadline}  ` };
    const agencyBefore = (await app.request('GET', '/api/tenant', { host: AGENCY_HOST })).body.content;
    const saved = await app.request('PUT', '/api/admin/site-content', asAdmin({ body: padded }));
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(AGENCY_WORDS);
    expect((await app.request('GET', '/api/tenant')).body.content).toEqual(AGENCY_WORDS);
    expect((await app.request('GET', '/api/admin/site-content', asAdmin())).body).toEqual(AGENCY_WORDS);
    const audit = (await auditEntries()).find((entry) => entry.action === 'site-content.update')!;
    expect(audit.before).toEqual(DEFAULT_SITE_CONTENT);
    expect(audit.after).toEqual(AGENCY_WORDS);
    expect(audit.actor.email).toBe('admin@demo.test');
    // The other tenant keeps its words and its audit log; its admin sees only its own.
    expect((await app.request('GET', '/api/tenant', { host: AGENCY_HOST })).body.content).toEqual(agencyBefore);
    expect((await app.request('GET', '/api/admin/site-content', asAgencyAdmin())).body).toEqual(agencyBefore);
    expect((await auditEntries(agencyAdmin, AGENCY_HOST)).some((entry) => entry.action === 'site-content.update')).toBe(
      false,
    );
    expect((await app.request('GET', '/api/admin/site-content', { token: admin, host: AGENCY_HOST })).status).toBe(401);
  });
});

describe('tiers and fees', () => {
  it('shows tiers, processing fees and the payout delay', async () => {
    const response = await app.request('GET', '/api/admin/tiers', asAdmin());
    expect(response.status).toBe(200);
    expect(response.body.buyerTiers.map((tier: { tier: string }) => tier.tier)).toEqual([
      'GUEST',
      'BASIC',
      'ELITE',
      'ENTERPRISE',
    ]);
    expect(response.body.performerTiers.map((tier: { tier: string }) => tier.tier)).toEqual(['basic', 'elite']);
    expect(response.body.paymentProcessing).toEqual({
      rateBps: expect.any(Number),
      fixedCents: expect.any(Number),
    });
    expect(typeof response.body.payoutDelayDays).toBe('number');
  });

  it('validates tier updates, naming the field', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/admin/tiers/buyer/BASIC', { monthlyPrice: -1 }, 'monthlyPrice'],
      ['/api/admin/tiers/buyer/BASIC', { monthlyPrice: 10.5 }, 'monthlyPrice'],
      ['/api/admin/tiers/buyer/BASIC', { serviceFeeBps: 6000 }, 'serviceFeeBps'],
      ['/api/admin/tiers/buyer/BASIC', { name: '  ' }, 'name'],
      ['/api/admin/tiers/buyer/BASIC', { color: 'red' }, 'color'],
      ['/api/admin/tiers/buyer/BASIC', {}, 'body'],
      ['/api/admin/tiers/buyer/PLATINUM', { monthlyPrice: 100 }, 'tier'],
      ['/api/admin/tiers/performer/elite', { commissionBps: -5 }, 'commissionBps'],
      ['/api/admin/tiers/performer/gold', { commissionBps: 5 }, 'tier'],
      ['/api/admin/fees', { processingFeeBps: 1_500 }, 'processingFeeBps'],
      ['/api/admin/fees', { processingFeeBps: '290' }, 'processingFeeBps'],
      ['/api/admin/fees', { processingFixedCents: -1 }, 'processingFixedCents'],
      ['/api/admin/fees', { processingFixedCents: 1_001 }, 'processingFixedCents'],
      ['/api/admin/fees', { payoutDelayDays: 31 }, 'payoutDelayDays'],
      ['/api/admin/fees', { payoutDelayDays: 1.5 }, 'payoutDelayDays'],
      ['/api/admin/fees', { payoutDelay: 2 }, 'payoutDelay'],
      ['/api/admin/fees', {}, 'body'],
    ];
    for (const [path, body, field] of cases) {
      const response = await app.request('PUT', path, asAdmin({ body }));
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(Object.keys(response.body.error.fields), `${path} ${JSON.stringify(body)}`).toContain(field);
    }
  });

  it('applies a fee change to offers made afterwards only', async () => {
    const before = await app.request('POST', '/api/offers/create', { token: buyer, body: draft() });
    expect(before.status).toBe(201);
    const oldFee = (await app.request('GET', `/api/offers/${before.body.offerId}`, { token: buyer })).body;

    const changed = await app.request(
      'PUT',
      '/api/admin/tiers/buyer/BASIC',
      asAdmin({ body: { serviceFeeBps: 725, name: 'Basic Plus', features: ['Priority support'] } }),
    );
    expect(changed.status).toBe(200);
    const basic = changed.body.buyerTiers.find((tier: { tier: string }) => tier.tier === 'BASIC');
    expect(basic).toMatchObject({ serviceFeeBps: 725, serviceFeeRate: 7.25, name: 'Basic Plus' });
    expect(basic.features).toEqual(['Priority support']);

    // The public tiers and the calculator see it at once.
    const publicTiers = await app.request('GET', '/api/tiers');
    expect(publicTiers.body.buyerTiers.find((tier: { tier: string }) => tier.tier === 'BASIC').serviceFeeBps).toBe(725);
    const quote = await app.request('GET', '/api/fees/calculate?offerAmount=100000&tier=BASIC');
    expect(quote.body.serviceFeeBps).toBe(725);
    expect(quote.body.platformFee).toBe(7250);

    const after = await app.request('POST', '/api/offers/create', {
      token: buyer,
      body: draft({ eventDate: inDays(41) }),
    });
    expect(after.status).toBe(201);
    const newFee = (await app.request('GET', `/api/offers/${after.body.offerId}`, { token: buyer })).body;
    expect(newFee.serviceFeeRate).toBe(7.25);
    expect(newFee.platformFee).toBe(7250);
    const oldAgain = (await app.request('GET', `/api/offers/${before.body.offerId}`, { token: buyer })).body;
    expect(oldAgain.serviceFeeRate).toBe(oldFee.serviceFeeRate);
    expect(oldAgain.platformFee).toBe(oldFee.platformFee);
    expect(oldAgain.serviceFeeRate).not.toBe(7.25);

    const audit = (await auditEntries()).find((entry) => entry.target === 'buyer_tier:BASIC')!;
    expect(audit.action).toBe('tier.update');
    expect(audit.before.serviceFeeBps).toBe(oldFee.serviceFeeRate * 100);
    expect(audit.after.serviceFeeBps).toBe(725);
  });

  it('updates a performer tier', async () => {
    const response = await app.request(
      'PUT',
      '/api/admin/tiers/performer/elite',
      asAdmin({ body: { commissionBps: 850, monthlyPrice: 4900 } }),
    );
    expect(response.status).toBe(200);
    expect(response.body.performerTiers.find((tier: { tier: string }) => tier.tier === 'elite')).toMatchObject({
      commissionBps: 850,
      monthlyPrice: 4900,
    });
    const publicTiers = await app.request('GET', '/api/tiers');
    expect(publicTiers.body.performerTiers.find((tier: { tier: string }) => tier.tier === 'elite').commissionBps).toBe(
      850,
    );
  });
});

describe('processing fee and payout delay', () => {
  const makeOffer = async (eventInDays: number) => {
    const created = await app.request('POST', '/api/offers/create', {
      token: buyer,
      body: draft({ eventDate: inDays(eventInDays) }),
    });
    expect(created.status).toBe(201);
    return created.body.offerId as string;
  };

  const acceptAndPay = (offerId: string) => acceptAndPayLocally(app, offerId, { performer, buyer });

  const fullRefund = async (offerId: string) => {
    const quote = await app.request('GET', `/api/offers/${offerId}/cancellation`, { token: buyer });
    expect(quote.body.band).toBe('full');
    const offer = (await app.request('GET', `/api/offers/${offerId}`, { token: buyer })).body;
    return { refund: quote.body.refund as number, paid: offer.totalAmount as number };
  };

  it('a new processing fee applies to offers made afterwards; the payout delay changes; the agency keeps its own', async () => {
    const agencyBefore = (await app.request('GET', '/api/admin/tiers', asAgencyAdmin())).body;
    const earlier = await makeOffer(60);
    const before = (await app.request('GET', '/api/admin/tiers', asAdmin())).body;

    const changed = await app.request(
      'PUT',
      '/api/admin/fees',
      asAdmin({ body: { processingFeeBps: 500, processingFixedCents: 50, payoutDelayDays: 3 } }),
    );
    expect(changed.status).toBe(200);
    expect(AdminTiersResponse.parse(changed.body)).toEqual(changed.body);
    expect(changed.body).toMatchObject({ paymentProcessing: { rateBps: 500, fixedCents: 50 }, payoutDelayDays: 3 });
    expect((await app.request('GET', '/api/tiers')).body.paymentProcessing).toMatchObject({ rateBps: 500, rate: 5 });
    const partial = await app.request('PUT', '/api/admin/fees', asAdmin({ body: { payoutDelayDays: 4 } }));
    expect(partial.body).toMatchObject({ paymentProcessing: { rateBps: 500, fixedCents: 50 }, payoutDelayDays: 4 });

    // The offer made before keeps the processing fee it was made with; one made now has the new one.
    const later = await makeOffer(61);
    await acceptAndPay(earlier);
    await acceptAndPay(later);
    const old = await fullRefund(earlier);
    expect(old.refund).toBe(
      old.paid -
        (Math.round((old.paid * before.paymentProcessing.rateBps) / 10_000) + before.paymentProcessing.fixedCents),
    );
    const now = await fullRefund(later);
    expect(now.refund).toBe(now.paid - (Math.round((now.paid * 500) / 10_000) + 50));

    const audit = (await auditEntries()).filter((entry) => entry.target === 'fee_settings');
    expect(audit.map((entry) => entry.action)).toEqual(['fees.update', 'fees.update']);
    expect(audit[1]).toMatchObject({
      before: { processingFeeBps: before.paymentProcessing.rateBps, payoutDelayDays: before.payoutDelayDays },
      after: { processingFeeBps: 500, processingFixedCents: 50, payoutDelayDays: 3 },
    });
    expect((await app.request('GET', '/api/admin/tiers', asAgencyAdmin())).body).toEqual(agencyBefore);
    expect(await auditEntries(agencyAdmin, AGENCY_HOST)).toEqual([]);

    const restored = await app.request(
      'PUT',
      '/api/admin/fees',
      asAdmin({
        body: {
          processingFeeBps: before.paymentProcessing.rateBps,
          processingFixedCents: before.paymentProcessing.fixedCents,
          payoutDelayDays: before.payoutDelayDays,
        },
      }),
    );
    expect(restored.body).toMatchObject({ paymentProcessing: before.paymentProcessing });
  });
});

describe('embeds', () => {
  const widget = (key: string, origin: string) => ({
    host: '127.0.0.1',
    headers: { 'x-tenant-key': key, origin },
  });

  it('shows the key, the origins and the script base', async () => {
    const response = await app.request('GET', '/api/admin/embeds', asAdmin());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      publishableKey: FLAGSHIP_KEY,
      origins: [FLAGSHIP_SITE],
      scriptBase: 'http://localhost',
      signupTier: null,
      effectiveSignupTier: 'GUEST',
    });
  });

  it('adds and removes one origin at a time, audited, and refuses what it cannot do', async () => {
    const added = await app.request(
      'POST',
      '/api/admin/embeds/origins',
      asAdmin({ body: { origin: 'HTTPS://One.Acme.test' } }),
    );
    expect(added.status).toBe(200);
    expect(added.body.origins).toEqual(['https://one.acme.test', FLAGSHIP_SITE]);
    const again = await app.request(
      'POST',
      '/api/admin/embeds/origins',
      asAdmin({ body: { origin: 'https://one.acme.test' } }),
    );
    expect(again.body.origins).toEqual(['https://one.acme.test', FLAGSHIP_SITE]);
    expect((await app.request('GET', '/api/tiers', widget(FLAGSHIP_KEY, 'https://one.acme.test'))).status).toBe(200);
    const bad = await app.request(
      'POST',
      '/api/admin/embeds/origins',
      asAdmin({ body: { origin: 'http://acme.test' } }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['origin']);
    const extra = await app.request('POST', '/api/admin/embeds/origins', asAdmin({ body: { origins: [] } }));
    expect(extra.status).toBe(400);

    const removed = await app.request(
      'DELETE',
      `/api/admin/embeds/origins?origin=${encodeURIComponent('https://one.acme.test')}`,
      asAdmin(),
    );
    expect(removed.status).toBe(200);
    expect(removed.body.origins).toEqual([FLAGSHIP_SITE]);
    expect((await app.request('GET', '/api/tiers', widget(FLAGSHIP_KEY, 'https://one.acme.test'))).status).toBe(403);
    const missing = await app.request(
      'DELETE',
      `/api/admin/embeds/origins?origin=${encodeURIComponent('https://one.acme.test')}`,
      asAdmin(),
    );
    expect(missing.status).toBe(404);
    const actions = (await auditEntries()).filter((entry) => entry.action === 'embeds.origins');
    expect(actions.map((entry) => entry.after)).toEqual(
      expect.arrayContaining([
        { origins: [FLAGSHIP_SITE, 'https://one.acme.test'].sort() },
        { origins: [FLAGSHIP_SITE] },
      ]),
    );
  });

  it('chooses the plan of widget sign-ups, audited; an unknown plan is a 400', async () => {
    const chosen = await app.request('PUT', '/api/admin/embeds/signup-tier', asAdmin({ body: { tier: 'BASIC' } }));
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ signupTier: 'BASIC', effectiveSignupTier: 'BASIC' });
    const bad = await app.request('PUT', '/api/admin/embeds/signup-tier', asAdmin({ body: { tier: 'GOLD' } }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['tier']);
    const back = await app.request('PUT', '/api/admin/embeds/signup-tier', asAdmin({ body: { tier: null } }));
    expect(back.body).toMatchObject({ signupTier: null, effectiveSignupTier: 'GUEST' });
    const audit = (await auditEntries()).filter((entry) => entry.action === 'embeds.signup_tier');
    expect(audit).toHaveLength(2);
    expect(audit.map((entry) => [entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        [{ signupTier: null }, { signupTier: 'BASIC' }],
        [{ signupTier: 'BASIC' }, { signupTier: null }],
      ]),
    );
  });

  it('rejects a bad origin naming its index, and keeps the list', async () => {
    for (const bad of ['ftp://acme.test', 'https://acme.test/widgets', 'http://acme.test', 'not an origin']) {
      const response = await app.request(
        'PUT',
        '/api/admin/embeds/origins',
        asAdmin({ body: { origins: [NEW_SITE, bad] } }),
      );
      expect(response.status, bad).toBe(400);
      expect(Object.keys(response.body.error.fields), bad).toEqual(['origins.1']);
    }
    const tooMany = Array.from({ length: 21 }, (_, index) => `https://site${index}.test`);
    const response = await app.request('PUT', '/api/admin/embeds/origins', asAdmin({ body: { origins: tooMany } }));
    expect(response.status).toBe(400);
    expect(response.body.error.fields.origins).toBe('At most 20 origins');
    expect((await app.request('GET', '/api/admin/embeds', asAdmin())).body.origins).toEqual([FLAGSHIP_SITE]);
  });

  it('replaces the origins; widgets on a new origin work and on a removed one are refused at once', async () => {
    expect((await app.request('GET', '/api/tiers', widget(FLAGSHIP_KEY, FLAGSHIP_SITE))).status).toBe(200);
    expect((await app.request('GET', '/api/tiers', widget(FLAGSHIP_KEY, NEW_SITE))).status).toBe(403);
    const saved = await app.request(
      'PUT',
      '/api/admin/embeds/origins',
      asAdmin({
        body: { origins: ['HTTPS://Widgets.Acme.test', 'https://widgets.acme.test:443', 'http://localhost:4300'] },
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.origins).toEqual(['http://localhost:4300', NEW_SITE]);
    expect((await app.request('GET', '/api/tiers', widget(FLAGSHIP_KEY, NEW_SITE))).status).toBe(200);
    expect((await app.request('GET', '/api/tiers', widget(FLAGSHIP_KEY, FLAGSHIP_SITE))).status).toBe(403);
    const preflight = await app.request('OPTIONS', '/api/tiers', {
      host: '127.0.0.1',
      headers: { origin: NEW_SITE, 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    const audit = (await auditEntries()).find((entry) => entry.action === 'embeds.origins')!;
    expect(audit.before).toEqual({ origins: [FLAGSHIP_SITE] });
    expect(audit.after).toEqual({ origins: ['http://localhost:4300', NEW_SITE] });
  });

  it('rotates the key: the old one is refused at once, the new one works', async () => {
    const rotated = await app.request('POST', '/api/admin/embeds/rotate-key', asAdmin());
    expect(rotated.status).toBe(200);
    const newKey = rotated.body.publishableKey as string;
    expect(newKey).toMatch(/^pk_live_[A-Za-z0-9]{24}$/);
    expect(newKey).not.toBe(FLAGSHIP_KEY);
    const old = await app.request('GET', '/api/tiers', widget(FLAGSHIP_KEY, NEW_SITE));
    expect(old.status).toBe(401);
    expect(old.body.error.code).toBe('invalid_tenant_key');
    expect((await app.request('GET', '/api/tiers', widget(newKey, NEW_SITE))).status).toBe(200);
    expect((await app.request('GET', '/api/admin/embeds', asAdmin())).body.publishableKey).toBe(newKey);
    const audit = (await auditEntries()).find((entry) => entry.action === 'embeds.rotate_key')!;
    expect(audit.before).toEqual({ publishableKey: FLAGSHIP_KEY });
    expect(audit.after).toEqual({ publishableKey: newKey });
    // The other tenant's key still works.
    const agencyKey = DEMO_EMBEDS['demo-agency']!.publishableKey;
    expect((await app.request('GET', '/api/tiers', widget(agencyKey, 'http://localhost:4100'))).status).toBe(200);
  });
});

describe('concurrent embed changes', () => {
  it('serialises two saves of the origins and two rotations: one active key, no errors', async () => {
    const saves = await Promise.all([
      app.request('PUT', '/api/admin/embeds/origins', asAdmin({ body: { origins: [NEW_SITE, FLAGSHIP_SITE] } })),
      app.request('PUT', '/api/admin/embeds/origins', asAdmin({ body: { origins: [FLAGSHIP_SITE, NEW_SITE] } })),
    ]);
    expect(saves.map((response) => response.status)).toEqual([200, 200]);
    const rotations = await Promise.all([
      app.request('POST', '/api/admin/embeds/rotate-key', asAdmin()),
      app.request('POST', '/api/admin/embeds/rotate-key', asAdmin()),
    ]);
    expect(rotations.map((response) => response.status)).toEqual([200, 200]);
    const active = await owner.query(
      'select key from tenant_publishable_keys where tenant_id = $1 and revoked_at is null',
      [tenantIds.flagship],
    );
    expect(active.rows).toHaveLength(1);
    expect((await app.request('GET', '/api/admin/embeds', asAdmin())).body.publishableKey).toBe(active.rows[0].key);
  });
});

describe('performers and applications', () => {
  let eliteApplicationId: string;
  let basicApplicationId: string;

  it('lists performers with e-mail and filters, 20 a page', async () => {
    const all = await app.request('GET', '/api/admin/performers', asAdmin());
    expect(all.status).toBe(200);
    expect(all.body.page).toBe(1);
    expect(all.body.total).toBeGreaterThanOrEqual(all.body.performers.length);
    const mine = all.body.performers.find((item: { id: string }) => item.id === performerId);
    expect(mine).toMatchObject({ email: 'performer@demo.test', application: null });
    const search = await app.request('GET', '/api/admin/performers?query=performer@demo.test', asAdmin());
    expect(search.body.performers.map((item: { id: string }) => item.id)).toEqual([performerId]);
    const vetted = await app.request('GET', '/api/admin/performers?filter=vetted', asAdmin());
    expect(vetted.body.performers.every((item: { isVetted: boolean }) => item.isVetted)).toBe(true);
    const none = await app.request('GET', '/api/admin/performers?query=%25%25nobody%25', asAdmin());
    expect(none.body).toEqual({ performers: [], total: 0, totalIsCapped: false, hasMore: false, page: 1 });
    const far = await app.request('GET', '/api/admin/performers?page=50', asAdmin());
    expect(far.body.performers).toEqual([]);
    expect(far.body.total).toBe(all.body.total);
    for (const query of ['filter=gold', 'page=0', 'page=abc', 'page=51', 'colour=red']) {
      const response = await app.request('GET', `/api/admin/performers?${query}`, asAdmin());
      expect(response.status, query).toBe(400);
    }
  });

  it('updates flags, validates the body and answers 404 for unknown ids', async () => {
    const updated = await app.request(
      'PUT',
      `/api/admin/performers/${performerId}`,
      asAdmin({ body: { isFeatured: true } }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: performerId, isFeatured: true });
    const featured = await app.request('GET', '/api/admin/performers?filter=featured', asAdmin());
    expect(featured.body.performers.map((item: { id: string }) => item.id)).toContain(performerId);
    expect((await app.request('PUT', `/api/admin/performers/${performerId}`, asAdmin({ body: {} }))).status).toBe(400);
    const badFlag = await app.request(
      'PUT',
      `/api/admin/performers/${performerId}`,
      asAdmin({ body: { isFeatured: 'yes' } }),
    );
    expect(Object.keys(badFlag.body.error.fields)).toEqual(['isFeatured']);
    const badId = await app.request('PUT', '/api/admin/performers/nope', asAdmin({ body: { isFeatured: true } }));
    expect(badId.status).toBe(400);
    expect(badId.body.error.fields.id).toBe('Performer id must be a UUID');
    const unknown = await app.request(
      'PUT',
      '/api/admin/performers/00000000-0000-4000-8000-000000000000',
      asAdmin({ body: { isFeatured: true } }),
    );
    expect(unknown.status).toBe(404);
    const audit = (await auditEntries()).find((entry) => entry.action === 'performer.update')!;
    expect(audit.target).toBe(`performer:${performerId}`);
    expect(audit.before.isFeatured).toBe(false);
    expect(audit.after.isFeatured).toBe(true);
  });

  it('shows pending applications', async () => {
    const elite = await app.request('POST', '/api/performers/apply', {
      token: performer,
      body: { tier: 'elite', email: 'performer@demo.test', stageName: 'Applicant' },
    });
    expect(elite.status).toBe(201);
    eliteApplicationId = elite.body.id;
    const pending = await app.request('GET', '/api/admin/performers?filter=pending', asAdmin());
    expect(pending.body.performers.map((item: { id: string }) => item.id)).toEqual([performerId]);
    expect(pending.body.performers[0].application).toMatchObject({
      id: eliteApplicationId,
      tier: 'elite',
      status: 'pending',
      decisionReason: null,
    });
  });

  it('validates decisions: a rejection needs a reason', async () => {
    const noReason = await app.request(
      'PUT',
      `/api/admin/applications/${eliteApplicationId}`,
      asAdmin({ body: { decision: 'reject' } }),
    );
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body.error.fields)).toEqual(['reason']);
    const blank = await app.request(
      'PUT',
      `/api/admin/applications/${eliteApplicationId}`,
      asAdmin({ body: { decision: 'reject', reason: '   ' } }),
    );
    expect(blank.body.error.fields.reason).toBe('Give a reason');
    const badDecision = await app.request(
      'PUT',
      `/api/admin/applications/${eliteApplicationId}`,
      asAdmin({ body: { decision: 'maybe' } }),
    );
    expect(badDecision.status).toBe(400);
    expect(Object.keys(badDecision.body.error.fields)).toEqual(['decision']);
    const unknown = await app.request(
      'PUT',
      '/api/admin/applications/00000000-0000-4000-8000-000000000000',
      asAdmin({ body: { decision: 'approve' } }),
    );
    expect(unknown.status).toBe(404);
  });

  it('approves an elite application: vetted and elite, performer notified; a second decision is a 409', async () => {
    await owner.query('update performers set is_vetted = false, is_elite = false where id = $1', [performerId]);
    const approved = await app.request(
      'PUT',
      `/api/admin/applications/${eliteApplicationId}`,
      asAdmin({ body: { decision: 'approve' } }),
    );
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: performerId, isVetted: true, isElite: true });
    expect(approved.body.application).toMatchObject({ id: eliteApplicationId, status: 'approved' });
    const again = await app.request(
      'PUT',
      `/api/admin/applications/${eliteApplicationId}`,
      asAdmin({ body: { decision: 'reject', reason: 'Changed my mind' } }),
    );
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('application_decided');
    const notifications = await app.request('GET', '/api/notifications', { token: performer });
    expect(notifications.body.notifications[0]).toMatchObject({
      kind: 'application_approved',
      title: 'Your Elite application was approved',
    });
    const audit = (await auditEntries()).find((entry) => entry.action === 'application.decide')!;
    expect(audit.target).toBe(`application:${eliteApplicationId}`);
    expect(audit.before).toMatchObject({ status: 'pending', isVetted: false, isElite: false });
    expect(audit.after).toMatchObject({ status: 'approved', isVetted: true, isElite: true });
  });

  it('decides one application once when two admins decide at the same time', async () => {
    const basic = await app.request('POST', '/api/performers/apply', {
      token: performer,
      body: { tier: 'basic', email: 'performer@demo.test', stageName: 'Applicant' },
    });
    basicApplicationId = basic.body.id;
    const results = await Promise.all([
      app.request('PUT', `/api/admin/applications/${basicApplicationId}`, asAdmin({ body: { decision: 'approve' } })),
      app.request(
        'PUT',
        `/api/admin/applications/${basicApplicationId}`,
        asAdmin({ body: { decision: 'reject', reason: 'Not yet' } }),
      ),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const decisions = (await auditEntries()).filter((entry) => entry.target === `application:${basicApplicationId}`);
    expect(decisions).toHaveLength(1);
    const rows = await owner.query('select status from performer_applications where id = $1', [basicApplicationId]);
    expect(rows.rows[0].status).toBe(decisions[0]!.after.status);
  });

  it('rejects with a reason and tells the performer', async () => {
    const again = await app.request('POST', '/api/performers/apply', {
      token: performer,
      body: { tier: 'basic', email: 'performer@demo.test', stageName: 'Applicant' },
    });
    const rejected = await app.request(
      'PUT',
      `/api/admin/applications/${again.body.id}`,
      asAdmin({ body: { decision: 'reject', reason: 'Please add a video' } }),
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.application).toMatchObject({ status: 'rejected', decisionReason: 'Please add a video' });
    const notifications = await app.request('GET', '/api/notifications', { token: performer });
    expect(notifications.body.notifications[0]).toMatchObject({
      kind: 'application_rejected',
      body: 'Reason: Please add a video',
    });
  });
});

describe('users', () => {
  it('lists users with role and search filters, 20 a page', async () => {
    const all = await app.request('GET', '/api/admin/users', asAdmin());
    expect(all.status).toBe(200);
    expect(all.body.users.length).toBeLessThanOrEqual(20);
    const admins = await app.request('GET', '/api/admin/users?role=ADMIN', asAdmin());
    expect(admins.body.users.map((user: { email: string }) => user.email)).toEqual(['admin@demo.test']);
    expect(admins.body.total).toBe(1);
    const search = await app.request('GET', '/api/admin/users?query=Ada%20Admin', asAdmin());
    expect(search.body.users.map((user: { email: string }) => user.email)).toEqual(['admin@demo.test']);
    expect(search.body.users[0]).toMatchObject({ firstName: 'Ada', lastName: 'Admin', role: 'ADMIN' });
    const agencyNone = await app.request('GET', '/api/admin/users?query=demo-agency', asAdmin());
    expect(agencyNone.body.users).toEqual([]);
    for (const query of ['role=KING', 'page=-1', 'query=' + 'x'.repeat(81)]) {
      expect((await app.request('GET', `/api/admin/users?${query}`, asAdmin())).status, query).toBe(400);
    }
  });
});

describe('audit log', () => {
  it('records offer approvals and rejections, newest first', async () => {
    const made = await app.request('POST', '/api/offers/create', {
      token: guest,
      body: draft({ eventDate: inDays(45) }),
    });
    expect(made.status).toBe(201);
    expect(made.body.status).toBe('PENDING_ADMIN_APPROVAL');
    const approved = await app.request('PUT', `/api/admin/offers/${made.body.offerId}/approve`, asAdmin({ body: {} }));
    expect(approved.status).toBe(200);
    const entries = await auditEntries();
    expect(entries[0]).toMatchObject({
      action: 'offer.approve',
      target: `offer:${made.body.offerId}`,
      before: { status: 'PENDING_ADMIN_APPROVAL' },
      after: { status: approved.body.status },
    });
    const times = entries.map((entry: any) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await app.request('POST', '/api/offers/create', {
      token: guest,
      body: draft({ eventDate: inDays(46) }),
    });
    const rejected = await app.request(
      'PUT',
      `/api/admin/offers/${second.body.offerId}/reject`,
      asAdmin({ body: { reason: 'Date clash' } }),
    );
    expect(rejected.status).toBe(200);
    expect((await auditEntries())[0]).toMatchObject({
      action: 'offer.reject',
      after: { reason: 'Date clash' },
    });
    expect((await app.request('GET', '/api/admin/audit?page=0', asAdmin())).status).toBe(400);
    expect((await app.request('GET', '/api/admin/audit?page=20', asAdmin())).body.entries).toEqual([]);
    expect((await app.request('GET', '/api/admin/audit?page=21', asAdmin())).status).toBe(400);
  });
});

describe('tenant isolation', () => {
  it('keeps the demo agency’s settings untouched by the flagship admin', async () => {
    expect((await app.request('GET', '/api/admin/theme', asAgencyAdmin())).body).toMatchObject({
      pack: 'laugh-factory-blue',
      overrides: {},
    });
    const tiers = await app.request('GET', '/api/admin/tiers', asAgencyAdmin());
    expect(tiers.body.buyerTiers.find((tier: { tier: string }) => tier.tier === 'BASIC').serviceFeeBps).not.toBe(725);
    const embeds = await app.request('GET', '/api/admin/embeds', asAgencyAdmin());
    expect(embeds.body.publishableKey).toBe(DEMO_EMBEDS['demo-agency']!.publishableKey);
    expect(embeds.body.origins).toEqual([...DEMO_EMBEDS['demo-agency']!.origins].sort());
    expect(embeds.body.scriptBase).toBe('http://demo-agency.localhost');
    expect(await auditEntries(agencyAdmin, AGENCY_HOST)).toEqual([]);
    const users = await app.request('GET', '/api/admin/users', asAgencyAdmin());
    expect(users.body.users.every((user: { email: string }) => !user.email.endsWith('@demo.test'))).toBe(true);
  });

  it('answers 404 for the other tenant’s performers and applications, changing nothing', async () => {
    const agencyPerformerToken = await app.signIn('performer@demo-agency.test', AGENCY_HOST);
    const application = await app.request('POST', '/api/performers/apply', {
      token: agencyPerformerToken,
      host: AGENCY_HOST,
      body: { tier: 'elite', email: 'performer@demo-agency.test', stageName: 'Agency act' },
    });
    expect(application.status).toBe(201);

    // Flagship admin on flagship host, with demo-agency ids.
    const flag = await app.request(
      'PUT',
      `/api/admin/performers/${agencyPerformerId}`,
      asAdmin({ body: { isFeatured: true } }),
    );
    expect(flag.status).toBe(404);
    const decide = await app.request(
      'PUT',
      `/api/admin/applications/${application.body.id}`,
      asAdmin({ body: { decision: 'approve' } }),
    );
    expect(decide.status).toBe(404);
    const list = await app.request('GET', `/api/admin/performers?query=performer@demo-agency.test`, asAdmin());
    expect(list.body.performers).toEqual([]);

    // The agency admin still sees its performer unchanged and its application pending.
    const agencyList = await app.request('GET', '/api/admin/performers?filter=pending', asAgencyAdmin());
    const agencyRow = agencyList.body.performers.find((item: { id: string }) => item.id === agencyPerformerId);
    expect(agencyRow.application).toMatchObject({ id: application.body.id, status: 'pending' });
    expect(agencyRow.isFeatured).toBe(false);

    // And vice versa: the agency admin cannot touch flagship rows.
    const reverse = await app.request(
      'PUT',
      `/api/admin/performers/${performerId}`,
      asAgencyAdmin({ body: { isFeatured: false } }),
    );
    expect(reverse.status).toBe(404);
    const flagship = await app.request('GET', '/api/admin/performers?query=performer@demo.test', asAdmin());
    expect(flagship.body.performers[0].isFeatured).toBe(true);
    // An agency admin token on the flagship host is refused.
    expect((await app.request('GET', '/api/admin/theme', { token: agencyAdmin })).status).toBe(401);

    // The agency admin decides its own application; flagship data is unchanged.
    const own = await app.request(
      'PUT',
      `/api/admin/applications/${application.body.id}`,
      asAgencyAdmin({ body: { decision: 'approve' } }),
    );
    expect(own.status).toBe(200);
    expect(own.body.isElite).toBe(true);
    const agencyAudit = await auditEntries(agencyAdmin, AGENCY_HOST);
    expect(agencyAudit.map((entry) => entry.action)).toEqual(['application.decide']);
    expect((await auditEntries()).some((entry) => entry.target === `application:${application.body.id}`)).toBe(false);
  });

  it('keeps the flagship’s key and theme when the agency admin changes its own', async () => {
    const flagshipEmbeds = (await app.request('GET', '/api/admin/embeds', asAdmin())).body;
    const rotated = await app.request('POST', '/api/admin/embeds/rotate-key', asAgencyAdmin());
    expect(rotated.status).toBe(200);
    const theme = await app.request(
      'PUT',
      '/api/admin/theme',
      asAgencyAdmin({ body: { pack: 'velvet-room', overrides: {} } }),
    );
    expect(theme.status).toBe(200);
    expect((await app.request('GET', '/api/tenant', { host: AGENCY_HOST })).body.themePack).toBe('velvet-room');
    expect((await app.request('GET', '/api/tenant')).body.themePack).toBe('flagship');
    expect((await app.request('GET', '/api/admin/embeds', asAdmin())).body).toEqual(flagshipEmbeds);
  });
});

describe('hostile input', () => {
  const WEIRD = ['\u0000', 'a\ud800b', '\udc00', '%', '_', "'; drop table users; --", 'x'.repeat(5000)];

  it('answers unstorable text with a 400 naming the field, never a 500', async () => {
    const reason = await app.request(
      'PUT',
      '/api/admin/applications/00000000-0000-4000-8000-000000000000',
      asAdmin({ body: { decision: 'reject', reason: 'bad\u0000reason' } }),
    );
    expect(reason.status).toBe(400);
    expect(Object.keys(reason.body.error.fields)).toEqual(['reason']);
    const logo = await app.request(
      'PUT',
      '/api/admin/theme',
      asAdmin({ body: { pack: 'flagship', overrides: { logo: { text: 'a\ud800' } } } }),
    );
    expect(logo.status).toBe(400);
    expect(Object.keys(logo.body.error.fields)).toEqual(['overrides.logo.text']);
    const rawQueries = ['%00', '%ED%A0%80', '%FF', '%25', '_', '%27%3B--', 'x'.repeat(200), 'a&query=b'];
    for (const raw of rawQueries) {
      for (const path of ['/api/admin/performers', '/api/admin/users']) {
        const response = await app.request('GET', `${path}?query=${raw}`, asAdmin());
        expect(response.status, `${path} ${raw}`).toBeLessThan(500);
      }
    }
    for (const value of WEIRD) {
      const tier = await app.request('PUT', '/api/admin/tiers/buyer/BASIC', asAdmin({ body: { features: [value] } }));
      expect(tier.status, JSON.stringify(value)).toBeLessThan(500);
    }
  });

  it('audits an offer rejection whose reason jsonb could not hold as sent', async () => {
    const made = await app.request('POST', '/api/offers/create', {
      token: guest,
      body: draft({ eventDate: inDays(47) }),
    });
    expect(made.status).toBe(201);
    const rejected = await app.request(
      'PUT',
      `/api/admin/offers/${made.body.offerId}/reject`,
      asAdmin({ body: { reason: 'odd \ud800 reason' } }),
    );
    expect(rejected.status).toBe(200);
    expect((await auditEntries())[0]).toMatchObject({ action: 'offer.reject', after: { reason: 'odd \ufffd reason' } });
  });

  it('never answers random bodies with a 500', async () => {
    const bodies = [
      ['PUT', '/api/admin/theme'],
      ['PUT', '/api/admin/tiers/buyer/ELITE'],
      ['PUT', '/api/admin/tiers/performer/basic'],
      ['PUT', '/api/admin/embeds/origins'],
      ['PUT', `/api/admin/performers/00000000-0000-4000-8000-000000000000`],
      ['PUT', '/api/admin/applications/00000000-0000-4000-8000-000000000000'],
    ] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...bodies),
        fc.oneof(
          fc.jsonValue(),
          fc.dictionary(
            fc.constantFrom('pack', 'overrides', 'origins', 'name', 'monthlyPrice', 'decision', 'reason', 'isVetted'),
            fc.jsonValue(),
          ),
        ),
        async ([method, path], body) => {
          const response = await app.request(method, path, asAdmin({ body }));
          expect(response.status, `${path} ${JSON.stringify(body)} ${response.text}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('answers', () => {
  it('match the contract schemas exactly (no missing or extra fields)', async () => {
    const cases: [string, z.ZodType][] = [
      ['/api/admin/theme', AdminThemeResponse],
      ['/api/admin/tiers', AdminTiersResponse],
      ['/api/admin/embeds', AdminEmbedsResponse],
      ['/api/admin/performers', AdminPerformerList],
      ['/api/admin/performers?filter=pending', AdminPerformerList],
      ['/api/admin/users', AdminUserList],
      ['/api/admin/audit', AuditList],
    ];
    for (const [path, schema] of cases) {
      const response = await app.request('GET', path, asAdmin());
      expect(response.status, path).toBe(200);
      const parsed = schema.safeParse(response.body);
      expect(parsed.success, `${path} ${parsed.error?.message}`).toBe(true);
      expect(parsed.data, path).toEqual(response.body);
    }
    const performerRow = await app.request(
      'PUT',
      `/api/admin/performers/${performerId}`,
      asAdmin({ body: { isVetted: true } }),
    );
    expect(AdminPerformer.parse(performerRow.body)).toEqual(performerRow.body);
  });

  it('answers 409 for an application of a user without a performer profile', async () => {
    const application = await app.request('POST', '/api/performers/apply', {
      token: buyer,
      body: { tier: 'basic', email: 'buyer.basic@demo.test', stageName: 'Would-be act' },
    });
    expect(application.status).toBe(201);
    const decided = await app.request(
      'PUT',
      `/api/admin/applications/${application.body.id}`,
      asAdmin({ body: { decision: 'approve' } }),
    );
    expect(decided.status).toBe(409);
    expect(decided.body.error.code).toBe('no_performer_profile');
  });
});

describe('OpenAPI', () => {
  it('documents every admin path', async () => {
    const { body } = await app.request('GET', '/api/openapi.json');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/admin/theme',
        '/admin/tiers',
        '/admin/tiers/buyer/{tier}',
        '/admin/tiers/performer/{tier}',
        '/admin/fees',
        '/admin/embeds',
        '/admin/embeds/origins',
        '/admin/embeds/rotate-key',
        '/admin/performers',
        '/admin/performers/{id}',
        '/admin/applications/{id}',
        '/admin/users',
        '/admin/audit',
      ]),
    );
    expect(Object.keys(body.components.schemas)).toEqual(
      expect.arrayContaining(['AdminThemeResponse', 'AdminTiersResponse', 'AdminEmbedsResponse', 'AuditList']),
    );
  });
});
