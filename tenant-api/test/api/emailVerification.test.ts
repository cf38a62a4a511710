import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMBEDS } from '../../src/db/seed/embed';
import { sweepOffers } from '../../src/jobs/scheduler';
import { brandFrom, renderEmail } from '../../src/notifications/emailTemplates';
import { LocalGateway } from '../../src/payments/localGateway';
import { paymentsWith } from '../../src/payments/registry';
import { confirmEmailFromMail, verificationTokenFromMail } from '../support/emailVerification';
import { AGENCY_HOST, ownerOf, startTestApp, type TestApp } from '../support/harness';
import { offerBody } from '../support/offers';
import { acceptAndPayLocally } from '../support/payments';

// E-mail verification (docs/accounts.md): a new account is e-mailed a single-use, expiring link
// (its token stored hashed, per tenant, under row-level security); until it is used the account
// may browse, make and answer offers, but may not pay for a booking nor be paid out.

let app: TestApp;
let admin: string;
let performer: string;
let performerId: string;
beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 3 } });
  admin = await app.signIn('admin@demo.test');
  performer = await app.signIn('performer@demo.test');
  performerId = (await app.request('GET', '/api/auth/me', { token: performer })).body.performerId;
});
afterAll(() => app?.close());

const DAY = 86_400_000;
let accounts = 0;
async function signUp(overrides: Record<string, unknown> = {}, host?: string) {
  const email = `new.${Date.now().toString(36)}.${++accounts}@example.test`;
  const response = await app.request('POST', '/api/auth/signup', {
    body: {
      email,
      password: 'correct horse battery',
      firstName: 'Vera',
      lastName: 'Newman',
      role: 'BUYER',
      ...overrides,
    },
    ...(host && { host }),
  });
  expect(response.status).toBe(201);
  return { email, token: response.body.token as string, user: response.body.user };
}
const verify = (token: string, host?: string) =>
  app.request('POST', '/api/auth/verify-email', { body: { token }, ...(host && { host }) });
const me = async (token: string) => (await app.request('GET', '/api/auth/me', { token })).body;

describe('the confirmation e-mail', () => {
  it('a new account is unverified and is e-mailed a link, in the tenant’s name, whose token is stored hashed', async () => {
    const { email, user } = await signUp();
    expect(user.emailVerified).toBe(false);
    const token = await verificationTokenFromMail(app, email);
    const { owner } = await ownerOf(app);
    try {
      const mail = await owner.query(
        `select o.subject, o.body, o.kind, o.status, t.name from outbox_emails o join tenants t on t.id = o.tenant_id
          where o.to_address = $1`,
        [email],
      );
      expect(mail.rows).toHaveLength(1);
      const [row] = mail.rows;
      expect(row).toMatchObject({ kind: 'email_verification', status: 'queued' });
      expect(row.body).toContain(`http://localhost/verify-email?token=${token}`);
      const rendered = renderEmail(
        { kind: row.kind, title: row.subject, body: row.body },
        brandFrom(row.name, { colors: {}, logo: { text: '' } } as never),
      );
      expect(rendered.subject).toBe(`${row.name}: Confirm your e-mail address`);
      const stored = await owner.query(`select token_hash from email_verification_tokens where email = $1`, [email]);
      expect(stored.rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
      const anywhere = await owner.query(
        `select count(*)::int as n from email_verification_tokens where token_hash = $1 or email = $1`,
        [token],
      );
      expect(anywhere.rows[0].n).toBe(0);
    } finally {
      await owner.end();
    }
  });

  it('confirms the address once; the link is single-use', async () => {
    const { email, token: session } = await signUp();
    const token = await verificationTokenFromMail(app, email);
    const first = await verify(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ verified: true, email });
    expect((await me(session)).emailVerified).toBe(true);
    const again = await verify(token);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'verification_token_used', fields: { token: expect.any(String) } });
  });

  it('expires by the app’s clock', async () => {
    const { email, token: session } = await signUp();
    const token = await verificationTokenFromMail(app, email);
    app.clock.advance(app.config.EMAIL_VERIFICATION_TOKEN_TTL_SECONDS * 1000 + 1000);
    const late = await verify(token);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({
      code: 'verification_token_expired',
      fields: { token: expect.any(String) },
    });
    expect((await me(session)).emailVerified).toBe(false);
  });

  it('answers an unknown or malformed token 400 naming `token`', async () => {
    const unknown = await verify('A'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      code: 'verification_token_invalid',
      fields: { token: expect.any(String) },
    });
    const malformed = await verify('not a token');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields.token).toBeTruthy();
  });

  it('a link confirms nothing once the account’s address has changed', async () => {
    const { email, token: session } = await signUp();
    const token = await verificationTokenFromMail(app, email);
    const changed = await app.request('PUT', '/api/auth/me', {
      token: session,
      body: { firstName: 'Vera', lastName: 'Newman', email: `changed.${email}` },
    });
    expect(changed.status).toBe(200);
    const stale = await verify(token);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('verification_token_used');
    expect((await me(session)).emailVerified).toBe(false);
    // The new address got its own link, which confirms it.
    await confirmEmailFromMail(app, `changed.${email}`);
    expect((await me(session)).emailVerified).toBe(true);
  });

  it('a confirmed account that changes its address must confirm the new one', async () => {
    const { email, token: session } = await signUp();
    await confirmEmailFromMail(app, email);
    const changed = await app.request('PUT', '/api/auth/me', {
      token: session,
      body: { firstName: 'Vera', lastName: 'Newman', email: `moved.${email}` },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.emailVerified).toBe(false);
    await confirmEmailFromMail(app, `moved.${email}`);
    expect((await me(session)).emailVerified).toBe(true);
  });

  it('seeded accounts made before verification existed count as verified', async () => {
    for (const email of ['buyer.basic@demo.test', 'performer@demo.test', 'admin@demo.test'])
      expect((await me(await app.signIn(email))).emailVerified).toBe(true);
  });
});

