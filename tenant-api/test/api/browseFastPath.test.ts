import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PerformerListQuery, RESULT_WINDOW_MESSAGE, SORTS } from '../../src/contract';
import { readInTenant } from '../../src/db/oneTrip';
import { createOrm, type Orm } from '../../src/db/orm';
import { buildPerformerListSql } from '../../src/queries/performers';
import { AGENCY_HOST, FLAGSHIP_HOST, ownerOf, startTestApp, type TestApp } from '../support/harness';

let app: TestApp;
let owner: pg.Client;
let flagshipId: string;
let agencyId: string;

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 40 } });
  ({ owner, flagshipId, agencyId } = await ownerOf(app));
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

interface Page {
  performers: { id: string; stageName: string }[];
  pagination: {
    page: number;
    total: number;
    totalPages: number;
    totalIsCapped: boolean;
    nextCursor: string | null;
  };
}

async function browse(query: string, host = FLAGSHIP_HOST): Promise<Page> {
  const response = await app.request<Page>('GET', `/api/performers?${query}`, { host });
  expect(response.status, response.text).toBe(200);
  return response.body;
}

async function idsOfTenant(tenantId: string): Promise<Set<string>> {
  const rows = await owner.query(`select id from performers where tenant_id = $1`, [tenantId]);
  return new Set(rows.rows.map((row) => row.id as string));
}

/** Follows `nextCursor` from the first page to the last. */
async function walkCursors(query: string, host = FLAGSHIP_HOST): Promise<string[]> {
  const ids: string[] = [];
  let page = await browse(query, host);
  ids.push(...page.performers.map((performer) => performer.id));
  for (let guard = 0; page.pagination.nextCursor && guard < 100; guard++) {
    page = await browse(`${query}&after=${page.pagination.nextCursor}`, host);
    ids.push(...page.performers.map((performer) => performer.id));
  }
  return ids;
}

async function walkPages(query: string, host = FLAGSHIP_HOST): Promise<string[]> {
  const first = await browse(query, host);
  const ids = first.performers.map((performer) => performer.id);
  for (let page = 2; page <= first.pagination.totalPages; page++) {
    ids.push(...(await browse(`${query}&page=${page}`, host)).performers.map((performer) => performer.id));
  }
  return ids;
}

describe('HTTP caching of public reads', () => {
  it('answers 304 to a current ETag, public Cache-Control for visitors and private for signed-in callers', async () => {
    const [first] = (await browse('sortBy=rating')).performers;
    for (const path of ['/api/performers?sortBy=rating', '/api/tenant', `/api/performers/${first!.id}`]) {
      const fresh = await app.request('GET', path);
      expect(fresh.status).toBe(200);
      expect(fresh.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=25');
      expect(fresh.headers.etag).toMatch(/^W\/".+"$/);
      const again = await app.request('GET', path, { headers: { 'if-none-match': fresh.headers.etag! } });
      expect(again.status, path).toBe(304);
      expect(again.text).toBe('');
      const stale = await app.request('GET', path, { headers: { 'if-none-match': 'W/"something-else"' } });
      expect(stale.status).toBe(200);
    }
    const token = await app.signIn('buyer.basic@demo.test');
    const signedIn = await app.request('GET', '/api/performers?sortBy=rating', { token });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.vary).toMatch(/Authorization/);
  });

  it('gives a new ETag once the data changes', async () => {
    const [first] = (await browse('sortBy=rating')).performers;
    const paths = ['/api/performers?sortBy=rating', `/api/performers/${first!.id}`];
    const before = await Promise.all(paths.map((path) => app.request('GET', path)));
    await owner.query(`update performers set stage_name = stage_name || ' Jr.' where id = $1`, [first!.id]);
    for (const [index, path] of paths.entries()) {
      const after = await app.request('GET', path, { headers: { 'if-none-match': before[index]!.headers.etag! } });
      expect(after.status, path).toBe(200);
      expect(after.headers.etag).not.toBe(before[index]!.headers.etag);
    }
    const tenantBefore = await app.request('GET', '/api/tenant');
    await owner.query(`update tenants set name = name || ' (renamed)' where id = $1`, [flagshipId]);
    const tenantAfter = await app.request('GET', '/api/tenant', {
      headers: { 'if-none-match': tenantBefore.headers.etag! },
    });
    expect(tenantAfter.status).toBe(200);
    expect(tenantAfter.headers.etag).not.toBe(tenantBefore.headers.etag);
  });
});

