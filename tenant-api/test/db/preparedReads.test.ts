import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInTenant } from '../../src/db/oneTrip';
import { createOrm, type Orm } from '../../src/db/orm';
import { inlined, preparedRead, readPreparedInTenant } from '../../src/db/preparedReads';
import { performerProfileReads, performerProfileStatements } from '../../src/queries/performers';
import { APP_ROLE, ownerOf, startTestApp, type TestApp } from '../support/harness';

let app: TestApp;
let owner: pg.Client;
/** One pooled connection, so a test knows which connection its reads run on. */
let single: Orm;
let flagshipId: string;
let agencyId: string;

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 12 } });
  ({ owner, flagshipId, agencyId } = await ownerOf(app));
  single = await createOrm(app.appUrl, { poolMax: 1, ensureDatabase: false });
});
afterAll(async () => {
  await single?.close();
  await owner?.end();
  await app?.close();
});

const performerIdsOf = async (tenantId: string) =>
  (await owner.query(`select id from performers where tenant_id = $1 order by id`, [tenantId])).rows.map(
    (row) => row.id as string,
  );

/** Runs SQL on the single pool's connection (the one its reads use). */
async function onSingleConnection(sql: string): Promise<void> {
  const knex = single.em.getConnection().getKnex().client as unknown as {
    acquireConnection(): Promise<pg.Client>;
    releaseConnection(connection: pg.Client): Promise<void>;
  };
  const connection = await knex.acquireConnection();
  try {
    await connection.query(sql);
  } finally {
    await knex.releaseConnection(connection);
  }
}

describe('prepared reads', () => {
  it('answer the profile exactly as its plain statement does, for every performer of both tenants', async () => {
    const nonEmpty = { rating_counts: 0, recent_reviews: 0, media_rows: 0 };
    for (const tenantId of [flagshipId, agencyId]) {
      const ids = await performerIdsOf(tenantId);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) {
        const prepared = await readPreparedInTenant(app.orm, tenantId, performerProfileReads(tenantId, id));
        const plain = await readInTenant(app.orm, tenantId, performerProfileStatements(tenantId, id));
        expect(prepared).toEqual(plain);
        const packed = JSON.parse(prepared[0]![0]!.packed as string) as unknown[];
        const [ratings, reviews, media] = packed.slice(-3) as unknown[][];
        nonEmpty.rating_counts += ratings!.length > 0 ? 1 : 0;
        nonEmpty.recent_reviews += reviews!.length > 0 ? 1 : 0;
        nonEmpty.media_rows += media!.length > 0 ? 1 : 0;
      }
    }
    // Every part had rows to compare (ratings, reviews, media), not only empty answers.
    expect(Object.values(nonEmpty).every((count) => count > 0)).toBe(true);
  });

  it('see only the tenant of the request, also once PostgreSQL runs a cached generic plan', async () => {
    const byId = preparedRead(['uuid'], `select id from performers where id = $1`);
    const [flagshipPerformer] = await performerIdsOf(flagshipId);
    for (let run = 0; run < 8; run++) {
      const own = await readPreparedInTenant(single, flagshipId, [{ read: byId, values: [flagshipPerformer!] }]);
      const other = await readPreparedInTenant(single, agencyId, [{ read: byId, values: [flagshipPerformer!] }]);
      expect(own).toEqual([[{ id: flagshipPerformer }]]);
      expect(other).toEqual([[]]);
    }
  });

  it('run their generic plan from the first execution: planned once per connection, never per request', async () => {
    // A statement whose custom plans PostgreSQL's `auto` mode keeps choosing (its filter on a
    // parameter looks more selective with the value known), as the change reads' did.
    const since = preparedRead(
      ['uuid', 'xid8'],
      `select count(*)::int as changed from venues where tenant_id = $1 and change_xid >= $2`,
    );
    const plans = preparedRead(
      ['text'],
      `select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = $1`,
    );
    let last: unknown;
    for (let run = 0; run < 12; run++) {
      const [, [counted] = []] = await readPreparedInTenant(single, flagshipId, [
        { read: since, values: [flagshipId, String(run)] },
        { read: plans, values: [since.name] },
      ]);
      last = counted;
    }
    expect(last).toEqual({ generic: 12, custom: 0 });
  });

  it('prepare again on a connection that lost its statements (another PgBouncer server connection)', async () => {
    const count = preparedRead(['uuid'], `select count(*)::int as count from performers where tenant_id = $1`);
    const expected = (await performerIdsOf(agencyId)).length;
    expect(await readPreparedInTenant(single, agencyId, [{ read: count, values: [agencyId] }])).toEqual([
      [{ count: expected }],
    ]);
    await onSingleConnection('deallocate all');
    expect(await readPreparedInTenant(single, agencyId, [{ read: count, values: [agencyId] }])).toEqual([
      [{ count: expected }],
    ]);
  });

  it('prepare again when a migration changed what a statement returns (a stale cached plan)', async () => {
    await owner.query(`create table prepared_probe (tenant_id uuid not null, label integer not null)`);
    await owner.query(`grant select on prepared_probe to ${APP_ROLE.name}`);
    await owner.query(`insert into prepared_probe values ($1, 7)`, [agencyId]);
    const labels = preparedRead(['uuid'], `select label from prepared_probe where tenant_id = $1`);
    const read = () => readPreparedInTenant(single, agencyId, [{ read: labels, values: [agencyId] }]);
    expect(await read()).toEqual([[{ label: 7 }]]);
    await owner.query(`alter table prepared_probe alter column label type text`);
    expect(await read()).toEqual([[{ label: '7' }]]);
    await owner.query(`drop table prepared_probe`);
  });

  it('write values in as typed literals, quotes escaped, for EXPLAIN', () => {
    const read = preparedRead(['uuid', 'text'], `select $1 as id, $2 as name, $2 as again`);
    expect(inlined({ read, values: ['7d28ca0b-18c9-4829-981b-8cf0f6aaf5b9', "O'Brien"] })).toBe(
      `select '7d28ca0b-18c9-4829-981b-8cf0f6aaf5b9'::uuid as id, 'O''Brien'::text as name, 'O''Brien'::text as again`,
    );
    expect(() => inlined({ read: preparedRead(['uuid'], `select $2`), values: ['x'] })).toThrow(/no parameter \$2/);
  });

  it('name a statement by its text, so two versions of it never share a name', () => {
    expect(preparedRead(['uuid'], 'select $1').name).toBe(preparedRead(['uuid'], 'select $1').name);
    expect(preparedRead(['uuid'], 'select $1').name).not.toBe(preparedRead(['uuid'], 'select $1, 1').name);
    expect(preparedRead(['uuid'], 'select $1').name).not.toBe(preparedRead(['text'], 'select $1').name);
  });
});
