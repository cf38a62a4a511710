import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PerformerEntity } from '../../src/entities';
import { inTenant } from '../../src/db/tenantScope';
import { AGENCY_HOST, APP_ROLE, FLAGSHIP_HOST, startTestApp, type TestApp } from '../support/harness';

let app: TestApp;
let owner: pg.Client;
const tenantIds: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 30 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  for (const row of (await owner.query('select id, slug from tenants')).rows) tenantIds[row.slug] = row.id;
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

async function performerIdsOf(slug: string): Promise<Set<string>> {
  const rows = await owner.query('select id from performers where tenant_id = $1', [tenantIds[slug]]);
  return new Set(rows.rows.map((row) => row.id as string));
}

const sides = [
  {
    name: 'flagship',
    host: FLAGSHIP_HOST,
    other: 'demo-agency',
    otherHost: AGENCY_HOST,
    buyer: 'buyer.basic@demo.test',
    admin: 'admin@demo.test',
    otherBuyer: 'buyer@demo-agency.test',
  },
  {
    name: 'demo-agency',
    host: AGENCY_HOST,
    other: 'flagship',
    otherHost: FLAGSHIP_HOST,
    buyer: 'buyer@demo-agency.test',
    admin: 'admin@demo-agency.test',
    otherBuyer: 'buyer.basic@demo.test',
  },
] as const;

