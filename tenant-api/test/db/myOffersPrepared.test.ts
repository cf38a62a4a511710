import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_STATUSES, type OfferStatus } from '../../src/contract';
import { readInTenant } from '../../src/db/oneTrip';
import { createOrm, type Orm } from '../../src/db/orm';
import { inlined, readPreparedInTenant } from '../../src/db/preparedReads';
import type { User } from '../../src/entities';
import { TokenService } from '../../src/auth/tokens';
import type { Role } from '../../src/contract';
import { TAB_STATUSES, myOffers, myOffersReads, statusesFor } from '../../src/queries/offers';
import { ownerOf, startTestApp, type TestApp } from '../support/harness';
import { offerBody } from '../support/offers';

let app: TestApp;
let owner: pg.Client;
/** One pooled connection, so a test knows which connection its reads run on. */
let single: Orm;
let flagshipId: string;
let buyer: User;
let performerUser: User;
let performerId: string;

/** Offers of one buyer with one performer, created in groups of TIE that share their creation time. */
const OFFERS = 420;
const TIE = 4;

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 12 } });
  ({ owner, flagshipId } = await ownerOf(app));
  single = await createOrm(app.appUrl, { poolMax: 1, ensureDatabase: false });
  const token = await app.signIn('buyer.basic@demo.test');
  const [performer] = (await app.request('GET', '/api/performers?sortBy=rating')).body.performers;
  const created = await app.request('POST', '/api/offers/create', { token, body: offerBody(performer.id, 'Tie') });
  expect(created.status, created.text).toBe(201);
  await cloneWithTies(created.body.offerId);
  buyer = await userWhere(`email = $1`, 'buyer.basic@demo.test');
  performerId = performer.id;
  performerUser = await userWhere(`id = (select user_id from performers where id = $1)`, performerId);
});
afterAll(async () => {
  await single?.close();
  await owner?.end();
  await app?.close();
});

/**
 * OFFERS copies of the offer in every status, TIE at a time sharing one creation time; the groups
 * a microsecond apart, finer than a JavaScript date can tell, so a cursor must keep every digit.
 */
async function cloneWithTies(offerId: string): Promise<void> {
  await owner.query(
    `insert into offers
     select (jsonb_populate_record(o, jsonb_build_object(
              'id', gen_random_uuid(),
              'idempotency_key', null,
              'status', ($3::text[])[1 + g % array_length($3::text[], 1)],
              'created_at', timestamptz '2026-06-01 12:00:00.000001+00' - make_interval(secs => (g / $4) * 0.000001)
            ))).*
       from offers o, generate_series(0, $2 - 1) g
      where o.id = $1`,
    [offerId, OFFERS, OFFER_STATUSES, TIE],
  );
}

/** A user as the session check reads them: what My offers shows of the caller comes from here. */
async function userWhere(condition: string, value: string): Promise<User> {
  const { rows } = await owner.query(
    `select id, tenant_id as "tenantId", role, first_name as "firstName", last_name as "lastName", email, phone,
            company_name as "companyName", session_version as "sessionVersion"
       from users where ${condition}`,
    [value],
  );
  return rows[0] as User;
}

/** The ids My offers should list, newest first, straight from the table (past row security). */
async function expectedIds(role: 'buyer' | 'performer', statuses: OfferStatus[] | null): Promise<string[]> {
  const party = role === 'buyer' ? `buyer_id = $1` : `performer_id = $1 and status <> 'PENDING_ADMIN_APPROVAL'`;
  const { rows } = await owner.query(
    `select id from offers where tenant_id = $2 and ${party} and ($3::text[] is null or status = any($3::text[]))
      order by created_at desc, id desc`,
    [role === 'buyer' ? buyer.id : performerId, flagshipId, statuses],
  );
  return rows.map((row) => row.id as string);
}

/** Every page of a tab through `myOffers`, each page's reads also run as plain statements and compared. */
async function walk(user: User, status: string | undefined, limit: number) {
  const party = { role: user === buyer ? ('buyer' as const) : ('performer' as const), userId: user.id };
  const ids: string[] = [];
  let after: string | undefined;
  let pages = 0;
  for (;;) {
    const query = { status, limit, ...(after ? { after } : {}) };
    const executions = myOffersReads(flagshipId, party, statusesFor(status), query);
    const prepared = await readPreparedInTenant(app.orm, flagshipId, executions);
    const plain = await readInTenant(app.orm, flagshipId, executions.map(inlined));
    expect(prepared).toEqual(plain);
    const page = await myOffers(app.orm, { user }, query, new Date());
    expect(page.counts === null).toBe(pages > 0);
    ids.push(...page.offers.map((offer) => offer.id));
    pages++;
    if (!page.nextCursor) break;
    after = page.nextCursor;
  }
  return { ids, pages };
}

const TABS = [undefined, 'all', ...Object.keys(TAB_STATUSES), 'PENDING', 'PENDING_ADMIN_APPROVAL', 'PAID_OUT'];

