import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PerformerListQuery, SORTS, type PerformerSort } from '../../src/contract';
import { readInTenant } from '../../src/db/oneTrip';
import { buildPerformerListSql, TYPO_TOLERANCE } from '../../src/queries/performers';
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
  performers: { id: string }[];
  pagination: { total: number; totalPages: number; totalIsCapped: boolean };
}

async function browse(query: string, host = FLAGSHIP_HOST): Promise<Page> {
  const response = await app.request<Page>('GET', `/api/performers?${query}`, { host });
  expect(response.status, response.text).toBe(200);
  return response.body;
}

/** Every page of a browse, by page number. */
async function allIds(query: string, host = FLAGSHIP_HOST): Promise<{ ids: string[]; total: number }> {
  const first = await browse(`${query}&limit=100`, host);
  const ids = first.performers.map((performer) => performer.id);
  for (let page = 2; page <= first.pagination.totalPages; page++) {
    ids.push(...(await browse(`${query}&limit=100&page=${page}`, host)).performers.map((performer) => performer.id));
  }
  return { ids, total: first.pagination.total };
}

/** The vocabulary as the trigger keeps it, and as a recomputation from the profiles' search text. */
async function vocabularies(): Promise<{ kept: string[]; recomputed: string[] }> {
  const kept = await owner.query(
    `select tenant_id || ' ' || word || ' ' || performers as entry from performer_search_vocabulary order by 1`,
  );
  const recomputed = await owner.query(
    `select p.tenant_id || ' ' || word || ' ' || count(distinct p.id) as entry
       from performers p, unnest(string_to_array(lower(concat_ws(' ', p.stage_name, array_to_string(p.genres, ' '), p.city)), ' ')) word
      where word <> '' group by p.tenant_id, word order by 1`,
  );
  return { kept: kept.rows.map((row) => row.entry), recomputed: recomputed.rows.map((row) => row.entry) };
}