describe.each(sides)('tenant isolation seen from $name', (side) => {
  it('GET /api/tenant answers this tenant only', async () => {
    expect((await app.request('GET', '/api/tenant', { host: side.host })).body.slug).toBe(side.name);
  });

  it('GET /api/tenant serves this tenant’s theme tokens, or the built-in pack asked for', async () => {
    const own = await app.request('GET', '/api/tenant', { host: side.host });
    expect(own.body.theme.id).toBe(own.body.themePack);
    expect(own.body.theme.colors.primary).toMatch(/^#[0-9a-f]{6}$/i);
    const forced = await app.request('GET', '/api/tenant?theme=midnight', { host: side.host });
    expect(forced.body).toMatchObject({ slug: side.name, themePack: own.body.themePack, theme: { id: 'midnight' } });
    const unknown = await app.request('GET', '/api/tenant?theme=neon-pink', { host: side.host });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toHaveProperty('theme');
  });

  it('GET /api/performers lists only this tenant’s performers, even for its admin asking for unvetted ones', async () => {
    const own = await performerIdsOf(side.name);
    const foreign = await performerIdsOf(side.other);
    const token = await app.signIn(side.admin, side.host);
    const listed = await app.request('GET', '/api/performers?limit=100&isVetted=false', { host: side.host, token });
    expect(listed.status).toBe(200);
    expect(listed.body.pagination.total).toBe(own.size);
    for (const performer of listed.body.performers) {
      expect(own.has(performer.id)).toBe(true);
      expect(foreign.has(performer.id)).toBe(false);
    }
  });

  it('GET /api/performers/:id answers 404 for the other tenant’s performer', async () => {
    const foreignId = (
      await owner.query('select id from performers where tenant_id = $1 and is_vetted order by id limit 1', [
        tenantIds[side.other],
      ])
    ).rows[0].id as string;
    const token = await app.signIn(side.admin, side.host);
    const response = await app.request('GET', `/api/performers/${foreignId}`, { host: side.host, token });
    expect(response.status).toBe(404);
    expect((await app.request('GET', `/api/performers/${foreignId}`, { host: side.otherHost })).status).not.toBe(404);
  });

  it('GET /api/tiers and /api/fees/calculate use this tenant’s own configuration', async () => {
    const expected = await owner.query(
      'select tier, monthly_price_cents::float8 as monthly_price_cents, service_fee_bps from buyer_tiers where tenant_id = $1 order by sort_order',
      [tenantIds[side.name]],
    );
    const tiers = await app.request('GET', '/api/tiers', { host: side.host });
    expect(
      tiers.body.buyerTiers.map((tier: { tier: string; monthlyPrice: number; serviceFeeBps: number }) => [
        tier.tier,
        tier.monthlyPrice,
        tier.serviceFeeBps,
      ]),
    ).toEqual(expected.rows.map((row) => [row.tier, row.monthly_price_cents, row.service_fee_bps]));
    const guestBps = expected.rows.find((row) => row.tier === 'GUEST')!.service_fee_bps as number;
    const fees = await app.request('GET', '/api/fees/calculate?offerAmount=100000', { host: side.host });
    expect(fees.body.serviceFeeBps).toBe(guestBps);
  });

  it('refuses the other tenant’s token on every signed-in read (401) and its accounts at sign-in', async () => {
    const foreignToken = await app.signIn(side.otherBuyer, side.otherHost);
    expect((await app.request('GET', '/api/auth/me', { host: side.host, token: foreignToken })).status).toBe(401);
    const signIn = await app.request('POST', '/api/auth/signin', {
      host: side.host,
      body: { email: side.otherBuyer, password: 'demo-password' },
    });
    expect(signIn.status).toBe(401);
  });

  it('prices fees with the anonymous tier when a foreign token is sent (it is not a user here)', async () => {
    const foreignToken = await app.signIn(side.otherBuyer, side.otherHost);
    const withForeign = await app.request('GET', '/api/fees/calculate?offerAmount=100000', {
      host: side.host,
      token: foreignToken,
    });
    expect(withForeign.body.tier).toBe('GUEST');
  });

  it('a sign-up lands in this tenant only', async () => {
    const email = `iso.${side.name}.${Date.now()}@example.test`;
    const signup = await app.request('POST', '/api/auth/signup', {
      host: side.host,
      body: { email, password: 'password123', firstName: 'Iso', lastName: 'Lation', role: 'BUYER' },
    });
    expect(signup.status).toBe(201);
    const rows = await owner.query('select tenant_id from users where email = $1', [email]);
    expect(rows.rows).toEqual([{ tenant_id: tenantIds[side.name] }]);
  });
});

describe('row-level security underneath the application', () => {
  let appClient: pg.Client;
  beforeAll(async () => {
    appClient = new pg.Client({ connectionString: app.appUrl });
    await appClient.connect();
  });
  afterAll(() => appClient?.end());

  it('the app role is no superuser, cannot bypass RLS and owns no table', async () => {
    const role = await owner.query('select rolsuper, rolbypassrls from pg_roles where rolname = $1', [APP_ROLE.name]);
    expect(role.rows[0]).toEqual({ rolsuper: false, rolbypassrls: false });
    const owned = await owner.query(
      `select count(*)::int as n from pg_tables where schemaname = 'public' and tableowner = $1`,
      [APP_ROLE.name],
    );
    expect(owned.rows[0].n).toBe(0);
  });

  it('a query that forgot the tenant sees no rows at all', async () => {
    for (const table of [
      'users',
      'performers',
      'reviews',
      'venues',
      'buyer_tiers',
      'performer_tiers',
      'fee_settings',
    ]) {
      const result = await appClient.query(`select count(*)::int as n from ${table}`);
      expect(result.rows[0].n, table).toBe(0);
    }
  });

  it('with the tenant set, a query without a where clause sees only that tenant', async () => {
    await appClient.query('begin');
    await appClient.query(`select set_config('app.tenant_id', $1, true)`, [tenantIds['demo-agency']]);
    const seen = await appClient.query('select distinct tenant_id from performers');
    await appClient.query('commit');
    expect(seen.rows).toEqual([{ tenant_id: tenantIds['demo-agency'] }]);
    const after = await appClient.query('select count(*)::int as n from performers');
    expect(after.rows[0].n).toBe(0);
  });

  it('refuses to write a row into another tenant', async () => {
    await appClient.query('begin');
    await appClient.query(`select set_config('app.tenant_id', $1, true)`, [tenantIds.flagship]);
    const attempt = appClient.query(
      `insert into buyer_tiers (tenant_id, tier, name, monthly_price_cents, service_fee_bps, sort_order)
       values ($1, 'GUEST', 'Sneaky', 0, 0, 9)`,
      [tenantIds['demo-agency']],
    );
    await expect(attempt).rejects.toThrow(/row-level security/);
    await appClient.query('rollback');
    const moved = appClient.query(`update performers set tenant_id = $1`, [tenantIds['demo-agency']]);
    await expect(moved).resolves.toMatchObject({ rowCount: 0 });
  });

  it('cannot change tenants or their domains', async () => {
    await expect(appClient.query(`update tenants set name = 'Hijacked'`)).rejects.toThrow(/permission denied/);
    await expect(
      appClient.query(`insert into tenant_domains values ('evil.test', $1)`, [tenantIds.flagship]),
    ).rejects.toThrow(/permission denied/);
  });

  it('the MikroORM tenant filter refuses to run without a tenant', async () => {
    const em = app.orm.em.fork();
    await expect(em.find(PerformerEntity, {})).rejects.toThrow(/tenant/i);
  });

  it('the MikroORM tenant filter and RLS agree inside a tenant transaction', async () => {
    const performers = await inTenant(app.orm, tenantIds.flagship!, (em) => em.find(PerformerEntity, {}));
    expect(performers.length).toBe((await performerIdsOf('flagship')).size);
    expect(new Set(performers.map((performer) => performer.tenantId))).toEqual(new Set([tenantIds.flagship]));
  });
});
