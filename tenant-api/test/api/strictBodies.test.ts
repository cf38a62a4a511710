import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/http/context';
import { apiRouter } from '../../src/http/app';
import { startTestApp, type TestApp, type TestResponse } from '../support/harness';

/**
 * Every call that changes something refuses a field it does not know with a 400 naming it, also
 * the calls that take no body at all (sign out, mark read, payout account, rotate key, …): the
 * routes are walked from the API router itself, so a new one is checked without being listed.
 */
let app: TestApp;
const tokens: Record<string, string | undefined> = { anonymous: undefined };

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 1 } });
  for (const [role, email] of Object.entries({
    buyer: 'buyer.basic@demo.test',
    performer: 'performer@demo.test',
    admin: 'admin@demo.test',
    operator: 'operator@demo.test',
  })) {
    tokens[role] = await app.signIn(email);
  }
});
afterAll(() => app?.close());

/** Routes that read their body as something other than JSON, on purpose. */
const NOT_JSON = new Set([
  'POST /api/payments/webhooks/stripe', // the provider's signed raw body
  'POST /api/payments/local/checkout/:sessionId', // the checkout page's old address: a 308 to /checkout/:id
  'POST /api/performers/me/photos', // the image file itself (a JSON body is a 415: media.test.ts)
  'PUT /api/admin/logo', // the image file itself (a JSON body is a 415: logo.test.ts)
]);

/** Path parameters a route accepts, so the body is what is judged. */
const PARAMS: Record<string, string> = { tier: 'BASIC', token: 'x'.repeat(43) };
const PERFORMER_TIER = 'basic';
/** A union picks its member by one field first: with it, the member judges the rest. */
const BASE_BODIES: Record<string, object> = {
  'PUT /api/admin/applications/:id': { decision: 'approve' },
  'POST /api/performers/me/availability/blocks': { kind: 'date' },
};
/** A valid query where a route needs one, so the body is what is judged. */
const BASE_QUERIES: Record<string, string> = { 'DELETE /api/admin/embeds/origins': '?origin=https://a.example' };

function writeRoutes(): Array<{ method: string; path: string }> {
  // With the development mailbox, so its routes are walked too.
  const router = apiRouter({ config: { DEV_MAILBOX: 'true' } } as unknown as AppDeps);
  const routes = router.stack.flatMap((layer) =>
    layer.methods
      .filter((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
      .map((method) => ({ method, path: String(layer.path) })),
  );
  return routes.filter((route) => !NOT_JSON.has(`${route.method} ${route.path}`));
}

const fill = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) =>
    name === 'tier' && path.includes('/performer/') ? PERFORMER_TIER : (PARAMS[name] ?? randomUUID()),
  );
const namesField = (response: TestResponse) =>
  response.status === 400 && typeof response.body?.error?.fields?.zzUnexpected === 'string';

describe('unknown fields in request bodies', () => {
  const routes = writeRoutes();

  it('walks every state-changing route', () => {
    expect(routes.length).toBeGreaterThanOrEqual(40);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/performers/me/payout-account' });
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 400 naming the field, and never accepts it',
    async (_, route) => {
      const answers: Record<string, string> = {};
      let named = false;
      for (const [role, token] of Object.entries(tokens)) {
        const call = `${route.method} ${route.path}`;
        const response = await app.request(route.method, fill(route.path) + (BASE_QUERIES[call] ?? ''), {
          token,
          body: { ...BASE_BODIES[call], zzUnexpected: 1 },
          headers: { 'idempotency-key': randomUUID() },
        });
        answers[role] = `${response.status} ${JSON.stringify(response.body?.error?.fields ?? {})}`;
        expect(response.status, `${role}: ${answers[role]}`).toBeGreaterThanOrEqual(400);
        named ||= namesField(response);
      }
      expect(named, JSON.stringify(answers)).toBe(true);
    },
  );

  it('POST /api/performers/me/payout-account: 400 for a field, and still works with no body or {}', async () => {
    const token = tokens.performer;
    const refused = await app.request('POST', '/api/performers/me/payout-account', { token, body: { iban: 'x' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'validation_error', fields: { iban: "Unknown field 'iban'" } });
    expect((await app.request('POST', '/api/performers/me/payout-account', { token })).status).toBe(200);
    expect((await app.request('POST', '/api/performers/me/payout-account', { token, body: {} })).status).toBe(200);
  });

  it('names an unknown field inside a nested object by its path', async () => {
    const response = await app.request('PUT', '/api/admin/theme', {
      token: tokens.admin,
      body: { pack: 'flagship', overrides: { colors: { primary: '#112233', glitter: '#ffffff' } } },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toEqual(['overrides.colors.glitter']);
  });
});
