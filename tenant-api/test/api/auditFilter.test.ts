import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '../../src/contract/constants';
import { AUDIT_PAGE_SIZE, lastAdminPage } from '../../src/contract';
import { AGENCY_HOST, startTestApp, type TestApp } from '../support/harness';

/**
 * The audit log narrows by actor, action and days, so "search or filter to narrow the list" (the
 * answer past its last page) is something an admin can do: a long log of one tenant, two admins.
 */
let app: TestApp;
let owner: pg.Client;
let admin: string;
let agencyAdmin: string;
let tenantIds: Record<string, string>;
const ENTRIES = 1_200;

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 2 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  admin = await app.signIn('admin@demo.test');
  agencyAdmin = await app.signIn('admin@demo-agency.test', AGENCY_HOST);
  const tenants = await owner.query(`select slug, id from tenants`);
  tenantIds = Object.fromEntries(tenants.rows.map((row) => [row.slug, row.id]));
  // A second admin of the flagship, then a long log: every 4th entry theirs, actions in turn, one a day back.
  await owner.query(
    `insert into users (tenant_id, id, email, password_hash, first_name, last_name, role, subscription_tier)
     values ($1, gen_random_uuid(), 'second.admin@demo.test', null, 'Second', 'Admin', 'ADMIN', 'BASIC')`,
    [tenantIds.flagship],
  );
  await owner.query(
    `insert into admin_audit_log (tenant_id, id, actor_user_id, action, target, before, after, created_at)
     select $1, gen_random_uuid(),
            (select id from users where tenant_id = $1 and email = case when i % 4 = 0 then 'second.admin@demo.test' else 'admin@demo.test' end),
            (array['offer.approve', 'offer.reject', 'tier.update', 'site-content.update'])[1 + i % 3 + (i % 7 = 0)::int],
            'target ' || i, null, null, timestamptz '2027-03-31 12:00Z' - make_interval(days => i % 100)
       from generate_series(1, $2) i`,
    [tenantIds.flagship, ENTRIES],
  );
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

const audit = (query: string, token = admin, host?: string) =>
  app.request('GET', `/api/admin/audit?${query}`, { token, ...(host ? { host } : {}) });

/** The flagship's entries matching `where` (over `l` and its actor `u`), newest first. */
async function expected(where: string, params: unknown[] = []): Promise<string[]> {
  const rows = await owner.query(
    `select l.id from admin_audit_log l left join users u on u.id = l.actor_user_id
      where l.tenant_id = $1 and ${where} order by l.created_at desc, l.id desc`,
    [tenantIds.flagship, ...params],
  );
  return rows.rows.map((row) => row.id);
}

async function walk(query: string): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  let page = 1;
  let answer = await audit(`${query}&page=${page}`);
  const total = answer.body.total as number;
  for (;;) {
    expect(answer.status, answer.text).toBe(200);
    ids.push(...answer.body.entries.map((entry: { id: string }) => entry.id));
    if (!answer.body.hasMore) return { ids, total };
    answer = await audit(`${query}&page=${++page}`);
  }
}

describe('the audit log, narrowed', () => {
  it('is too long to page through unfiltered: past the last page it asks for a filter', async () => {
    const beyond = await audit(`page=${lastAdminPage(AUDIT_PAGE_SIZE) + 1}`);
    expect(beyond.status).toBe(400);
    expect(beyond.body.error.fields.page).toMatch(/search or filter/);
    expect((await audit('')).body).toMatchObject({ total: LIST_COUNT_CAP, totalIsCapped: true });
  });

  it('by part of the actor’s e-mail, case-insensitively', async () => {
    const { ids, total } = await walk('actor=SECOND.admin');
    expect(ids).toEqual(await expected(`u.email = 'second.admin@demo.test'`));
    expect(total).toBe(ENTRIES / 4);
  });

  it('by action, or by kind of action', async () => {
    expect((await walk('action=tier.update')).ids).toEqual(await expected(`l.action = 'tier.update'`));
    const offers = await walk('action=offer');
    expect(offers.ids).toEqual(await expected(`l.action like 'offer.%'`));
    expect(offers.ids.length).toBeGreaterThan(0);
    expect((await walk('action=site-content')).ids).toEqual(await expected(`l.action = 'site-content.update'`));
    expect((await walk('action=offer.app')).ids).toEqual([]);
  });

  it('by first and last day, both included (UTC), with the other filters', async () => {
    const { ids } = await walk('from=2027-03-20&to=2027-03-25&actor=second&action=offer.approve');
    expect(ids).toEqual(
      await expected(
        `l.created_at >= '2027-03-20' and l.created_at < '2027-03-26' and u.email like 'second%' and l.action = 'offer.approve'`,
      ),
    );
    expect(ids.length).toBeGreaterThan(0);
    expect((await walk('from=2027-03-31&to=2027-03-31')).ids).toEqual(
      await expected(`l.created_at::date = '2027-03-31'`),
    );
  });

  it('answers 400 naming the field for what is not a filter', async () => {
    for (const [query, field] of [
      ['from=2027-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['from=2027-03-10&to=2027-03-01', 'to'],
      ['action=offer.%25', 'action'],
      ['action=DROP%20TABLE', 'action'],
      [`actor=${'x'.repeat(81)}`, 'actor'],
      ['actor=a%00b', 'actor'],
      ['sort=oldest', 'sort'],
    ] as const) {
      const answer = await audit(query);
      expect(answer.status, query).toBe(400);
      expect(Object.keys(answer.body.error.fields), query).toContain(field);
    }
    expect((await audit(`actor=${'x'.repeat(81)}`)).body.error.fields.actor).toBe(
      'Admin must be at most 80 characters',
    );
    expect((await audit(`action=${'a'.repeat(61)}`)).body.error.fields.action).toBe(
      'Action must be at most 60 characters',
    );
  });

  it('shows another tenant none of these entries, whatever the filter', async () => {
    const agency = await audit('actor=admin&action=offer', agencyAdmin, AGENCY_HOST);
    expect(agency.status).toBe(200);
    expect(agency.body.total).toBe(0);
    const everything = await audit('', agencyAdmin, AGENCY_HOST);
    const flagshipIds = new Set(await expected('true'));
    expect(everything.body.entries.some((entry: { id: string }) => flagshipIds.has(entry.id))).toBe(false);
  });
});
