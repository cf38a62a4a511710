import path from 'node:path';
import pg from 'pg';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config';
import { startPgBouncer, type PgBouncer } from '../support/pgBouncer';
import { startPgStreamingPair, type PgStreamingPair } from '../support/pgStreamingPair';
import { freePort, request, startLikePnpmStart, type Answer, type StartedProcess } from './processes';

// The marketplace as shipped (`node scripts/start.mjs`) on a real PostgreSQL primary with a real
// streaming replica: DATABASE_URL is the primary, DATABASE_REPLICA_URL the replica.
// READ_REPLICA_TEST_PORT (optional) fixes the five ports used: primary, replica, web, PgBouncer, second web.
const dataDir = path.join(REPO_ROOT, '.test-data', `read-replica-${process.pid}`);
const METRICS_TOKEN = 'read-replica-metrics-token';
let pair: PgStreamingPair;
let server: StartedProcess;
let port: number;
let replicaOwner: pg.Client;
let primaryOwner: pg.Client;

const fixedBase = Number(process.env.READ_REPLICA_TEST_PORT);
const portAt = (offset: number) =>
  Number.isInteger(fixedBase) && fixedBase > 0 ? Promise.resolve(fixedBase + offset) : freePort();

async function ports(): Promise<[number, number, number]> {
  return [await portAt(0), await portAt(1), await portAt(2)];
}

beforeAll(async () => {
  const [primaryPort, replicaPort, webPort] = await ports();
  port = webPort;
  pair = await startPgStreamingPair({ dir: path.join(dataDir, 'pg'), primaryPort, replicaPort });
  server = startLikePnpmStart({
    DATABASE_URL: pair.urlFor('primary', 'postgres', 'marketplace'),
    DATABASE_REPLICA_URL: pair.urlFor('replica', 'postgres', 'marketplace'),
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: 'read-replica-test-secret-'.padEnd(40, 'x'),
    METRICS_TOKEN,
    SEED_PERFORMERS: '3',
    LOG_LEVEL: 'info',
    SIGNIN_MAX_ATTEMPTS_PER_IP: '100000',
    // Process caches off: every read below reaches a database.
    BROWSE_CACHE_MS: '0',
    ROUTING_CACHE_MS: '0',
  });
  await server.waitForLog((line) => line.msg === 'ready', 150_000);
  primaryOwner = new pg.Client({ connectionString: pair.urlFor('primary', 'postgres', 'marketplace') });
  replicaOwner = new pg.Client({ connectionString: pair.urlFor('replica', 'postgres', 'marketplace') });
  await primaryOwner.connect();
  await pair.waitForReplay();
  await replicaOwner.connect();
}, 200_000);

