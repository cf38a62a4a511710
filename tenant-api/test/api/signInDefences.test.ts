import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitInWords } from '../../src/auth/rateLimiter';
import { inTenant } from '../../src/db/tenantScope';
import {
  admit,
  afterSuccess,
  delayAfter,
  rememberAddress,
  EMPTY_THROTTLE,
  KNOWN_ADDRESSES_KEPT,
  type ThrottlePolicy,
  type ThrottleState,
} from '../../src/domain/signInThrottle';
import { AGENCY_HOST, DEMO_PASSWORD, ownerOf, startTestApp, type TestApp } from '../support/harness';

// Sign-in defences (docs/accounts.md): a per-account progressive wait that slows guessing from any
// number of addresses, per-address limits that count failures only and never hold back accounts
// that signed in from that address, all answered 429 + Retry-After (no sleeping on the server).

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 2 }, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => app?.close());

const signInFrom = (ip: string, email: string, password = DEMO_PASSWORD, host?: string) =>
  app.request('POST', '/api/auth/signin', {
    body: { email, password },
    headers: { 'x-forwarded-for': ip },
    ...(host && { host }),
  });
const retryAfter = (response: { headers: Record<string, unknown> }) => Number(response.headers['retry-after']);
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function newAccount(host?: string, email = `owner.${stamp()}@example.test`) {
  const created = await app.request('POST', '/api/auth/signup', {
    body: { email, password: 'correct horse battery', firstName: 'Olive', lastName: 'Owner', role: 'BUYER' },
    ...(host && { host }),
  });
  expect(created.status).toBe(201);
  return email;
}

describe('guessing one account’s password from many addresses', () => {
  it('60 addresses × 5 tries are slowed by a doubling wait (429 + Retry-After); the owner signs in after it', async () => {
    const email = await newAccount();
    const free = app.config.SIGNIN_MAX_FAILURES_PER_ACCOUNT;
    const base = app.config.SIGNIN_DELAY_BASE_SECONDS;
    const max = app.config.SIGNIN_DELAY_MAX_SECONDS;
    const statuses: number[] = [];
    const waits: number[] = [];
    const started = app.clock.now().getTime();
    for (let address = 0; address < 60; address++)
      for (let attempt = 0; attempt < 5; attempt++) {
        const answer = await signInFrom(`198.51.${address}.7`, email, `guess-${address}-${attempt}`);
        statuses.push(answer.status);
        if (answer.status !== 429) continue;
        const wait = retryAfter(answer);
        expect(answer.body.error).toMatchObject({
          code: 'rate_limited',
          message: `Too many failed sign-in attempts. Try again in ${waitInWords(wait)}.`,
        });
        waits.push(wait);
        // The attacker waits as told (the app's clock moves; the server never sleeps).
        app.clock.advance(wait * 1000);
      }
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.slice(0, free)).toEqual(Array(free).fill(401));
    // Every guess past the free ones waited first: 30 s, 60 s, 120 s … doubling up to the cap.
    const guesses = statuses.filter((status) => status === 401).length;
    expect(guesses).toBe(free + waits.length - (statuses.at(-1) === 429 ? 1 : 0));
    waits.forEach((wait, index) => {
      const expected = Math.min(max, base * 2 ** index);
      expect(wait).toBeGreaterThanOrEqual(expected - 1);
      expect(wait).toBeLessThanOrEqual(expected);
    });
    expect(waits.at(-1)).toBeGreaterThanOrEqual(max - 1);
    // ASVS 2.2.1: far fewer than 100 guesses an hour on one account.
    const hours = (app.clock.now().getTime() - started) / 3_600_000;
    expect(guesses / hours).toBeLessThan(10);

    // The owner, from a new address: the account's wait applies, then the right password works.
    const during = await signInFrom('192.0.2.50', email, 'correct horse battery');
    expect([200, 429]).toContain(during.status);
    if (during.status === 429) app.clock.advance(retryAfter(during) * 1000);
    const owner = await signInFrom('192.0.2.50', email, 'correct horse battery');
    expect(owner.status).toBe(200);
    // A success clears the count: the next wrong password is a plain 401.
    expect((await signInFrom('192.0.2.51', email, 'typo')).status).toBe(401);
  });

  it('a burst of parallel guesses gets no more than the free failures checked', async () => {
    const email = await newAccount();
    const free = app.config.SIGNIN_MAX_FAILURES_PER_ACCOUNT;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => signInFrom(`203.0.113.${index + 1}`, email, `guess-${index}`)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(free).fill(401), ...Array(20 - free).fill(429)]);
  });

  it('an address with no account is throttled exactly like one with an account (nothing to enumerate)', async () => {
    const real = await newAccount();
    const ghost = `ghost.${stamp()}@example.test`;
    const run = async (email: string) => {
      const answers = [];
      for (let attempt = 0; attempt < 7; attempt++)
        answers.push(await signInFrom(`100.64.${attempt}.1`, email, 'wrong-password'));
      return answers.map((answer) => [answer.status, answer.body.error.message.replace(/\d+ seconds?/, 'N')]);
    };
    expect(await run(ghost)).toEqual(await run(real));
  });
});

