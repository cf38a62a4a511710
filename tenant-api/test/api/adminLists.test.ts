import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '../../src/contract/constants';
import { ADMIN_PAGE_SIZE, AUDIT_PAGE_SIZE, lastAdminPage } from '../../src/contract';
import { AGENCY_HOST, startTestApp, type TestApp } from '../support/harness';

let app: TestApp;
let owner: pg.Client;
let admin: string;
const EXTRA_BUYERS = 1_100;

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 5 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  await owner.query(
    `insert into users (tenant_id, id, email, password_hash, first_name, last_name, role, subscription_tier, created_at)
     select t.id, gen_random_uuid(), 'many-' || i || '@bench.test', null, 'Many', 'No. ' || i, 'BUYER', 'BASIC',
            now() - make_interval(mins => i)
       from tenants t, generate_series(1, $1) i where t.slug = 'flagship'`,
    [EXTRA_BUYERS],
  );
  admin = await app.signIn('admin@demo.test');
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

describe('admin lists of a large tenant', () => {
  it('count at most LIST_COUNT_CAP accounts and say so, and page on while more follow', async () => {
    const first = await app.request('GET', '/api/admin/users', { token: admin });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ total: LIST_COUNT_CAP, totalIsCapped: true, hasMore: true, page: 1 });
    expect(first.body.users).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.body.users[0].email).toBe('many-1@bench.test');

    const lastPage = lastAdminPage(ADMIN_PAGE_SIZE);
    const last = await app.request('GET', `/api/admin/users?page=${lastPage}`, { token: admin });
    expect(last.status, last.text).toBe(200);
    expect(last.body).toMatchObject({ page: lastPage, hasMore: true, totalIsCapped: true });
    expect(last.body.users).toHaveLength(ADMIN_PAGE_SIZE);
  });

  it('refuse a page past what the capped count reaches, naming `page` (no deep OFFSET)', async () => {
    for (const [path, pageSize] of [
      ['/api/admin/users', ADMIN_PAGE_SIZE],
      ['/api/admin/performers', ADMIN_PAGE_SIZE],
      ['/api/admin/audit', AUDIT_PAGE_SIZE],
    ] as const) {
      expect(lastAdminPage(pageSize) * pageSize).toBeGreaterThanOrEqual(LIST_COUNT_CAP);
      for (const page of [lastAdminPage(pageSize) + 1, 10_000]) {
        const beyond = await app.request('GET', `${path}?page=${page}`, { token: admin });
        expect(beyond.status, `${path}?page=${page}`).toBe(400);
        expect(Object.keys(beyond.body.error.fields)).toEqual(['page']);
      }
      const reachable = await app.request('GET', `${path}?page=${lastAdminPage(pageSize)}`, { token: admin });
      expect(reachable.status, path).toBe(200);
    }
  });

  it('walk a narrowed list to its end, then answer empty pages', async () => {
    const pattern = 'many-10';
    const expected = Number(
      (
        await owner.query(
          `select count(*) from users u join tenants t on t.id = u.tenant_id
            where t.slug = 'flagship' and u.email like $1`,
          [`%${pattern}%`],
        )
      ).rows[0].count,
    );
    const lastPage = Math.ceil(expected / ADMIN_PAGE_SIZE);
    const last = await app.request('GET', `/api/admin/users?query=${pattern}&page=${lastPage}`, { token: admin });
    expect(last.body).toMatchObject({ total: expected, hasMore: false, page: lastPage });
    expect(last.body.users).toHaveLength(expected - (lastPage - 1) * ADMIN_PAGE_SIZE);
    const beyond = await app.request('GET', `/api/admin/users?query=${pattern}&page=${lastPage + 1}`, {
      token: admin,
    });
    expect(beyond.body).toMatchObject({ users: [], hasMore: false });
  });

  it('count exactly below the cap', async () => {
    const buyers = await app.request('GET', '/api/admin/users?query=many-10', { token: admin });
    // many-10, many-100 … many-109, many-1000 … many-1099
    expect(buyers.body).toMatchObject({ total: 111, totalIsCapped: false, hasMore: true });
    const agencyAdmin = await app.signIn('admin@demo-agency.test', AGENCY_HOST);
    const agency = await app.request('GET', '/api/admin/users', { token: agencyAdmin, host: AGENCY_HOST });
    expect(agency.body.totalIsCapped).toBe(false);
    expect(agency.body.users.some((user: { email: string }) => user.email.endsWith('@bench.test'))).toBe(false);
  });

  it('count the audit log and the performers the same way', async () => {
    const audit = await app.request('GET', '/api/admin/audit', { token: admin });
    expect(audit.body).toMatchObject({ totalIsCapped: false, hasMore: false });
    const performers = await app.request('GET', '/api/admin/performers', { token: admin });
    expect(performers.body).toMatchObject({ total: 5, totalIsCapped: false, hasMore: false });
  });

  it('take any search text literally, quotes, wildcards and backslashes included (its values are parameters)', async () => {
    const users = async (query: string) => {
      const response = await app.request('GET', `/api/admin/users?query=${encodeURIComponent(query)}`, {
        token: admin,
      });
      expect(response.status, query).toBe(200);
      return response.body;
    };
    const obrien = await users(`O'Brien`);
    expect(obrien.total).toBeGreaterThan(0);
    for (const user of obrien.users) expect(`${user.email} ${user.firstName} ${user.lastName}`).toMatch(/o'brien/i);
    for (const hostile of [`100%`, `a_b`, `\\`, `'); drop table users; --`, `$1`, `%' or '1'='1`]) {
      expect(await users(hostile), hostile).toMatchObject({ users: [], total: 0 });
      const actor = await app.request('GET', `/api/admin/audit?actor=${encodeURIComponent(hostile)}`, {
        token: admin,
      });
      expect(actor.status, hostile).toBe(200);
      expect(actor.body.entries).toEqual([]);
      const performers = await app.request('GET', `/api/admin/performers?query=${encodeURIComponent(hostile)}`, {
        token: admin,
      });
      expect(performers.status, hostile).toBe(200);
      expect(performers.body.performers).toEqual([]);
    }
    // `_` and `%` are characters, not wildcards: `many_10` matches no `many-10…` account.
    expect(await users('many_10')).toMatchObject({ total: 0 });
    expect((await users('many-10')).total).toBe(111);
  });
});
