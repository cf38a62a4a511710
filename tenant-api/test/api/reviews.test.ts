import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOffers } from '../../src/jobs/scheduler';
import { LocalGateway } from '../../src/payments/localGateway';
import { paymentsWith } from '../../src/payments/registry';
import { AGENCY_HOST, startTestApp, type TestApp } from '../support/harness';
import { offerBody, ownSlot } from '../support/offers';
import { acceptAndPayLocally } from '../support/payments';

const DAY = 86_400_000;
let app: TestApp;
let owner: pg.Client;
let buyer: string;
let otherBuyer: string;
let performer: string;
let admin: string;
let agencyBuyer: string;
let agencyAdmin: string;
let performerId: string;
const past: string[] = [];
let upcoming: string;
let unpaid: string;

const sweep = () =>
  sweepOffers({ orm: app.orm, payments: paymentsWith(new LocalGateway(app.orm)), clock: () => app.clock.now() });

async function makeOffer(eventInDays: number): Promise<string> {
  const response = await app.request('POST', '/api/offers/create', {
    token: buyer,
    body: { ...offerBody(performerId, 'Review test', eventInDays), ...ownSlot() },
  });
  expect(response.status, response.text).toBe(201);
  return response.body.offerId as string;
}

async function booking(eventInDays: number): Promise<string> {
  const offerId = await makeOffer(eventInDays);
  await acceptAndPayLocally(app, offerId, { performer, buyer });
  return offerId;
}

const review = (offerId: string, token: string, rating: number, body = `Rated ${rating}`, host?: string) =>
  app.request('POST', `/api/offers/${offerId}/reviews`, { token, host, body: { rating, body } });
const reviewsOf = (offerId: string, token: string, host?: string) =>
  app.request('GET', `/api/offers/${offerId}/reviews`, { token, host });
const toWrite = async (token: string, host?: string) =>
  ((await app.request('GET', '/api/reviews/to-write', { token, host })).body.bookings as { offerId: string }[]).map(
    (booking) => booking.offerId,
  );
const profile = async (id = performerId) => (await app.request('GET', `/api/performers/${id}`)).body;

/** Mean and count of the performer's visible reviews, read from the table itself. */
async function visibleStats(id: string) {
  const { rows } = await owner.query(
    `select rating from reviews where performer_id = $1 and author_role = 'buyer'
        and published_at is not null and hidden_at is null`,
    [id],
  );
  const sum = rows.reduce((total, row) => total + Number(row.rating), 0);
  return { count: rows.length, mean: rows.length ? sum / rows.length : null };
}

async function expectStoredRatingsMatch(): Promise<void> {
  const { rows } = await owner.query(`select id, rating, review_count from performers`);
  for (const row of rows) {
    const stats = await visibleStats(row.id);
    expect(row.review_count, row.id).toBe(stats.count);
    if (stats.mean === null) expect(row.rating, row.id).toBeNull();
    else expect(Math.abs(Number(row.rating) - stats.mean), row.id).toBeLessThanOrEqual(0.05 + 1e-9);
  }
}

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 40 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  const tokens = await Promise.all(
    ['buyer.basic@demo.test', 'buyer.elite@demo.test', 'performer@demo.test', 'admin@demo.test'].map((email) =>
      app.signIn(email),
    ),
  );
  [buyer, otherBuyer, performer, admin] = tokens as [string, string, string, string];
  agencyBuyer = await app.signIn('buyer@demo-agency.test', AGENCY_HOST);
  agencyAdmin = await app.signIn('admin@demo-agency.test', AGENCY_HOST);
  performerId = (await app.request('GET', '/api/auth/me', { token: performer })).body.performerId;
  for (let index = 0; index < 14; index++) past.push(await booking(2));
  upcoming = await booking(20);
  unpaid = await makeOffer(2);
  app.clock.advance(3 * DAY); // the first bookings' events are over: their review windows are open
}, 240_000);

afterAll(async () => {
  await owner?.end();
  await app?.close();
});

