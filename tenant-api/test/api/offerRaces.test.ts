import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_HOST, startTestApp, type TestApp, type TestResponse } from '../support/harness';
import { ownSlot } from '../support/offers';

let app: TestApp;
let owner: pg.Client;
let guest: string;
let basic: string;
let elite: string;
let performer: string;
let otherPerformer: string;
let admin: string;
let agencyAdmin: string;
let agencyBuyer: string;
let performerId: string;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const draft = (overrides: Record<string, unknown> = {}) => ({
  performerId,
  eventName: 'Race Night',
  eventDate: inDays(40),
  ...ownSlot(),
  venueName: 'The Laugh Loft',
  venueAddress: '12 Main St',
  venueCity: 'Austin',
  venueState: 'TX',
  offerAmount: 100_000,
  ...overrides,
});

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 3 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  [guest, basic, elite, performer, admin] = (await Promise.all(
    [
      'buyer.guest@demo.test',
      'buyer.basic@demo.test',
      'buyer.elite@demo.test',
      'performer@demo.test',
      'admin@demo.test',
    ].map((email) => app.signIn(email)),
  )) as [string, string, string, string, string];
  agencyAdmin = await app.signIn('admin@demo-agency.test', AGENCY_HOST);
  agencyBuyer = await app.signIn('buyer@demo-agency.test', AGENCY_HOST);
  performerId = (await app.request('GET', '/api/auth/me', { token: performer })).body.performerId;
  const signup = await app.request('POST', '/api/auth/signup', {
    body: {
      email: `other.performer.${Date.now()}@example.test`,
      password: 'password123',
      firstName: 'Otto',
      lastName: 'Other',
      role: 'PERFORMER',
    },
  });
  expect(signup.status).toBe(201);
  otherPerformer = signup.body.token;
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

async function create(token = basic, overrides: Record<string, unknown> = {}) {
  const created = await app.request('POST', '/api/offers/create', { token, body: draft(overrides) });
  expect(created.status).toBe(201);
  return created.body.offerId as string;
}

const put = (path: string, token: string, body: unknown = {}, host?: string) =>
  app.request('PUT', path, { token, body, ...(host ? { host } : {}) });

const historyOf = async (offerId: string) =>
  (
    await owner.query(`select transition from offer_events where offer_id = $1 order by created_at, transition`, [
      offerId,
    ])
  ).rows.map((row) => row.transition as string);

const statusOf = async (offerId: string) =>
  (await owner.query('select status from offers where id = $1', [offerId])).rows[0].status as string;

function expectConflict(response: TestResponse, pattern: RegExp) {
  expect(response.status).toBe(409);
  expect(response.body.error.message).toMatch(pattern);
}

describe('Idempotency-Key on POST /api/offers/create', () => {
  it('the same request sent 5 times at once with one key makes one offer, and every answer names it', async () => {
    const headers = { 'idempotency-key': `race-create-${Date.now()}` };
    const body = draft();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => app.request('POST', '/api/offers/create', { token: basic, body, headers })),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(responses.map((response) => response.body.offerId)).size).toBe(1);
    const later = await app.request('POST', '/api/offers/create', { token: basic, body, headers });
    expect(later.body.offerId).toBe(responses[0]!.body.offerId);
    const stored = await owner.query(
      `select response_status, response_body->>'offerId' as offer_id from idempotency_keys where key = $1`,
      [headers['idempotency-key']],
    );
    expect(stored.rows).toHaveLength(1);
    const count = await owner.query('select count(*)::int as n from offers where id = $1', [stored.rows[0].offer_id]);
    expect(count.rows[0].n).toBe(1);
  });

  it('one key belongs to one buyer: another buyer with the same key gets their own offer', async () => {
    const headers = { 'idempotency-key': `shared-key-${Date.now()}` };
    const mine = await app.request('POST', '/api/offers/create', { token: basic, body: draft(), headers });
    const theirs = await app.request('POST', '/api/offers/create', { token: elite, body: draft(), headers });
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body.offerId).not.toBe(mine.body.offerId);
  });

  it('a malformed key is a 400 naming the header', async () => {
    const bad = await app.request('POST', '/api/offers/create', {
      token: basic,
      body: draft(),
      headers: { 'idempotency-key': 'no spaces allowed!' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['Idempotency-Key']);
  });
});