describe('My offers through prepared reads', () => {
  it('walks every tab of the buyer and the performer, ties included, as the plain statements and the table say', async () => {
    expect((await expectedIds('buyer', null)).length).toBeGreaterThan(OFFERS);
    for (const user of [buyer, performerUser]) {
      const role = user === buyer ? 'buyer' : 'performer';
      for (const status of TABS) {
        for (const limit of [7, 50]) {
          const expected = await expectedIds(role, statusesFor(status));
          const { ids, pages } = await walk(user, status, limit);
          expect(ids, `${role} ${status} ${limit}`).toEqual(expected);
          expect(pages).toBe(Math.max(1, Math.ceil(expected.length / limit)));
        }
      }
    }
  });

  it('shows both parties as the tables hold them, the caller’s own side included', async () => {
    for (const user of [buyer, performerUser]) {
      const page = await myOffers(app.orm, { user }, { limit: 100 }, new Date());
      expect(page.offers.length).toBeGreaterThan(0);
      const { rows } = await owner.query(
        `select o.id, b.company_name, b.first_name as buyer_first, b.last_name as buyer_last, p.id as performer_id,
                p.stage_name, p.city, p.state, pu.first_name as performer_first, pu.last_name as performer_last
           from offers o join users b on b.id = o.buyer_id join performers p on p.id = o.performer_id
           join users pu on pu.id = p.user_id where o.id = any($1::uuid[])`,
        [page.offers.map((offer) => offer.id)],
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const offer of page.offers) {
        const row = byId.get(offer.id)!;
        expect(offer.buyer.companyName).toBe(row.company_name);
        expect([offer.buyer.user.firstName, offer.buyer.user.lastName]).toEqual([row.buyer_first, row.buyer_last]);
        expect(offer.performer).toMatchObject({
          id: row.performer_id,
          stageName: row.stage_name,
          city: row.city,
          state: row.state,
          user: { firstName: row.performer_first, lastName: row.performer_last },
        });
      }
    }
  });

  it('counts the tabs on the first page of every tab, the same counts whichever tab', async () => {
    const counts = async (status?: string) =>
      (await myOffers(app.orm, { user: buyer }, { status, limit: 50 }, new Date())).counts;
    const all = await counts();
    expect(all!.all).toBe((await expectedIds('buyer', null)).length);
    expect(all!.expired).toBe((await expectedIds('buyer', ['EXPIRED'])).length);
    for (const status of TABS) expect(await counts(status)).toEqual(all);
  });

  it('answers over HTTP the same for any token of the caller: with its role, without one (older tokens), or naming another role', async () => {
    const sign = (user: User, role: Role | undefined) =>
      tokenService().sign({
        userId: user.id,
        tenantId: flagshipId,
        sessionVersion: user.sessionVersion,
        ...(role ? { role } : {}),
      });
    for (const user of [buyer, performerUser]) {
      const read = async (token: string, path: string) => {
        const response = await app.request('GET', path, { token });
        expect(response.status, response.text).toBe(200);
        return response.body;
      };
      const signedIn = await sign(user, user.role);
      for (const path of ['/api/offers/my-offers?limit=9', '/api/offers/my-offers?status=declined&limit=5']) {
        const expected = await read(signedIn, path);
        expect(expected.userRole).toBe(user === buyer ? 'buyer' : 'performer');
        expect(expected.offers.length).toBeGreaterThan(0);
        for (const role of [undefined, 'BUYER', 'PERFORMER', 'ADMIN'] as const) {
          expect(await read(await sign(user, role), path), `${user.email} as ${role}`).toEqual(expected);
        }
        const next = `${path}&after=${expected.nextCursor}`;
        expect(await read(await sign(user, 'ADMIN'), next)).toEqual(await read(signedIn, next));
      }
    }
  });

  it('lists nothing, as a buyer’s, for a performer who has no profile yet', async () => {
    const { rows } = await owner.query(
      `insert into users select (jsonb_populate_record(u, jsonb_build_object(
         'id', gen_random_uuid(), 'email', 'no-profile.performer@demo.test', 'role', 'PERFORMER'))).*
         from users u where u.id = $1 returning id, session_version`,
      [buyer.id],
    );
    const token = await tokenService().sign({
      userId: rows[0].id,
      tenantId: flagshipId,
      sessionVersion: rows[0].session_version,
      role: 'PERFORMER',
    });
    const response = await app.request('GET', '/api/offers/my-offers', { token });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ userRole: 'buyer', offers: [], nextCursor: null });
    expect(response.body.counts).toEqual({ all: 0, pending: 0, accepted: 0, declined: 0, expired: 0 });
  });

  it('prepares a cursor page again on a connection that lost its statements (another PgBouncer server connection)', async () => {
    const first = await myOffers(single, { user: buyer }, { status: 'declined', limit: 7 }, new Date());
    const query = { status: 'declined', limit: 7, after: first.nextCursor! };
    const before = await myOffers(single, { user: buyer }, query, new Date());
    expect(before.offers).toHaveLength(7);
    await onSingleConnection('deallocate all');
    expect(await myOffers(single, { user: buyer }, query, new Date())).toEqual(before);
    const expected = await expectedIds('buyer', TAB_STATUSES.declined);
    expect(before.offers.map((offer) => offer.id)).toEqual(expected.slice(7, 14));
  });
});

/** Signs tokens as the app does (its secret): a token of any claims the app could have issued. */
const tokenService = () => new TokenService(app.config.jwtSecret, 3600);

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
