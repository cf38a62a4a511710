import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PAGE_SIZE,
  AdminPerformerQuery,
  AdminUserQuery,
  AUDIT_PAGE_SIZE,
  AuditQuery,
  lastPageInWindow,
  MAX_OFFER_PAGE,
  MAX_PAGE_SIZE,
  MAX_RESULT_WINDOW,
  OPERATOR_PAGE_SIZE,
  OperatorTenantQuery,
  PerformerListQuery,
  RESULT_WINDOW_MESSAGE,
  REVIEW_PAGE_MAX,
} from '../../src/contract';
import { startTestApp, type TestApp } from '../support/harness';

/**
 * The result window (contract/constants.ts MAX_RESULT_WINDOW): every numbered list serves pages
 * whose results all lie within the first 1,000, `(page − 1) × limit + limit ≤ 1,000`, and
 * answers a page past it with a 400 naming `page`; keyset lists page on at any depth with a capped
 * page size; and the OpenAPI document shows the bounds.
 */

let app: TestApp;
const tokens: Record<'admin' | 'operator' | 'buyer', string> = { admin: '', operator: '', buyer: '' };

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 12 } });
  tokens.admin = await app.signIn('admin@demo.test');
  tokens.operator = await app.signIn('operator@demo.test');
  tokens.buyer = await app.signIn('buyer.basic@demo.test');
});
afterAll(async () => {
  await app?.close();
});

/** Each numbered list with a fixed page size, and who may read it. */
const FIXED_LISTS = [
  { path: '/api/admin/performers', pageSize: ADMIN_PAGE_SIZE, token: 'admin' },
  { path: '/api/admin/users', pageSize: ADMIN_PAGE_SIZE, token: 'admin' },
  { path: '/api/admin/audit', pageSize: AUDIT_PAGE_SIZE, token: 'admin' },
  { path: '/api/operator/tenants', pageSize: OPERATOR_PAGE_SIZE, token: 'operator' },
] as const;

const get = (path: string, token?: keyof typeof tokens) =>
  app.request('GET', path, token ? { token: tokens[token] } : {});

function expectRefusedOnPage(response: Awaited<ReturnType<typeof get>>, what: string): void {
  expect(response.status, what).toBe(400);
  expect(response.body.error, what).toEqual({
    code: 'validation_error',
    message: RESULT_WINDOW_MESSAGE,
    fields: { page: RESULT_WINDOW_MESSAGE },
  });
}

