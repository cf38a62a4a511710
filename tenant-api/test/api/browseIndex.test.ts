import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENRES, PerformerListQuery, SORTS } from '../../src/contract';
import { decodeCursor } from '../../src/queries/browseCursor';
import { browseFromSql } from '../../src/queries/browseIndex/browse';
import { browseFromIndex, type IndexPage } from '../../src/queries/browseIndex/browseQuery';
import { BrowseIndexes } from '../../src/queries/browseIndex/browseIndexes';
import { changesSince } from '../../src/queries/browseIndex/loadIndex';
import { indexKeys } from '../../src/queries/browseIndex/indexedPerformer';
import type { PerformerIndex } from '../../src/queries/browseIndex/performerIndex';
import { ownerOf, startTestApp, type TestApp } from '../support/harness';

let app: TestApp;
let owner: pg.Client;
let flagshipId: string;
let agencyId: string;
let names: string[];

const BLOCKED_DATE = '2027-03-10';
const BLOCKED_WEEKDAY_DATE = '2027-03-13';

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 60 } });
  ({ owner, flagshipId, agencyId } = await ownerOf(app));
  // Ties on every sort key, acts without a rating, unvetted and featured acts, same-instant sign-ups.
  await owner.query(
    `update performers set rating = null, review_count = 0 where id in (select id from performers order by id limit 12)`,
  );
  await owner.query(
    `update performers set base_fee_cents = 50000 where id in (select id from performers order by id desc limit 20)`,
  );
  await owner.query(
    `update performers set created_at = '2026-01-02T03:04:05.123456Z' where id in (select id from performers order by stage_name limit 8)`,
  );
  await owner.query(
    `update performers set is_vetted = false where id in (select id from performers order by city limit 7)`,
  );
  await owner.query(
    `update performers set is_featured = true where id in (select id from performers order by base_fee_cents limit 15)`,
  );
  await owner.query(
    `update performers set stage_name = stage_name || ' Comedyland' where id in (select id from performers order by created_at limit 5)`,
  );
  await owner.query(
    `insert into availability_blocks (tenant_id, id, performer_id, kind, date, weekday, start_time, end_time, created_at)
     select tenant_id, gen_random_uuid(), id, 'date', '${BLOCKED_DATE}'::date, null::smallint, null, null, now()
       from performers where review_count % 3 = 0
     union all
     select tenant_id, gen_random_uuid(), id, 'weekly', null, 6, null, null, now()
       from performers where review_count % 4 = 1
     union all
     select tenant_id, gen_random_uuid(), id, 'date', '${BLOCKED_DATE}'::date, null, '10:00', '12:00', now()
       from performers where review_count % 5 = 2`,
  );
  names = (await owner.query(`select lower(stage_name) as name from performers order by id limit 6`)).rows.map(
    (row) => row.name as string,
  );
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

const misspell = (name: string) => name.replace(/([a-z])([a-z])([a-z]+)/, '$2$1$3');

const fromSql = (tenantId: string, query: PerformerListQuery, includeUnvetted: boolean): Promise<IndexPage> =>
  browseFromSql(app.orm, tenantId, query, { includeUnvetted });

/** A page with its cursor decoded to the values it names (the two paths write reals and times differently). */
function comparable(page: IndexPage, query: PerformerListQuery) {
  const keys = indexKeys(query.sortBy, Boolean(query.query?.toLowerCase()));
  const position = page.nextCursor ? decodeCursor(page.nextCursor, keys) : null;
  return {
    ...page,
    nextCursor: position?.map((value, index) =>
      keys[index]!.type === 'timestamptz'
        ? Date.parse(String(value).replace(/(\.\d{3})\d*/, '$1'))
        : keys[index]!.type === 'real'
          ? Math.fround(value as number)
          : value,
    ),
  };
}

