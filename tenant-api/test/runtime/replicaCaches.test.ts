import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { SWEEP_QUEUE } from '../../src/jobs/scheduler';
import { request, startShippedOnOneDatabase, type ShippedOnOneDatabase, type StartedProcess } from './processes';

// Two processes as shipped on one database: `node scripts/start.mjs` (all roles) and a second
// `node scripts/start.mjs web` replica. Their caches keep tenants and browse pages for ten minutes,
// so a change made on one shows on the other within seconds only if the change feed carried it.
const TEN_MINUTES = String(10 * 60_000);
let shipped: ShippedOnOneDatabase | undefined;
let replica: StartedProcess | undefined;
let primaryPort: number;
let replicaPort: number;
let databaseUrl: string;
let owner: pg.Client;

/** Polls until `read` gives what `done` wants (at most `withinMs`); returns the last value read. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs = 10_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

async function adminToken(port: number): Promise<string> {
  const answer = await request(port, 'POST', '/api/auth/signin', {
    bodyParts: [JSON.stringify({ email: 'admin@demo.test', password: 'demo-password' })],
  });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

interface PerformerCard {
  id: string;
  stageName: string;
  isFeatured: boolean;
  reviewCount: number;
}

const headline = async (port: number) => (await request(port, 'GET', '/api/tenant')).body.content.heroHeadline;
const browseCards = async (port: number) =>
  (await request(port, 'GET', '/api/performers?limit=50&isVetted=true')).body.performers as {
    id: string;
    reviewCount: number;
  }[];
const browseIds = async (port: number) =>
  ((await request(port, 'GET', '/api/performers?limit=50&isVetted=true')).body.performers as { id: string }[]).map(
    ({ id }) => id,
  );

beforeAll(async () => {
  shipped = startShippedOnOneDatabase({
    name: 'replicas',
    adminUrl: inject('adminUrl'),
    env: {
      JWT_SECRET: 'replica-caches-test-secret-'.padEnd(40, 'x'),
      SEED_PERFORMERS: '3',
      TENANT_CACHE_MS: TEN_MINUTES,
      BROWSE_CACHE_MS: TEN_MINUTES,
      SIGNIN_MAX_ATTEMPTS_PER_IP: '100000',
    },
  });
  await shipped.ready;
  [primaryPort, replicaPort] = shipped.ports as [number, number];
  replica = shipped.processes[1];
  databaseUrl = shipped.databaseUrl;
  owner = new pg.Client({ connectionString: databaseUrl });
  await owner.connect();
}, 180_000);

afterAll(async () => {
  await owner?.end();
  await shipped?.close();
});

describe('caches across replicas', () => {
  it('an admin’s change on one replica reaches the other’s tenant cache without waiting for it to expire', async () => {
    const before = await headline(replicaPort);
    const token = await adminToken(primaryPort);
    const content = (await request(primaryPort, 'GET', '/api/tenant')).body.content;
    const saved = await request(primaryPort, 'PUT', '/api/admin/site-content', {
      headers: { authorization: `Bearer ${token}` },
      bodyParts: [JSON.stringify({ ...content, heroHeadline: 'Heard on every replica.' })],
    });
    expect(saved.status).toBe(200);
    expect(await headline(primaryPort)).toBe('Heard on every replica.');
    expect(before).not.toBe('Heard on every replica.');
    expect(
      await eventually(
        () => headline(replicaPort),
        (value) => value === 'Heard on every replica.',
      ),
    ).toBe('Heard on every replica.');
  });

  it('unvetting a performer on one replica takes it out of the other’s cached browse pages', async () => {
    const listed = await browseIds(replicaPort);
    expect(listed.length).toBeGreaterThan(0);
    const token = await adminToken(primaryPort);
    const changed = await request(primaryPort, 'PUT', `/api/admin/performers/${listed[0]}`, {
      headers: { authorization: `Bearer ${token}` },
      bodyParts: [JSON.stringify({ isVetted: false })],
    });
    expect(changed.status).toBe(200);
    const after = await eventually(
      () => browseIds(replicaPort),
      (ids) => !ids.includes(listed[0]!),
    );
    expect(after).not.toContain(listed[0]);
  });

  it('a performer’s own profile edit reaches the other replica’s cached browse pages', async () => {
    const signin = await request(primaryPort, 'POST', '/api/auth/signin', {
      bodyParts: [JSON.stringify({ email: 'performer@demo.test', password: 'demo-password' })],
    });
    const auth = { authorization: `Bearer ${signin.body.token}` };
    const own = (await request(primaryPort, 'GET', '/api/performers/me', { headers: auth })).body;
    const stageNameOn = async (port: number) =>
      ((await request(port, 'GET', '/api/performers?limit=100')).body.performers as PerformerCard[]).find(
        ({ id }) => id === own.id,
      )?.stageName;
    // Listed (an earlier test may have unvetted this act), then cached on the replica for ten minutes.
    const vetted = await request(primaryPort, 'PUT', `/api/admin/performers/${own.id}`, {
      headers: { authorization: `Bearer ${await adminToken(primaryPort)}` },
      bodyParts: [JSON.stringify({ isVetted: true })],
    });
    expect(vetted.status).toBe(200);
    expect(
      await eventually(
        () => stageNameOn(replicaPort),
        (name) => name === own.stageName,
      ),
    ).toBe(own.stageName);
    const { stageName, bio, genres, city, state } = own;
    const edited = await request(primaryPort, 'PUT', '/api/performers/me/profile', {
      headers: auth,
      bodyParts: [JSON.stringify({ stageName: `${stageName} Live`, bio, genres, city, state })],
    });
    expect(edited.status).toBe(200);
    expect(
      await eventually(
        () => stageNameOn(replicaPort),
        (name) => name === `${stageName} Live`,
      ),
    ).toBe(`${stageName} Live`);
  });

  it('one tenant’s change forgets only that tenant’s cached browse pages', async () => {
    const agency = { host: 'laughlines.test' };
    const agencyCards = async () =>
      (await request(replicaPort, 'GET', '/api/performers?limit=50', { headers: agency })).body
        .performers as PerformerCard[];
    const [agencyCard] = await agencyCards(); // cached on the replica
    // Changed behind the application's back: only a forgotten cache would show it.
    await owner.query(`update performers set stage_name = 'Renamed behind the cache' where id = $1`, [agencyCard!.id]);
    const [flagshipCard] = await browseCards(replicaPort);
    const token = await adminToken(primaryPort);
    const featured = !(flagshipCard as PerformerCard).isFeatured;
    const changed = await request(primaryPort, 'PUT', `/api/admin/performers/${flagshipCard!.id}`, {
      headers: { authorization: `Bearer ${token}` },
      bodyParts: [JSON.stringify({ isFeatured: featured })],
    });
    expect(changed.status).toBe(200);
    const isFeaturedOnReplica = async () =>
      ((await browseCards(replicaPort)) as PerformerCard[]).find(({ id }) => id === flagshipCard!.id)?.isFeatured;
    expect(await eventually(isFeaturedOnReplica, (value) => value === featured)).toBe(featured);
    // The flagship's notice has arrived; the agency's cached page is still the one read before.
    expect((await agencyCards()).find(({ id }) => id === agencyCard!.id)!.stageName).toBe(agencyCard!.stageName);
  });

  it('a replica whose listening connection is cut reconnects, forgets what it held, and hears changes again', async () => {
    await headline(replicaPort); // cached
    const listening = () =>
      replica!.lines.filter((line) => line.msg === 'listening for cache changes' && line.role === 'web').length;
    const connectionsBefore = listening();
    await owner.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'headliner-change-feed'`,
    );
    await replica!.waitForLog(() => listening() > connectionsBefore, 15_000);
    await headline(replicaPort); // cached again, after the reconnection forgot everything
    const token = await adminToken(primaryPort);
    const content = (await request(primaryPort, 'GET', '/api/tenant')).body.content;
    const saved = await request(primaryPort, 'PUT', '/api/admin/site-content', {
      headers: { authorization: `Bearer ${token}` },
      bodyParts: [JSON.stringify({ ...content, heroHeadline: 'Heard after a reconnect.' })],
    });
    expect(saved.status).toBe(200);
    expect(
      await eventually(
        () => headline(replicaPort),
        (value) => value === 'Heard after a reconnect.',
      ),
    ).toBe('Heard after a reconnect.');
  });

  it('a review the worker publishes when its window closes reaches every replica’s cached browse pages', async () => {
    const [card] = await browseCards(replicaPort); // cached on the replica for ten minutes
    // A buyer's review still waiting for the performer's side, whose 14 days are over: the sweep publishes it.
    await owner.query(
      `insert into reviews (tenant_id, id, performer_id, author_name, rating, body, author_role, window_closes_at)
       select tenant_id, gen_random_uuid(), id, 'A buyer', 5, 'Worth every cent.', 'buyer', now() - interval '1 minute'
         from performers where id = $1`,
      [card!.id],
    );
    expect((await browseCards(replicaPort)).find(({ id }) => id === card!.id)!.reviewCount).toBe(card!.reviewCount);
    const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', supervise: false, schedule: false });
    await boss.start();
    try {
      await boss.send(SWEEP_QUEUE, {}); // what the minute schedule does; the worker in the primary runs it
    } finally {
      await boss.stop({ graceful: false });
    }
    const countOn = async (port: number) => (await browseCards(port)).find(({ id }) => id === card!.id)!.reviewCount;
    // The sweep waits for the worker's next poll of the queue (every 2 s) and goes over every tenant.
    const published = await eventually(
      () => countOn(replicaPort),
      (count) => count === card!.reviewCount + 1,
      30_000,
    );
    expect(published).toBe(card!.reviewCount + 1);
    expect(await countOn(primaryPort)).toBe(card!.reviewCount + 1);
  });
});