describe('keyset pagination', () => {
  it('walks the same performers in the same order as page numbers, for every sort, with and without search', async () => {
    for (const sortBy of SORTS) {
      for (const filter of ['', '&query=a', '&query=jery%20abot', '&cleanContent=true']) {
        const query = `sortBy=${sortBy}&limit=7${filter}`;
        const byCursor = await walkCursors(query);
        expect(byCursor, query).toEqual(await walkPages(query));
        expect(new Set(byCursor).size, query).toBe(byCursor.length);
      }
    }
  });

  it('ends with a null cursor and refuses a malformed one with a 400 on `after`', async () => {
    const last = await browse('sortBy=newest&limit=100');
    expect(last.pagination.nextCursor).toBeNull();
    const forged = [
      'not-a-cursor',
      Buffer.from('[1,2,3]').toString('base64url'),
      Buffer.from(`["2026-01-01T00:00:00Z","x' or 1=1 --"]`).toString('base64url'),
      Buffer.from(`[true, 5, 3, "00000000-0000-0000-0000-000000000000"]`).toString('base64url'),
      'a+b',
    ];
    for (const after of forged) {
      const response = await app.request('GET', `/api/performers?sortBy=newest&after=${encodeURIComponent(after)}`);
      expect(response.status, after).toBe(400);
      expect(response.body.error.fields).toHaveProperty('after');
    }
  });
});

describe('search tiers', () => {
  it('lists every profile containing the text before misspelt matches, across pages and cursors', async () => {
    const [first, second, misspelt] = (
      await owner.query(`select id from performers where tenant_id = $1 and is_vetted order by id limit 3`, [
        flagshipId,
      ])
    ).rows.map((row) => row.id as string);
    const rename = (id: string, name: string, feeCents: number) =>
      owner.query(`update performers set stage_name = $2, base_fee_cents = $3 where id = $1`, [id, name, feeCents]);
    await rename(first!, 'Xylqvor Fairweather', 90_000);
    await rename(second!, 'Xylqvor Smith', 50_000);
    await rename(misspelt!, 'Xylqvr Fairweathr', 100);
    const query = 'query=xylqvor&sortBy=price-low';
    const all = await browse(`${query}&limit=12`);
    expect(all.performers.map((p) => p.id)).toEqual([second, first, misspelt]);
    expect(all.pagination).toMatchObject({ total: 3, totalIsCapped: false, nextCursor: null });
    const pageTwo = await browse(`${query}&limit=2&page=2`);
    expect(pageTwo.performers.map((p) => p.id)).toEqual([misspelt]);
    expect(await walkCursors(`${query}&limit=1`)).toEqual([second, first, misspelt]);
    const fewest = await browse('query=xylqv&sortBy=price-low&limit=12');
    expect(fewest.performers.map((p) => p.id)).toEqual([misspelt, second, first]);
  });

  it('shows on a deep page the photo each profile shows first', async () => {
    const deep = await browse('sortBy=rating&limit=5&page=4');
    expect(deep.performers).toHaveLength(5);
    for (const performer of deep.performers as unknown as { id: string; photo: { id: string } | null }[]) {
      const profile = await app.request<{ photos: { id: string }[] }>('GET', `/api/performers/${performer.id}`, {
        host: FLAGSHIP_HOST,
      });
      expect(performer.photo?.id ?? null).toBe(profile.body.photos[0]?.id ?? null);
    }
  });
});

describe('capped counts', () => {
  it('stops counting past 1,000 and says so', async () => {
    await cloneAgencyPerformers(1_100);
    const page = await browse('sortBy=featured', AGENCY_HOST);
    expect(page.pagination).toMatchObject({ total: 1000, totalIsCapped: true, totalPages: 84 });
    const none = await browse('sortBy=featured&query=qqqzzzxxx', AGENCY_HOST);
    expect(none.pagination).toMatchObject({ total: 0, totalIsCapped: false, totalPages: 0, nextCursor: null });
    // The deepest numbered page is the window's last (83 × 12 = 996 ≤ 1,000); the next is a 400.
    const deep = await browse('sortBy=price-low&page=83', AGENCY_HOST);
    expect(deep.performers).toHaveLength(12);
    const beyond = await app.request('GET', '/api/performers?sortBy=price-low&page=84', { host: AGENCY_HOST });
    expect(beyond.status).toBe(400);
    expect(beyond.body.error.fields).toEqual({ page: RESULT_WINDOW_MESSAGE });
    // A cursor pages on past the window: the last numbered page's nextCursor reads the 997th act on.
    const past = await browse(`sortBy=price-low&after=${deep.pagination.nextCursor}`, AGENCY_HOST);
    expect(past.performers).toHaveLength(12);
    const shown = new Set(deep.performers.map((performer) => performer.id));
    expect(past.performers.filter((performer) => shown.has(performer.id))).toEqual([]);
  });
});

