import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_AMOUNT_CENTS,
  MAX_BASE_FEE_MESSAGE,
  MAX_OFFER_MESSAGE,
  MIN_BASE_FEE_MESSAGE,
  MIN_OFFER_CENTS,
  MIN_OFFER_MESSAGE,
} from '../../src/contract/constants';
import { startTestApp, type TestApp } from '../support/harness';

/**
 * Issue 39, part 2: every money amount a client sends, at and past each limit and past 32 bits.
 * Each is either stored and read back exactly (offer → counter → accept → checkout → payment),
 * or answered 400 naming the field with the limit's message. Never a 500.
 */

let app: TestApp;
let owner: pg.Client;
let buyer: string;
let performer: string;
let admin: string;
let performerId: string;

const INT32_MAX = 2 ** 31 - 1;
const BASIC_FEE_BPS = 1500;
/** The expected fee, worked out independently of the app in bigint arithmetic (half up to the cent). */
const feeOf = (subtotal: number) => Number((BigInt(subtotal) * BigInt(BASIC_FEE_BPS) + 5_000n) / 10_000n);

let day = 30;
const draft = (overrides: Record<string, unknown> = {}) => ({
  performerId,
  eventName: 'Money Night',
  // A date of its own per offer: accepted bookings of one performer must not overlap.
  eventDate: new Date(Date.now() + day++ * 86_400_000).toISOString().slice(0, 10),
  eventTime: '20:00',
  eventType: 'COMEDY_SHOW',
  audienceSize: 100,
  contentRating: 'CLEAN',
  venueName: 'The Big Room',
  venueAddress: '1 Main St',
  venueCity: 'Austin',
  venueState: 'TX',
  venueType: 'THEATER',
  performanceLength: 60,
  offerAmount: 100_000,
  isMultiNight: false,
  numberOfNights: 1,
  ...overrides,
});

/** Accepted amounts: the minimum, both sides of 2^31 and the maximum. */
const ACCEPTED = [MIN_OFFER_CENTS, INT32_MAX, 2 ** 31, MAX_AMOUNT_CENTS];

/** Refused amounts in a JSON body, with the message each must get. */
const refused = (invalid: string, tooSmall: string, tooLarge: string, notPositive = tooSmall): [unknown, string][] => [
  [0, notPositive],
  [1, tooSmall],
  [MIN_OFFER_CENTS - 1, tooSmall],
  [-MIN_OFFER_CENTS, notPositive],
  [MAX_AMOUNT_CENTS + 1, tooLarge],
  [1e21, tooLarge],
  [100.5, tooSmall], // below the minimum as well as a fraction: the limit is what it names
  [MIN_OFFER_CENTS + 0.5, invalid],
  ['10000', invalid],
  ['abc', invalid],
  [null, invalid],
  [true, invalid],
];

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 3 } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  [buyer, performer, admin] = (await Promise.all(
    ['buyer.basic@demo.test', 'performer@demo.test', 'admin@demo.test'].map((email) => app.signIn(email)),
  )) as [string, string, string];
  performerId = (await app.request('GET', '/api/auth/me', { token: performer })).body.performerId;
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

async function createOffer(overrides: Record<string, unknown> = {}) {
  const created = await app.request('POST', '/api/offers/create', { token: buyer, body: draft(overrides) });
  expect(created.status).toBe(201);
  expect(created.body.status).toBe('PENDING');
  return created.body.offerId as string;
}