const queries = () =>
  fc.record(
    {
      sortBy: fc.constantFrom(...SORTS),
      query: fc.constantFrom(
        '',
        '',
        '',
        'a',
        'co',
        'comedy',
        'comedyland',
        'jery abot',
        'san',
        'magic comedy',
        ...names,
        ...names.map(misspell),
      ),
      city: fc.constantFrom('', '', '', '', 'San', 'new', 'l', 'Zzz'),
      state: fc.constantFrom('', '', '', '', 'CA', 'TX', 'NY'),
      genres: fc.oneof(
        fc.constant(''),
        fc.subarray([...GENRES], { maxLength: 3 }).map((genres) => genres.join(',')),
      ),
      cleanContent: fc.constantFrom('', '', 'true', 'false'),
      availableOn: fc.constantFrom('', '', BLOCKED_DATE, BLOCKED_WEEKDAY_DATE),
      limit: fc.integer({ min: 1, max: 9 }).map(String),
      page: fc.constantFrom('1', '1', '1', '2', '4'),
      isVetted: fc.constantFrom('', 'false'),
      includeUnvetted: fc.boolean(),
      tenant: fc.constantFrom('flagship', 'agency'),
    },
    { requiredKeys: [] },
  );

describe('browse from the in-process index', () => {
  let indexes: { flagship: PerformerIndex; agency: PerformerIndex };
  beforeAll(async () => {
    const browseIndexes = new BrowseIndexes(app.orm);
    indexes = { flagship: await browseIndexes.ready(flagshipId), agency: await browseIndexes.ready(agencyId) };
  });

  it('answers every filter, sort, search, page and cursor exactly as the SQL path does', async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(queries(), async ({ includeUnvetted, tenant, ...raw }) => {
        const params = Object.fromEntries(
          Object.entries(raw).filter(([, value]) => value !== '' && value !== undefined),
        );
        const query = PerformerListQuery.parse(params);
        const tenantId = tenant === 'agency' ? agencyId : flagshipId;
        const index = indexes[tenant ?? 'flagship'];
        const options = { includeUnvetted: includeUnvetted ?? false };
        const fromIndex = browseFromIndex(index, query, options);
        const expected = await fromSql(tenantId, query, options.includeUnvetted);
        expect(comparable(fromIndex, query), JSON.stringify(params)).toEqual(comparable(expected, query));
        if (fromIndex.performerJson.length) nonEmpty++;
        if (!fromIndex.nextCursor || !expected.nextCursor) return;
        // The next page, by each path's own cursor and by the other path's.
        const next = (after: string) => ({ ...query, after });
        const viaIndex = browseFromIndex(index, next(fromIndex.nextCursor), options);
        const viaSql = await fromSql(tenantId, next(expected.nextCursor), options.includeUnvetted);
        expect(comparable(viaIndex, query)).toEqual(comparable(viaSql, query));
        expect(comparable(browseFromIndex(index, next(expected.nextCursor), options), query)).toEqual(
          comparable(viaSql, query),
        );
        expect(comparable(await fromSql(tenantId, next(fromIndex.nextCursor), options.includeUnvetted), query)).toEqual(
          comparable(viaSql, query),
        );
      }),
      { numRuns: 500 },
    );
    expect(nonEmpty).toBeGreaterThan(120);
  });

  it('stays equal to the SQL path while acts change, get blocks and photos, and leave, between any two answers', async () => {
    const browseIndexes = new BrowseIndexes(app.orm);
    await browseIndexes.ready(agencyId);
    const ids = (await owner.query(`select id from performers where tenant_id = $1 order by id`, [agencyId])).rows.map(
      (row) => row.id as string,
    );
    const removable = (
      await owner.query(
        `select id, user_id from performers p where tenant_id = $1
            and not exists (select 1 from offers o where o.performer_id = p.id) order by id limit 6`,
        [agencyId],
      )
    ).rows as { id: string; user_id: string }[];
    const removed = new Set<string>();
    const writes: Record<string, (id: string, value: number) => Promise<unknown>> = {
      rating: (id, value) =>
        owner.query(`update performers set rating = $2, review_count = $3 where id = $1`, [
          id,
          value % 7 === 0 ? null : (value % 50) / 10,
          value % 4,
        ]),
      fee: (id, value) =>
        owner.query(`update performers set base_fee_cents = $2 where id = $1`, [id, (value % 5) * 10_000]),
      flags: (id, value) =>
        owner.query(`update performers set is_featured = $2, is_vetted = $3, clean_content = $4 where id = $1`, [
          id,
          value % 2 === 0,
          value % 3 !== 0,
          value % 5 === 0,
        ]),
      name: (id, value) =>
        owner.query(`update performers set stage_name = $2, city = $3, state = $4 where id = $1`, [
          id,
          ['Jerry Abbot', 'Comedy Crew', 'Sam San', 'Magic Mo'][value % 4],
          ['San Jose', 'Newark', 'Lima'][value % 3],
          ['CA', 'TX', 'NY'][value % 3],
        ]),
      block: (id, value) =>
        value % 2
          ? owner.query(
              `insert into availability_blocks (tenant_id, id, performer_id, kind, date, weekday, start_time, end_time, created_at)
               values ($1, gen_random_uuid(), $2, 'date', $3::date, null, null, null, now())`,
              [agencyId, id, BLOCKED_DATE],
            )
          : owner.query(`delete from availability_blocks where performer_id = $1`, [id]),
      photo: (id, value) =>
        owner.query(
          `insert into performer_media (tenant_id, id, performer_id, kind, position, width, height, widths, placeholder, created_at)
           values ($1, gen_random_uuid(), $2, 'photo', $3, 800, 600, '{400,800}', 'data:image/webp;base64,AAAA', now())`,
          [agencyId, id, -1 - (value % 1000)],
        ),
      remove: async () => {
        const gone = removable.find((performer) => !removed.has(performer.id));
        if (!gone) return;
        removed.add(gone.id);
        await owner.query('begin');
        await owner.query(`set constraints all deferred`);
        await owner.query(`delete from performer_media where performer_id = $1`, [gone.id]);
        await owner.query(`delete from availability_blocks where performer_id = $1`, [gone.id]);
        await owner.query(`delete from performers where id = $1`, [gone.id]);
        await owner.query(`delete from users where id = $1`, [gone.user_id]);
        await owner.query('commit');
      },
    };
    const step = fc.oneof(
      fc.record({
        write: fc.constantFrom(...Object.keys(writes)),
        performer: fc.integer({ min: 0, max: ids.length - 1 }),
        value: fc.nat(),
      }),
      fc.record({ query: queries() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 12 }), async (steps) => {
        for (const current of steps) {
          if ('write' in current) {
            const id = ids[current.performer]!;
            if (!removed.has(id)) await writes[current.write]!(id, current.value);
            continue;
          }
          const { includeUnvetted, tenant: _tenant, ...raw } = current.query;
          const params = Object.fromEntries(
            Object.entries(raw).filter(([, value]) => value !== '' && value !== undefined),
          );
          const query = PerformerListQuery.parse(params);
          const index = await browseIndexes.current(agencyId);
          expect(index).not.toBeNull();
          const options = { includeUnvetted: includeUnvetted ?? false };
          expect(comparable(browseFromIndex(index!, query, options), query), JSON.stringify(params)).toEqual(
            comparable(await fromSql(agencyId, query, options.includeUnvetted), query),
          );
        }
      }),
      { numRuns: 40 },
    );
    expect(removed.size).toBeGreaterThan(0);
  });

  it('shares change checks between answers asked for at once, each holding every change made before it was asked for', async () => {
    // A check that has read the database but not yet answered, held until released: answers asked
    // for after a change committed meanwhile must not take it (they would miss the change).
    let hold: { read: () => void; release: Promise<void> } | null = null;
    const browseIndexes = new BrowseIndexes(app.orm, undefined, {
      changesSince: async (...args) => {
        const check = await changesSince(...args);
        const held = hold;
        if (held) {
          hold = null;
          held.read();
          await held.release;
        }
        return check;
      },
    });
    await browseIndexes.ready(agencyId);
    const [{ id }] = (
      await owner.query(`select id from performers where tenant_id = $1 order by id limit 1`, [agencyId])
    ).rows as [{ id: string }];
    const feeIn = (index: PerformerIndex | null) =>
      index!.slots.find((performer) => performer?.id === id)?.baseFeeCents;
    const asked = (count: number) => Promise.all(Array.from({ length: count }, () => browseIndexes.current(agencyId)));
    for (const fee of [123_400, 123_500]) {
      let release = () => undefined as void;
      const read = new Promise<void>((resolve) => {
        hold = { read: resolve, release: new Promise<void>((done) => (release = done)) };
      });
      const checksBefore = browseIndexes.changeChecks;
      const earlier = asked(10);
      await read;
      await owner.query(`update performers set base_fee_cents = $2 where id = $1`, [id, fee]);
      const later = asked(10);
      release();
      for (const index of await later) expect(feeIn(index)).toBe(fee);
      expect((await earlier).every((index) => index !== null)).toBe(true);
      // Twenty answers, two checks: the held one, and the next, shared by the ten asked for meanwhile.
      expect(browseIndexes.changeChecks - checksBefore).toBe(2);
    }
  });

  it('keeps its change marks tenant-scoped: the app role reads only its tenant’s and may not write them', async () => {
    await owner.query(`update performers set rating = rating where tenant_id in ($1, $2)`, [flagshipId, agencyId]);
    const asApp = new pg.Client({ connectionString: app.appUrl });
    await asApp.connect();
    try {
      expect((await asApp.query(`select count(*)::int as n from performer_browse_changes`)).rows[0].n).toBe(0);
      await asApp.query('begin');
      await asApp.query(`select set_config('app.tenant_id', $1, true)`, [agencyId]);
      const seen = await asApp.query(`select distinct tenant_id from performer_browse_changes`);
      expect(seen.rows).toEqual([{ tenant_id: agencyId }]);
      await expect(asApp.query(`delete from performer_browse_changes`)).rejects.toThrow(/permission denied/);
      await asApp.query('rollback');
    } finally {
      await asApp.end();
    }
  });

  it('keeps at most its budget of acts, dropping the least recently browsed tenant’s index, which loads again', async () => {
    const sizes = {
      flagship: (await new BrowseIndexes(app.orm).ready(flagshipId)).size,
      agency: (await new BrowseIndexes(app.orm).ready(agencyId)).size,
    };
    expect(sizes.flagship + sizes.agency).toBeGreaterThan(Math.max(sizes.flagship, sizes.agency));
    const budget = new BrowseIndexes(app.orm, undefined, { maxActs: Math.max(sizes.flagship, sizes.agency) });
    await budget.ready(flagshipId);
    await budget.ready(agencyId);
    expect(budget.acts).toBe(sizes.agency);
    expect(await budget.current(agencyId)).not.toBeNull();
    // The flagship's was dropped: its next browse starts a load (SQL answers it), the one after finds it.
    expect(await budget.current(flagshipId)).toBeNull();
    const reloaded = await budget.ready(flagshipId);
    expect(reloaded.size).toBe(sizes.flagship);
    expect(budget.acts).toBe(sizes.flagship);
    const query = PerformerListQuery.parse({ sortBy: 'rating' });
    expect(comparable(browseFromIndex(reloaded, query, { includeUnvetted: false }), query)).toEqual(
      comparable(await fromSql(flagshipId, query, false), query),
    );
    // The default tenant's (the flagship here) is never the one dropped.
    const keepsDefault = new BrowseIndexes(app.orm, undefined, { maxActs: 1 });
    await keepsDefault.warmDefault();
    await keepsDefault.ready(agencyId);
    await keepsDefault.ready(flagshipId);
    expect(keepsDefault.acts).toBe(sizes.flagship + sizes.agency);
    await keepsDefault.ready(agencyId);
    expect(await keepsDefault.current(flagshipId)).not.toBeNull();
  });
});
