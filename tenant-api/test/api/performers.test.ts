import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PerformerListItem, PerformerProfile, RESULT_WINDOW_MESSAGE } from '../../src/contract';
import { AGENCY_HOST, startTestApp, type TestApp } from '../support/harness';

let app: TestApp;
let owner: pg.Client;
type Item = {
  id: string;
  stageName: string;
  city: string;
  state: string;
  genres: string[];
  rating: number | null;
  reviewCount: number;
  baseFee: number;
  isFeatured: boolean;
  cleanContent: boolean;
  isVetted: boolean;
};

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 60 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

const list = async (query: string, options: { token?: string; host?: string } = {}) => {
  const response = await app.request('GET', `/api/performers${query ? `?${query}` : ''}`, options);
  expect(response.status, response.text).toBe(200);
  return response.body as {
    performers: Item[];
    pagination: { page: number; limit: number; total: number; totalPages: number };
  };
};

async function vettedFlagship(): Promise<{ id: string; stage_name: string; created_at: Date }[]> {
  const rows = await owner.query(
    `select p.id, p.stage_name, p.created_at from performers p join tenants t on t.id = p.tenant_id where t.slug = 'flagship' and p.is_vetted`,
  );
  return rows.rows;
}

const isSorted = <T>(values: T[], compare: (a: T, b: T) => number) =>
  values.every((value, index) => index === 0 || compare(values[index - 1]!, value) <= 0);

