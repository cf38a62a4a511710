import fc from 'fast-check';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastPageInWindow, PerformerListQuery, SORTS } from '../../src/contract';
import { decodeCursor } from '../../src/queries/browseCursor';
import { browseFromSql, browsePerformers } from '../../src/queries/browseIndex/browse';
import { browseFromIndex, type IndexPage } from '../../src/queries/browseIndex/browseQuery';
import { BrowseIndexes } from '../../src/queries/browseIndex/browseIndexes';
import { indexKeys } from '../../src/queries/browseIndex/indexedPerformer';
import type { PerformerIndex } from '../../src/queries/browseIndex/performerIndex';
import { BROWSE_WORK_BUDGET, BrowseOverBudget, WORK_COST, WorkBudget } from '../../src/queries/browseIndex/workBudget';
import { ownerOf, startTestApp, type TestApp } from '../support/harness';

/**
 * The browse index's ranking at depth, on a tenant of 6,000 acts all tied on the sort's leading
 * keys (no ratings, a few fees, nobody featured): every relevance group is thousands of acts, so
 * each answer keeps only its best (a bounded heap), skips what cannot beat the page, lists the
 * rest of a long group from the search's counts, and gives up to SQL past its work budget —
 * always answering exactly as the SQL path does, to the last page of the result window and on
 * through cursors.
 */

const ACTS = 6_000;
let app: TestApp;
let owner: pg.Client;
let agencyId: string;
let index: PerformerIndex;

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 20 } });
  ({ owner, agencyId } = await ownerOf(app));
  await growTiedRoster(owner, agencyId, ACTS);
  index = await new BrowseIndexes(app.orm).ready(agencyId);
}, 120_000);
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

/**
 * `count` vetted acts cloned from one of the tenant's own, unrated, unfeatured, at four fees, with
 * names from a few words (whole, prefixed, misspelt) and a number of their own.
 */
async function growTiedRoster(client: pg.Client, tenantId: string, count: number): Promise<void> {
  const [template] = (
    await client.query(`select id, user_id from performers where tenant_id = $1 and is_vetted limit 1`, [tenantId])
  ).rows;
  await client.query('begin');
  await client.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
  await client.query(
    `create temp table tied_users on commit drop as
       select u.*, g from users u, generate_series(1, $3) g where u.tenant_id = $1 and u.id = $2`,
    [tenantId, template.user_id, count],
  );
  await client.query(`update tied_users set id = gen_random_uuid(), email = 'tied-' || g || '@tied.test'`);
  await client.query(
    `create temp table tied_performers on commit drop as
       select p.*, u.id as new_user, u.g from performers p, tied_users u where p.tenant_id = $1 and p.id = $2`,
    [tenantId, template.id],
  );
  await client.query(`update tied_performers set id = gen_random_uuid(), user_id = new_user,
      stage_name = (array['Comedy', 'Comedian', 'Comet', 'Combo', 'Comdey', 'Magic'])[1 + g % 6] || ' '
                || (array['Crew', 'Club', 'Co', 'Kid', 'Show'])[1 + (g / 6) % 5] || ' No ' || g,
      is_featured = false, is_vetted = true, rating = null, review_count = 0,
      base_fee_cents = (1 + g % 4) * 10000`);
  await client.query(`alter table tied_users drop column g`);
  await client.query(`alter table tied_performers drop column g, drop column new_user`);
  await client.query(`insert into users select * from tied_users`);
  await client.query(`insert into performers select * from tied_performers`);
  await client.query('commit');
}

/** A page with its cursor decoded to the values it names (the two paths write reals and times differently). */
function comparable(page: IndexPage, query: PerformerListQuery) {
  const keys = indexKeys(query.sortBy, Boolean(query.query?.toLowerCase()));
  const position = page.nextCursor ? decodeCursor(page.nextCursor, keys) : null;
  return {
    ...page,
    nextCursor: position?.map((value, at) =>
      keys[at]!.type === 'timestamptz'
        ? Date.parse(String(value).replace(/(\.\d{3})\d*/, '$1'))
        : keys[at]!.type === 'real'
          ? Math.fround(value as number)
          : value,
    ),
  };
}

const unlimited = () => ({ includeUnvetted: false, budget: new WorkBudget(Infinity) });
const fromSql = (query: PerformerListQuery) => browseFromSql(app.orm, agencyId, query, { includeUnvetted: false });

const SEARCHES = ['comedy', 'comed', 'co', 'com', 'comdy', 'comedy crew', 'magic', 'show', 'a', '1', 'no 12', 'kid co'];

describe('browse ranking at depth on acts tied by the thousand', () => {
  it('answers every search, sort, page of the window and cursor exactly as SQL does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SEARCHES),
        fc.constantFrom(...SORTS),
        fc.constantFrom(12, 100, 7),
        fc.constantFrom('first', 'second', 'middle', 'last'),
        async (search, sortBy, limit, where) => {
          const last = lastPageInWindow(limit);
          const page = { first: 1, second: 2, middle: Math.ceil(last / 2), last }[where];
          const query = PerformerListQuery.parse({ query: search, sortBy, limit: String(limit), page: String(page) });
          const fromIndex = browseFromIndex(index, query, unlimited());
          const expected = await fromSql(query);
          expect(comparable(fromIndex, query), JSON.stringify({ search, sortBy, limit, page })).toEqual(
            comparable(expected, query),
          );
          if (!fromIndex.nextCursor) return;
          const next = { ...query, after: fromIndex.nextCursor };
          expect(comparable(browseFromIndex(index, next, unlimited()), query)).toEqual(
            comparable(await fromSql(next), query),
          );
        },
      ),
      { numRuns: 80 },
    );
  }, 120_000);

  it('ranks a first page for a fraction of ranking every tied match, and the window’s last within budget', () => {
    const allRanked = ACTS * WORK_COST.relevance;
    const spentOn = (search: string, page: number) => {
      const budget = new WorkBudget(Infinity);
      const query = PerformerListQuery.parse({ query: search, sortBy: 'rating', page: String(page) });
      browseFromIndex(index, query, { includeUnvetted: false, budget });
      return budget.spent;
    };
    for (const search of ['comedy', 'co', 'show', 'magic']) {
      expect(spentOn(search, 1), search).toBeLessThan(allRanked / 10);
      expect(spentOn(search, lastPageInWindow(12)), search).toBeLessThan(BROWSE_WORK_BUDGET);
    }
  });

  it('gives up past its work budget, and browse then answers from SQL, the same page', async () => {
    const query = PerformerListQuery.parse({ query: 'comdy', sortBy: 'rating', page: '40' });
    expect(() => browseFromIndex(index, query, { includeUnvetted: false, budget: new WorkBudget(1_000) })).toThrow(
      BrowseOverBudget,
    );
    const indexes = new BrowseIndexes(app.orm);
    await indexes.ready(agencyId);
    const answered = await browsePerformers(app.orm, indexes, agencyId, query, {
      includeUnvetted: false,
      budget: new WorkBudget(1_000),
    });
    expect(comparable(answered, query)).toEqual(comparable(await fromSql(query), query));
  });
});
