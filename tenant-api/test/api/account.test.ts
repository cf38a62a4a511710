import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangePasswordResponse } from '../../src/contract';
import { AGENCY_HOST, DEMO_PASSWORD, startTestApp, type TestApp } from '../support/harness';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 2 } });
});
afterAll(() => app?.close());

/** A fresh buyer account of the flagship tenant, so tests do not disturb each other. */
async function newBuyer(label: string, host?: string) {
  const email = `${label}.${Math.random().toString(36).slice(2, 8)}@account.test`;
  const response = await app.request('POST', '/api/auth/signup', {
    host,
    body: { email, password: DEMO_PASSWORD, firstName: 'Pat', lastName: 'Jones', role: 'BUYER' },
  });
  expect(response.status).toBe(201);
  return { email, token: response.body.token as string, id: response.body.user.id as string };
}

const profile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Patricia',
  lastName: 'Jones-Smith',
  email: 'placeholder@account.test',
  phone: '+1 (555) 010-2030',
  ...overrides,
});

describe('PUT /api/auth/me', () => {
  it('updates name, e-mail and phone and answers the user like GET /api/auth/me', async () => {
    const buyer = await newBuyer('update');
    const email = `Renamed.${buyer.id.slice(0, 8)}@Account.test`;
    const response = await app.request('PUT', '/api/auth/me', { token: buyer.token, body: profile({ email }) });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: buyer.id,
      firstName: 'Patricia',
      lastName: 'Jones-Smith',
      email: email.toLowerCase(),
      phone: '+1 (555) 010-2030',
      subscriptionTier: 'GUEST',
      tenant: { slug: 'flagship' },
    });
    const me = await app.request('GET', '/api/auth/me', { token: buyer.token });
    expect(me.body).toEqual(response.body);
  });

  it('clears the phone with null or an empty string and keeps it when left out', async () => {
    const buyer = await newBuyer('phone');
    const body = profile({ email: buyer.email });
    await app.request('PUT', '/api/auth/me', { token: buyer.token, body });
    const kept = await app.request('PUT', '/api/auth/me', {
      token: buyer.token,
      body: { ...body, phone: undefined },
    });
    expect(kept.body.phone).toBe('+1 (555) 010-2030');
    const cleared = await app.request('PUT', '/api/auth/me', { token: buyer.token, body: { ...body, phone: '' } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.phone).toBeNull();
    await app.request('PUT', '/api/auth/me', { token: buyer.token, body });
    const nulled = await app.request('PUT', '/api/auth/me', { token: buyer.token, body: { ...body, phone: null } });
    expect(nulled.body.phone).toBeNull();
  });

  it('keeps a performer’s own fields in the answer', async () => {
    const token = await app.signIn('performer@demo.test');
    const before = await app.request('GET', '/api/auth/me', { token });
    const response = await app.request('PUT', '/api/auth/me', {
      token,
      body: { firstName: before.body.firstName, lastName: before.body.lastName, email: before.body.email },
    });
    expect(response.status).toBe(200);
    expect(response.body.performerId).toBe(before.body.performerId);
    expect(response.body.onboarding).toEqual(before.body.onboarding);
  });

  it.each([
    ['firstName', { firstName: '  ' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['phone', { phone: 'call me maybe' }, 'Please enter a valid phone number'],
    ['phone', { phone: '12345' }, 'Please enter a valid phone number'],
    ['role', { role: 'ADMIN' }, "Unknown field 'role'"],
    ['subscriptionTier', { subscriptionTier: 'ENTERPRISE' }, "Unknown field 'subscriptionTier'"],
  ])('refuses a bad %s with 400 naming the field', async (field, overrides, message) => {
    const buyer = await newBuyer('invalid');
    const response = await app.request('PUT', '/api/auth/me', {
      token: buyer.token,
      body: profile({ email: buyer.email, ...overrides }),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields[field]).toBe(message);
    const me = await app.request('GET', '/api/auth/me', { token: buyer.token });
    expect(me.body.firstName).toBe('Pat');
  });

  it('refuses an e-mail another account of the tenant uses with 409', async () => {
    const buyer = await newBuyer('dupe');
    const response = await app.request('PUT', '/api/auth/me', {
      token: buyer.token,
      body: profile({ email: 'Buyer.Basic@demo.test' }),
    });
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({
      code: 'email_taken',
      message: 'An account with this email already exists',
    });
  });

  it('lets the e-mail of another tenant’s account be used here', async () => {
    const buyer = await newBuyer('cross');
    const response = await app.request('PUT', '/api/auth/me', {
      token: buyer.token,
      body: profile({ email: 'buyer@demo-agency.test' }),
    });
    expect(response.status).toBe(200);
    expect(response.body.email).toBe('buyer@demo-agency.test');
  });
});

describe('notification preferences', () => {
  it('answers the spec’s defaults when never saved', async () => {
    const buyer = await newBuyer('prefs');
    const response = await app.request('GET', '/api/auth/me/preferences', { token: buyer.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      bookingConfirmations: true,
      tourRoutingAlerts: true,
      marketingEmails: false,
      sms: false,
    });
  });

  it('saves a subset of the toggles, keeps the others, and persists them', async () => {
    const buyer = await newBuyer('prefs-save');
    const first = await app.request('PUT', '/api/auth/me/preferences', {
      token: buyer.token,
      body: { marketingEmails: true, bookingConfirmations: false },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      bookingConfirmations: false,
      tourRoutingAlerts: true,
      marketingEmails: true,
      sms: false,
    });
    const second = await app.request('PUT', '/api/auth/me/preferences', { token: buyer.token, body: { sms: true } });
    expect(second.body).toEqual({
      bookingConfirmations: false,
      tourRoutingAlerts: true,
      marketingEmails: true,
      sms: true,
    });
    const read = await app.request('GET', '/api/auth/me/preferences', { token: buyer.token });
    expect(read.body).toEqual(second.body);
    const other = await newBuyer('prefs-other');
    const untouched = await app.request('GET', '/api/auth/me/preferences', { token: other.token });
    expect(untouched.body.sms).toBe(false);
  });

  it('refuses non-boolean toggles and unknown fields with 400 naming the field', async () => {
    const buyer = await newBuyer('prefs-bad');
    const wrong = await app.request('PUT', '/api/auth/me/preferences', { token: buyer.token, body: { sms: 'yes' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.sms).toBe('SMS notifications must be true or false');
    const unknown = await app.request('PUT', '/api/auth/me/preferences', {
      token: buyer.token,
      body: { pushNotifications: true },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.pushNotifications).toBe("Unknown field 'pushNotifications'");
  });
});

describe('PUT /api/auth/me/password', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const buyer = await newBuyer('password');
    const response = await app.request('PUT', '/api/auth/me/password', {
      token: buyer.token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'a-brand-new-secret' },
    });
    expect(response.status).toBe(200);
    expect(ChangePasswordResponse.parse(response.body)).toEqual(response.body);
    const withNew = await app.request('POST', '/api/auth/signin', {
      body: { email: buyer.email, password: 'a-brand-new-secret' },
    });
    expect(withNew.status).toBe(200);
    const withOld = await app.request('POST', '/api/auth/signin', {
      body: { email: buyer.email, password: DEMO_PASSWORD },
    });
    expect(withOld.status).toBe(401);
  });

  it('signs the account out everywhere else; this session goes on with the token it is given', async () => {
    const buyer = await newBuyer('password-sessions');
    const otherDevice = await app.request('POST', '/api/auth/signin', {
      body: { email: buyer.email, password: DEMO_PASSWORD },
    });
    expect(otherDevice.status).toBe(200);
    const me = (token: string) => app.request('GET', '/api/auth/me', { token });
    expect((await me(otherDevice.body.token)).status).toBe(200);

    const changed = await app.request('PUT', '/api/auth/me/password', {
      token: buyer.token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'a-brand-new-secret' },
    });
    expect(changed.status).toBe(200);
    expect((await me(buyer.token)).status).toBe(401);
    expect((await me(otherDevice.body.token)).status).toBe(401);
    expect((await me(changed.body.token)).body.id).toBe(buyer.id);

    // Signing in again works, and a second change signs out the first change's token too.
    const again = await app.request('POST', '/api/auth/signin', {
      body: { email: buyer.email, password: 'a-brand-new-secret' },
    });
    expect((await me(again.body.token)).status).toBe(200);
    const second = await app.request('PUT', '/api/auth/me/password', {
      token: again.body.token,
      body: { currentPassword: 'a-brand-new-secret', newPassword: 'another-new-secret' },
    });
    expect(second.status).toBe(200);
    expect((await me(changed.body.token)).status).toBe(401);
    expect((await me(again.body.token)).status).toBe(401);
    expect((await me(second.body.token)).status).toBe(200);
  });

  it('two changes at the same moment: one wins, the other must prove the password the first set', async () => {
    const buyer = await newBuyer('password-race');
    const change = (newPassword: string) =>
      app.request('PUT', '/api/auth/me/password', {
        token: buyer.token,
        body: { currentPassword: DEMO_PASSWORD, newPassword },
      });
    const answers = await Promise.all([change('first-new-secret'), change('second-new-secret')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect((await app.request('GET', '/api/auth/me', { token: winner.body.token })).status).toBe(200);
  });

  it('a refused change signs nobody out', async () => {
    const buyer = await newBuyer('password-refused');
    const refused = await app.request('PUT', '/api/auth/me/password', {
      token: buyer.token,
      body: { currentPassword: 'not-my-password', newPassword: 'a-brand-new-secret' },
    });
    expect(refused.status).toBe(400);
    expect((await app.request('GET', '/api/auth/me', { token: buyer.token })).status).toBe(200);
  });

  it('refuses a wrong current password with 400 naming currentPassword, and keeps the old one', async () => {
    const buyer = await newBuyer('password-wrong');
    const response = await app.request('PUT', '/api/auth/me/password', {
      token: buyer.token,
      body: { currentPassword: 'not-my-password', newPassword: 'a-brand-new-secret' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ currentPassword: 'Current password is incorrect' });
    const signIn = await app.request('POST', '/api/auth/signin', {
      body: { email: buyer.email, password: DEMO_PASSWORD },
    });
    expect(signIn.status).toBe(200);
  });

  it.each([
    ['newPassword', { newPassword: 'short' }, 'Password must be at least 8 characters'],
    ['currentPassword', { currentPassword: '' }, 'Current password is required'],
    ['newPassword', { newPassword: DEMO_PASSWORD }, 'New password must be different from the current password'],
  ])('refuses a bad %s with 400', async (field, overrides, message) => {
    const buyer = await newBuyer('password-invalid');
    const response = await app.request('PUT', '/api/auth/me/password', {
      token: buyer.token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'a-brand-new-secret', ...overrides },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields[field]).toBe(message);
  });

  it('locks out repeated wrong current passwords with 429', async () => {
    const buyer = await newBuyer('password-limit');
    const limit = app.config.SIGNIN_MAX_FAILURES_PER_ACCOUNT;
    for (let attempt = 0; attempt < limit; attempt++) {
      const wrong = await app.request('PUT', '/api/auth/me/password', {
        token: buyer.token,
        body: { currentPassword: `wrong-${attempt}`, newPassword: 'a-brand-new-secret' },
      });
      expect(wrong.status).toBe(400);
    }
    const locked = await app.request('PUT', '/api/auth/me/password', {
      token: buyer.token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'a-brand-new-secret' },
    });
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });
});

describe('access', () => {
  it.each([
    ['PUT', '/api/auth/me', profile()],
    ['GET', '/api/auth/me/preferences', undefined],
    ['PUT', '/api/auth/me/preferences', { sms: true }],
    ['PUT', '/api/auth/me/password', { currentPassword: DEMO_PASSWORD, newPassword: 'a-brand-new-secret' }],
  ])('%s %s needs a signed-in user (401), even with a bad body', async (method, path, body) => {
    expect((await app.request(method, path, { body })).status).toBe(401);
    expect((await app.request(method, path, { body: { nonsense: 1 } })).status).toBe(401);
    expect((await app.request(method, path, { body, token: 'not-a-token' })).status).toBe(401);
  });

  it('keeps tenants apart: a token works only at its own tenant, and changes stay there', async () => {
    const buyer = await newBuyer('tenant');
    await app.request('PUT', '/api/auth/me/preferences', { token: buyer.token, body: { sms: true } });

    // This tenant's token is refused at the other tenant, for every account endpoint.
    for (const [method, path, body] of [
      ['GET', '/api/auth/me/preferences', undefined],
      ['PUT', '/api/auth/me/preferences', { sms: false }],
      ['PUT', '/api/auth/me', profile({ email: buyer.email })],
      ['PUT', '/api/auth/me/password', { currentPassword: DEMO_PASSWORD, newPassword: 'a-brand-new-secret' }],
    ] as const) {
      expect((await app.request(method, path, { token: buyer.token, body, host: AGENCY_HOST })).status).toBe(401);
    }

    // The other tenant's user sees only their own (default) preferences and cannot reach this account.
    const agencyToken = await app.signIn('buyer@demo-agency.test', AGENCY_HOST);
    const agencyPrefs = await app.request('GET', '/api/auth/me/preferences', { token: agencyToken, host: AGENCY_HOST });
    expect(agencyPrefs.body.sms).toBe(false);
    expect((await app.request('GET', '/api/auth/me/preferences', { token: agencyToken })).status).toBe(401);
    expect(
      (await app.request('PUT', '/api/auth/me', { token: agencyToken, body: profile({ email: buyer.email }) })).status,
    ).toBe(401);

    // An agency user renaming themselves changes nothing here.
    const renamed = await app.request('PUT', '/api/auth/me', {
      token: agencyToken,
      host: AGENCY_HOST,
      body: profile({ email: 'buyer@demo-agency.test', firstName: 'Agency' }),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.tenant.slug).toBe('demo-agency');
    const me = await app.request('GET', '/api/auth/me', { token: buyer.token });
    expect(me.body.firstName).toBe('Pat');
    const mine = await app.request('GET', '/api/auth/me/preferences', { token: buyer.token });
    expect(mine.body.sms).toBe(true);
  });

  it('stores preferences under forced row-level security', async () => {
    const buyer = await newBuyer('rls');
    await app.request('PUT', '/api/auth/me/preferences', { token: buyer.token, body: { sms: true } });
    const [table] = await app.orm.em
      .fork()
      .execute<{ relrowsecurity: boolean; relforcerowsecurity: boolean }[]>(
        `select relrowsecurity, relforcerowsecurity from pg_class where relname = 'user_preferences'`,
      );
    expect(table).toEqual({ relrowsecurity: true, relforcerowsecurity: true });
    // The app role outside a tenant transaction sees no rows at all.
    const rows = await app.orm.em.fork().execute(`select * from user_preferences`);
    expect(rows).toEqual([]);
  });

  it('is listed in the OpenAPI document', async () => {
    const { body } = await app.request('GET', '/api/openapi.json');
    expect(body.paths['/auth/me'].put).toBeDefined();
    expect(Object.keys(body.paths['/auth/me/preferences'])).toEqual(['get', 'put']);
    expect(body.paths['/auth/me/password'].put).toBeDefined();
  });
});
