import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestResponse } from '../support/harness';

let app: TestApp;
let buyer: string;
let performer: string;
const RUNS = 120;

beforeAll(async () => {
  app = await startTestApp({
    seed: { performersPerTenant: 3 },
    env: { SIGNIN_MAX_ATTEMPTS_PER_IP: '1000000', SIGNIN_MAX_FAILURES_PER_ACCOUNT: '1000000', LOG_LEVEL: 'error' },
  });
  buyer = await app.signIn('buyer.basic@demo.test');
  performer = await app.signIn('performer@demo.test');
});
afterAll(() => app?.close());

function expectClientError(response: TestResponse) {
  expect(response.status, `${response.status} ${response.text.slice(0, 300)}`).toBeLessThan(500);
  if (response.status >= 400 && response.headers['content-type']?.includes('json')) {
    expect(typeof response.body.error.code).toBe('string');
    expect(typeof response.body.error.message).toBe('string');
  }
}

const GET_PATHS = [
  '/api/health',
  '/api/tenant',
  '/api/tiers',
  '/api/performers',
  '/api/fees/calculate',
  '/api/auth/me',
  '/api/offers/my-offers',
  '/api/notifications',
  '/api/performers/me',
  '/api/admin/offers/pending',
];
const BODY_ENDPOINTS: [string, string][] = [
  ['POST', '/api/auth/signup'],
  ['POST', '/api/auth/signin'],
  ['POST', '/api/offers/create'],
  ['PUT', '/api/offers/00000000-0000-4000-8000-000000000000/respond'],
  ['PUT', '/api/offers/00000000-0000-4000-8000-000000000000/counter'],
  ['PUT', '/api/offers/00000000-0000-4000-8000-000000000000/cancel'],
  ['PUT', '/api/performers/me/profile'],
  ['PUT', '/api/performers/me/rates'],
  ['POST', '/api/performers/apply'],
];
const KEYS = [
  'email',
  'password',
  'firstName',
  'lastName',
  'role',
  'subscriptionTier',
  'performerId',
  'eventName',
  'eventDate',
  'eventTime',
  'offerAmount',
  'venueState',
  'action',
  'counterAmount',
  'notes',
  'tier',
  'stageName',
  'bio',
  'genres',
  'city',
  'state',
  'baseFee',
  'numberOfNights',
  'isMultiNight',
];
const QUERY_KEYS = [
  'query',
  'city',
  'state',
  'genres',
  'isVetted',
  'cleanContent',
  'sortBy',
  'limit',
  'page',
  'offerAmount',
  'venueType',
  'isMultiNight',
  'numberOfNights',
  'tier',
  'status',
  'unread',
];

const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.string()),
);
const bodyLike = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom(...KEYS), anyValue),
  fc.record({
    email: fc.emailAddress(),
    password: fc.string(),
    firstName: fc.string(),
    lastName: fc.string(),
    role: fc.string(),
  }),
);
const tokens = fc.constantFrom<string | undefined>(undefined, 'buyer', 'performer', 'garbage');
const tokenFor = (choice: string | undefined) =>
  choice === 'buyer' ? buyer : choice === 'performer' ? performer : choice === 'garbage' ? 'x.y.z' : undefined;

describe('no input ever causes a server error', () => {
  it('random query strings on every GET endpoint', async () => {
    const queryPart = fc.array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 20 })),
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.integer().map(String),
          fc.constantFrom('true', 'false', '', '-1', '1e9', '%', 'CA', 'rating'),
        ),
      ),
      { maxLength: 6 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...GET_PATHS), queryPart, tokens, async (path, pairs, token) => {
        const query = pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
        expectClientError(await app.request('GET', `${path}?${query}`, { token: tokenFor(token) }));
      }),
      { numRuns: RUNS },
    );
  });

  it('random JSON bodies on every write endpoint', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...BODY_ENDPOINTS), bodyLike, tokens, async ([method, path], body, token) => {
        expectClientError(await app.request(method, path, { body, token: tokenFor(token) }));
      }),
      { numRuns: RUNS },
    );
  });

  it('malformed text, wrong content types and oversized bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...BODY_ENDPOINTS),
        fc.oneof(fc.string(), fc.constant('{"email": '), fc.constant('x'.repeat(70_000))),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-8',
        ),
        async ([method, path], rawBody, contentType) => {
          expectClientError(
            await app.request(method, path, { rawBody, token: buyer, headers: { 'content-type': contentType } }),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('random path ids and authorization headers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), fc.string({ maxLength: 200 }), async (id, authorization) => {
        const encoded = encodeURIComponent(id) || 'x';
        for (const path of [
          `/api/performers/${encoded}`,
          `/api/offers/${encoded}`,
          `/checkout/${encoded}`,
          `/api/payments/local/checkout/${encoded}`,
        ]) {
          expectClientError(await app.request('GET', path, { headers: { authorization } }));
        }
      }),
      { numRuns: RUNS },
    );
  });
});