describe('limits per address count failures only', () => {
  it('30+ failures from an office address do not stop a colleague signing in correctly from it', async () => {
    const office = '10.20.30.40';
    for (let attempt = 0; attempt < 35; attempt++)
      expect((await signInFrom(office, `nobody${attempt}.${stamp()}@example.test`, 'wrong')).status).toBe(401);
    expect((await signInFrom(office, 'buyer.guest@demo.test')).status).toBe(200);
    // Successes count for nothing: many colleagues, many times.
    for (let round = 0; round < 3; round++)
      for (const email of ['buyer.guest@demo.test', 'buyer.basic@demo.test', 'buyer.elite@demo.test'])
        expect((await signInFrom(office, email)).status).toBe(200);
  });

  it('past the address limit, only accounts that signed in from it before keep signing in there', async () => {
    const office = '10.20.30.41';
    expect((await signInFrom(office, 'buyer.basic@demo.test')).status).toBe(200);
    for (let attempt = 0; attempt < app.config.SIGNIN_MAX_ATTEMPTS_PER_IP; attempt++)
      expect((await signInFrom(office, `spray${attempt}.${stamp()}@example.test`, 'wrong')).status).toBe(401);
    // A colleague who has signed in from the office before: not held back.
    expect((await signInFrom(office, 'buyer.basic@demo.test')).status).toBe(200);
    // An account never used from there waits (429 + Retry-After), and signs in fine from elsewhere.
    const refused = await signInFrom(office, 'performer@demo.test');
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect((await signInFrom('10.20.30.42', 'performer@demo.test')).status).toBe(200);
  });
});

describe('tenant isolation', () => {
  it('one marketplace’s throttle of an address does not touch the same address at another', async () => {
    const email = `twin.${stamp()}@example.test`;
    await newAccount(undefined, email);
    await newAccount(AGENCY_HOST, email);
    for (let attempt = 0; attempt < app.config.SIGNIN_MAX_FAILURES_PER_ACCOUNT; attempt++)
      expect((await signInFrom(`172.16.0.${attempt}`, email, 'wrong')).status).toBe(401);
    expect((await signInFrom('172.16.1.1', email, 'correct horse battery')).status).toBe(429);
    expect((await signInFrom('172.16.1.1', email, 'correct horse battery', AGENCY_HOST)).status).toBe(200);
  });

  it('the throttle rows are tenant rows under row-level security', async () => {
    const { owner, flagshipId, agencyId } = await ownerOf(app);
    try {
      const all = await owner.query<{ tenant_id: string }>(`select distinct tenant_id from sign_in_throttles`);
      expect(all.rows.map((row) => row.tenant_id).sort()).toEqual([flagshipId, agencyId].sort());
      const seen = await inTenant(app.orm, agencyId, (em) =>
        em.execute<{ tenant_id: string }[]>(`select distinct tenant_id from sign_in_throttles`),
      );
      expect(seen.map((row) => row.tenant_id)).toEqual([agencyId]);
      await expect(
        inTenant(app.orm, agencyId, (em) =>
          em.execute(`insert into sign_in_throttles (tenant_id, email, updated_at) values (?, 'x@y.test', now())`, [
            flagshipId,
          ]),
        ),
      ).rejects.toThrow(/row-level security/);
    } finally {
      await owner.end();
    }
  });
});