afterAll(async () => {
  await primaryOwner?.end();
  await replicaOwner?.end();
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await pair?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** `headliner_db_reads_total` by `pool/reason`. */
async function reads(): Promise<Record<string, number>> {
  const answer = await request(port, 'GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(answer.status).toBe(200);
  const counts: Record<string, number> = {};
  for (const match of answer.text.matchAll(/^headliner_db_reads_total\{pool="(\w+)",reason="(\w+)"\} (\d+)/gm))
    counts[`${match[1]}/${match[2]}`] = Number(match[3]);
  return counts;
}

const grew = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(
    Object.keys(after)
      .filter((key) => after[key]! > (before[key] ?? 0))
      .map((key) => [key, after[key]! - (before[key] ?? 0)]),
  );

async function signIn(email: string, host = 'localhost'): Promise<string> {
  const answer = await request(port, 'POST', '/api/auth/signin', {
    headers: { host },
    bodyParts: [JSON.stringify({ email, password: 'demo-password' })],
  });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

const cookieOf = (answer: Answer) =>
  (answer.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]!).find((c) => c.startsWith('hl_lsn='));

describe('reads on the replica, writes on the primary', () => {
  it('browse, profiles, tenant and admin reads are served by the replica', async () => {
    const admin = await signIn('admin@demo.test');
    const before = await reads();
    const browse = await request(port, 'GET', '/api/performers?limit=5');
    expect(browse.status).toBe(200);
    const id = (browse.body.performers as { id: string }[])[0]!.id;
    expect((await request(port, 'GET', `/api/performers/${id}`)).status).toBe(200);
    expect((await request(port, 'GET', '/api/tenant')).status).toBe(200);
    const adminRead = await request(port, 'GET', '/api/admin/performers', {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(adminRead.status).toBe(200);
    expect(grew(before, await reads())).toEqual({ 'replica/read_only': 4 });
  });

  it('a read without a write position sees the replica’s data, not the primary’s', async () => {
    const browse = await request(port, 'GET', '/api/performers?limit=1');
    const id = (browse.body.performers as { id: string }[])[0]!.id;
    await pair.pauseReplay();
    try {
      await primaryOwner.query(`update performers set stage_name = 'Only On The Primary' where id = $1`, [id]);
      const seen = await request(port, 'GET', `/api/performers/${id}`);
      expect(seen.status).toBe(200);
      expect(seen.body.stageName).not.toBe('Only On The Primary');
      expect(await pair.replicaLagBytes()).toBeGreaterThan(0);
    } finally {
      await pair.resumeReplay();
    }
    await pair.waitForReplay();
    expect((await request(port, 'GET', `/api/performers/${id}`)).body.stageName).toBe('Only On The Primary');
  });

  it('a performer reads their own edit at once, even while the replica is stopped behind; others read the replica', async () => {
    const token = await signIn('performer@demo.test');
    const auth = { authorization: `Bearer ${token}` };
    const me = await request(port, 'GET', '/api/performers/me', { headers: auth });
    expect(me.status).toBe(200);
    await pair.waitForReplay();
    await pair.pauseReplay();
    try {
      const edit = {
        stageName: 'Freshly Renamed',
        bio: 'A comedian whose act was just rewritten, read back at once by its author.',
        genres: me.body.genres,
        city: me.body.city,
        state: me.body.state,
      };
      const saved = await request(port, 'PUT', '/api/performers/me/profile', {
        headers: auth,
        bodyParts: [JSON.stringify(edit)],
      });
      expect(saved.status).toBe(200);
      const lsn = saved.headers['headliner-lsn'] as string;
      expect(lsn).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
      const cookie = cookieOf(saved);
      expect(cookie).toBe(`hl_lsn=${lsn}`);

      const before = await reads();
      // The SPA: the cookie comes back by itself.
      const own = await request(port, 'GET', '/api/performers/me', { headers: { ...auth, cookie: cookie! } });
      expect(own.body.stageName).toBe('Freshly Renamed');
      // A widget on another origin: the header it was given.
      const profile = await request(port, 'GET', `/api/performers/${me.body.id}`, {
        headers: { 'headliner-lsn': lsn },
      });
      expect(profile.body.stageName).toBe('Freshly Renamed');
      // Anyone else: the replica, still behind.
      const other = await request(port, 'GET', `/api/performers/${me.body.id}`);
      expect(other.body.stageName).toBe(me.body.stageName);
      expect(grew(before, await reads())).toEqual({ 'primary/replica_behind': 2, 'replica/read_only': 1 });
    } finally {
      await pair.resumeReplay();
    }
    await pair.waitForReplay();
    const before = await reads();
    const later = await request(port, 'GET', '/api/performers/me', {
      headers: {
        ...auth,
        'headliner-lsn': (await primaryOwner.query('select pg_current_wal_lsn()::text as l')).rows[0].l,
      },
    });
    expect(later.body.stageName).toBe('Freshly Renamed');
    expect(grew(before, await reads())).toEqual({ 'replica/replayed': 1 });
  });

  it('row-level security isolates tenants on the replica', async () => {
    const tenants = (await replicaOwner.query<{ id: string; slug: string }>('select id, slug from tenants')).rows;
    const flagship = tenants.find((t) => t.slug === 'flagship')!;
    const agency = tenants.find((t) => t.slug === 'demo-agency')!;
    const other = await replicaOwner.query<{ id: string }>('select id from performers where tenant_id = $1 limit 1', [
      agency.id,
    ]);
    const agencyPerformer = other.rows[0]!.id;
    // Over HTTP: the flagship's host does not see the agency's performer (served by the replica).
    const before = await reads();
    expect((await request(port, 'GET', `/api/performers/${agencyPerformer}`)).status).toBe(404);
    expect(
      (await request(port, 'GET', `/api/performers/${agencyPerformer}`, { headers: { host: 'laughlines.test' } }))
        .status,
    ).toBe(200);
    expect(grew(before, await reads())).toEqual({ 'replica/read_only': 2 });
    // In SQL, as the app role on the replica: the policy sees only the transaction's tenant.
    const app = new pg.Client({ connectionString: pair.urlFor('replica', 'marketplace_app', 'marketplace') });
    await app.connect();
    try {
      await app.query('begin');
      await app.query(`select set_config('app.tenant_id', $1, true)`, [flagship.id]);
      const seen = await app.query('select count(*)::int as n from performers where tenant_id = $1', [agency.id]);
      expect(seen.rows[0].n).toBe(0);
      const own = await app.query('select count(*)::int as n from performers where tenant_id = $1', [flagship.id]);
      expect(own.rows[0].n).toBeGreaterThan(0);
      await app.query('commit');
    } finally {
      await app.end();
    }
  });
});

// PgBouncer in transaction mode in front of both servers, two server connections per pool: the
// requests of two tenants share the same few PostgreSQL sessions, one transaction after another.
describe.skipIf(!fs.existsSync('/usr/sbin/pgbouncer'))('through PgBouncer in transaction mode', () => {
  let bouncer: PgBouncer;
  let web: StartedProcess;
  let webPort: number;

  beforeAll(async () => {
    const bouncerPort = await portAt(3);
    webPort = await portAt(4);
    bouncer = await startPgBouncer({
      dir: path.join(dataDir, 'bouncer'),
      port: bouncerPort,
      poolMode: 'transaction',
      poolSize: 2,
      databases: {
        marketplace: { port: pair.primaryPort, dbname: 'marketplace' },
        marketplace_ro: { port: pair.replicaPort, dbname: 'marketplace' },
      },
      users: ['postgres', 'marketplace_app'],
    });
    web = startLikePnpmStart(
      {
        DATABASE_URL: pair.urlFor('primary', 'postgres', 'marketplace'),
        DATABASE_APP_URL: bouncer.urlFor('marketplace_app', 'marketplace'),
        DATABASE_REPLICA_URL: bouncer.urlFor('marketplace_app', 'marketplace_ro'),
        DATABASE_DIRECT_URL: pair.urlFor('primary', 'marketplace_app', 'marketplace'),
        DATA_DIR: dataDir,
        PORT: String(webPort),
        HOST: '127.0.0.1',
        JWT_SECRET: 'read-replica-test-secret-'.padEnd(40, 'x'),
        METRICS_TOKEN,
        LOG_LEVEL: 'info',
        SIGNIN_MAX_ATTEMPTS_PER_IP: '100000',
        BROWSE_CACHE_MS: '0',
        TENANT_CACHE_MS: '0',
      },
      'web',
    );
    await web.waitForLog((line) => line.msg === 'ready', 120_000);
  }, 180_000);

  afterAll(async () => {
    if (web && web.child.exitCode === null) {
      web.child.kill('SIGTERM');
      await web.exited;
    }
    await bouncer?.stop();
  }, 60_000);

  it('interleaved concurrent requests of two tenants each see only their own tenant', async () => {
    const idsOf = async (slug: string) =>
      new Set(
        (
          await primaryOwner.query<{ id: string }>(
            `select p.id from performers p join tenants t on t.id = p.tenant_id where t.slug = $1
             union all select u.id from users u join tenants t on t.id = u.tenant_id where t.slug = $1`,
            [slug],
          )
        ).rows.map((row) => row.id),
      );
    const ids = { flagship: await idsOf('flagship'), agency: await idsOf('demo-agency') };
    const hosts = { flagship: 'localhost', agency: 'laughlines.test' } as const;
    const signInAt = async (tenant: keyof typeof hosts, email: string) => {
      const answer = await request(webPort, 'POST', '/api/auth/signin', {
        headers: { host: hosts[tenant] },
        bodyParts: [JSON.stringify({ email, password: 'demo-password' })],
      });
      expect(answer.status).toBe(200);
      return answer.body.token as string;
    };
    const admins = {
      flagship: await signInAt('flagship', 'admin@demo.test'),
      agency: await signInAt('agency', 'admin@demo-agency.test'),
    };
    // Profiles are prepared reads (db/preparedReads.ts): each server connection prepares them itself.
    const profilesOf = async (slug: string) =>
      (
        await primaryOwner.query<{ id: string }>(
          `select p.id from performers p join tenants t on t.id = p.tenant_id
            where t.slug = $1 and p.is_vetted order by p.id limit 3`,
          [slug],
        )
      ).rows.map((row) => row.id);
    const profiles = { flagship: await profilesOf('flagship'), agency: await profilesOf('demo-agency') };
    const xactsBefore = await bouncer.show('stats');
    const calls: Array<{ tenant: keyof typeof hosts; answer: Promise<Answer> }> = [];
    for (let round = 0; round < 15; round++) {
      for (const tenant of ['flagship', 'agency'] as const) {
        const headers = { host: hosts[tenant] };
        const auth = { ...headers, authorization: `Bearer ${admins[tenant]}` };
        calls.push({ tenant, answer: request(webPort, 'GET', '/api/performers?limit=20', { headers }) });
        calls.push({ tenant, answer: request(webPort, 'GET', '/api/admin/users', { headers: auth }) });
        calls.push({ tenant, answer: request(webPort, 'GET', '/api/admin/performers', { headers: auth }) });
        const profile = `/api/performers/${profiles[tenant][round % profiles[tenant].length]}`;
        calls.push({ tenant, answer: request(webPort, 'GET', profile, { headers }) });
      }
    }
    let checked = 0;
    for (const { tenant, answer } of calls) {
      const { status, text } = await answer;
      expect(status).toBe(200);
      const own = ids[tenant];
      const foreign = ids[tenant === 'flagship' ? 'agency' : 'flagship'];
      const mentioned = [...text.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)].map(
        (m) => m[0],
      );
      expect(mentioned.some((id) => own.has(id))).toBe(true);
      expect(mentioned.filter((id) => foreign.has(id))).toEqual([]);
      checked++;
    }
    expect(checked).toBe(120);

    // Writes of both tenants at once, through the primary's pool, each landing on its own tenant.
    const contentOf = async (tenant: keyof typeof hosts) =>
      (await request(webPort, 'GET', '/api/tenant', { headers: { host: hosts[tenant] } })).body.content;
    const saves = await Promise.all(
      (['flagship', 'agency', 'flagship', 'agency'] as const).map(async (tenant, index) =>
        request(webPort, 'PUT', '/api/admin/site-content', {
          headers: { host: hosts[tenant], authorization: `Bearer ${admins[tenant]}` },
          bodyParts: [JSON.stringify({ ...(await contentOf(tenant)), heroHeadline: `Only for ${tenant} ${index}` })],
        }),
      ),
    );
    expect(saves.map((save) => save.status)).toEqual([200, 200, 200, 200]);
    const headlines = await primaryOwner.query<{ slug: string; headline: string }>(
      `select slug, site_content->>'heroHeadline' as headline from tenants where slug in ('flagship', 'demo-agency')`,
    );
    for (const row of headlines.rows)
      expect(row.headline).toMatch(row.slug === 'flagship' ? /^Only for flagship/ : /^Only for agency/);

    // The pooled sessions were shared: PgBouncer ran the transactions on at most two server connections per pool.
    const xactsAfter = await bouncer.show('stats');
    const xacts = (rows: Record<string, unknown>[], database: string) =>
      Number(rows.find((row) => row.database === database)?.total_xact_count ?? 0);
    expect(xacts(xactsAfter, 'marketplace_ro') - xacts(xactsBefore, 'marketplace_ro')).toBeGreaterThanOrEqual(90);
    const servers = await bouncer.show('servers');
    expect(servers.filter((row) => row.database === 'marketplace_ro').length).toBeLessThanOrEqual(2);
  });
});