/** 1,100 more vetted performers (and their users) in the agency, cloned from one of its own. */
async function cloneAgencyPerformers(count: number): Promise<void> {
  const [template] = (
    await owner.query(`select id, user_id from performers where tenant_id = $1 and is_vetted limit 1`, [agencyId])
  ).rows;
  await owner.query(`create temp table clone_users as
    select u.*, g from users u, generate_series(1, ${count}) g where u.tenant_id = '${agencyId}' and u.id = '${template.user_id}'`);
  await owner.query(`update clone_users set id = gen_random_uuid(), email = 'clone-' || g || '@clone.test'`);
  await owner.query(`create temp table clone_performers as
    select p.*, c.id as new_user, c.g from performers p, clone_users c where p.tenant_id = '${agencyId}' and p.id = '${template.id}'`);
  await owner.query(
    `update clone_performers set id = gen_random_uuid(), user_id = new_user, stage_name = 'Clone ' || g, base_fee_cents = g * 100`,
  );
  await owner.query(`alter table clone_users drop column g`);
  await owner.query(`alter table clone_performers drop column g, drop column new_user`);
  await owner.query(`insert into users select * from clone_users`);
  await owner.query(`insert into performers select * from clone_performers`);
}

describe('one round trip per read on a pooled connection', () => {
  let onePool: Orm;
  beforeAll(async () => {
    onePool = await createOrm(app.appUrl, { poolMax: 1 });
  });
  afterAll(async () => {
    await onePool?.close(true);
  });

  const settingLeft = async () => {
    const [row] = await onePool.em
      .getConnection()
      .execute<{ setting: string | null }[]>(`select current_setting('app.tenant_id', true) as setting`);
    return row!.setting ?? '';
  };

  it('alternating tenants on one connection, each read sees only its tenant and leaves nothing set', async () => {
    const flagshipIds = await idsOfTenant(flagshipId);
    const agencyIds = await idsOfTenant(agencyId);
    for (let round = 0; round < 6; round++) {
      const [tenantId, expected] = round % 2 ? [agencyId, agencyIds] : [flagshipId, flagshipIds];
      const [rows] = await readInTenant(onePool, tenantId, [`select id from performers`]);
      expect(rows!.length).toBeGreaterThan(0);
      expect(rows!.every((row) => expected.has(row.id as string))).toBe(true);
      expect(await settingLeft()).toBe('');
      const [unscoped] = await onePool.em.getConnection().execute(`select count(*)::int as n from performers`);
      expect(unscoped!.n).toBe(0);
    }
    await expect(readInTenant(onePool, agencyId, [`select 1 / 0`])).rejects.toThrow();
    expect(await settingLeft()).toBe('');
  });
});

describe('hostile input in every filter', () => {
  it('answers 200 or a 400 naming the field, never a 500, and the tables stay intact', async () => {
    const hostile = [`o'brien`, `'; drop table performers; --`, `\\' or 1=1 --`, `%_\\`, `$$ select $$`, `"x"`];
    for (const text of hostile) {
      const value = encodeURIComponent(text);
      for (const query of [`query=${value}`, `city=${value}`, `state=${value}`, `genres=${value}`, `sortBy=${value}`]) {
        const response = await app.request('GET', `/api/performers?${query}`);
        expect([200, 400], `${query}: ${response.text}`).toContain(response.status);
        if (response.status === 400) expect(Object.keys(response.body.error.fields ?? {})).not.toHaveLength(0);
      }
    }
    const percent = await browse(`query=${encodeURIComponent('%')}`);
    expect(percent.performers).toHaveLength(0);
    const stillThere = await owner.query(`select count(*)::int as n from performers`);
    expect(stillThere.rows[0].n).toBeGreaterThan(0);
  });
});

