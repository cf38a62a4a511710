import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_REQUESTED } from '../../src/contract';
import { deliverOutbox } from '../../src/jobs/deliverOutbox';
import { smtpTransport } from '../../src/notifications/mailTransport';
import { DEMO_EMBEDS } from '../../src/db/seed/embed';
import { AGENCY_HOST, FLAGSHIP_HOST, startTestApp, type TestApp } from '../support/harness';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';

/** "Forgot password?": POST /api/auth/password-reset and /api/auth/password-reset/confirm. */
let app: TestApp;
let owner: pg.Client;
const PER_EMAIL = 3;
const PER_IP = 6;

beforeAll(async () => {
  app = await startTestApp({
    seed: { performersPerTenant: 1 },
    env: {
      DEV_MAILBOX: 'true',
      // Each test sends from its own network address (X-Forwarded-For), so the per-address limit is its own.
      TRUST_PROXY: 'true',
      PASSWORD_RESET_MAX_PER_EMAIL: String(PER_EMAIL),
      PASSWORD_RESET_MAX_PER_IP: String(PER_IP),
    },
  });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

let ipCounter = 0;
const newIp = () => `198.51.100.${++ipCounter}`;

async function newAccount(host = FLAGSHIP_HOST, password = 'first-password-1') {
  const email = `reset.${crypto.randomBytes(5).toString('hex')}@example.test`;
  const response = await app.request('POST', '/api/auth/signup', {
    host,
    body: { email, password, firstName: 'Rita', lastName: 'Reset', role: 'BUYER' },
  });
  expect(response.status).toBe(201);
  return { email, password, token: response.body.token as string };
}

const requestReset = (email: unknown, options: { host?: string; ip?: string } = {}) =>
  app.request('POST', '/api/auth/password-reset', {
    host: options.host ?? FLAGSHIP_HOST,
    headers: { 'x-forwarded-for': options.ip ?? newIp() },
    body: { email },
  });

const confirm = (token: unknown, newPassword: unknown, host = FLAGSHIP_HOST) =>
  app.request('POST', '/api/auth/password-reset/confirm', { host, body: { token, newPassword } });

const signIn = (email: string, password: string, host = FLAGSHIP_HOST) =>
  app.request('POST', '/api/auth/signin', { host, body: { email, password } });

/** The reset links e-mailed to an address, newest first (from the outbox, as the mail job sends them). */
async function linksSentTo(email: string): Promise<string[]> {
  const rows = await owner.query<{ body: string }>(
    `select body from outbox_emails where to_address = $1 and kind = 'password_reset' order by created_at desc`,
    [email],
  );
  return rows.rows.map((row) => /https?:\/\/\S+\/reset-password\?token=\S+/.exec(row.body)![0]);
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
async function latestToken(email: string): Promise<string> {
  const [link] = await linksSentTo(email);
  expect(link).toBeDefined();
  return tokenOf(link!);
}

describe('POST /api/auth/password-reset', () => {
  it('answers the same for an account and for an unknown address, and mails only the account', async () => {
    const { email } = await newAccount();
    const unknown = `nobody.${crypto.randomBytes(4).toString('hex')}@example.test`;
    const known = await requestReset(email);
    const other = await requestReset(unknown);
    expect(known.status).toBe(202);
    expect(other.status).toBe(202);
    expect(other.body).toEqual(known.body);
    expect(known.body).toEqual({ requested: true, message: PASSWORD_RESET_REQUESTED });
    expect(await linksSentTo(email)).toHaveLength(1);
    expect((await owner.query(`select 1 from outbox_emails where to_address = $1`, [unknown])).rowCount).toBe(0);
  });

  it('links to this marketplace’s reset page, stores only the SHA-256 of a 256-bit token, expiring after the setting', async () => {
    const { email } = await newAccount(AGENCY_HOST);
    expect((await requestReset(email, { host: AGENCY_HOST })).status).toBe(202);
    const [link] = await linksSentTo(email);
    const url = new URL(link!);
    expect(url.origin).toBe(`http://${AGENCY_HOST}`);
    expect(url.pathname).toBe('/reset-password');
    const token = tokenOf(link!);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await owner.query(
      `select t.token_hash, t.created_at, t.expires_at from password_reset_tokens t
         join users u on u.tenant_id = t.tenant_id and u.id = t.user_id where u.email = $1`,
      [email],
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].token_hash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows.rows)).not.toContain(token);
    const lifetime = rows.rows[0].expires_at.getTime() - rows.rows[0].created_at.getTime();
    expect(lifetime).toBe(app.config.PASSWORD_RESET_TOKEN_TTL_SECONDS * 1000);
  });

  it('names the field of a bad request', async () => {
    for (const email of ['not-an-address', '', 42]) {
      const response = await requestReset(email);
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({ email: 'Please enter a valid email address' });
    }
    const extra = await app.request('POST', '/api/auth/password-reset', {
      body: { email: 'a@example.test', role: 'ADMIN' },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.error.fields).toEqual({ role: "Unknown field 'role'" });
  });

  it('limits requests per e-mail address (known or not alike), with Retry-After', async () => {
    const { email } = await newAccount();
    const unknown = `limit.${crypto.randomBytes(4).toString('hex')}@example.test`;
    for (const address of [email, unknown]) {
      for (let i = 0; i < PER_EMAIL; i++) expect((await requestReset(address)).status).toBe(202);
      const refused = await requestReset(address);
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toMatch(/^Too many password reset requests for this address\. Try again in/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await linksSentTo(email)).toHaveLength(PER_EMAIL);
    // The key is the normalised address: case does not get around it.
    expect((await requestReset(email.toUpperCase())).status).toBe(429);
  });

  it('limits requests per network address', async () => {
    const ip = newIp();
    for (let i = 0; i < PER_IP; i++) {
      expect((await requestReset(`ip${i}.${crypto.randomBytes(3).toString('hex')}@example.test`, { ip })).status).toBe(
        202,
      );
    }
    const refused = await requestReset('one.more@example.test', { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Too many password reset requests from your network\./);
    expect((await requestReset('one.more@example.test')).status).toBe(202);
  });
});

describe('a reset asked for in a widget embedded on an agency’s page', () => {
  it('mails a link to the agency’s own site (not the API host’s tenant), where it works', async () => {
    const { email } = await newAccount(AGENCY_HOST);
    const agency = DEMO_EMBEDS['demo-agency']!;
    const asked = await app.request('POST', '/api/auth/password-reset', {
      host: `127.0.0.1:${app.port}`,
      headers: { 'x-tenant-key': agency.publishableKey, origin: 'http://127.0.0.1:4100', 'x-forwarded-for': newIp() },
      body: { email },
    });
    expect(asked.status).toBe(202);
    const [link] = await linksSentTo(email);
    expect(link).toMatch(new RegExp(`^http://demo-agency\\.localhost:${app.port}/reset-password\\?token=`));
    expect((await confirm(tokenOf(link!), 'agency-new-password-3', AGENCY_HOST)).status).toBe(200);
    expect((await signIn(email, 'agency-new-password-3', AGENCY_HOST)).status).toBe(200);
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password, signs every session out, signs nobody in and mails a notice', async () => {
    const { email, password, token: session } = await newAccount();
    const phone = (await signIn(email, password)).body.token as string;
    await requestReset(email);
    const done = await confirm(await latestToken(email), 'brand-new-password');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      reset: true,
      message: 'Your password has been reset. Sign in with your new password.',
    });
    expect(done.body).not.toHaveProperty('token');
    for (const old of [session, phone])
      expect((await app.request('GET', '/api/auth/me', { token: old })).status).toBe(401);
    expect((await signIn(email, password)).status).toBe(401);
    const fresh = await signIn(email, 'brand-new-password');
    expect(fresh.status).toBe(200);
    expect((await app.request('GET', '/api/auth/me', { token: fresh.body.token })).status).toBe(200);
    const notice = await owner.query(
      `select subject, body from outbox_emails where to_address = $1 and kind = 'password_changed'`,
      [email],
    );
    expect(notice.rows).toHaveLength(1);
    expect(notice.rows[0].body).toContain('Every device that was signed in has been signed out.');
  });

  it('clears the sign-in wait that guessing built up: the owner signs in with the new password at once', async () => {
    const { email } = await newAccount();
    const guess = (ip: string) =>
      app.request('POST', '/api/auth/signin', {
        headers: { 'x-forwarded-for': ip },
        body: { email, password: 'a-wrong-guess-1' },
      });
    let last = await guess(newIp());
    for (let tries = 0; tries < 10 && last.status !== 429; tries++) last = await guess(newIp());
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect((await requestReset(email)).status).toBe(202);
    const resetFrom = newIp();
    const done = await app.request('POST', '/api/auth/password-reset/confirm', {
      headers: { 'x-forwarded-for': resetFrom },
      body: { token: await latestToken(email), newPassword: 'brand-new-password-2' },
    });
    expect(done.status).toBe(200);
    const signedIn = await app.request('POST', '/api/auth/signin', {
      headers: { 'x-forwarded-for': newIp() },
      body: { email, password: 'brand-new-password-2' },
    });
    expect(signedIn.status).toBe(200);
  });

  it('works once: the used link is refused naming the token', async () => {
    const { email } = await newAccount();
    await requestReset(email);
    const token = await latestToken(email);
    expect((await confirm(token, 'second-password')).status).toBe(200);
    const again = await confirm(token, 'third-password');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('reset_token_used');
    expect(Object.keys(again.body.error.fields)).toEqual(['token']);
    expect((await signIn(email, 'second-password')).status).toBe(200);
  });

  it('of two confirmations at once, exactly one wins; the other is refused naming the token', async () => {
    const { email } = await newAccount();
    await requestReset(email);
    const token = await latestToken(email);
    const answers = await Promise.all([confirm(token, 'racer-number-one'), confirm(token, 'racer-number-two')]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.error.fields).toHaveProperty('token');
    const winner = answers.findIndex((answer) => answer.status === 200);
    const [won, lost] =
      winner === 0 ? ['racer-number-one', 'racer-number-two'] : ['racer-number-two', 'racer-number-one'];
    expect((await signIn(email, won)).status).toBe(200);
    expect((await signIn(email, lost)).status).toBe(401);
    const notices = await owner.query(
      `select 1 from outbox_emails where to_address = $1 and kind = 'password_changed'`,
      [email],
    );
    expect(notices.rowCount).toBe(1);
  });

  it('expires by the app clock', async () => {
    const { email, password } = await newAccount();
    await requestReset(email);
    const token = await latestToken(email);
    app.clock.advance(app.config.PASSWORD_RESET_TOKEN_TTL_SECONDS * 1000 + 1_000);
    try {
      const late = await confirm(token, 'too-late-password');
      expect(late.status).toBe(409);
      expect(late.body.error.code).toBe('reset_token_expired');
      expect(late.body.error.fields.token).toBe('This password reset link has expired. Request a new one.');
    } finally {
      app.clock.advance(-(app.config.PASSWORD_RESET_TOKEN_TTL_SECONDS * 1000 + 1_000));
    }
    expect((await signIn(email, password)).status).toBe(200);
  });

  it('a newer request makes older unused links stop working', async () => {
    const { email } = await newAccount();
    await requestReset(email);
    const older = await latestToken(email);
    await requestReset(email);
    const newer = await latestToken(email);
    expect(newer).not.toBe(older);
    const refused = await confirm(older, 'from-the-old-link');
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('reset_token_used');
    expect((await confirm(newer, 'from-the-new-link')).status).toBe(200);
  });

  it('keeps tenants apart: a link of one marketplace resets nothing at another', async () => {
    const { email, password } = await newAccount(FLAGSHIP_HOST);
    await requestReset(email);
    const token = await latestToken(email);
    const elsewhere = await confirm(token, 'cross-tenant-password', AGENCY_HOST);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.code).toBe('reset_token_invalid');
    expect(elsewhere.body.error.fields).toHaveProperty('token');
    // The same address at another marketplace is another account: no link is sent for it there.
    expect((await requestReset(email, { host: AGENCY_HOST })).status).toBe(202);
    expect(await linksSentTo(email)).toHaveLength(1);
    expect((await signIn(email, password)).status).toBe(200);
    expect((await confirm(token, 'own-tenant-password')).status).toBe(200);
  });

  it('names the fields of a bad request, and refuses an unknown token before anything changes', async () => {
    const short = await confirm(crypto.randomBytes(32).toString('base64url'), 'short');
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toEqual({ newPassword: 'Password must be at least 8 characters' });
    const malformed = await confirm('not-a-token', 'long-enough-password');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toEqual({ token: 'This password reset link is not valid. Request a new one.' });
    const missing = await app.request('POST', '/api/auth/password-reset/confirm', { body: {} });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields).sort()).toEqual(['newPassword', 'token']);
    const unknown = await confirm(crypto.randomBytes(32).toString('base64url'), 'long-enough-password');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('reset_token_invalid');
  });

  it('row-level security hides one tenant’s reset tokens from a transaction of another', async () => {
    const { email } = await newAccount(FLAGSHIP_HOST);
    await requestReset(email);
    const app_ = new pg.Client({ connectionString: app.appUrl });
    await app_.connect();
    try {
      const user = (await owner.query(`select tenant_id, id from users where email = $1`, [email])).rows[0];
      const agency = (await owner.query(`select id from tenants where slug = 'demo-agency'`)).rows[0].id;
      const tokensSeenAs = async (tenantId: string) => {
        await app_.query('begin');
        await app_.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
        const seen = await app_.query(`select id from password_reset_tokens where user_id = $1`, [user.id]);
        await app_.query('rollback');
        return seen.rowCount;
      };
      const table = await owner.query(
        `select relrowsecurity, relforcerowsecurity from pg_class where relname = 'password_reset_tokens'`,
      );
      expect(table.rows[0]).toEqual({ relrowsecurity: true, relforcerowsecurity: true });
      expect(await tokensSeenAs(user.tenant_id)).toBe(1);
      expect(await tokensSeenAs(agency)).toBe(0);
      await expect(
        app_.query(
          `insert into password_reset_tokens (tenant_id, id, user_id, token_hash, created_at, expires_at)
           values ($1, gen_random_uuid(), $2, repeat('a', 64), now(), now() + interval '1 hour')`,
          [user.tenant_id, user.id],
        ),
      ).rejects.toThrow(/row-level security/);
      const none = await app_.query(`select count(*)::int as n from password_reset_tokens`);
      expect(none.rows[0].n).toBe(0);
    } finally {
      await app_.end();
    }
  });
});