describe('the throttle’s arithmetic', () => {
  const policies = fc.record({
    freeFailures: fc.integer({ min: 1, max: 20 }),
    baseDelaySeconds: fc.integer({ min: 1, max: 600 }),
    maxDelaySeconds: fc.integer({ min: 1, max: 86_400 }),
    quietSeconds: fc.integer({ min: 1, max: 86_400 }),
  });

  it('no wait before the free failures; then base × 2^n, never above the cap, never shrinking', () => {
    fc.assert(
      fc.property(policies, fc.integer({ min: 0, max: 10_000 }), (policy, failures) => {
        const delay = delayAfter(failures, policy);
        if (failures < policy.freeFailures) return delay === 0;
        const expected = Math.min(
          policy.maxDelaySeconds,
          policy.baseDelaySeconds * 2 ** (failures - policy.freeFailures),
        );
        return (
          delay === expected &&
          delay <= policy.maxDelaySeconds &&
          delay >= Math.min(policy.baseDelaySeconds, policy.maxDelaySeconds) &&
          delayAfter(failures + 1, policy) >= delay
        );
      }),
    );
  });

  it('refuses before "not before" with the whole seconds left, and admits from then on', () => {
    fc.assert(
      fc.property(
        policies,
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        (policy, failures, waitMs, offsetMs) => {
          const now = new Date(1_800_000_000_000);
          const notBefore = new Date(now.getTime() + waitMs);
          const state: ThrottleState = { failures, lastFailureAt: now, notBefore };
          const at = new Date(now.getTime() + offsetMs);
          const answer = admit(state, at, policy);
          if (at < notBefore)
            return !answer.admitted && answer.retryAfterSeconds === Math.max(1, Math.ceil((waitMs - offsetMs) / 1000));
          return answer.admitted;
        },
      ),
    );
  });

  it('a greedy guesser gets at most free + log2(cap/base) + 1 + elapsed/cap guesses, and the count starts again only after quiet', () => {
    fc.assert(
      fc.property(policies, fc.integer({ min: 1, max: 400 }), (policy, attempts) => {
        let state: ThrottleState = EMPTY_THROTTLE;
        let now = 1_800_000_000_000;
        let guesses = 0;
        for (let attempt = 0; attempt < attempts; attempt++) {
          const answer = admit(state, new Date(now), policy);
          if (!answer.admitted) {
            now += answer.retryAfterSeconds * 1000;
            continue;
          }
          guesses++;
          state = answer.next;
        }
        const elapsedSeconds = (now - 1_800_000_000_000) / 1000;
        const doublings = Math.ceil(Math.log2(Math.max(1, policy.maxDelaySeconds / policy.baseDelaySeconds))) + 1;
        return guesses <= policy.freeFailures + doublings + Math.ceil(elapsedSeconds / policy.maxDelaySeconds);
      }),
    );
  });

  it('after a quiet spell the count starts at one; a success clears it', () => {
    fc.assert(
      fc.property(policies, fc.integer({ min: 1, max: 100 }), (policy, failures) => {
        const last = new Date(1_800_000_000_000);
        const state: ThrottleState = { failures, lastFailureAt: last, notBefore: null };
        const later = new Date(last.getTime() + policy.quietSeconds * 1000);
        const answer = admit(state, later, policy);
        const soon = admit(state, new Date(last.getTime() + policy.quietSeconds * 1000 - 1), policy);
        return (
          answer.admitted &&
          answer.next.failures === 1 &&
          soon.admitted &&
          soon.next.failures === failures + 1 &&
          afterSuccess().failures === 0 &&
          afterSuccess().notBefore === null
        );
      }),
    );
  });

  it('remembers at most KNOWN_ADDRESSES_KEPT addresses, the newest first, without repeats', () => {
    fc.assert(
      fc.property(fc.array(fc.ipV4(), { maxLength: 40 }), (addresses) => {
        let known: string[] = [];
        for (const address of addresses) known = rememberAddress(known, address);
        const expected = [...new Set([...addresses].reverse())].slice(0, KNOWN_ADDRESSES_KEPT);
        return JSON.stringify(known) === JSON.stringify(expected);
      }),
    );
  });
});

export type { ThrottlePolicy };