describe('GET /api/performers', () => {
  it('pages 12 at a time and every page adds up to the total of vetted performers', async () => {
    const vetted = await vettedFlagship();
    const first = await list('');
    expect(first.performers).toHaveLength(12);
    expect(first.pagination).toEqual({
      page: 1,
      limit: 12,
      total: vetted.length,
      totalPages: Math.ceil(vetted.length / 12),
      totalIsCapped: false,
      nextCursor: expect.any(String),
    });
    const seen = new Set<string>();
    for (let page = 1; page <= first.pagination.totalPages; page++) {
      for (const performer of (await list(`page=${page}`)).performers) seen.add(performer.id);
    }
    expect(seen).toEqual(new Set(vetted.map((row) => row.id)));
  });

  it('answers an empty page past the end with the right total', async () => {
    // The window's last numbered page of 12 (83 × 12 = 996 ≤ 1,000), far past these 60 acts.
    const response = await list('page=83');
    expect(response.performers).toEqual([]);
    expect(response.pagination.total).toBe((await vettedFlagship()).length);
  });

  it('refuses a numbered page past the result window, naming `page`, however few acts there are', async () => {
    for (const query of ['page=84', 'page=999', 'limit=100&page=11', 'limit=1&page=1001']) {
      const response = await app.request('GET', `/api/performers?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 'validation_error',
        message: RESULT_WINDOW_MESSAGE,
        fields: { page: RESULT_WINDOW_MESSAGE },
      });
    }
    for (const query of ['limit=100&page=10', 'limit=1&page=1000', 'limit=7&page=142'])
      expect((await app.request('GET', `/api/performers?${query}`)).status, query).toBe(200);
  });

  it('gives every list item exactly the fields of SPEC 3', async () => {
    const { performers } = await list('limit=5');
    for (const performer of performers) {
      expect(PerformerListItem.strict().parse(performer)).toEqual(performer);
      expect(performer.isVetted).toBe(true);
    }
  });

  it.each([
    [
      'featured',
      (a: Item, b: Item) => Number(b.isFeatured) - Number(a.isFeatured) || (b.rating ?? -1) - (a.rating ?? -1),
    ],
    ['rating', (a: Item, b: Item) => (b.rating ?? -1) - (a.rating ?? -1)],
    ['price-low', (a: Item, b: Item) => a.baseFee - b.baseFee],
    ['price-high', (a: Item, b: Item) => b.baseFee - a.baseFee],
  ])('sorts by %s', async (sortBy, compare) => {
    const { performers } = await list(`sortBy=${sortBy}&limit=100`);
    expect(performers.length).toBeGreaterThan(20);
    expect(isSorted(performers, compare)).toBe(true);
  });

  it('sorts newest first by creation date', async () => {
    const created = new Map((await vettedFlagship()).map((row) => [row.id, new Date(row.created_at).getTime()]));
    const { performers } = await list('sortBy=newest&limit=100');
    expect(
      isSorted(
        performers.map((p) => created.get(p.id)!),
        (a, b) => b - a,
      ),
    ).toBe(true);
  });

  it('filters by state, city prefix (any case), genres (any of) and clean content', async () => {
    const all = (await list('limit=100')).performers;
    const sample = all[0]!;
    const byState = await list(`state=${sample.state}&limit=100`);
    expect(byState.performers.length).toBe(all.filter((p) => p.state === sample.state).length);
    expect(byState.performers.every((p) => p.state === sample.state)).toBe(true);
    const prefix = sample.city.slice(0, 3).toUpperCase();
    const byCity = await list(`city=${encodeURIComponent(prefix)}&limit=100`);
    expect(byCity.performers.map((p) => p.id)).toContain(sample.id);
    expect(byCity.performers.every((p) => p.city.toUpperCase().startsWith(prefix))).toBe(true);
    const byGenres = await list('genres=Magic,Dance&limit=100');
    expect(byGenres.performers.every((p) => p.genres.includes('Magic') || p.genres.includes('Dance'))).toBe(true);
    expect(byGenres.performers.length).toBe(
      all.filter((p) => p.genres.includes('Magic') || p.genres.includes('Dance')).length,
    );
    const clean = await list('cleanContent=true&limit=100');
    expect(clean.performers.length).toBe(all.filter((p) => p.cleanContent).length);
    const combined = await list(`state=${sample.state}&cleanContent=true&sortBy=price-low&limit=100`);
    expect(combined.performers.every((p) => p.state === sample.state && p.cleanContent)).toBe(true);
  });

  it('finds a performer by part of the name, and despite a typo', async () => {
    const all = (await list('limit=100')).performers;
    const target = all.find((p) => /^[A-Za-z]+ [A-Za-z]{8,}$/.test(p.stageName))!;
    const surname = target.stageName.split(' ')[1]!;
    expect((await list(`query=${surname.toLowerCase()}&limit=100`)).performers.map((p) => p.id)).toContain(target.id);
    const typo = surname.slice(0, 2) + surname[3] + surname[2] + surname.slice(4);
    expect((await list(`query=${encodeURIComponent(typo)}&limit=100`)).performers.map((p) => p.id)).toContain(
      target.id,
    );
    expect((await list('query=zzqxjvwk')).performers).toEqual([]);
  });

  it('puts profiles containing the search text before misspelt matches, whatever the sort', async () => {
    const all = (await list('limit=100')).performers;
    const target = all.find((p) => /^[A-Za-z]+ [A-Za-z]{6,}$/.test(p.stageName) && !p.isFeatured)!;
    const query = encodeURIComponent(target.stageName.toLowerCase());
    for (const sortBy of ['featured', 'rating', 'price-low', 'price-high', 'newest']) {
      const found = (await list(`query=${query}&sortBy=${sortBy}&limit=100`)).performers;
      expect(found[0]?.stageName.toLowerCase(), sortBy).toBe(target.stageName.toLowerCase());
    }
  });

  it('shows unvetted performers only to the tenant’s admins', async () => {
    const unvetted = await owner.query(
      `select count(*)::int as n from performers p join tenants t on t.id = p.tenant_id where t.slug = 'flagship' and not p.is_vetted`,
    );
    const admin = await app.signIn('admin@demo.test');
    const buyer = await app.signIn('buyer.basic@demo.test');
    const vetted = (await vettedFlagship()).length;
    expect((await list('isVetted=false', { token: buyer })).pagination.total).toBe(vetted);
    expect((await list('isVetted=false', { token: admin })).pagination.total).toBe(vetted + unvetted.rows[0].n);
  });

  it.each([
    ['bogus=1', 'bogus'],
    ['state=XX', 'state'],
    ['sortBy=bogus', 'sortBy'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['genres=Nope', 'genres'],
    ['cleanContent=yes', 'cleanContent'],
    ['state=CA&state=NY', 'state'],
    [`query=${'x'.repeat(101)}`, 'query'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const response = await app.request('GET', `/api/performers?${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields).some((key) => key === field || key.startsWith(`${field}.`))).toBe(
      true,
    );
  });
});

describe('GET /api/performers/:id', () => {
  it('answers the full profile with a consistent reviews summary', async () => {
    const [first] = (await list('sortBy=rating')).performers;
    const response = await app.request('GET', `/api/performers/${first!.id}`);
    expect(response.status).toBe(200);
    const profile = PerformerProfile.parse(response.body);
    const { distribution, count } = profile.reviewsSummary;
    expect(Object.values(distribution).reduce((a, b) => a + b, 0)).toBe(count);
    expect(count).toBe(first!.reviewCount);
    expect(profile.recentReviews.length).toBeLessThanOrEqual(5);
    const dates = profile.recentReviews.map((review) => Date.parse(review.createdAt));
    expect(isSorted(dates, (a, b) => b - a)).toBe(true);
  });

  it('answers 404 for unknown, unvetted and other tenants’ performers; 400 for a bad id', async () => {
    expect((await app.request('GET', '/api/performers/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await app.request('GET', '/api/performers/nope')).status).toBe(400);
    const agency = (await list('', { host: AGENCY_HOST })).performers[0]!;
    expect((await app.request('GET', `/api/performers/${agency.id}`)).status).toBe(404);
    const hidden = await owner.query(
      `select p.id from performers p join tenants t on t.id = p.tenant_id where t.slug = 'flagship' and not p.is_vetted limit 1`,
    );
    if (hidden.rows[0]) {
      const buyer = await app.signIn('buyer.basic@demo.test');
      expect((await app.request('GET', `/api/performers/${hidden.rows[0].id}`, { token: buyer })).status).toBe(404);
    }
  });
});
