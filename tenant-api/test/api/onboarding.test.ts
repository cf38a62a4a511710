import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 2 }, env: { LOG_LEVEL: 'error' } });
  const signup = await app.request('POST', '/api/auth/signup', {
    body: {
      email: `new.act.${Date.now()}@example.test`,
      password: 'password123',
      firstName: 'Nina',
      lastName: 'Newact',
      role: 'PERFORMER',
    },
  });
  token = signup.body.token;
});
afterAll(() => app?.close());

describe('performer onboarding', () => {
  it('starts with every step open', async () => {
    const me = await app.request('GET', '/api/performers/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.onboarding).toEqual({
      profileCompleted: false,
      isVerified: false,
      ratesConfigured: false,
      stripeConnected: false,
    });
  });

  it('completes the profile, geocoding the city from the gazetteer', async () => {
    const bad = await app.request('PUT', '/api/performers/me/profile', {
      token,
      body: { stageName: 'Nina N', bio: 'x'.repeat(50), genres: ['Magic'], city: 'Nowhereville', state: 'FL' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.city).toBe('Choose a US city in that state');
    const short = await app.request('PUT', '/api/performers/me/profile', {
      token,
      body: { stageName: 'N', bio: 'short', genres: [], city: 'Austin', state: 'TX' },
    });
    expect(Object.keys(short.body.error.fields).sort()).toEqual(['bio', 'genres', 'stageName']);
    const badPhone = await app.request('PUT', '/api/performers/me/profile', {
      token,
      body: {
        stageName: 'Nina N',
        bio: 'x'.repeat(50),
        genres: ['Magic'],
        city: 'Austin',
        state: 'TX',
        phone: 'call me',
      },
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.error.fields.phone).toBe('Please enter a valid phone number');
    const ok = await app.request('PUT', '/api/performers/me/profile', {
      token,
      body: {
        stageName: 'Nina the Great',
        bio: 'Sleight of hand and stories from a life on the road.',
        genres: ['Magic', 'Storytelling'],
        city: 'austin',
        state: 'TX',
        cleanContent: true,
        phone: '+1 512 555 0134',
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ stageName: 'Nina the Great', city: 'Austin', state: 'TX', cleanContent: true });
    expect(ok.body.onboarding.profileCompleted).toBe(true);
    // The phone given in the profile step is the account's.
    expect((await app.request('GET', '/api/auth/me', { token })).body.phone).toBe('+1 512 555 0134');
  });

  it('sets rates and connects a payout account; /auth/me reflects the flags', async () => {
    expect((await app.request('PUT', '/api/performers/me/rates', { token, body: { baseFee: 5_000 } })).status).toBe(
      400,
    );
    const rates = await app.request('PUT', '/api/performers/me/rates', {
      token,
      body: { baseFee: 75_000, responseTimeHours: 12 },
    });
    expect(rates.body).toMatchObject({ baseFee: 75_000, responseTime: 12 });
    const connected = await app.request('POST', '/api/performers/me/payout-account', { token });
    expect(connected.body.onboarding).toEqual({
      profileCompleted: true,
      isVerified: false,
      ratesConfigured: true,
      stripeConnected: true,
    });
    const me = await app.request('GET', '/api/auth/me', { token });
    expect(me.body.onboarding.stripeConnected).toBe(true);
  });

  it('stays out of browse until vetted', async () => {
    const browse = await app.request('GET', '/api/performers?query=Nina%20the%20Great');
    expect(browse.body.performers).toEqual([]);
  });

  it('takes one application per tier, signed in only, and lists the open ones on the user', async () => {
    const body = { tier: 'elite', email: 'nina@example.test', stageName: 'Nina the Great' };
    expect((await app.request('GET', '/api/auth/me', { token })).body.applicationsUnderReview).toEqual([]);
    expect((await app.request('POST', '/api/performers/apply', { body })).status).toBe(401);
    const applied = await app.request('POST', '/api/performers/apply', { token, body });
    expect(applied.status).toBe(201);
    expect(applied.body.message).toBe("We'll review your application and get back to you within 48 hours.");
    const again = await app.request('POST', '/api/performers/apply', { token, body });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('application_open');
    await app.request('POST', '/api/performers/apply', { token, body: { ...body, tier: 'basic' } });

    // On the signed-in user, so "Application under review" survives a reload.
    const me = await app.request('GET', '/api/auth/me', { token });
    expect(me.body.applicationsUnderReview).toEqual(['elite', 'basic']);
    const edited = await app.request('PUT', '/api/auth/me', {
      token,
      body: { firstName: me.body.firstName, lastName: me.body.lastName, email: me.body.email },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.applicationsUnderReview).toEqual(['elite', 'basic']);
    const other = await app.signIn('buyer.basic@demo.test');
    expect((await app.request('GET', '/api/auth/me', { token: other })).body.applicationsUnderReview).toEqual([]);
  });

  it('is for performers only', async () => {
    const buyer = await app.signIn('buyer.basic@demo.test');
    expect((await app.request('GET', '/api/performers/me', { token: buyer })).status).toBe(403);
    expect((await app.request('GET', '/api/performers/me')).status).toBe(401);
  });
});