describe('concurrent answers on one offer', () => {
  it('of 20 concurrent accept / decline / counter calls exactly one wins; each loser gets 409 with the reason', async () => {
    const id = await create();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 3 === 0
          ? put(`/api/offers/${id}/respond`, performer, { action: 'accept' })
          : index % 3 === 1
            ? put(`/api/offers/${id}/respond`, performer, { action: 'decline' })
            : put(`/api/offers/${id}/counter`, performer, { counterAmount: 150_000 }),
      ),
    );
    const winners = responses.filter((response) => response.status >= 200 && response.status < 300);
    expect(winners).toHaveLength(1);
    const final = await statusOf(id);
    expect(['ACCEPTED', 'REJECTED', 'COUNTER_OFFER']).toContain(final);
    for (const loser of responses.filter((response) => response.status >= 300)) {
      expectConflict(
        loser,
        final === 'COUNTER_OFFER'
          ? /^(This offer is COUNTER_OFFER; it can no longer be (accepted|declined)|Maximum counter-offers reached)$/
          : new RegExp(`^This offer is ${final}; it can no longer be (accepted|declined|countered)$`),
      );
    }
    expect(await historyOf(id)).toHaveLength(2);
  });

  it('10 concurrent counter-offers: one wins, the rest are told the maximum is reached', async () => {
    const id = await create();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        put(`/api/offers/${id}/counter`, performer, { counterAmount: 120_000 + index * 100 }),
      ),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    for (const loser of responses.filter((response) => response.status !== 200)) {
      expectConflict(loser, /^Maximum counter-offers reached$/);
      expect(loser.body.error.code).toBe('max_counter_offers');
    }
    const row = (await owner.query('select counter_offer_count from offers where id = $1', [id])).rows[0];
    expect(row.counter_offer_count).toBe(1);
  });

  it('the buyer answering a counter twice at once: one answer wins', async () => {
    const id = await create();
    expect((await put(`/api/offers/${id}/counter`, performer, { counterAmount: 110_000 })).status).toBe(200);
    const responses = await Promise.all([
      put(`/api/offers/${id}/counter-response`, basic, { action: 'accept' }),
      put(`/api/offers/${id}/counter-response`, basic, { action: 'decline' }),
      put(`/api/offers/${id}/counter-response`, basic, { action: 'accept' }),
      put(`/api/offers/${id}/counter-response`, basic, { action: 'decline' }),
    ]);
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    for (const loser of responses.filter((response) => response.status !== 200)) {
      expectConflict(loser, /^This offer is (ACCEPTED|REJECTED); it can no longer be (accepted|declined)$/);
    }
  });
});

describe('a second counter-offer', () => {
  it('is refused with 409 Maximum counter-offers reached, also after the buyer answered', async () => {
    const id = await create();
    expect((await put(`/api/offers/${id}/counter`, performer, { counterAmount: 120_000 })).status).toBe(200);
    const second = await put(`/api/offers/${id}/counter`, performer, { counterAmount: 130_000 });
    expectConflict(second, /^Maximum counter-offers reached$/);
    const offer = await app.request('GET', `/api/offers/${id}`, { token: performer });
    expect(offer.body.validation).toEqual({ canAccept: false, canCounterOffer: false, canReject: false });
    expect(offer.body.counterOfferCount).toBe(1);
  });
});

describe('someone else’s offer is a 404 on every offer endpoint', () => {
  let pendingId: string;
  let approvalId: string;

  beforeAll(async () => {
    pendingId = await create(basic, { eventName: 'Not yours' });
    approvalId = await create(guest, { eventName: 'Waiting for approval' });
  });

  /** Every offer endpoint, as `who` would call it. */
  const endpoints = (id: string) =>
    [
      ['GET', `/api/offers/${id}`, undefined],
      ['GET', `/api/offers/${id}/cancellation`, undefined],
      ['PUT', `/api/offers/${id}/respond`, { action: 'accept' }],
      ['PUT', `/api/offers/${id}/respond`, { action: 'decline' }],
      ['PUT', `/api/offers/${id}/counter`, { counterAmount: 150_000 }],
      ['PUT', `/api/offers/${id}/counter-response`, { action: 'accept' }],
      ['PUT', `/api/offers/${id}/cancel`, {}],
      ['POST', `/api/offers/${id}/checkout`, undefined],
    ] as const;

  it.each([
    ['another buyer', () => elite, undefined],
    ['another performer', () => otherPerformer, undefined],
    ['another tenant’s buyer', () => agencyBuyer, AGENCY_HOST],
    ['another tenant’s admin', () => agencyAdmin, AGENCY_HOST],
  ])('%s gets 404 everywhere and changes nothing', async (_who, token, host) => {
    const before = await historyOf(pendingId);
    for (const [method, path, body] of endpoints(pendingId)) {
      const response = await app.request(method, path, { token: token(), body, ...(host ? { host } : {}) });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 404 });
      expect(response.body.error.code).toBe('not_found');
    }
    expect(await historyOf(pendingId)).toEqual(before);
    expect(await statusOf(pendingId)).toBe('PENDING');
  });

  it('another tenant’s admin gets 404 from admin approve and reject; the offer still waits', async () => {
    for (const path of ['approve', 'reject']) {
      const response = await put(`/api/admin/offers/${approvalId}/${path}`, agencyAdmin, {}, AGENCY_HOST);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
    const queue = await app.request('GET', '/api/admin/offers/pending', { token: agencyAdmin, host: AGENCY_HOST });
    expect(queue.body.offers.map((offer: { id: string }) => offer.id)).not.toContain(approvalId);
    expect(await statusOf(approvalId)).toBe('PENDING_ADMIN_APPROVAL');
  });

  it('non-admins are refused the admin endpoints (403 before any lookup), and an unknown id is a 404', async () => {
    for (const token of [elite, performer, guest]) {
      expect((await put(`/api/admin/offers/${approvalId}/approve`, token)).status).toBe(403);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await put(`/api/admin/offers/${unknown}/approve`, admin)).status).toBe(404);
    for (const [method, path, body] of endpoints(unknown)) {
      expect((await app.request(method, path, { token: basic, body })).status).toBe(404);
    }
  });

  it('the performer cannot see or answer an offer still waiting for approval', async () => {
    for (const [method, path, body] of endpoints(approvalId)) {
      expect({ path, status: (await app.request(method, path, { token: performer, body })).status }).toEqual({
        path,
        status: 404,
      });
    }
    expect(await statusOf(approvalId)).toBe('PENDING_ADMIN_APPROVAL');
  });

  it('a token from one tenant is refused on another tenant’s host', async () => {
    expect((await app.request('GET', `/api/offers/${pendingId}`, { token: basic, host: AGENCY_HOST })).status).toBe(
      401,
    );
  });
});

