import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowseIndexes } from '../../src/queries/browseIndex/browseIndexes';
import { performerProfileAnswer, type ProfileViewer } from '../../src/queries/performerProfile';
import { AGENCY_HOST, ownerOf, startTestApp, type TestApp } from '../support/harness';

let app: TestApp;
let owner: pg.Client;
let agencyId: string;
let acts: string[];

const ANYONE: ProfileViewer = { includeUnvetted: false, viewerUserId: null };
const ADMIN: ProfileViewer = { includeUnvetted: true, viewerUserId: null };

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 6 } });
  ({ owner, agencyId } = await ownerOf(app));
  acts = (await owner.query(`select id from performers where tenant_id = $1 order by id limit 3`, [agencyId])).rows.map(
    (row) => row.id as string,
  );
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

/** What SQL answers now, with no cache: the profile's JSON, or null where the viewer may not see it. */
async function fromSql(id: string, viewer: ProfileViewer): Promise<string | null> {
  return (await performerProfileAnswer(app.orm, undefined, agencyId, id, viewer))?.json ?? null;
}

/** Every write that moves a public profile, made in plain SQL as any writer could. */
const CHANGES = {
  bio: (id: string, n: number) => owner.query(`update performers set bio = $2 where id = $1`, [id, `Bio number ${n}`]),
  vetting: (id: string) => owner.query(`update performers set is_vetted = not is_vetted where id = $1`, [id]),
  review: (id: string, n: number) =>
    owner.query(
      `insert into reviews (tenant_id, id, performer_id, author_name, rating, body, created_at, published_at)
       values ($1, gen_random_uuid(), $2, 'Reviewer', $3, $4, now() + make_interval(secs => $5), now())`,
      [agencyId, id, (n % 5) + 1, `Review ${n}`, n],
    ),
  unpublishedReview: (id: string, n: number) =>
    owner.query(
      `insert into reviews (tenant_id, id, performer_id, author_name, rating, body, created_at)
       values ($1, gen_random_uuid(), $2, 'Reviewer', 1, $3, now() + make_interval(secs => $4))`,
      [agencyId, id, `Unpublished ${n}`, n],
    ),
  publish: (id: string) =>
    owner.query(`update reviews set published_at = now() where performer_id = $1 and published_at is null`, [id]),
  reply: (id: string, n: number) =>
    owner.query(
      `update reviews set reply_body = $2, replied_at = now()
        where id = (select id from reviews where performer_id = $1 order by created_at desc limit 1)`,
      [id, `Reply ${n}`],
    ),
  hide: (id: string) =>
    owner.query(
      `update reviews set hidden_at = now()
        where id = (select id from reviews where performer_id = $1 and hidden_at is null order by created_at desc limit 1)`,
      [id],
    ),
  deleteReview: (id: string) =>
    owner.query(
      `delete from reviews where id = (select id from reviews where performer_id = $1 order by created_at limit 1)`,
      [id],
    ),
  video: (id: string, n: number) =>
    owner.query(
      `insert into performer_media (tenant_id, id, performer_id, kind, position, provider, video_id)
       values ($1, gen_random_uuid(), $2, 'video', $3, 'youtube', $4)`,
      [agencyId, id, n, `video${n}`],
    ),
  dropVideo: (id: string) =>
    owner.query(
      `delete from performer_media where id = (select id from performer_media where performer_id = $1 and kind = 'video' limit 1)`,
      [id],
    ),
} as const;
type Change = keyof typeof CHANGES;

