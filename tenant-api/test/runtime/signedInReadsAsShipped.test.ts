import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { REPO_ROOT } from '../../src/config';
import { SIGNED_IN_USER_READ } from '../../src/http/session';
import { startPgWireTap, type PgWireTap } from '../support/pgWireTap';
import {
  freePort,
  request,
  startLikePnpmStart,
  startShippedOnOneDatabase,
  type ShippedOnOneDatabase,
  type StartedProcess,
} from './processes';

// The hot signed-in reads (My offers, the dashboard, who is signed in, the opportunity search) read
// their user in their own round trip: one message to PostgreSQL per request, seen on the wire
// between PostgreSQL and a `web` process started as `pnpm start` starts it. A token signed out
// everywhere is still refused by each of them, by that same read.
const NAME = 'signed-in-reads';
const JWT_SECRET = 'signed-in-reads-test-secret-'.padEnd(40, 'x');
let shipped: ShippedOnOneDatabase | undefined;
let tap: PgWireTap | undefined;
let web: StartedProcess | undefined;
let port: number;
const tokens: Record<'buyer' | 'performer', string> = { buyer: '', performer: '' };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface SignedInRead {
  name: string;
  as: keyof typeof tokens;
  method: 'GET' | 'POST';
  target: string;
  body?: unknown;
}

const READS: SignedInRead[] = [
  { name: 'My offers (buyer)', as: 'buyer', method: 'GET', target: '/api/offers/my-offers' },
  {
    name: 'My offers, a tab (performer)',
    as: 'performer',
    method: 'GET',
    target: '/api/offers/my-offers?status=pending',
  },
  { name: 'the dashboard (buyer)', as: 'buyer', method: 'GET', target: '/api/dashboard' },
  { name: 'the dashboard (performer)', as: 'performer', method: 'GET', target: '/api/dashboard' },
  { name: 'who is signed in (performer)', as: 'performer', method: 'GET', target: '/api/auth/me' },
  {
    name: 'the opportunity search (buyer)',
    as: 'buyer',
    method: 'POST',
    target: '/api/integration/routing/opportunities',
    body: { startDate: inDays(0), endDate: inDays(30), cities: ['Waco, TX'], limit: 20 },
  },
];

const call = (read: SignedInRead, token = tokens[read.as]) =>
  request(port, read.method, read.target, {
    headers: { authorization: `Bearer ${token}` },
    ...(read.body ? { bodyParts: [JSON.stringify(read.body)] } : {}),
  });

async function signIn(email: string): Promise<string> {
  const answer = await request(port, 'POST', '/api/auth/signin', {
    bodyParts: [JSON.stringify({ email, password: 'demo-password' })],
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.token as string;
}

/** The messages among `sent` that run the signed-in user's read, and how many statements each executes. */
const userReadsIn = (sent: string[]) =>
  sent
    .filter((text) => text.includes(`execute ${SIGNED_IN_USER_READ.name}(`))
    .map((text) => text.match(/(^|;\s*)execute hl_/g)!.length);

beforeAll(async () => {
  shipped = startShippedOnOneDatabase({
    name: NAME,
    adminUrl: inject('adminUrl'),
    env: { JWT_SECRET, SEED_PERFORMERS: '3', ROUTING_CACHE_MS: '0' },
    count: 1,
  });
  await shipped.ready;
  const database = new URL(shipped.databaseUrl);
  tap = await startPgWireTap({ host: database.hostname, port: Number(database.port || 5432) });
  const tapped = new URL(shipped.databaseUrl);
  tapped.hostname = '127.0.0.1';
  tapped.port = String(tap.port);
  port = await freePort();
  web = startLikePnpmStart(
    {
      LOG_LEVEL: 'info',
      JWT_SECRET,
      ROUTING_CACHE_MS: '0',
      SIGNIN_MAX_ATTEMPTS_PER_IP: '100000',
      DATABASE_URL: tapped.toString(),
      DATA_DIR: path.join(REPO_ROOT, '.test-data', `${NAME}-${process.pid}`),
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    'web',
  );
  await web.waitForLog((line) => line.msg === 'ready', 60_000);
  tokens.buyer = await signIn('buyer.basic@demo.test');
  tokens.performer = await signIn('performer@demo.test');
});

afterAll(async () => {
  if (web && web.child.exitCode === null) web.child.kill('SIGKILL');
  await tap?.close();
  await shipped?.close();
});

describe('signed-in reads as shipped', () => {
  it.each(READS)('$name: one message to PostgreSQL, the user read in it beside the route’s own', async (read) => {
    expect((await call(read)).status).toBe(200);
    const before = tap!.queries.length;
    for (let time = 0; time < 3; time++) {
      const answer = await call(read);
      expect(answer.status, answer.text).toBe(200);
    }
    const statements = userReadsIn(tap!.queries.slice(before));
    expect(statements).toHaveLength(3);
    for (const count of statements) expect(count).toBeGreaterThan(1);
  });

  it('each refuses a token signed out everywhere (401), from that same read', async () => {
    const buyer = await signIn('buyer.basic@demo.test');
    const performer = await signIn('performer@demo.test');
    for (const token of [buyer, performer]) {
      const out = await request(port, 'POST', '/api/auth/signout-everywhere', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(out.status, out.text).toBe(200);
    }
    const signedOut = { buyer, performer };
    for (const read of READS) {
      const before = tap!.queries.length;
      const answer = await call(read, signedOut[read.as]);
      expect(answer.status, `${read.name}: ${answer.text}`).toBe(401);
      expect(answer.body.error.message).toBe('Unauthorized: please sign in to continue');
      expect(userReadsIn(tap!.queries.slice(before)), read.name).toHaveLength(1);
    }
  });

  it('each refuses a missing or forged token before reading anything', async () => {
    const forged = `${tokens.buyer.slice(0, -4)}AAAA`;
    for (const read of READS) {
      for (const token of ['', forged]) {
        const before = tap!.queries.length;
        const answer = await request(port, read.method, read.target, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(read.body ? { bodyParts: [JSON.stringify(read.body)] } : {}),
        });
        expect(answer.status, `${read.name}: ${answer.text}`).toBe(401);
        expect(userReadsIn(tap!.queries.slice(before)), read.name).toHaveLength(0);
      }
    }
  });
});