describe('the reset e-mail', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp?.close());

  it('goes out through SMTP in the tenant’s name and theme, with the link clickable', async () => {
    const { email } = await newAccount(AGENCY_HOST);
    await requestReset(email, { host: AGENCY_HOST });
    const token = await latestToken(email);
    const transport = smtpTransport(smtp.url);
    try {
      await deliverOutbox({
        orm: app.orm,
        clock: () => app.clock.now(),
        mail: {
          transport,
          from: 'Headliner <no-reply@headliner.test>',
          devMailbox: false,
          maxAttempts: 3,
          retryBaseMs: 1,
        },
      });
    } finally {
      transport.close();
    }
    const outbox = await owner.query(`select id from outbox_emails where to_address = $1 and kind = 'password_reset'`, [
      email,
    ]);
    const mail = smtp.received.find((received) => received.outboxId === outbox.rows[0].id);
    expect(mail).toBeDefined();
    const tenant = (await owner.query(`select name from tenants where slug = 'demo-agency'`)).rows[0].name as string;
    expect(mail!.parsed.from?.value[0]?.name).toBe(tenant);
    expect(mail!.parsed.subject).toBe(`${tenant}: Reset your password`);
    const link = `http://${AGENCY_HOST}/reset-password?token=${token}`;
    expect(mail!.parsed.text).toContain(link);
    expect(mail!.parsed.html).toContain(`<a href="${link}"`);
    expect(mail!.parsed.text).toContain('The link works once, for 1 hour.');
  });
});