describe('who may review, and when', () => {
  it('refuses someone not party to the booking (403) and an unknown offer (404)', async () => {
    const offerId = past[0]!;
    expect((await reviewsOf(offerId, otherBuyer)).status).toBe(403);
    const written = await review(offerId, otherBuyer, 5);
    expect(written.status).toBe(403);
    expect(written.body.error.code).toBe('forbidden');
    expect((await review(offerId, admin, 5)).status).toBe(403);
    expect((await review('00000000-0000-4000-8000-000000000000', buyer, 5)).status).toBe(404);
    expect(
      (await app.request('POST', `/api/offers/${offerId}/reviews`, { body: { rating: 5, body: 'x' } })).status,
    ).toBe(401);
  });

  it('lists the bookings waiting for the caller’s review: open window, not yet written', async () => {
    const buyers = await app.request('GET', '/api/reviews/to-write', { token: buyer });
    expect(buyers.status).toBe(200);
    const first = buyers.body.bookings.find((booking: { offerId: string }) => booking.offerId === past[0]);
    expect(first).toMatchObject({ role: 'buyer', counterpart: expect.any(String) });
    expect(await toWrite(buyer)).not.toContain(upcoming);
    expect(await toWrite(buyer)).not.toContain(unpaid);
    const performers = await app.request('GET', '/api/reviews/to-write', { token: performer });
    expect(performers.body.bookings.find((booking: { offerId: string }) => booking.offerId === past[0])).toMatchObject({
      role: 'performer',
      counterpart: 'Bill Basic',
    });
    expect(await toWrite(otherBuyer)).not.toContain(past[0]);
    expect((await app.request('GET', '/api/reviews/to-write')).status).toBe(401);
  });

  it('answers 400 naming the field for bad input', async () => {
    const offerId = past[0]!;
    for (const [body, field] of [
      [{ rating: 6, body: 'Too good' }, 'rating'],
      [{ rating: 2.5, body: 'Half' }, 'rating'],
      [{ rating: 'five', body: 'Text' }, 'rating'],
      [{ rating: 4, body: '   ' }, 'body'],
      [{ rating: 4 }, 'body'],
      [{ rating: 4, body: 'x'.repeat(2001) }, 'body'],
      [{ rating: 4, body: 'ok', extra: true }, 'extra'],
    ] as const) {
      const response = await app.request('POST', `/api/offers/${offerId}/reviews`, { token: buyer, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.error.fields)).toContain(field);
    }
    expect((await reviewsOf(offerId, buyer)).body.mine).toBeNull();
  });

  it('answers 409 before the event has ended and for an offer that was never paid', async () => {
    const early = await review(upcoming, buyer, 5);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('review_window_not_open');
    expect((await reviewsOf(upcoming, buyer)).body).toMatchObject({ canReview: false, window: { state: 'not_yet' } });
    const notBooked = await review(unpaid, buyer, 5);
    expect(notBooked.status).toBe(409);
    expect(notBooked.body.error.code).toBe('review_not_booked');
  });
});