describe('an action in the wrong state is a 409 naming the state', () => {
  it('on a PENDING offer: answering a counter, approving, paying', async () => {
    const id = await create();
    expectConflict(
      await put(`/api/offers/${id}/counter-response`, basic, { action: 'accept' }),
      /^This offer is PENDING; it can no longer be accepted$/,
    );
    expectConflict(
      await put(`/api/admin/offers/${id}/approve`, admin),
      /^This offer is PENDING; it can no longer be approved$/,
    );
    expectConflict(
      await put(`/api/admin/offers/${id}/reject`, admin),
      /^This offer is PENDING; it can no longer be rejected$/,
    );
    expectConflict(
      await app.request('POST', `/api/offers/${id}/checkout`, { token: basic }),
      /^This offer is PENDING; only an accepted offer can be paid$/,
    );
  });

  it('on an ACCEPTED offer: accepting, declining or countering again', async () => {
    const id = await create();
    expect((await put(`/api/offers/${id}/respond`, performer, { action: 'accept' })).status).toBe(200);
    expectConflict(
      await put(`/api/offers/${id}/respond`, performer, { action: 'accept' }),
      /^This offer is ACCEPTED; it can no longer be accepted$/,
    );
    expectConflict(
      await put(`/api/offers/${id}/respond`, performer, { action: 'decline' }),
      /^This offer is ACCEPTED; it can no longer be declined$/,
    );
    expectConflict(
      await put(`/api/offers/${id}/counter`, performer, { counterAmount: 120_000 }),
      /^This offer is ACCEPTED; it can no longer be countered$/,
    );
  });

  it('on a REJECTED or CANCELLED offer: anything but reading', async () => {
    const declined = await create();
    expect((await put(`/api/offers/${declined}/respond`, performer, { action: 'decline' })).status).toBe(200);
    expectConflict(
      await put(`/api/offers/${declined}/cancel`, basic),
      /^This offer is REJECTED; it can no longer be cancelled$/,
    );
    expectConflict(
      await app.request('POST', `/api/offers/${declined}/checkout`, { token: basic }),
      /^This offer is REJECTED; only an accepted offer can be paid$/,
    );
    const cancelled = await create();
    expect((await put(`/api/offers/${cancelled}/cancel`, basic, { reason: 'Changed plans' })).status).toBe(200);
    expectConflict(
      await put(`/api/offers/${cancelled}/respond`, performer, { action: 'accept' }),
      /^This offer is CANCELLED; it can no longer be accepted$/,
    );
    expectConflict(
      await put(`/api/offers/${cancelled}/counter`, performer, { counterAmount: 120_000 }),
      /^This offer is CANCELLED; it can no longer be countered$/,
    );
    expectConflict(
      await put(`/api/offers/${cancelled}/cancel`, basic),
      /^This offer is CANCELLED; it can no longer be cancelled$/,
    );
  });

  it('the wrong side of the offer is refused (403), not silently accepted', async () => {
    const id = await create();
    const byBuyer = await put(`/api/offers/${id}/respond`, basic, { action: 'accept' });
    expect(byBuyer.status).toBe(403);
    expect(await statusOf(id)).toBe('PENDING');
  });
});
