import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { request, startShippedOnOneDatabase, type ShippedOnOneDatabase } from './processes';

// Two processes as shipped on one database, the response cache off: `node scripts/start.mjs` (all
// roles) and a `web` replica. Browse answers from each process's in-process index; every answer
// must hold every change committed before it was asked for, made by the other process, by plain
// SQL, or by a transaction that committed after a later one.
let shipped: ShippedOnOneDatabase | undefined;
let primaryPort: number;
let replicaPort: number;
let databaseUrl: string;
let owner: pg.Client;

interface Card {
  id: string;
  stageName: string;
  baseFee: number;
}

const cards = async (port: number, query = 'limit=100') =>
  (await request(port, 'GET', `/api/performers?${query}`)).body.performers as Card[];
const nameOn = async (port: number, id: string) => (await cards(port)).find((card) => card.id === id)?.stageName;

/** The tenant admin takes the act off the roster through the other process (the primary's API). */
async function unvetThroughPrimary(id: string): Promise<void> {
  const signin = await request(primaryPort, 'POST', '/api/auth/signin', {
    bodyParts: [JSON.stringify({ email: 'admin@demo.test', password: 'demo-password' })],
  });
  const changed = await request(primaryPort, 'PUT', `/api/admin/performers/${id}`, {
    headers: { authorization: `Bearer ${signin.body.token}` },
    bodyParts: [JSON.stringify({ isVetted: false })],
  });
  expect(changed.status).toBe(200);
}

beforeAll(async () => {
  shipped = startShippedOnOneDatabase({
    name: 'browse-index',
    adminUrl: inject('adminUrl'),
    env: {
      JWT_SECRET: 'browse-index-test-secret-'.padEnd(40, 'x'),
      SEED_PERFORMERS: '12',
      BROWSE_CACHE_MS: '0',
      SIGNIN_MAX_ATTEMPTS_PER_IP: '100000',
    },
    webAlsoLogs: ['browse index loaded'],
  });
  await shipped.ready;
  [primaryPort, replicaPort] = shipped.ports as [number, number];
  databaseUrl = shipped.databaseUrl;
  owner = new pg.Client({ connectionString: databaseUrl });
  await owner.connect();
}, 180_000);

afterAll(async () => {
  await owner?.end();
  await shipped?.close();
});