describe('the search vocabulary', () => {
  it('equals a recomputation from the profiles after inserts, renames, new genres and cities, and deletes', async () => {
    const initial = await vocabularies();
    expect(initial.kept.length).toBeGreaterThan(50);
    expect(initial.kept).toEqual(initial.recomputed);

    const [first, second, third] = (
      await owner.query(
        `select id, user_id from performers p
          where tenant_id = $1 and not exists (select 1 from offers o where o.performer_id = p.id) order by id limit 3`,
        [agencyId],
      )
    ).rows;
    await owner.query(`update performers set stage_name = 'Quenby Quenby Zorro' where id = $1`, [first.id]);
    await owner.query(`update performers set genres = '{Polka,Comedy}', city = 'Twin Falls' where id = $1`, [
      second.id,
    ]);
    await owner.query(`update performers set bio = 'not part of the search text' where id = $1`, [third.id]);
    await owner.query(`update performers set stage_name = 'Quenby Solo' where id = $1`, [third.id]);
    expect((await vocabularies()).kept).toEqual((await vocabularies()).recomputed);
    const quenby = await owner.query(
      `select performers from performer_search_vocabulary where tenant_id = $1 and word = 'quenby'`,
      [agencyId],
    );
    expect(quenby.rows).toEqual([{ performers: 2 }]);

    await owner.query(`update performers set stage_name = 'Plain Name' where id = $1`, [third.id]);
    await owner.query(
      `update performers p set stage_name = p.stage_name || ' Xtra', rating = rating
        where p.id in (select id from performers where tenant_id = $1 order by id desc limit 5)
           or p.id in (select id from performers where tenant_id = $2 order by id desc limit 5)`,
      [flagshipId, agencyId],
    );
    expect((await vocabularies()).kept).toEqual((await vocabularies()).recomputed);
    await owner.query('begin');
    await owner.query(`set constraints all deferred`);
    await owner.query(`delete from performers where id = $1`, [first.id]);
    await owner.query(`delete from users where id = $1`, [first.user_id]);
    await owner.query('commit');
    const after = await vocabularies();
    expect(after.kept).toEqual(after.recomputed);
    expect(after.kept.some((entry) => entry.includes(' quenby '))).toBe(false);
    expect(after.kept.some((entry) => entry.includes(' zorro '))).toBe(false);
  });

  it('stays equal to a recomputation when two transactions add and remove the same words at once', async () => {
    const [first, second] = (
      await owner.query(`select id from performers where tenant_id = $1 and is_vetted order by id limit 2`, [
        flagshipId,
      ])
    ).rows.map((row) => row.id as string);
    const writers = [
      new pg.Client({ connectionString: app.ownerUrl }),
      new pg.Client({ connectionString: app.ownerUrl }),
    ];
    await Promise.all(writers.map((writer) => writer.connect()));
    try {
      await Promise.all(writers.map((writer) => writer.query('begin')));
      await writers[0]!.query(`update performers set stage_name = 'Zephyrine Quillfeather' where id = $1`, [first]);
      // The second writer needs the same new words' rows: it waits for the first to commit.
      const waiting = writers[1]!.query(`update performers set stage_name = 'Quillfeather Zephyrine' where id = $1`, [
        second,
      ]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await writers[0]!.query('commit');
      await waiting;
      await writers[1]!.query('commit');
    } finally {
      await Promise.all(writers.map((writer) => writer.end()));
    }
    const after = await vocabularies();
    expect(after.kept).toEqual(after.recomputed);
    expect(after.kept).toContain(`${flagshipId} zephyrine 2`);
  });

  it('is read by the app only through a view that shows the transaction’s tenant', async () => {
    const privileges = await owner.query(
      `select has_table_privilege('marketplace_app', 'performer_search_vocabulary', 'select') as can_read,
              has_table_privilege('marketplace_app', 'performer_search_vocabulary_in_tenant', 'insert') as can_write_view`,
    );
    expect(privileges.rows[0]).toEqual({ can_read: false, can_write_view: false });
    const asApp = new pg.Client({ connectionString: app.appUrl });
    await asApp.connect();
    try {
      await expect(asApp.query(`select * from performer_search_vocabulary`)).rejects.toThrow(/permission denied/);
      await expect(asApp.query(`delete from performer_search_vocabulary_in_tenant`)).rejects.toThrow(
        /permission denied/,
      );
      const unscoped = await asApp.query(`select count(*)::int as n from performer_search_vocabulary_in_tenant`);
      expect(unscoped.rows[0].n).toBe(0);
      // Through the views the planner may read the profiles' words through their GIN index, and the
      // vocabulary in its tenant's range of the primary key (the test tables are tiny, so the other
      // ways are discouraged).
      const { statements, settings } = buildPerformerListSql(
        flagshipId,
        PerformerListQuery.parse({ query: 'jery abot' }),
        { includeUnvetted: false },
      );
      await asApp.query('begin');
      const calls = {
        ...settings,
        'app.tenant_id': flagshipId,
        enable_seqscan: 'off',
        enable_indexscan: 'off',
        enable_nestloop: 'off',
      };
      for (const [name, value] of Object.entries(calls)) {
        await asApp.query(`select set_config($1, $2, true)`, [name, value]);
      }
      for (const statement of statements) {
        const plan = (await asApp.query(`explain ${statement}`)).rows.map((row) => row['QUERY PLAN']).join('\n');
        expect(plan).toMatch(/Index Scan on performer_search_vocabulary_pkey/);
        expect(plan).toMatch(/Bitmap Index Scan on performer_search_words/);
      }
      await asApp.query('rollback');
    } finally {
      await asApp.end();
    }
    for (const tenantId of [flagshipId, agencyId]) {
      const [seen] = await readInTenant(app.orm, tenantId, [
        `select word, performers from performer_search_vocabulary_in_tenant order by word`,
      ]);
      const own = await owner.query(
        `select word, performers from performer_search_vocabulary where tenant_id = $1 order by word`,
        [tenantId],
      );
      expect(seen).toEqual(own.rows);
    }
  });

  it('never finds another tenant’s profile through a word only that tenant has', async () => {
    const [agencyOnly] = (
      await owner.query(`select id from performers where tenant_id = $1 and is_vetted limit 1`, [agencyId])
    ).rows;
    await owner.query(`update performers set stage_name = 'Wobblethorpe Gizzardine' where id = $1`, [agencyOnly.id]);
    for (const query of ['wobblethorpe', 'wobbelthorpe', 'wobblethorp gizzardin']) {
      expect((await browse(`query=${encodeURIComponent(query)}`, AGENCY_HOST)).performers.map((p) => p.id)).toEqual([
        agencyOnly.id,
      ]);
      expect((await browse(`query=${encodeURIComponent(query)}`)).performers).toEqual([]);
    }
  });
});

/** Straightforward browse order for the reference query, written out per sort. */
const REFERENCE_ORDER: Record<PerformerSort, string> = {
  featured: 'is_featured desc, relevance desc, rating desc nulls last, review_count desc, id',
  rating: 'rating desc nulls last, review_count desc, relevance desc, id',
  'price-low': 'base_fee_cents, relevance desc, id',
  'price-high': 'base_fee_cents desc, relevance desc, id',
  newest: 'created_at desc, id',
};

/**
 * Browse as a plain query over `performers`: containing the text first, then profiles in which
 * every word of the search has a close word (word similarity at the tolerance).
 */
async function reference(tenantId: string, search: string, sortBy: PerformerSort, filter: string): Promise<string[]> {
  const params = new URLSearchParams(filter);
  const rows = await owner.query(
    `select id from (
       select p.*, strpos(p.search_document, $2) > 0 as exact_match, word_similarity($2, p.search_document) as relevance,
              (select bool_and(exists (select 1 from unnest(string_to_array(p.search_document, ' ')) profile_word
                                        where profile_word <> '' and word_similarity(search_word, profile_word) >= $3))
                 from unnest(string_to_array($2, ' ')) search_word where search_word <> '') as close
         from performers p
        where p.tenant_id = $1 and p.is_vetted
          and ($4::text is null or p.state = $4)
          and ($5::text is null or lower(p.city) like lower($5) || '%')
          and ($6::text[] is null or p.genres && $6)
          and (not $7 or p.clean_content)) p
      where exact_match or close
      order by exact_match desc, ${REFERENCE_ORDER[sortBy]}`,
    [
      tenantId,
      search,
      TYPO_TOLERANCE,
      params.get('state'),
      params.get('city'),
      params.get('genres')?.split(',') ?? null,
      params.get('cleanContent') === 'true',
    ],
  );
  return rows.rows.map((row) => row.id);
}

describe('search results against a reference query', () => {
  it('match for every sort and filter, exact and misspelt, one word and several, on either count plan', async () => {
    const names = (
      await owner.query(`select stage_name from performers where tenant_id = $1 and is_vetted order by id limit 4`, [
        flagshipId,
      ])
    ).rows.map((row) => (row.stage_name as string).toLowerCase());
    const misspell = (name: string) => name.replace(/([a-z])([a-z])([a-z]+)$/, '$2$1$3');
    const searches = ['a', 'comedy', 'san', 'magic comedy', 'jery abot', ...names, ...names.map(misspell)];
    const filters = ['', '&state=CA', '&city=San', '&genres=Magic,Comedy', '&cleanContent=true'];
    let nonEmpty = 0;
    for (const search of searches) {
      for (const sortBy of SORTS) {
        for (const filter of filters) {
          const query = `query=${encodeURIComponent(search)}&sortBy=${sortBy}${filter}`;
          const expected = await reference(flagshipId, search, sortBy, filter);
          const { ids, total } = await allIds(query);
          expect(ids, query).toEqual(expected);
          expect(total, query).toBe(expected.length);
          const commonPlan = await pageAndCount(flagshipId, `${query}&limit=100`, 0);
          expect(commonPlan, query).toEqual({ ids: expected.slice(0, 100), total: expected.length });
          if (expected.length) nonEmpty++;
        }
      }
    }
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it('counts exactly below the cap and says “capped” above it, on either count plan, exact or misspelt', async () => {
    await cloneAgencyPerformers(1_100);
    const seen = new Set<string>();
    for (const search of ['clone', 'clnoe', 'clone 1', 'clone 10', 'clone 5', 'clone 1050']) {
      const expected = await reference(agencyId, search, 'featured', '');
      for (const commonMatches of [0, undefined]) {
        const { ids, total } = await pageAndCount(agencyId, `query=${search}&limit=5`, commonMatches);
        expect(ids, search).toEqual(expected.slice(0, 5));
        if (expected.length > 1000) expect(total, search).toBeGreaterThan(1000);
        else expect(total, search).toBe(expected.length);
      }
      const { pagination } = await browse(`query=${encodeURIComponent(search)}`, AGENCY_HOST);
      expect(pagination, search).toMatchObject({
        total: Math.min(expected.length, 1000),
        totalIsCapped: expected.length > 1000,
      });
      seen.add(expected.length > 1000 ? 'capped' : 'exact');
    }
    expect(seen).toEqual(new Set(['capped', 'exact']));
  });
});

/** A page's ids and the raw capped count, read with the count plan a common-word threshold picks. */
async function pageAndCount(tenantId: string, query: string, commonMatches: number | undefined) {
  const parsed = PerformerListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
  const { statements, settings } = buildPerformerListSql(tenantId, parsed, { includeUnvetted: false, commonMatches });
  const [rows = [], [count] = []] = await readInTenant(app.orm, tenantId, statements, settings);
  return { ids: rows.slice(0, parsed.limit).map((row) => row.id as string), total: Number(count!.total) };
}

/** More vetted performers (and their users) in the agency, named 'Clone 1' … 'Clone n'. */
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
    `update clone_performers set id = gen_random_uuid(), user_id = new_user, stage_name = 'Clone ' || g`,
  );
  await owner.query(`alter table clone_users drop column g`);
  await owner.query(`alter table clone_performers drop column g, drop column new_user`);
  await owner.query(`insert into users select * from clone_users`);
  await owner.query(`insert into performers select * from clone_performers`);
  const vocabulary = await vocabularies();
  expect(vocabulary.kept).toEqual(vocabulary.recomputed);
}
