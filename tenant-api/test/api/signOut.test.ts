import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_HOST, startTestApp, type TestApp } from '../support/harness';

/** Sign-out that holds on the server: a signed-out token is refused wherever it turns up. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 2 } });
});
afterAll(() => app?.close());

const me = (token: string, host?: string) => app.request('GET', '/api/auth/me', { token, ...(host ? { host } : {}) });

describe('POST /api/auth/signout', () => {
  it('signs out this device only: its token is refused, another device stays signed in', async () => {
    const laptop = await app.signIn('buyer.basic@demo.test');
    const phone = await app.signIn('buyer.basic@demo.test');
    const response = await app.request('POST', '/api/auth/signout', { token: laptop });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      signedOut: true,
      everywhere: false,
      message: 'You are signed out on this device.',
    });
    expect((await me(laptop)).status).toBe(401);
    expect((await app.request('POST', '/api/auth/signout', { token: laptop })).status).toBe(401);
    expect((await me(phone)).status).toBe(200);
  });

  it('answers 401 without a token and changes nothing', async () => {
    expect((await app.request('POST', '/api/auth/signout')).status).toBe(401);
  });
});

describe('POST /api/auth/signout-everywhere', () => {
  it('refuses every token of the account, this one included; signing in again works', async () => {
    const laptop = await app.signIn('buyer.elite@demo.test');
    const phone = await app.signIn('buyer.elite@demo.test');
    const other = await app.signIn('buyer.guest@demo.test');
    const response = await app.request('POST', '/api/auth/signout-everywhere', { token: phone });
    expect(response.status).toBe(200);
    expect(response.body.everywhere).toBe(true);
    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect((await me(other)).status).toBe(200);
    expect((await me(await app.signIn('buyer.elite@demo.test'))).status).toBe(200);
  });

  it('keeps tenants apart: an agency account signs out at its own host only', async () => {
    const agency = await app.signIn('buyer@demo-agency.test', AGENCY_HOST);
    expect((await app.request('POST', '/api/auth/signout-everywhere', { token: agency })).status).toBe(401);
    expect((await me(agency, AGENCY_HOST)).status).toBe(200);
    const signedOut = await app.request('POST', '/api/auth/signout', { token: agency, host: AGENCY_HOST });
    expect(signedOut.status).toBe(200);
    expect((await me(agency, AGENCY_HOST)).status).toBe(401);
  });
});