async function payOnLocalCheckout(paymentUrl: string) {
  return app.request('POST', paymentUrl, {
    rawBody: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('offer amounts (POST /api/offers/create)', () => {
  it.each(refused('Offer amount must be a whole number of cents', MIN_OFFER_MESSAGE, MAX_OFFER_MESSAGE))(
    'refuses %j with a 400 naming offerAmount',
    async (offerAmount, message) => {
      const before = await owner.query('select count(*)::int as n from offers');
      const response = await app.request('POST', '/api/offers/create', { token: buyer, body: draft({ offerAmount }) });
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({ offerAmount: message });
      expect((await owner.query('select count(*)::int as n from offers')).rows[0].n).toBe(before.rows[0].n);
    },
  );

  it.each(ACCEPTED)('stores %d cents and reads it back exactly, with an exact total', async (amount) => {
    const offerId = await createOffer({ offerAmount: amount });
    const offer = (await app.request('GET', `/api/offers/${offerId}`, { token: buyer })).body;
    expect(offer).toMatchObject({
      offerAmount: amount,
      platformFee: feeOf(amount),
      totalAmount: amount + feeOf(amount),
    });
    const row = (await owner.query('select offer_amount_cents::text as amount from offers where id = $1', [offerId]))
      .rows[0];
    expect(row.amount).toBe(String(amount));
    const listed = (await app.request('GET', '/api/offers/my-offers', { token: buyer })).body.offers.find(
      (candidate: { id: string }) => candidate.id === offerId,
    );
    expect(listed).toMatchObject({ offerAmount: amount, totalAmount: amount + feeOf(amount) });
  });

  it('prices seven nights at the maximum exactly (7 × $100,000,000 plus the fee)', async () => {
    const offerId = await createOffer({ offerAmount: MAX_AMOUNT_CENTS, isMultiNight: true, numberOfNights: 7 });
    const subtotal = MAX_AMOUNT_CENTS * 7;
    const offer = (await app.request('GET', `/api/offers/${offerId}`, { token: buyer })).body;
    expect(offer).toMatchObject({ offerAmount: MAX_AMOUNT_CENTS, totalAmount: subtotal + feeOf(subtotal) });
  });
});

describe('counter-offer amounts (PUT /api/offers/:id/counter)', () => {
  let pendingOffer: string;
  beforeAll(async () => {
    pendingOffer = await createOffer();
  });

  // SPEC 5: zero and below are "not a valid counter-offer"; 1 cent to $99.99 is below the offer minimum.
  const invalidCounter = 'Please enter a valid counter-offer amount.';
  it.each(refused(invalidCounter, MIN_OFFER_MESSAGE, MAX_OFFER_MESSAGE, invalidCounter))(
    'refuses %j with a 400 naming counterAmount, and the offer stays as it was',
    async (counterAmount, message) => {
      const response = await app.request('PUT', `/api/offers/${pendingOffer}/counter`, {
        token: performer,
        body: { counterAmount },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({ counterAmount: message });
      const offer = (await app.request('GET', `/api/offers/${pendingOffer}`, { token: buyer })).body;
      expect(offer).toMatchObject({ status: 'PENDING', counterOfferAmount: null, counterOfferCount: 0 });
    },
  );

  it.each(ACCEPTED)(
    'a counter of %d cents is stored, accepted, checked out and paid to the cent',
    async (counterAmount) => {
      const offerId = await createOffer();
      const countered = await app.request('PUT', `/api/offers/${offerId}/counter`, {
        token: performer,
        body: { counterAmount },
      });
      expect(countered.status).toBe(200);
      expect(countered.body).toMatchObject({ status: 'COUNTER_OFFER', counterOfferAmount: counterAmount });
      const seen = (await app.request('GET', `/api/offers/${offerId}`, { token: buyer })).body;
      expect(seen.counterOfferAmount).toBe(counterAmount);
      const told = await owner.query(
        `select body from notifications where offer_id = $1 and kind = 'offer_countered'`,
        [offerId],
      );
      const dollars = (counterAmount / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
      expect(told.rows.map((row) => row.body as string)).toEqual([
        expect.stringContaining(` proposed ${dollars} for `),
      ]);

      const accepted = await app.request('PUT', `/api/offers/${offerId}/counter-response`, {
        token: buyer,
        body: { action: 'accept' },
      });
      expect(accepted.status).toBe(200);
      expect(accepted.body.status).toBe('ACCEPTED');
      const total = counterAmount + feeOf(counterAmount);
      const offer = (await app.request('GET', `/api/offers/${offerId}`, { token: buyer })).body;
      expect(offer).toMatchObject({
        offerAmount: counterAmount,
        platformFee: feeOf(counterAmount),
        totalAmount: total,
      });

      const checkout = await app.request('GET', accepted.body.paymentUrl);
      expect(checkout.status).toBe(200);
      const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
      expect(checkout.text).toContain(`Performance fee</th><td>${usd(counterAmount)}`);
      expect(checkout.text).toContain(`Service fee</th><td>${usd(feeOf(counterAmount))}`);
      expect(checkout.text).toContain(`Total</th><td>${usd(total)}`);
      expect((await payOnLocalCheckout(accepted.body.paymentUrl)).status).toBe(302);
      const sessionId = accepted.body.paymentUrl.split('/').pop();
      const verified = await app.request('GET', `/api/payments/verify-local-payment?session_id=${sessionId}`, {
        token: buyer,
      });
      expect(verified.status).toBe(200);
      expect(verified.body).toMatchObject({ status: 'PAID', totalPaidAmount: total });
      const ledger = await owner.query(
        'select account, sum(amount_cents)::text as balance from ledger_entries where offer_id = $1 group by account',
        [offerId],
      );
      expect(Object.fromEntries(ledger.rows.map((row) => [row.account, row.balance]))).toEqual({
        cash: String(total),
        escrow: String(-counterAmount),
        platform_fees: String(-feeOf(counterAmount)),
      });
    },
  );

  it('a counter stored below the minimum before the limit held cannot be accepted (409), only declined', async () => {
    const offerId = await createOffer();
    // What the old contract let through: a 1-cent counter (the column's own check allows it).
    await owner.query(
      `update offers set status = 'COUNTER_OFFER', counter_offer_amount_cents = 1, counter_offer_count = 1 where id = $1`,
      [offerId],
    );
    const accepted = await app.request('PUT', `/api/offers/${offerId}/counter-response`, {
      token: buyer,
      body: { action: 'accept' },
    });
    expect(accepted.status).toBe(409);
    expect(accepted.body.error.message).toBe(`This counter-offer cannot be accepted. ${MIN_OFFER_MESSAGE}`);
    const unchanged = (await app.request('GET', `/api/offers/${offerId}`, { token: buyer })).body;
    expect(unchanged).toMatchObject({ status: 'COUNTER_OFFER', offerAmount: 100_000, totalAmount: 115_000 });
    const declined = await app.request('PUT', `/api/offers/${offerId}/counter-response`, {
      token: buyer,
      body: { action: 'decline' },
    });
    expect(declined.status).toBe(200);
  });
});

describe('fee quotes (GET /api/fees/calculate)', () => {
  it.each([0, 1, MIN_OFFER_CENTS - 1, ...ACCEPTED])('quotes %d cents exactly', async (amount) => {
    const quote = await app.request('GET', `/api/fees/calculate?offerAmount=${amount}&tier=BASIC`);
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({
      offerAmount: amount,
      platformFee: feeOf(amount),
      totalAmount: amount + feeOf(amount),
    });
  });

  it('quotes seven nights at the maximum exactly', async () => {
    const quote = await app.request(
      'GET',
      `/api/fees/calculate?offerAmount=${MAX_AMOUNT_CENTS}&isMultiNight=true&numberOfNights=7&tier=BASIC`,
    );
    const subtotal = 7 * MAX_AMOUNT_CENTS;
    expect(quote.body).toMatchObject({
      subtotal,
      platformFee: feeOf(subtotal),
      totalAmount: subtotal + feeOf(subtotal),
    });
  });

  it.each([
    [String(MAX_AMOUNT_CENTS + 1), MAX_OFFER_MESSAGE],
    ['100.5', 'Must be a whole number'],
    ['-5', 'Must be a whole number'],
    ['abc', 'Must be a whole number'],
    ['1e21', 'Must be a whole number'],
  ])('refuses offerAmount=%s with a 400 naming offerAmount', async (offerAmount, message) => {
    const response = await app.request('GET', `/api/fees/calculate?offerAmount=${offerAmount}`);
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ offerAmount: message });
  });
});

describe('performer base fees (PUT /api/performers/me/rates)', () => {
  it.each(refused('Base fee must be a whole number of cents', MIN_BASE_FEE_MESSAGE, MAX_BASE_FEE_MESSAGE))(
    'refuses %j with a 400 naming baseFee',
    async (baseFee, message) => {
      const response = await app.request('PUT', '/api/performers/me/rates', { token: performer, body: { baseFee } });
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({ baseFee: message });
    },
  );

  it.each(ACCEPTED)('stores a base fee of %d cents and shows it exactly', async (baseFee) => {
    const saved = await app.request('PUT', '/api/performers/me/rates', { token: performer, body: { baseFee } });
    expect(saved.status).toBe(200);
    expect(saved.body.baseFee).toBe(baseFee);
    expect((await app.request('GET', '/api/performers/me', { token: performer })).body.baseFee).toBe(baseFee);
    const profile = await app.request('GET', `/api/performers/${performerId}`);
    expect(profile.status).toBe(200);
    expect(JSON.stringify(profile.body)).toContain(`"baseFee":${baseFee}`);
    // Browsing by price walks keyset pages whose cursor carries the fee (a bigint sort key).
    const seen: { id: string; baseFee: number }[] = [];
    let after: string | null = null;
    do {
      const page: { status: number; body: { performers: typeof seen; pagination: { nextCursor: string | null } } } =
        await app.request('GET', `/api/performers?sortBy=price-high&limit=1${after ? `&after=${after}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.performers);
      after = page.body.pagination.nextCursor;
    } while (after);
    expect(seen.find((item) => item.id === performerId)?.baseFee).toBe(baseFee);
    expect(seen.map((item) => item.baseFee)).toEqual(seen.map((item) => item.baseFee).sort((a, b) => b - a));
  });
});

describe('amounts the API derives from them', () => {
  it('a tour of four stops at a $100,000,000 base fee estimates $400,000,000 of revenue, exactly', async () => {
    const saved = await app.request('PUT', '/api/performers/me/rates', {
      token: performer,
      body: { baseFee: MAX_AMOUNT_CENTS },
    });
    expect(saved.status).toBe(200);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const tour = await app.request('POST', '/api/tours', {
      token: performer,
      body: {
        name: 'Big money loop',
        stops: [
          { city: 'Austin', state: 'TX', date: inDays(200) },
          { city: 'Dallas', state: 'TX', date: inDays(202) },
          { city: 'San Antonio', state: 'TX', date: inDays(204) },
          { city: 'Houston', state: 'TX', date: inDays(206) },
        ],
      },
    });
    expect(tour.status).toBe(201);
    const estimated = await app.request('POST', '/api/integration/routing/costs', {
      token: performer,
      body: { tourId: tour.body.id },
    });
    expect(estimated.status).toBe(201);
    const estimate = estimated.body.data;
    expect(estimate.potentialRevenue).toBe(4 * MAX_AMOUNT_CENTS);
    expect(estimate.estimatedProfit).toBe(4 * MAX_AMOUNT_CENTS - estimate.totalEstimatedCost);
    const row = await owner.query(
      'select potential_revenue_cents::text as revenue from tour_cost_estimates where id = $1',
      [estimate.id],
    );
    expect(row.rows[0].revenue).toBe(String(4 * MAX_AMOUNT_CENTS));
  });
});

describe('tier prices (PUT /api/admin/tiers/buyer/:tier)', () => {
  it.each([0, 1, 10_000_000])(
    'stores %d cents exactly (tier prices keep their own, lower cap)',
    async (monthlyPrice) => {
      const saved = await app.request('PUT', '/api/admin/tiers/buyer/BASIC', { token: admin, body: { monthlyPrice } });
      expect(saved.status).toBe(200);
      const tiers = (await app.request('GET', '/api/tiers')).body.buyerTiers;
      expect(tiers.find((tier: { tier: string }) => tier.tier === 'BASIC').monthlyPrice).toBe(monthlyPrice);
    },
  );

  it.each([
    [-1, 'Monthly price cannot be negative'],
    [10_000_001, 'Monthly price is too large'],
    [2 ** 31, 'Monthly price is too large'],
    [1e21, 'Monthly price is too large'],
    [100.5, 'Monthly price must be whole cents'],
    ['100', 'Monthly price must be a number of cents'],
  ])('refuses %j with a 400 naming monthlyPrice', async (monthlyPrice, message) => {
    const response = await app.request('PUT', '/api/admin/tiers/buyer/BASIC', { token: admin, body: { monthlyPrice } });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ monthlyPrice: message });
  });
});
