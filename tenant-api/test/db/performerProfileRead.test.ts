import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentMediaSet } from '../../src/presenters/media';
import { presentPerformerProfile, type ReviewsSummary } from '../../src/presenters/performer';
import type { MediaRow } from '../../src/queries/performerMedia';
import { performerFromRow, readPerformerProfile, RECENT_REVIEWS, type ReviewRow } from '../../src/queries/performers';
import { ownerOf, startTestApp, type TestApp } from '../support/harness';

let app: TestApp;
let owner: pg.Client;
let flagshipId: string;
let agencyId: string;
/** An act with more reviews than the profile shows (ties, replies, hidden, unpublished), photos and videos. */
let busy: string;

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 8 } });
  ({ owner, flagshipId, agencyId } = await ownerOf(app));
  busy = (await owner.query(`select id from performers where tenant_id = $1 order by id limit 1`, [agencyId])).rows[0]
    .id as string;
  const review = (rating: number, createdAt: string, extra: string, values: unknown[] = []) =>
    owner.query(
      `insert into reviews (tenant_id, id, performer_id, author_name, rating, body, created_at, published_at${extra ? `, ${extra}` : ''})
       values ($1, gen_random_uuid(), $2, 'Ann "Reviewer" O’Neil', $3, 'Great \\ night
with "quotes"', $4, now()${values.map((_, index) => `, $${index + 5}`).join('')})`,
      [agencyId, busy, rating, createdAt, ...values],
    );
  await owner.query(`delete from reviews where performer_id = $1`, [busy]);
  for (const [index, rating] of [5, 4, 4, 3, 1, 5, 2, 5].entries())
    await review(rating, `2027-01-0${1 + (index % 4)}T10:00:00.123456Z`, '');
  await review(5, '2027-02-01T00:00:00Z', 'reply_body, replied_at', ['Thank you!', '2027-02-02T00:00:00.5Z']);
  await review(1, '2027-03-01T00:00:00Z', 'hidden_at', ['2027-03-02T00:00:00Z']);
  await owner.query(
    `insert into reviews (tenant_id, id, performer_id, author_name, rating, body, created_at)
     values ($1, gen_random_uuid(), $2, 'Not yet', 2, 'Unpublished', '2027-04-01T00:00:00Z')`,
    [agencyId, busy],
  );
  await owner.query(`delete from performer_media where performer_id = $1`, [busy]);
  for (const [position, createdAt] of [
    [2, '2026-01-01T00:00:00Z'],
    [0, '2026-01-03T00:00:00Z'],
    [0, '2026-01-02T00:00:00Z'],
  ] as const)
    await owner.query(
      `insert into performer_media (tenant_id, id, performer_id, kind, position, width, height, widths, placeholder, created_at)
       values ($1, gen_random_uuid(), $2, 'photo', $3, 1200, 800, '{320,640}', 'data:image/webp;base64,AAAA', $4)`,
      [agencyId, busy, position, createdAt],
    );
  for (const position of [1, 0])
    await owner.query(
      `insert into performer_media (tenant_id, id, performer_id, kind, position, provider, video_id)
       values ($1, gen_random_uuid(), $2, 'video', $3, 'vimeo', $4)`,
      [agencyId, busy, position, `v${position}`],
    );
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

const VISIBLE = `author_role = 'buyer' and published_at is not null and hidden_at is null`;

/** The profile as four plain queries read it, as the owner (no row security), each part on its own. */
async function referenceProfile(tenantId: string, id: string): Promise<string | null> {
  const [performer] = (await owner.query(`select * from performers where tenant_id = $1 and id = $2`, [tenantId, id]))
    .rows;
  if (!performer) return null;
  const counts = (
    await owner.query(
      `select rating, count(*)::int as count from reviews where tenant_id = $1 and performer_id = $2 and ${VISIBLE} group by rating`,
      [tenantId, id],
    )
  ).rows;
  const reviews = (
    await owner.query(
      `select * from reviews where tenant_id = $1 and performer_id = $2 and ${VISIBLE}
        order by created_at desc, id desc limit ${RECENT_REVIEWS}`,
      [tenantId, id],
    )
  ).rows;
  const media = (
    await owner.query(
      `select * from performer_media where tenant_id = $1 and performer_id = $2 order by kind, position, created_at`,
      [tenantId, id],
    )
  ).rows as MediaRow[];
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const row of counts) distribution[row.rating as 1] = row.count;
  const count = counts.reduce((sum, row) => sum + row.count, 0);
  const stars = counts.reduce((sum, row) => sum + row.rating * row.count, 0);
  const summary: ReviewsSummary = { average: count ? Math.round((stars / count) * 10) / 10 : 0, count, distribution };
  const recent: ReviewRow[] = reviews.map((row) => ({
    id: row.id,
    authorName: row.author_name,
    rating: row.rating,
    body: row.body,
    createdAt: row.created_at,
    offerId: row.offer_id,
    replyBody: row.reply_body,
    repliedAt: row.replied_at,
  }));
  const mediaSet = presentMediaSet(tenantId, media);
  const row = { ...performerFromRow(performer), media: performer.media, photo: mediaSet.photos[0] ?? null };
  return JSON.stringify(presentPerformerProfile(row, mediaSet, summary, recent));
}