describe('tenant isolation of the fast read path', () => {
  it('never returns another tenant’s performers, by search, by page, by profile or with a cursor from their rows', async () => {
    const agencyIds = await idsOfTenant(agencyId);
    const flagshipIds = await idsOfTenant(flagshipId);
    const [agencyOnly] = (
      await owner.query(`select id, stage_name from performers where tenant_id = $1 and is_vetted limit 1`, [agencyId])
    ).rows;
    await owner.query(`update performers set stage_name = 'Zanzibar Quokkafeld' where id = $1`, [agencyOnly.id]);
    expect((await browse('query=zanzibar%20quokkafeld', AGENCY_HOST)).performers.map((p) => p.id)).toEqual([
      agencyOnly.id,
    ]);
    expect((await browse('query=zanzibar%20quokkafeld')).performers).toHaveLength(0);
    expect((await browse('query=zanzibr%20quokafeld')).performers).toHaveLength(0);
    expect((await app.request('GET', `/api/performers/${agencyOnly.id}`)).status).toBe(404);

    const agencyCursor = (await browse('sortBy=newest&limit=3', AGENCY_HOST)).pagination.nextCursor!;
    for (const ids of [
      await walkCursors(`sortBy=newest&limit=50&after=${agencyCursor}`),
      await walkCursors('sortBy=price-low&limit=50'),
    ]) {
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.every((id) => flagshipIds.has(id) && !agencyIds.has(id))).toBe(true);
    }
  });

  it('keeps the search side table behind a tenant-filtering view the planner can use the trigram index through', async () => {
    // Why the side table exists: the trigram operators are not leakproof, so RLS keeps them off the index.
    const leakproof = await owner.query(
      `select p.proleakproof from pg_operator o join pg_proc p on p.oid = o.oprcode where o.oprname = '<%' limit 1`,
    );
    expect(leakproof.rows[0].proleakproof).toBe(false);
    const privileges = await owner.query(
      `select has_table_privilege('marketplace_app', 'performer_search', 'select') as can_read,
              has_table_privilege('marketplace_app', 'performer_search_in_tenant', 'update') as can_write_view`,
    );
    expect(privileges.rows[0]).toEqual({ can_read: false, can_write_view: false });
    const asApp = new pg.Client({ connectionString: app.appUrl });
    await asApp.connect();
    try {
      await expect(asApp.query(`select * from performer_search`)).rejects.toThrow(/permission denied/);
      await expect(asApp.query(`delete from performer_search_in_tenant`)).rejects.toThrow(/permission denied/);
      const unscoped = await asApp.query(`select count(*)::int as n from performer_search_in_tenant`);
      expect(unscoped.rows[0].n).toBe(0);
      const [rows] = await readInTenant(app.orm, agencyId, [`select performer_id from performer_search_in_tenant`]);
      const agencyIds = await idsOfTenant(agencyId);
      expect(rows!.length).toBe(agencyIds.size);
      expect(rows!.every((row) => agencyIds.has(row.performer_id as string))).toBe(true);
      // The search's tiers and count can read the trigram index. The test tables are tiny, so every
      // other way to the side table is discouraged: were the tenant filter of `performers`' policy
      // carried over to it, that filter would have to run first and keep the index unused.
      const { statements, settings } = buildPerformerListSql(
        flagshipId,
        PerformerListQuery.parse({ query: 'jery abot' }),
        { includeUnvetted: false },
      );
      await asApp.query('begin');
      const calls = Object.entries({
        ...settings,
        'app.tenant_id': flagshipId,
        enable_seqscan: 'off',
        enable_indexscan: 'off',
        enable_nestloop: 'off',
      });
      for (const [name, value] of calls) await asApp.query(`select set_config($1, $2, true)`, [name, value]);
      for (const statement of statements) {
        const plan = await asApp.query(`explain ${statement}`);
        expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/performer_search_trgm/);
      }
      await asApp.query('rollback');
    } finally {
      await asApp.end();
    }
    const indexes = await owner.query(
      `select indexname, indexdef from pg_indexes where tablename in ('performer_search', 'performers')`,
    );
    const definitions = Object.fromEntries(indexes.rows.map((row) => [row.indexname, row.indexdef]));
    expect(definitions.performer_search_trgm).toMatch(/gin \(search_document gin_trgm_ops\)/);
    expect(definitions.performers_featured).toMatch(
      /\(tenant_id, is_featured DESC, rating DESC NULLS LAST, review_count DESC, id\) WHERE is_vetted/,
    );
    expect(definitions.performers_price_high).toMatch(/\(tenant_id, base_fee_cents DESC, id\) WHERE is_vetted/);
  });
});
