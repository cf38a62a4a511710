import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PerformerProfile, PerformerReviewsPage, Review } from '../../src/contract';
import { AGENCY_HOST, startTestApp, type TestApp } from '../support/harness';

/**
 * The profile's reviews beyond the first five (issue 19, item 2): keyset pages, newest first, in
 * the same order as the profile; a review written meanwhile does not shift the next page; hidden
 * and unpublished reviews never show; another tenant's host does not know the act.
 */

let app: TestApp;
let owner: pg.Client;
let performerId: string;
let tenantId: string;

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 12 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  // The vetted flagship act with the most reviews; three more share one instant (the id breaks the tie).
  const { rows } = await owner.query(
    `select p.id, p.tenant_id from performers p join tenants t on t.id = p.tenant_id
      where t.slug = 'flagship' and p.is_vetted
      order by (select count(*) from reviews r where r.performer_id = p.id) desc limit 1`,
  );
  performerId = rows[0].id;
  tenantId = rows[0].tenant_id;
  for (let n = 0; n < 3; n++) {
    await owner.query(
      `insert into reviews (tenant_id, id, performer_id, author_name, rating, body, created_at, published_at)
       values ($1, $2, $3, 'Same Moment', 4, 'Written in the same instant', '2026-01-01T12:00:00Z', '2026-01-01T12:00:00Z')`,
      [tenantId, randomUUID(), performerId],
    );
  }
  // Neither a hidden nor an unpublished review is listed.
  await owner.query(
    `insert into reviews (tenant_id, id, performer_id, author_name, rating, body, created_at, published_at, hidden_at)
     values ($1, $2, $3, 'Hidden', 1, 'Hidden by the admin', now(), now(), now()),
            ($1, $4, $3, 'Unpublished', 1, 'Awaiting the other side', now(), null, null)`,
    [tenantId, randomUUID(), performerId, randomUUID()],
  );
}, 120_000);
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

const page = async (query: string, host?: string) =>
  app.request<PerformerReviewsPage>('GET', `/api/performers/${performerId}/reviews${query}`, { host });

async function everyReviewId(): Promise<string[]> {
  const { rows } = await owner.query(
    `select id from reviews where performer_id = $1 and author_role = 'buyer' and published_at is not null
        and hidden_at is null order by created_at desc, id desc`,
    [performerId],
  );
  return rows.map((row) => row.id as string);
}

describe('paging a profile’s reviews', () => {
  it('walks every visible review once, newest first, continuing where the profile stops', async () => {
    const expected = await everyReviewId();
    expect(expected.length).toBeGreaterThan(12);
    const profile = (await app.request<PerformerProfile>('GET', `/api/performers/${performerId}`)).body;
    const seen: string[] = profile.recentReviews.map((review) => review.id);
    expect(seen).toEqual(expected.slice(0, 5));
    let after: string | null = seen.at(-1)!;
    let pages = 0;
    while (after) {
      const response = await page(`?after=${after}&limit=4`);
      expect(response.status, response.text).toBe(200);
      expect(response.body.reviews.length).toBeLessThanOrEqual(4);
      seen.push(...response.body.reviews.map((review: Review) => review.id));
      after = response.body.nextCursor;
      pages++;
    }
    expect(seen).toEqual(expected);
    expect(pages).toBe(Math.ceil((expected.length - 5) / 4));
    expect(seen.some((id) => id === undefined)).toBe(false);
  });

  it('is not shifted by a review written between two pages', async () => {
    const first = await page('?limit=3');
    await owner.query(
      `insert into reviews (tenant_id, id, performer_id, author_name, rating, body, created_at, published_at)
       values ($1, $2, $3, 'Latecomer', 5, 'Written while the visitor read', now(), now())`,
      [tenantId, randomUUID(), performerId],
    );
    const second = await page(`?after=${first.body.nextCursor}&limit=3`);
    const expected = (await everyReviewId()).slice(1, 7);
    expect([...first.body.reviews, ...second.body.reviews].map((review) => review.id)).toEqual(expected);
  });

  it('refuses a bad cursor or limit naming the field, and is unknown on another tenant’s host', async () => {
    const cases: [string, string][] = [
      ['?after=not-a-uuid', 'after'],
      ['?limit=0', 'limit'],
      ['?limit=21', 'limit'],
      ['?limit=ten', 'limit'],
      ['?page=2', 'page'],
    ];
    for (const [query, field] of cases) {
      const response = await app.request('GET', `/api/performers/${performerId}/reviews${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.fields, query).toHaveProperty(field);
    }
    expect((await page('', AGENCY_HOST)).status).toBe(404);
    const unknown = await app.request('GET', `/api/performers/${randomUUID()}/reviews`);
    expect(unknown.status).toBe(404);
  });
});