describe('double-blind reviews of one booking', () => {
  it('keeps each side’s review from the other and from the profile until both have written', async () => {
    const offerId = past[0]!;
    const before = await profile();
    const first = await review(offerId, buyer, 5, 'A wonderful night');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ role: 'buyer', canReview: false, theirs: null });
    expect(first.body.mine).toMatchObject({ rating: 5, publishedAt: null, authorRole: 'buyer' });

    expect(await toWrite(buyer)).not.toContain(offerId);
    expect(await toWrite(performer)).toContain(offerId);
    const performerView = (await reviewsOf(offerId, performer)).body;
    expect(performerView).toMatchObject({ role: 'performer', canReview: true, mine: null, theirs: null });
    const hidden = await profile();
    expect(hidden.recentReviews.map((item: { id: string }) => item.id)).not.toContain(first.body.mine.id);
    expect([hidden.rating, hidden.reviewCount]).toEqual([before.rating, before.reviewCount]);

    const second = await review(offerId, performer, 4, 'Lovely hosts, on time');
    expect(second.status).toBe(201);
    expect(second.body.theirs).toMatchObject({ rating: 5, body: 'A wonderful night' });
    expect(second.body.mine.publishedAt).not.toBeNull();
    const buyerView = (await reviewsOf(offerId, buyer)).body;
    expect(buyerView.theirs).toMatchObject({ authorRole: 'performer', rating: 4, body: 'Lovely hosts, on time' });

    const after = await profile();
    const listed = after.recentReviews.find((item: { id: string }) => item.id === first.body.mine.id);
    expect(listed).toMatchObject({ verifiedBooking: true, rating: 5, reply: null, authorName: 'Bill B.' });
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    const stats = await visibleStats(performerId);
    expect(after.rating).toBe(Math.round(stats.mean! * 10) / 10);
    // The performer's review of the buyer is never on the performer's profile.
    expect(after.recentReviews.some((item: { body: string }) => item.body === 'Lovely hosts, on time')).toBe(false);
  });

  it('refuses a second review from the same side (409)', async () => {
    const again = await review(past[0]!, buyer, 1, 'Changed my mind');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_reviewed');
    expect((await review(past[0]!, performer, 1)).status).toBe(409);
  });

  it('lets the performer reply once, publicly; nobody else', async () => {
    const mine = (await reviewsOf(past[0]!, buyer)).body.mine;
    const byBuyer = await app.request('POST', `/api/reviews/${mine.id}/reply`, { token: buyer, body: { body: 'Me' } });
    expect(byBuyer.status).toBe(403);
    const empty = await app.request('POST', `/api/reviews/${mine.id}/reply`, { token: performer, body: { body: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toHaveProperty('body');
    const reply = await app.request('POST', `/api/reviews/${mine.id}/reply`, {
      token: performer,
      body: { body: 'Thank you, it was a joy!' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.reply.body).toBe('Thank you, it was a joy!');
    const twice = await app.request('POST', `/api/reviews/${mine.id}/reply`, {
      token: performer,
      body: { body: 'Again' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('already_replied');
    const listed = (await profile()).recentReviews.find((item: { id: string }) => item.id === mine.id);
    expect(listed.reply.body).toBe('Thank you, it was a joy!');
  });

  it('refuses a reply to a review still awaiting the other side (409)', async () => {
    const written = await review(past[1]!, buyer, 3, 'Fine');
    const unpublished = await app.request('POST', `/api/reviews/${written.body.mine.id}/reply`, {
      token: performer,
      body: { body: 'Thanks' },
    });
    expect(unpublished.status).toBe(409);
    expect(unpublished.body.error.code).toBe('review_not_published');
    const report = await app.request('POST', `/api/reviews/${written.body.mine.id}/reports`, {
      token: otherBuyer,
      body: { reason: 'Peeking' },
    });
    expect(report.status).toBe(404);
  });
});

describe('reports and moderation', () => {
  it('hides a reported review: off the profile, out of the rating, audited; a decided report is a 409', async () => {
    const reviewId = (await reviewsOf(past[0]!, buyer)).body.mine.id;
    const bad = await app.request('POST', `/api/reviews/${reviewId}/reports`, { token: otherBuyer, body: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('reason');
    const reported = await app.request('POST', `/api/reviews/${reviewId}/reports`, {
      token: otherBuyer,
      body: { reason: 'Looks like a fake review' },
    });
    expect(reported.status).toBe(201);
    const twice = await app.request('POST', `/api/reviews/${reviewId}/reports`, {
      token: otherBuyer,
      body: { reason: 'Again' },
    });
    expect(twice.status).toBe(409);
    expect((await app.request('GET', '/api/admin/review-reports', { token: buyer })).status).toBe(403);
    const open = await app.request('GET', '/api/admin/review-reports', { token: admin });
    expect(open.status).toBe(200);
    const report = open.body.reports.find((item: { id: string }) => item.id === reported.body.id);
    expect(report).toMatchObject({ reason: 'Looks like a fake review', status: 'open', performerId });
    expect(report.review).toMatchObject({ id: reviewId, hidden: false, verifiedBooking: true });

    const before = await profile();
    const badDecision = await app.request('PUT', `/api/admin/review-reports/${report.id}`, {
      token: admin,
      body: { decision: 'delete' },
    });
    expect(badDecision.status).toBe(400);
    expect(badDecision.body.error.fields).toHaveProperty('decision');
    const hidden = await app.request('PUT', `/api/admin/review-reports/${report.id}`, {
      token: admin,
      body: { decision: 'hide' },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ status: 'hidden', review: { hidden: true } });
    const after = await profile();
    expect(after.recentReviews.map((item: { id: string }) => item.id)).not.toContain(reviewId);
    expect(after.reviewCount).toBe(before.reviewCount - 1);
    await expectStoredRatingsMatch();
    const again = await app.request('PUT', `/api/admin/review-reports/${report.id}`, {
      token: admin,
      body: { decision: 'keep' },
    });
    expect(again.status).toBe(409);
    const audit = await app.request('GET', '/api/admin/audit', { token: admin });
    expect(audit.body.entries[0]).toMatchObject({ action: 'review.hide', target: `review:${reviewId}` });
    const reportAgain = await app.request('POST', `/api/reviews/${reviewId}/reports`, {
      token: buyer,
      body: { reason: 'Hidden now' },
    });
    expect(reportAgain.status).toBe(404);
  });

  it('keeps a reported review on the profile when the admin keeps it, audited', async () => {
    const offerId = past[2]!;
    await review(offerId, buyer, 2, 'Could have been funnier');
    await review(offerId, performer, 5, 'Great audience');
    const reviewId = (await reviewsOf(offerId, buyer)).body.mine.id;
    const reported = await app.request('POST', `/api/reviews/${reviewId}/reports`, {
      token: performer,
      body: { reason: 'Unfair' },
    });
    expect(reported.status).toBe(201);
    const kept = await app.request('PUT', `/api/admin/review-reports/${reported.body.id}`, {
      token: admin,
      body: { decision: 'keep' },
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ status: 'kept', review: { hidden: false } });
    expect((await profile()).recentReviews.map((item: { id: string }) => item.id)).toContain(reviewId);
    const audit = await app.request('GET', '/api/admin/audit', { token: admin });
    expect(audit.body.entries[0]).toMatchObject({ action: 'review.keep', target: `review:${reviewId}` });
    const keptList = await app.request('GET', '/api/admin/review-reports?status=kept', { token: admin });
    expect(keptList.body.reports.map((item: { id: string }) => item.id)).toContain(reported.body.id);
    // The buyer may report the performer's review of them; nobody else sees it to report.
    const performerReview = (await reviewsOf(offerId, buyer)).body.theirs.id;
    const byStranger = await app.request('POST', `/api/reviews/${performerReview}/reports`, {
      token: otherBuyer,
      body: { reason: 'x' },
    });
    expect(byStranger.status).toBe(404);
    const byBuyer = await app.request('POST', `/api/reviews/${performerReview}/reports`, {
      token: buyer,
      body: { reason: 'Not true' },
    });
    expect(byBuyer.status).toBe(201);
  });
});

describe('ratings', () => {
  it('property: after any sequence of reviews, reports, hides and keeps, stored ratings equal the visible mean', async () => {
    const pool = past.slice(3);
    const reportIds: string[] = [];
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('buyer' as const),
        at: fc.nat(pool.length - 1),
        rating: fc.integer({ min: 1, max: 5 }),
      }),
      fc.record({
        kind: fc.constant('performer' as const),
        at: fc.nat(pool.length - 1),
        rating: fc.integer({ min: 1, max: 5 }),
      }),
      fc.record({ kind: fc.constant('report' as const), at: fc.nat(pool.length - 1) }),
      fc.record({ kind: fc.constantFrom('hide' as const, 'keep' as const), at: fc.nat(50) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const step of ops) {
          const offerId = pool[(step as { at: number }).at % pool.length]!;
          if (step.kind === 'buyer') expect([201, 409]).toContain((await review(offerId, buyer, step.rating)).status);
          if (step.kind === 'performer') {
            expect([201, 409]).toContain((await review(offerId, performer, step.rating)).status);
          }
          if (step.kind === 'report') {
            const mine = (await reviewsOf(offerId, buyer)).body.mine;
            if (!mine) continue;
            const reported = await app.request('POST', `/api/reviews/${mine.id}/reports`, {
              token: otherBuyer,
              body: { reason: 'Property' },
            });
            expect([201, 404, 409]).toContain(reported.status);
            if (reported.status === 201) reportIds.push(reported.body.id);
          }
          if ((step.kind === 'hide' || step.kind === 'keep') && reportIds.length) {
            const reportId = reportIds[step.at % reportIds.length]!;
            const decided = await app.request('PUT', `/api/admin/review-reports/${reportId}`, {
              token: admin,
              body: { decision: step.kind },
            });
            expect([200, 409]).toContain(decided.status);
          }
        }
        await expectStoredRatingsMatch();
        const shown = await profile();
        const stats = await visibleStats(performerId);
        expect(shown.reviewCount).toBe(stats.count);
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it('shows an act with no reviews as unrated ("New") and sorts it after every rated act', async () => {
    const { rows } = await owner.query(
      `select p.id from performers p join tenants t on t.id = p.tenant_id
        where t.slug = 'flagship' and p.is_vetted and p.review_count = 0 limit 1`,
    );
    expect(rows.length).toBe(1);
    const fresh = await profile(rows[0].id);
    expect(fresh).toMatchObject({ rating: null, reviewCount: 0, recentReviews: [] });
    const list = await app.request('GET', '/api/performers?sortBy=rating&limit=100');
    expect(list.status).toBe(200);
    const ratings = list.body.performers.map((item: { rating: number | null }) => item.rating);
    const firstNew = ratings.indexOf(null);
    expect(firstNew).toBeGreaterThan(0);
    expect(ratings.slice(firstNew).every((rating: number | null) => rating === null)).toBe(true);
    const rated = ratings.slice(0, firstNew) as number[];
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    expect(rated.at(-1)).toBeLessThan(5.01);
  });
});

describe('the sweep when the window closes', () => {
  it('publishes a lone review once the 14 days are over, and refuses reviews after that (409)', async () => {
    const offerId = past[1]!; // the buyer wrote on it, the performer never did
    const lone = (await reviewsOf(offerId, buyer)).body.mine;
    expect(lone.publishedAt).toBeNull();
    app.clock.advance(10 * DAY); // about 11 days after the event: still open
    expect((await reviewsOf(offerId, performer)).body.theirs).toBeNull();
    expect((await sweep()).reviewsPublished).toBe(0);
    app.clock.advance(5 * DAY); // past the 14 days at the venue
    const late = await review(offerId, performer, 5);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('review_window_closed');
    expect((await reviewsOf(offerId, performer)).body.theirs).toMatchObject({ id: lone.id });
    const before = await profile();
    expect(before.recentReviews.map((item: { id: string }) => item.id)).not.toContain(lone.id);
    const result = await sweep();
    expect(result.reviewsPublished).toBeGreaterThanOrEqual(1);
    const published = (await reviewsOf(offerId, buyer)).body.mine;
    expect(published.publishedAt).not.toBeNull();
    expect((await profile()).reviewCount).toBeGreaterThan(before.reviewCount); // with the property run’s lone reviews
    await expectStoredRatingsMatch();
  });
});

describe('tenancy', () => {
  it('answers 404 to another tenant for every review endpoint', async () => {
    const offerId = past[2]!;
    const reviewId = (await reviewsOf(offerId, buyer)).body.mine.id;
    const reports = await app.request('GET', '/api/admin/review-reports?status=kept', { token: admin });
    const reportId = reports.body.reports[0].id;
    const asAgency = { host: AGENCY_HOST };
    const agencyList = await toWrite(agencyBuyer, AGENCY_HOST);
    expect(agencyList.filter((id) => past.includes(id))).toEqual([]);
    expect((await reviewsOf(offerId, agencyBuyer, AGENCY_HOST)).status).toBe(404);
    expect((await review(offerId, agencyBuyer, 5, 'x', AGENCY_HOST)).status).toBe(404);
    const reply = await app.request('POST', `/api/reviews/${reviewId}/reply`, {
      ...asAgency,
      token: agencyBuyer,
      body: { body: 'x' },
    });
    expect(reply.status).toBe(404);
    const report = await app.request('POST', `/api/reviews/${reviewId}/reports`, {
      ...asAgency,
      token: agencyBuyer,
      body: { reason: 'x' },
    });
    expect(report.status).toBe(404);
    const decide = await app.request('PUT', `/api/admin/review-reports/${reportId}`, {
      ...asAgency,
      token: agencyAdmin,
      body: { decision: 'hide' },
    });
    expect(decide.status).toBe(404);
    for (const status of ['open', 'hidden', 'kept']) {
      const list = await app.request('GET', `/api/admin/review-reports?status=${status}`, {
        ...asAgency,
        token: agencyAdmin,
      });
      expect(list.status).toBe(200);
      expect(list.body.reports).toEqual([]);
    }
    // A flagship token is not accepted on the agency's host at all.
    expect((await reviewsOf(offerId, buyer, AGENCY_HOST)).status).toBe(401);
  });
});