describe('resending the link', () => {
  it('sends another working link, at most EMAIL_VERIFICATION_MAX_PER_HOUR an hour (429 + Retry-After)', async () => {
    const { email, token: session } = await signUp();
    const max = app.config.EMAIL_VERIFICATION_MAX_PER_HOUR;
    for (let sent = 1; sent < max; sent++) {
      const resent = await app.request('POST', '/api/account/verification-email', { token: session });
      expect(resent.status).toBe(202);
      expect(resent.body).toMatchObject({ sent: true, email });
    }
    const refused = await app.request('POST', '/api/account/verification-email', { token: session });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.error.message).toMatch(/^Too many confirmation e-mails\. Try again in /);
    app.clock.advance(3_600_000);
    expect((await app.request('POST', '/api/account/verification-email', { token: session })).status).toBe(202);
    await confirmEmailFromMail(app, email);
    expect((await me(session)).emailVerified).toBe(true);
    const done = await app.request('POST', '/api/account/verification-email', { token: session });
    expect(done.status).toBe(409);
    expect(done.body.error.code).toBe('email_already_verified');
  });

  it('needs a signed-in user', async () => {
    expect((await app.request('POST', '/api/account/verification-email')).status).toBe(401);
  });
});

describe('what an unverified account may do', () => {
  it('a buyer may make offers, but checkout answers 403 email_unverified until the address is confirmed', async () => {
    const { email, token: buyer } = await signUp();
    const created = await app.request('POST', '/api/offers/create', {
      token: buyer,
      body: offerBody(performerId, 'Unverified buyer', 44),
    });
    expect(created.status).toBe(201);
    const offerId = created.body.offerId as string;
    const approved = await app.request('PUT', `/api/admin/offers/${offerId}/approve`, { token: admin, body: {} });
    expect(approved.status).toBe(200);
    // The performer's accept goes through; the link to pay waits for the buyer's address.
    const accepted = await app.request('PUT', `/api/offers/${offerId}/respond`, {
      token: performer,
      body: { action: 'accept' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'ACCEPTED', paymentUrl: null });
    const blocked = await app.request('POST', `/api/offers/${offerId}/checkout`, { token: buyer, body: {} });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error).toEqual({
      code: 'email_unverified',
      message: `Confirm your e-mail address first; we sent a link to ${email}.`,
    });
    await confirmEmailFromMail(app, email);
    const checkout = await app.request('POST', `/api/offers/${offerId}/checkout`, { token: buyer, body: {} });
    expect(checkout.status).toBe(200);
    expect(checkout.body.paymentUrl).toMatch(/\/checkout\/lcs_/);
  });

  it('a performer may receive and accept offers, but is paid out only once the address is confirmed', async () => {
    const { owner } = await ownerOf(app);
    try {
      // The demo performer as if signed up before confirming (only sign-up makes accounts unverified).
      await owner.query(`update users set email_verified_at = null where email = 'performer@demo.test'`);
      expect((await me(performer)).emailVerified).toBe(false);
      const buyer = await app.signIn('buyer.basic@demo.test');
      const created = await app.request('POST', '/api/offers/create', {
        token: buyer,
        body: offerBody(performerId, 'Payout wait', 3),
      });
      expect(created.status).toBe(201);
      const offerId = created.body.offerId as string;
      await acceptAndPayLocally(app, offerId, { performer, buyer });
      const deps = { orm: app.orm, payments: paymentsWith(new LocalGateway(app.orm)), clock: () => app.clock.now() };
      const statusOf = async () =>
        (await owner.query(`select status from offers where id = $1`, [offerId])).rows[0].status;
      app.clock.advance(10 * DAY);
      await sweepOffers(deps);
      expect(await statusOf()).toBe('COMPLETED');
      await sweepOffers(deps);
      expect(await statusOf()).toBe('COMPLETED');
      // Confirmed from a fresh link (asked for while signed in): the next sweep pays out.
      expect((await app.request('POST', '/api/account/verification-email', { token: performer })).status).toBe(202);
      await confirmEmailFromMail(app, 'performer@demo.test');
      await sweepOffers(deps);
      expect(await statusOf()).toBe('PAID_OUT');
    } finally {
      await owner.query(`update users set email_verified_at = coalesce(email_verified_at, now())`);
      await owner.end();
    }
  });
});