describe('public profiles kept beside the browse index', () => {
  it('answers every change committed before it was asked for, whatever wrote it, as SQL does', async () => {
    const indexes = new BrowseIndexes(app.orm);
    await indexes.ready(agencyId);
    const cached = (id: string, viewer: ProfileViewer) =>
      performerProfileAnswer(app.orm, indexes, agencyId, id, viewer).then((profile) => profile?.json ?? null);
    const step = fc.record({
      change: fc.constantFrom(...(Object.keys(CHANGES) as Change[])),
      act: fc.nat({ max: acts.length - 1 }),
    });
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const { change, act } of steps) {
          for (const id of acts) await cached(id, ADMIN);
          await CHANGES[change](acts[act]!, (n += 1));
          for (const id of acts) {
            expect(await cached(id, ADMIN)).toBe(await fromSql(id, ADMIN));
            expect(await cached(id, ANYONE)).toBe(await fromSql(id, ANYONE));
          }
        }
      }),
      { numRuns: 15 },
    );
    const profiles = await indexes.profiles(agencyId);
    expect(profiles!.size).toBe(acts.length);
  });

  it('reads an act it does not hold at once, without a change check, and keeps none that a change overtook', async () => {
    const indexes = new BrowseIndexes(app.orm);
    await indexes.ready(agencyId);
    const [held, other] = acts as [string, string];
    const answer = (id: string) => performerProfileAnswer(app.orm, indexes, agencyId, id, ADMIN);
    // `other` read twice is held (kept on its second load); `held` read once is not, so the read
    // below is its second load, kept unless a change overtook it.
    await answer(other);
    await answer(other);
    await answer(held);
    const profiles = (await indexes.profiles(agencyId))!;
    expect([profiles.has(other), profiles.has(held)]).toEqual([true, false]);
    const checks = indexes.changeChecks;
    // A read of `held` that took its snapshot before a bio change, answering only after a check
    // (asked for by a request for an act it holds) has found the change.
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const before = await fromSql(held, ADMIN);
    const slowRead = indexes.profile(agencyId, held, async () => {
      await finished;
      return { json: before!, etag: 'before', isVetted: true, userId: null };
    });
    expect(indexes.changeChecks).toBe(checks);
    await CHANGES.bio(held, 777_777);
    await answer(other);
    expect(indexes.changeChecks).toBe(checks + 1);
    finish();
    expect((await slowRead)?.json).toBe(before);
    const after = await answer(held);
    expect(after?.json).toBe(await fromSql(held, ADMIN));
    expect(after?.json).toContain('Bio number 777777');
  });

  it('keeps the route’s answers exact over HTTP, with a tag that changes with them', async () => {
    const [id] = acts as [string];
    await owner.query(`update performers set is_vetted = true where id = $1`, [id]);
    const first = await app.request('GET', `/api/performers/${id}`, { host: AGENCY_HOST });
    expect(first.status).toBe(200);
    const again = await app.request('GET', `/api/performers/${id}`, {
      host: AGENCY_HOST,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    // The newest review (the property above wrote some dated ahead), then a reply to it alone.
    let tag = String(first.headers.etag);
    for (const change of [
      () => CHANGES.review(id, 99_999),
      () => owner.query(`update reviews set reply_body = 'Thanks!', replied_at = now() where body = 'Review 99999'`),
    ]) {
      await change();
      const changed = await app.request('GET', `/api/performers/${id}`, {
        host: AGENCY_HOST,
        headers: { 'if-none-match': tag },
      });
      expect(changed.status).toBe(200);
      expect(changed.text).toBe(await fromSql(id, ANYONE));
      expect(changed.headers.etag).not.toBe(tag);
      tag = String(changed.headers.etag);
    }
    expect(
      JSON.parse((await app.request('GET', `/api/performers/${id}`, { host: AGENCY_HOST })).text).recentReviews[0],
    ).toMatchObject({ body: 'Review 99999', reply: { body: 'Thanks!' } });
    await CHANGES.vetting(id);
    expect((await app.request('GET', `/api/performers/${id}`, { host: AGENCY_HOST })).status).toBe(404);
  });

  it('never answers another tenant’s act, cached or not', async () => {
    const [id] = acts as [string];
    await owner.query(`update performers set is_vetted = true where id = $1`, [id]);
    expect((await app.request('GET', `/api/performers/${id}`, { host: AGENCY_HOST })).status).toBe(200);
    expect((await app.request('GET', `/api/performers/${id}`)).status).toBe(404);
  });
});
