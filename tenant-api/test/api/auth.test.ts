import { SignJWT, base64url } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../src/contract';
import { waitInWords } from '../../src/auth/rateLimiter';
import { TOKEN_ISSUER, TokenService, audienceFor } from '../../src/auth/tokens';
import {
  AGENCY_HOST,
  DEMO_PASSWORD,
  FLAGSHIP_HOST,
  TEST_JWT_SECRET,
  ownerOf,
  startTestApp,
  type TestApp,
} from '../support/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { SIGNIN_MAX_FAILURES_PER_ACCOUNT: '3', SIGNIN_MAX_ATTEMPTS_PER_IP: '1000' } });
});
afterAll(() => app?.close());

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.test`;
const newBuyer = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('buyer'),
  password: 'correct horse battery',
  firstName: 'Nora',
  lastName: 'Newcomer',
  role: 'BUYER',
  ...overrides,
});

describe('POST /api/auth/signup', () => {
  it('creates a buyer, answers a token and the user, and the token works for /me', async () => {
    const body = newBuyer({ email: '  Mixed.Case@Example.TEST ' });
    const response = await app.request('POST', '/api/auth/signup', { body });
    expect(response.status).toBe(201);
    expect(User.parse(response.body.user)).toMatchObject({
      email: 'mixed.case@example.test',
      firstName: 'Nora',
      role: 'BUYER',
      subscriptionTier: 'GUEST',
      performerId: null,
      tenant: { slug: 'flagship' },
    });
    const me = await app.request('GET', '/api/auth/me', { token: response.body.token });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(response.body.user.id);
  });

  it('defaults a buyer to the GUEST tier', async () => {
    const response = await app.request('POST', '/api/auth/signup', { body: newBuyer() });
    expect(response.body.user.subscriptionTier).toBe('GUEST');
  });

  it('gives a performer an unvetted profile with onboarding flags, hidden from browse', async () => {
    const response = await app.request('POST', '/api/auth/signup', {
      body: newBuyer({ role: 'PERFORMER', firstName: 'Zelda', lastName: 'Zanyface' }),
    });
    expect(response.status).toBe(201);
    const { user } = response.body;
    expect(user.role).toBe('PERFORMER');
    expect(user.performerId).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.onboarding).toEqual({
      profileCompleted: false,
      isVerified: false,
      ratesConfigured: false,
      stripeConnected: false,
    });
    const browse = await app.request('GET', '/api/performers?query=Zanyface');
    expect(browse.body.performers).toEqual([]);
    const ownProfile = await app.request('GET', `/api/performers/${user.performerId}`, { token: response.body.token });
    expect(ownProfile.status).toBe(200);
  });

  it('refuses a second account with the same e-mail in any letter case (409), and tells the owner by e-mail', async () => {
    const body = newBuyer();
    expect((await app.request('POST', '/api/auth/signup', { body })).status).toBe(201);
    const again = await app.request('POST', '/api/auth/signup', { body: { ...body, email: body.email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'email_taken',
      message:
        'An account with this email already exists. We have e-mailed that address: sign in, or reset your password if you forgot it.',
    });
    // The answer says nothing the owner's inbox does not: the owner is told (docs/accounts.md).
    const { owner } = await ownerOf(app);
    try {
      const mails = await owner.query(`select kind from outbox_emails where to_address = $1 order by created_at`, [
        body.email,
      ]);
      expect(mails.rows.map((row) => row.kind)).toEqual(['email_verification', 'signup_attempt']);
    } finally {
      await owner.end();
    }
  });

  it('lets the same e-mail sign up at another tenant: accounts belong to one tenant', async () => {
    const body = newBuyer();
    expect((await app.request('POST', '/api/auth/signup', { body })).status).toBe(201);
    const elsewhere = await app.request('POST', '/api/auth/signup', { body, host: AGENCY_HOST });
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body.user.tenant.slug).toBe('demo-agency');
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ firstName: '   ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ lastName: undefined }, 'lastName', 'Last name is required'],
    [{ role: 'ADMIN' }, 'role', 'Role must be BUYER or PERFORMER'],
    [{ subscriptionTier: 'PLATINUM' }, 'subscriptionTier', 'Subscription tier must be GUEST, BASIC or ELITE'],
    [{ subscriptionTier: 'ENTERPRISE' }, 'subscriptionTier', 'Subscription tier must be GUEST, BASIC or ELITE'],
    [{ isAdmin: true }, 'isAdmin', "Unknown field 'isAdmin'"],
  ])('rejects %o with a 400 naming %s', async (overrides, field, message) => {
    const response = await app.request('POST', '/api/auth/signup', { body: newBuyer(overrides) });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_error');
    expect(response.body.error.fields[field]).toBe(message);
  });

  it('answers malformed JSON, a wrong content type and a huge body with clear 4xx errors', async () => {
    const malformed = await app.request('POST', '/api/auth/signup', { rawBody: '{"email": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('malformed_json');
    const form = await app.request('POST', '/api/auth/signup', {
      rawBody: 'email=a@b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const huge = await app.request('POST', '/api/auth/signup', { body: newBuyer({ firstName: 'x'.repeat(70_000) }) });
    expect(huge.status).toBe(413);
  });
});

describe('POST /api/auth/signin', () => {
  it('signs a demo account in and answers token and user', async () => {
    const response = await app.request('POST', '/api/auth/signin', {
      body: { email: 'BUYER.BASIC@demo.test', password: DEMO_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email: 'buyer.basic@demo.test', subscriptionTier: 'BASIC' });
    expect(typeof response.body.token).toBe('string');
  });

  it('gives a performer their performer id and onboarding flags', async () => {
    const token = await app.signIn('performer@demo.test');
    const me = await app.request('GET', '/api/auth/me', { token });
    expect(me.body.performerId).toMatch(/^[0-9a-f-]{36}$/);
    expect(me.body.onboarding).toMatchObject({ profileCompleted: true, isVerified: true });
  });

  it('answers 401 with one message for a wrong password and an unknown account', async () => {
    const wrong = await app.request('POST', '/api/auth/signin', {
      body: { email: 'buyer.elite@demo.test', password: 'nope-nope' },
    });
    const unknown = await app.request('POST', '/api/auth/signin', {
      body: { email: 'ghost@demo.test', password: 'nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error.message).toBe('Invalid email or password');
    expect(unknown.body.error.message).toBe(wrong.body.error.message);
  });

  it('validates with the spec messages', async () => {
    const response = await app.request('POST', '/api/auth/signin', { body: { email: 'bad', password: '' } });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });

  it('locks an account after repeated failures with a 429 and Retry-After, other accounts unaffected', async () => {
    const email = uniqueEmail('locked');
    await app.request('POST', '/api/auth/signup', { body: newBuyer({ email }) });
    for (let attempt = 0; attempt < 3; attempt++) {
      const failed = await app.request('POST', '/api/auth/signin', { body: { email, password: 'wrong-password' } });
      expect(failed.status).toBe(401);
    }
    const locked = await app.request('POST', '/api/auth/signin', {
      body: { email, password: 'correct horse battery' },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('rate_limited');
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    // The message says the same wait as Retry-After.
    expect(locked.body.error.message).toBe(`Too many failed sign-in attempts. Try again in ${waitInWords(wait)}.`);
    expect(
      (
        await app.request('POST', '/api/auth/signin', {
          body: { email: 'buyer.guest@demo.test', password: DEMO_PASSWORD },
        })
      ).status,
    ).toBe(200);
  });
});

describe('sign-in limits that attackers cannot turn against users', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({
      seed: { performersPerTenant: 2 },
      env: {
        SIGNIN_MAX_ATTEMPTS_PER_IP: '4',
        SIGNIN_MAX_FAILURES_PER_ACCOUNT: '3',
        SIGNUP_MAX_PER_IP: '3',
        TRUST_PROXY: 'true',
      },
    });
  });
  afterAll(() => strict?.close());
  const from = (ip: string, body: unknown) => ({ body, headers: { 'x-forwarded-for': ip } });
  const signInFrom = (ip: string, email: string, password = DEMO_PASSWORD) =>
    strict.request('POST', '/api/auth/signin', from(ip, { email, password }));

  it('successful sign-ins from one office network use up nothing', async () => {
    for (let round = 0; round < 3; round++)
      for (const email of ['buyer.guest@demo.test', 'buyer.basic@demo.test', 'buyer.elite@demo.test'])
        expect((await signInFrom('10.1.1.1', email)).status).toBe(200);
  });

  it('counts failures from one address across accounts', async () => {
    for (const email of ['a@x.test', 'b@x.test', 'c@x.test', 'd@x.test'])
      expect((await signInFrom('10.2.2.2', email, 'wrong-password')).status).toBe(401);
    const refused = await signInFrom('10.2.2.2', 'buyer.guest@demo.test');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(
      `Too many failed sign-in attempts. Try again in ${waitInWords(Number(refused.headers['retry-after']))}.`,
    );
    expect((await signInFrom('10.2.2.3', 'buyer.guest@demo.test')).status).toBe(200);
  });

  it('someone guessing an account’s password elsewhere slows new addresses, never the owner’s own, never for good', async () => {
    // The owner signs in from home: the address is remembered.
    expect((await signInFrom('10.3.3.3', 'buyer.elite@demo.test')).status).toBe(200);
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await signInFrom('203.0.113.9', 'buyer.elite@demo.test', 'guess')).status).toBe(401);
    expect((await signInFrom('203.0.113.9', 'buyer.elite@demo.test')).status).toBe(429);
    // From an address the account never signed in from, the account's wait applies to everyone…
    const elsewhere = await signInFrom('10.3.3.4', 'buyer.elite@demo.test');
    expect(elsewhere.status).toBe(429);
    // …but the owner at home is not held back, and the wait ends.
    expect((await signInFrom('10.3.3.3', 'buyer.elite@demo.test')).status).toBe(200);
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await signInFrom('203.0.113.10', 'buyer.elite@demo.test', 'guess')).status).toBe(401);
    const wait = await signInFrom('10.3.3.4', 'buyer.elite@demo.test');
    expect(wait.status).toBe(429);
    strict.clock.advance(Number(wait.headers['retry-after']) * 1000);
    expect((await signInFrom('10.3.3.4', 'buyer.elite@demo.test')).status).toBe(200);
  });

  it('limits new accounts per address', async () => {
    const signUp = (ip: string) => strict.request('POST', '/api/auth/signup', from(ip, newBuyer()));
    for (let count = 0; count < 3; count++) expect((await signUp('10.4.4.4')).status).toBe(201);
    const refused = await signUp('10.4.4.4');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Too many new accounts from your network\. Try again in /);
    expect((await signUp('10.4.4.5')).status).toBe(201);
  });

  it('answers a burst of sign-ins at once without starving the other requests', async () => {
    // Attempts from addresses an account never signed in from count until they succeed
    // (docs/accounts.md): the burst comes from addresses the account has used before.
    for (let index = 0; index < 4; index++)
      expect((await signInFrom(`10.5.5.${index}`, 'buyer.basic@demo.test')).status).toBe(200);
    const burst = Array.from({ length: 40 }, (_, index) => signInFrom(`10.5.5.${index % 4}`, 'buyer.basic@demo.test'));
    const tiers = strict.request('GET', '/api/tiers');
    const answers = await Promise.all([...burst, tiers]);
    expect(answers.map((answer) => answer.status)).toEqual([...burst.map(() => 200), 200]);
  });
});

describe('GET /api/auth/me and token checks', () => {
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  let flagshipTenantId: string;
  let userId: string;
  let validToken: string;

  beforeAll(async () => {
    validToken = await app.signIn('buyer.basic@demo.test');
    const me = await app.request('GET', '/api/auth/me', { token: validToken });
    userId = me.body.id;
    const [, payload] = validToken.split('.');
    flagshipTenantId = JSON.parse(Buffer.from(payload!, 'base64url').toString()).aud.replace('tenant:', '');
  });

  const sign = (claims: { alg?: string; aud?: string; iss?: string; exp?: number; secret?: Uint8Array }) =>
    new SignJWT({})
      .setProtectedHeader({ alg: claims.alg ?? 'HS256' })
      .setSubject(userId)
      .setIssuer(claims.iss ?? TOKEN_ISSUER)
      .setAudience(claims.aud ?? audienceFor(flagshipTenantId))
      .setIssuedAt()
      .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(claims.secret ?? key);

  it('accepts a well-formed token of this tenant', async () => {
    expect((await app.request('GET', '/api/auth/me', { token: await sign({}) })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await app.request('GET', '/api/auth/me');
    expect(response.status).toBe(401);
    expect(response.body.error.message).toContain('Unauthorized');
  });

  it.each([
    [
      'alg none',
      async () => {
        const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
        const body = base64url.encode(
          JSON.stringify({
            sub: userId,
            iss: TOKEN_ISSUER,
            aud: audienceFor(flagshipTenantId),
            iat: 1,
            exp: 9999999999,
          }),
        );
        return `${header}.${body}.`;
      },
    ],
    [
      'a tampered signature',
      async () => {
        const token = await sign({});
        return token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
      },
    ],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (await sign({})).split('.');
        const forged = base64url.encode(
          JSON.stringify({
            sub: userId,
            iss: TOKEN_ISSUER,
            aud: audienceFor(flagshipTenantId),
            iat: 1,
            exp: 9999999999,
          }),
        );
        return `${header}.${forged}.${signature}`;
      },
    ],
    ['an expired token', () => sign({ exp: Math.floor(Date.now() / 1000) - 10 })],
    ['another audience', () => sign({ aud: 'tenant:00000000-0000-4000-8000-000000000000' })],
    ['another issuer', () => sign({ iss: 'someone-else' })],
    ['another secret', () => sign({ secret: new TextEncoder().encode('x'.repeat(64)) })],
    ['HS512 instead of HS256', () => sign({ alg: 'HS512' })],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses %s with 401', async (_label, makeToken) => {
    const response = await app.request('GET', '/api/auth/me', { token: await makeToken() });
    expect(response.status).toBe(401);
  });

  it('answers every account of both tenants as its rows say: the user, a performer’s profile, open applications', async () => {
    const { owner } = await ownerOf(app);
    try {
      const [applicant, rejected] = (
        await owner.query(`select id, tenant_id, email from users where role = 'BUYER' order by email limit 2`)
      ).rows;
      for (const [user, tier, status, at] of [
        [applicant, 'elite', 'submitted', '2026-01-01'],
        [applicant, 'basic', 'submitted', '2026-01-02'],
        [applicant, 'basic', 'rejected', '2025-12-01'],
        [rejected, 'elite', 'rejected', '2026-01-01'],
      ])
        await owner.query(
          `insert into performer_applications (tenant_id, id, user_id, tier, email, stage_name, status, created_at)
           values ($1, gen_random_uuid(), $2, $3, $4, 'Stage', $5, $6)`,
          [user.tenant_id, user.id, tier, user.email, status, at],
        );
      // Onboarding flags that differ from one another, so none can stand in for another.
      await owner.query(
        `update performers set profile_completed = true, is_verified = false, rates_configured = false, stripe_connected = true
          where id = (select max(p.id::text)::uuid from performers p join users u on u.id = p.user_id and u.role = 'PERFORMER')`,
      );
      const users = (
        await owner.query(
          `select u.*, t.slug, t.name as tenant_name, t.is_default, p.id as performer_id, p.profile_completed,
                  p.is_verified, p.rates_configured, p.stripe_connected,
                  array(select tier from performer_applications a where a.tenant_id = u.tenant_id and a.user_id = u.id
                         and a.status = 'submitted' order by a.created_at) as applications
             from users u join tenants t on t.id = u.tenant_id
             left join performers p on p.tenant_id = u.tenant_id and p.user_id = u.id`,
        )
      ).rows;
      expect(users.some((user) => user.role === 'PERFORMER' && user.performer_id)).toBe(true);
      const tokens = new TokenService(app.config.jwtSecret, 3600);
      for (const user of users) {
        const token = await tokens.sign({
          userId: user.id,
          tenantId: user.tenant_id,
          sessionVersion: user.session_version,
          role: user.role,
        });
        const me = await app.request('GET', '/api/auth/me', {
          token,
          host: user.is_default ? FLAGSHIP_HOST : AGENCY_HOST,
        });
        expect(me.status, me.text).toBe(200);
        const performer = user.role === 'PERFORMER' && user.performer_id;
        expect(me.body).toEqual({
          id: user.id,
          email: user.email,
          emailVerified: user.email_verified_at !== null,
          firstName: user.first_name,
          lastName: user.last_name,
          role: user.role,
          subscriptionTier: user.subscription_tier,
          profileImageUrl: user.profile_image_url,
          phone: user.phone,
          createdAt: user.created_at.toISOString(),
          tenant: { slug: user.slug, name: user.tenant_name },
          performerId: performer ? user.performer_id : null,
          onboarding: performer
            ? {
                profileCompleted: user.profile_completed,
                isVerified: user.is_verified,
                ratesConfigured: user.rates_configured,
                stripeConnected: user.stripe_connected,
              }
            : null,
          applicationsUnderReview: user.applications,
        });
      }
      const answered = users.find((user) => user.id === applicant.id);
      expect(answered.applications).toEqual(['elite', 'basic']);
    } finally {
      await owner.end();
    }
  });

  it('refuses a token once its account signs out everywhere, in the same round trip as the answer', async () => {
    const token = await app.signIn('performer@demo.test');
    expect((await app.request('GET', '/api/auth/me', { token })).body.performerId).toEqual(expect.any(String));
    expect((await app.request('POST', '/api/auth/signout-everywhere', { token })).status).toBeLessThan(300);
    expect((await app.request('GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it("refuses a flagship token at another tenant's host", async () => {
    const response = await app.request('GET', '/api/auth/me', { token: validToken, host: AGENCY_HOST });
    expect(response.status).toBe(401);
  });
});