describe('a sign-up in a widget embedded on an agency’s page', () => {
  it('links to the agency’s own site (not the API host’s tenant), where the link works', async () => {
    const email = `widget.${Date.now().toString(36)}@example.test`;
    const agency = DEMO_EMBEDS['demo-agency']!;
    const created = await app.request('POST', '/api/auth/signup', {
      host: `127.0.0.1:${app.port}`,
      headers: { 'x-tenant-key': agency.publishableKey, origin: 'http://127.0.0.1:4100' },
      body: { email, password: 'correct horse battery', firstName: 'Wid', lastName: 'Get', role: 'BUYER' },
    });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ emailVerified: false, tenant: { slug: 'demo-agency' } });
    const { owner } = await ownerOf(app);
    try {
      const { rows } = await owner.query(`select body from outbox_emails where to_address = $1`, [email]);
      expect(rows[0].body).toMatch(
        new RegExp(`http://demo-agency\\.localhost:${app.port}/verify-email\\?token=[A-Za-z0-9_-]{43}`),
      );
    } finally {
      await owner.end();
    }
    await confirmEmailFromMail(app, email, AGENCY_HOST);
  });
});

describe('tenant isolation', () => {
  it('a link works only at the marketplace that sent it; the tokens are tenant rows under row-level security', async () => {
    const { email, token: session } = await signUp(undefined, AGENCY_HOST);
    const token = await verificationTokenFromMail(app, email);
    const elsewhere = await verify(token);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.code).toBe('verification_token_invalid');
    const home = await verify(token, AGENCY_HOST);
    expect(home.status).toBe(200);
    expect((await app.request('GET', '/api/auth/me', { token: session, host: AGENCY_HOST })).body.emailVerified).toBe(
      true,
    );
    const { owner, flagshipId } = await ownerOf(app);
    try {
      const { inTenant } = await import('../../src/db/tenantScope');
      const seen = await inTenant(app.orm, flagshipId, (em) =>
        em.execute<{ email: string }[]>(`select email from email_verification_tokens where email = ?`, [email]),
      );
      expect(seen).toEqual([]);
      const all = await owner.query(`select email from email_verification_tokens where email = $1`, [email]);
      expect(all.rows).toHaveLength(1);
    } finally {
      await owner.end();
    }
  });
});