describe('the result window of numbered lists', () => {
  it('is 1,000 results, and the message asks for a narrower search', () => {
    expect(MAX_RESULT_WINDOW).toBe(1000);
    expect(RESULT_WINDOW_MESSAGE).toMatch(/^Only the first 1,000 results can be paged through; refine your search/);
  });

  it('serves the last page within it and refuses the next, naming `page`, on every list of fixed page size', async () => {
    for (const { path, pageSize, token } of FIXED_LISTS) {
      const last = lastPageInWindow(pageSize);
      expect((last - 1) * pageSize + pageSize, path).toBeLessThanOrEqual(MAX_RESULT_WINDOW);
      expect(last * pageSize + pageSize, path).toBeGreaterThan(MAX_RESULT_WINDOW);
      const edge = await get(`${path}?page=${last}`, token);
      expect(edge.status, `${path}?page=${last}: ${edge.text}`).toBe(200);
      expect(edge.body.page).toBe(last);
      for (const page of [last + 1, 10_000, 1_000_000])
        expectRefusedOnPage(await get(`${path}?page=${page}`, token), `${path}?page=${page}`);
    }
  });

  it('serves browse pages at the window’s edge for any page size and refuses one past it', async () => {
    for (const limit of [1, 7, 12, 20, 100]) {
      const last = lastPageInWindow(limit);
      const edge = await get(`/api/performers?limit=${limit}&page=${last}`);
      expect(edge.status, `limit ${limit}, page ${last}: ${edge.text}`).toBe(200);
      expectRefusedOnPage(await get(`/api/performers?limit=${limit}&page=${last + 1}`), `limit ${limit}`);
      // The same page of a search, sorted and filtered: the window does not depend on the query.
      const searched = `query=a&sortBy=rating&state=CA&limit=${limit}`;
      expect((await get(`/api/performers?${searched}&page=${last}`)).status).toBe(200);
      expectRefusedOnPage(await get(`/api/performers?${searched}&page=${last + 1}`), searched);
    }
  });

  it('accepts a numbered browse page exactly when it lies within the window (over HTTP)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 1500 }),
        fc.integer({ min: 1, max: MAX_PAGE_SIZE }),
        async (page, limit) => {
          const response = await get(`/api/performers?page=${page}&limit=${limit}`);
          if ((page - 1) * limit + limit <= MAX_RESULT_WINDOW) expect(response.status, response.text).toBe(200);
          else expectRefusedOnPage(response, `page ${page}, limit ${limit}`);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('accepts a page in every list’s query exactly when it lies within the window (the schemas)', () => {
    const valid = (page: number, limit: number) => (page - 1) * limit + limit <= MAX_RESULT_WINDOW;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: MAX_PAGE_SIZE }),
        fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/), { nil: undefined }),
        (page, limit, after) => {
          const browse = PerformerListQuery.safeParse({ page: String(page), limit: String(limit), after });
          // A cursor goes on at any depth: `page` then only labels the answer (up to 1,000).
          expect(browse.success).toBe(after === undefined ? valid(page, limit) : page <= MAX_RESULT_WINDOW);
          for (const [schema, pageSize] of [
            [AdminPerformerQuery, ADMIN_PAGE_SIZE],
            [AdminUserQuery, ADMIN_PAGE_SIZE],
            [AuditQuery, AUDIT_PAGE_SIZE],
            [OperatorTenantQuery, OPERATOR_PAGE_SIZE],
          ] as const) {
            const parsed = schema.safeParse({ page: String(page) });
            expect(parsed.success).toBe(valid(page, pageSize));
            if (!parsed.success) expect(parsed.error.issues.map((issue) => issue.path.join('.'))).toContain('page');
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('shows each bound in the OpenAPI document', async () => {
    const document = (await get('/api/openapi.json')).body;
    const parameter = (path: string, name: string) =>
      document.paths[path].get.parameters.find((candidate: { name: string }) => candidate.name === name);
    const browsePage = parameter('/performers', 'page');
    expect(browsePage.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: MAX_RESULT_WINDOW });
    expect(browsePage.description).toContain('(page − 1) × limit + limit ≤ 1,000');
    expect(parameter('/performers', 'limit').schema).toMatchObject({ maximum: MAX_PAGE_SIZE });
    for (const { path, pageSize } of FIXED_LISTS) {
      const page = parameter(path.replace('/api', ''), 'page');
      expect(page.schema, path).toMatchObject({ type: 'integer', minimum: 1, maximum: lastPageInWindow(pageSize) });
      expect(page.description, path).toContain('1,000');
      expect(document.paths[path.replace('/api', '')].get.description, path).toContain('result window');
    }
    for (const [path, max] of [
      ['/offers/my-offers', MAX_OFFER_PAGE],
      ['/admin/offers/pending', MAX_OFFER_PAGE],
      ['/performers/{id}/reviews', REVIEW_PAGE_MAX],
    ] as const) {
      expect(parameter(path, 'limit').schema, path).toMatchObject({ maximum: max });
      expect(document.paths[path].get.description, path).toContain('any depth');
    }
  });
});

describe('keyset lists', () => {
  it('cap their page size, naming `limit`', async () => {
    const [performer] = (await get('/api/performers?limit=1')).body.performers;
    for (const [path, max, token] of [
      ['/api/offers/my-offers', MAX_OFFER_PAGE, 'buyer'],
      ['/api/admin/offers/pending', MAX_OFFER_PAGE, 'admin'],
      [`/api/performers/${performer.id}/reviews`, REVIEW_PAGE_MAX, undefined],
      ['/api/performers', MAX_PAGE_SIZE, undefined],
    ] as const) {
      expect((await get(`${path}?limit=${max}`, token)).status, path).toBe(200);
      const tooMany = await get(`${path}?limit=${max + 1}`, token);
      expect(tooMany.status, path).toBe(400);
      expect(Object.keys(tooMany.body.error.fields), path).toEqual(['limit']);
    }
  });
});