describe('browse from the in-process index, as shipped', () => {
  it('says it is ready only once the default tenant’s index is loaded', async () => {
    const ready = await request(replicaPort, 'GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.checks.browseIndex).toBe('loaded');
  });

  it('shows an admin’s change made through the other process in the very next answer', async () => {
    const [first] = await cards(replicaPort);
    await unvetThroughPrimary(first!.id);
    expect((await cards(replicaPort)).map((card) => card.id)).not.toContain(first!.id);
  });

  it('shows a change made in plain SQL, with no notice sent, in the very next answer', async () => {
    const [card] = await cards(replicaPort);
    await owner.query(`update performers set stage_name = 'Renamed in plain SQL' where id = $1`, [card!.id]);
    expect(await nameOn(replicaPort, card!.id)).toBe('Renamed in plain SQL');
    expect((await cards(replicaPort, 'query=renamed%20in%20plain')).map((found) => found.id)).toEqual([card!.id]);
  });

  it('never skips a transaction that commits after a later one was seen', async () => {
    const [early, late] = await cards(replicaPort);
    const feeOn = async (id: string) => (await cards(replicaPort)).find((card) => card.id === id)?.baseFee;
    const before = await feeOn(early!.id);
    // Fees are outside the search text, so the two writers share no vocabulary rows (no lock waits).
    const slow = new pg.Client({ connectionString: databaseUrl });
    await slow.connect();
    try {
      await slow.query('begin');
      await slow.query(`update performers set base_fee_cents = 123400 where id = $1`, [early!.id]);
      await owner.query(`update performers set base_fee_cents = 567800 where id = $1`, [late!.id]);
      expect(await feeOn(late!.id)).toBe(567800);
      expect(await feeOn(early!.id)).toBe(before);
      await slow.query('commit');
      expect(await feeOn(early!.id)).toBe(123400);
    } finally {
      await slow.end();
    }
  });

  it('under a stream of concurrent answers (which share their change checks), each one asked for after a change shows it', async () => {
    const [card] = await cards(replicaPort);
    let streaming = true;
    const stream = Array.from({ length: 8 }, async () => {
      while (streaming) await cards(replicaPort);
    });
    try {
      for (const fee of [111_100, 222_200, 333_300, 444_400]) {
        await owner.query(`update performers set base_fee_cents = $2 where id = $1`, [card!.id, fee]);
        const answers = await Promise.all(Array.from({ length: 12 }, () => cards(replicaPort)));
        for (const answer of answers) expect(answer.find((found) => found.id === card!.id)?.baseFee).toBe(fee);
      }
    } finally {
      streaming = false;
      await Promise.all(stream);
    }
  });

  it('answers each profile asked for after a change to it with the change, under a stream of concurrent profile answers', async () => {
    const [card] = await cards(replicaPort);
    const profile = (port = replicaPort) => request(port, 'GET', `/api/performers/${card!.id}`);
    let streaming = true;
    const stream = Array.from({ length: 8 }, async () => {
      while (streaming) await profile();
    });
    try {
      for (const n of [1, 2, 3]) {
        // A review published and then replied to in plain SQL: neither touches the act's own row.
        await owner.query(
          `insert into reviews (tenant_id, id, performer_id, author_name, rating, body, created_at, published_at)
           select tenant_id, gen_random_uuid(), id, 'Reviewer', 5, $2, now() + make_interval(days => $3), now()
             from performers where id = $1`,
          [card!.id, `Written as shipped ${n}`, n],
        );
        for (const answer of await Promise.all(Array.from({ length: 12 }, () => profile())))
          expect(answer.body.recentReviews[0].body).toBe(`Written as shipped ${n}`);
        await owner.query(
          `update reviews set reply_body = $2, replied_at = now() where performer_id = $1 and body = $3`,
          [card!.id, `Replied as shipped ${n}`, `Written as shipped ${n}`],
        );
        for (const answer of await Promise.all(Array.from({ length: 12 }, () => profile())))
          expect(answer.body.recentReviews[0].reply?.body).toBe(`Replied as shipped ${n}`);
      }
    } finally {
      streaming = false;
      await Promise.all(stream);
    }
    await unvetThroughPrimary(card!.id);
    expect((await profile()).status).toBe(404);
  });

  it('answers every act it does not hold (read at once, with no change check) with the changes made before, under a stream across many acts', async () => {
    const ids = (await cards(replicaPort)).map((card) => card.id);
    expect(ids.length).toBeGreaterThan(5);
    const profile = (id: string) => request(replicaPort, 'GET', `/api/performers/${id}`);
    let streaming = true;
    // Reads of every act in turn: each change makes its act a miss again, read while others change.
    const stream = Array.from({ length: 8 }, async (_, loop) => {
      for (let n = loop; streaming; n++) await profile(ids[n % ids.length]!);
    });
    try {
      for (const n of [1, 2, 3, 4]) {
        const body = `Across acts ${n}`;
        await owner.query(
          `insert into reviews (tenant_id, id, performer_id, author_name, rating, body, created_at, published_at)
           select tenant_id, gen_random_uuid(), id, 'Reviewer', 4, $2, now() + make_interval(days => 10 + $3), now()
             from performers where id = any($1)`,
          [ids, body, n],
        );
        const answers = await Promise.all(ids.flatMap((id) => Array.from({ length: 4 }, () => profile(id))));
        for (const answer of answers) {
          expect(answer.status).toBe(200);
          expect(answer.body.recentReviews[0].body).toBe(body);
        }
      }
    } finally {
      streaming = false;
      await Promise.all(stream);
    }
  });

  it('drops a deleted act at once', async () => {
    const listed = new Set((await cards(replicaPort)).map((card) => card.id));
    const { rows } = await owner.query(
      `select id, user_id from performers p where not exists (select 1 from offers o where o.performer_id = p.id)`,
    );
    const gone = rows.find((row) => listed.has(row.id))!;
    await owner.query('begin');
    await owner.query(`set constraints all deferred`);
    await owner.query(`delete from performers where id = $1`, [gone.id]);
    await owner.query(`delete from users where id = $1`, [gone.user_id]);
    await owner.query('commit');
    expect((await cards(replicaPort)).map((card) => card.id)).not.toContain(gone.id);
  });
});