async function oneStatementProfile(tenantId: string, id: string): Promise<string | null> {
  const found = await readPerformerProfile(app.orm, tenantId, id);
  return (
    found && JSON.stringify(presentPerformerProfile(found.performer, found.media, found.summary, found.recentReviews))
  );
}

/** Every act of both tenants: the profile read answers what its parts read one by one answer. */
async function expectEveryActAsReadOneByOne(): Promise<number> {
  let compared = 0;
  for (const tenantId of [flagshipId, agencyId]) {
    const ids = (await owner.query(`select id from performers where tenant_id = $1`, [tenantId])).rows;
    for (const { id } of ids) {
      const expected = await referenceProfile(tenantId, id);
      expect(expected).not.toBeNull();
      expect(await oneStatementProfile(tenantId, id), `${tenantId} ${id}`).toBe(expected);
      compared += 1;
    }
  }
  return compared;
}

const addReview = (client: pg.Client, tenantId: string, performerId: string, rating: number) =>
  client.query(
    `insert into reviews (tenant_id, id, performer_id, author_name, rating, body, published_at)
     values ($1, gen_random_uuid(), $2, 'Racer', $3, 'Raced', now()) returning id`,
    [tenantId, performerId, rating],
  );

async function connected(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

describe('the profile read (one statement, one packed row)', () => {
  it('answers what the act, its ratings, reviews and media read one by one answer, for every act of both tenants', async () => {
    expect(await expectEveryActAsReadOneByOne()).toBeGreaterThan(10);
  });

  it('shows the latest five visible reviews in order, the histogram of all visible ones, and media in order', async () => {
    const profile = JSON.parse((await oneStatementProfile(agencyId, busy))!);
    expect(profile.reviewsSummary).toEqual({ average: 3.8, count: 9, distribution: { 1: 1, 2: 1, 3: 1, 4: 2, 5: 4 } });
    expect(profile.recentReviews).toHaveLength(5);
    expect(profile.recentReviews[0]).toMatchObject({
      rating: 5,
      body: 'Great \\ night\nwith "quotes"',
      authorName: 'Ann "Reviewer" O’Neil',
      reply: { body: 'Thank you!' },
    });
    const dates = profile.recentReviews.map((review: { createdAt: string }) => review.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(profile.photos).toHaveLength(3);
    expect(profile.videos.map((video: { videoId: string }) => video.videoId)).toEqual(['v0', 'v1']);
  });

  it('keeps the parts under forced row-level security: a tenant reads and writes only its own', async () => {
    const { rows } = await owner.query(
      `select relrowsecurity, relforcerowsecurity from pg_class where relname = 'performer_profile_parts'`,
    );
    expect(rows[0]).toEqual({ relrowsecurity: true, relforcerowsecurity: true });
    const appClient = await connected(app.appUrl);
    try {
      expect((await appClient.query(`select * from performer_profile_parts`)).rowCount).toBe(0);
      await appClient.query('begin');
      await appClient.query(`select set_config('app.tenant_id', $1, true)`, [agencyId]);
      const seen = await appClient.query(`select distinct tenant_id from performer_profile_parts`);
      expect(seen.rows).toEqual([{ tenant_id: agencyId }]);
      const flagshipAct = (await owner.query(`select id from performers where tenant_id = $1 limit 1`, [flagshipId]))
        .rows[0].id;
      await expect(
        appClient.query(
          `insert into performer_profile_parts (tenant_id, performer_id, rating_counts, recent_reviews, media_rows)
           values ($1, $2, '[]', '[]', '[]')`,
          [flagshipId, flagshipAct],
        ),
      ).rejects.toThrow(/row-level security/);
    } finally {
      await appClient.query('rollback').catch(() => undefined);
      await appClient.end();
    }
  });

  it('finds no act of another tenant, nor one that does not exist', async () => {
    expect(await readPerformerProfile(app.orm, flagshipId, busy)).toBeNull();
    expect(await readPerformerProfile(app.orm, agencyId, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('keeps answering so after every kind of write to reviews, media and acts, by the owner or the app', async () => {
    const [first, second] = (
      await owner.query(`select id from performers where tenant_id = $1 order by id limit 2`, [flagshipId])
    ).rows.map((row) => row.id as string);
    const review = (await owner.query(`select id from reviews where performer_id = $1 limit 1`, [busy])).rows[0].id;
    const writes: [string, unknown[]][] = [
      [`update reviews set published_at = now() where performer_id = $1 and published_at is null`, [busy]],
      [`update reviews set hidden_at = now() where id = $1`, [review]],
      [`update reviews set hidden_at = null, reply_body = 'Thanks again', replied_at = now() where id = $1`, [review]],
      [`update reviews set rating = 1 where id = $1`, [review]],
      [`delete from reviews where id = $1`, [review]],
      [`update performer_media set position = 5 where performer_id = $1 and kind = 'video' and position = 0`, [busy]],
      [
        `delete from performer_media where id = (select id from performer_media where performer_id = $1 and kind = 'photo' order by position limit 1)`,
        [busy],
      ],
      // One statement moving an act's reviews to another: both acts' parts change.
      [`update reviews set performer_id = $2 where performer_id = $1`, [first, second]],
    ];
    for (const [sql, values] of writes) {
      await owner.query(sql, values);
      await expectEveryActAsReadOneByOne();
    }
    // The app role, in its tenant, as the app writes.
    const appClient = await connected(app.appUrl);
    try {
      await appClient.query('begin');
      await appClient.query(`select set_config('app.tenant_id', $1, true)`, [flagshipId]);
      await addReview(appClient, flagshipId, first!, 4);
      await appClient.query(`delete from reviews where performer_id = $1 and rating = 5`, [second]);
      await appClient.query('commit');
    } finally {
      await appClient.end();
    }
    await expectEveryActAsReadOneByOne();
    // A review may come before its act in a transaction (the key is deferred); an act may go.
    const late = '00000000-0000-4000-8000-00000000abcd';
    await owner.query('begin');
    await addReview(owner, flagshipId, late, 3);
    await owner.query(
      `insert into performers (tenant_id, id, user_id, stage_name, is_vetted)
       select tenant_id, $2, id, 'Late Act', true from users where tenant_id = $1 and role = 'BUYER'
        and id not in (select user_id from performers where tenant_id = $1 and user_id is not null) limit 1`,
      [flagshipId, late],
    );
    await owner.query('commit');
    expect(JSON.parse((await oneStatementProfile(flagshipId, late))!).reviewsSummary.count).toBe(1);
    await expectEveryActAsReadOneByOne();
    await owner.query(`delete from performers where id = $1`, [late]);
    expect((await owner.query(`select 1 from performer_profile_parts where performer_id = $1`, [late])).rowCount).toBe(
      0,
    );
  });

  it('two writers of one act’s reviews, committing in either order, both show', async () => {
    const act = (await owner.query(`select id from performers where tenant_id = $1 order by id limit 1`, [flagshipId]))
      .rows[0].id as string;
    for (const order of ['first commits first', 'second commits first']) {
      const [a, b] = [await connected(app.ownerUrl), await connected(app.ownerUrl)];
      try {
        await a.query('begin');
        await b.query('begin');
        await addReview(a, flagshipId, act, 2);
        // b's refresh waits for a's lock on the act's parts, then reads what a committed.
        const pending = addReview(b, flagshipId, act, 5).then(() => b.query('commit'));
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (order === 'first commits first') {
          await a.query('commit');
          await pending;
        } else {
          // b waits on a: a commits, then b (the lock orders them whatever the test asks).
          await Promise.all([pending, a.query('commit')]);
        }
        expect(await oneStatementProfile(flagshipId, act)).toBe(await referenceProfile(flagshipId, act));
      } finally {
        await a.end();
        await b.end();
      }
    }
  });
});
