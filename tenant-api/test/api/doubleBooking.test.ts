import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness';
import { bookedAmount, moneyOf, payOnLocalPage, sessionOf, verifyLocal } from '../support/money';

/** Issue 15, item 5: no double booking — accept, counter answer and payment all check the performer's calendar. */
let app: TestApp;
let owner: pg.Client;
let buyer: string;
let otherBuyer: string;
let performer: string;
let performerId: string;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let nextDay = 60;
/** A fresh day per scenario, so scenarios never clash with each other. */
const freshDay = () => inDays((nextDay += 10));

const draft = (eventDate: string, overrides: Record<string, unknown> = {}) => ({
  performerId,
  eventName: `Clash ${Math.random().toString(36).slice(2, 8)}`,
  eventDate,
  eventTime: '20:00',
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
  buyer = await app.signIn('buyer.basic@demo.test');
  otherBuyer = await app.signIn('buyer.elite@demo.test');
  performer = await app.signIn('performer@demo.test');
  performerId = (await app.request('GET', '/api/auth/me', { token: performer })).body.performerId;
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

async function create(eventDate: string, overrides: Record<string, unknown> = {}, token = buyer) {
  const created = await app.request('POST', '/api/offers/create', { token, body: draft(eventDate, overrides) });
  expect(created.status).toBe(201);
  return created.body.offerId as string;
}

const accept = (offerId: string) =>
  app.request('PUT', `/api/offers/${offerId}/respond`, { token: performer, body: { action: 'accept' } });

const statusOf = async (offerId: string) =>
  (await owner.query('select status from offers where id = $1', [offerId])).rows[0].status as string;

async function performerView(offerId: string) {
  const list = await app.request('GET', '/api/offers/my-offers', { token: performer });
  expect(list.status).toBe(200);
  return list.body.offers.find((offer: { id: string }) => offer.id === offerId);
}

describe('accepting an offer that overlaps a booking', () => {
  it('answers 409 double_booking naming the booking, and the offer list warns first', async () => {
    const day = freshDay();
    const booked = await create(day, { eventName: 'Friday Headline Set', venueName: 'Cap City' });
    expect((await accept(booked)).status).toBe(200);

    // 20:30 in Austin overlaps the 20:00-21:00 set there.
    const clash = await create(day, { eventTime: '20:30' }, otherBuyer);
    const listed = await performerView(clash);
    expect(listed.overlapsBooking).toMatchObject({
      offerId: booked,
      eventName: 'Friday Headline Set',
      venueName: 'Cap City',
      venueCity: 'Austin',
      venueState: 'TX',
    });
    expect(listed.overlapsBooking.startsAt).toMatch(/, 8:00 PM C[DS]T$/);
    expect(listed.validation.canAccept).toBe(false);
    const details = await app.request('GET', `/api/offers/${clash}`, { token: performer });
    expect(details.body.overlapsBooking.offerId).toBe(booked);
    expect(details.body.availableActions).not.toContain('accept');
    // The buyer of the clashing offer is not told about the other buyer's event.
    const asBuyer = await app.request('GET', `/api/offers/${clash}`, { token: otherBuyer });
    expect(asBuyer.body.overlapsBooking).toBeNull();

    const refused = await accept(clash);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('double_booking');
    expect(refused.body.error.message).toContain('“Friday Headline Set” at Cap City, Austin, TX');
    expect(refused.body.error.fields).toEqual({ conflictingOfferId: booked });
    expect(await statusOf(clash)).toBe('PENDING');
  });

  it('compares instants across time zones: 19:00 in Denver is 20:00 in Austin; 20:00 in Honolulu is not', async () => {
    const day = freshDay();
    const booked = await create(day);
    expect((await accept(booked)).status).toBe(200);
    const denver = await create(day, { eventTime: '19:00', venueCity: 'Denver', venueState: 'CO' });
    const honolulu = await create(day, { venueCity: 'Honolulu', venueState: 'HI' });
    expect((await performerView(denver)).overlapsBooking?.offerId).toBe(booked);
    expect((await performerView(honolulu)).overlapsBooking).toBeNull();
    expect((await accept(denver)).body.error.code).toBe('double_booking');
    expect((await accept(honolulu)).status).toBe(200);
  });

  it('lets back-to-back sets through, and catches a clash on a later night of a multi-night run', async () => {
    const day = freshDay();
    const booked = await create(day, { isMultiNight: true, numberOfNights: 3, performanceLength: 90 });
    expect((await accept(booked)).status).toBe(200);
    // 21:30 starts when the 20:00 set of 90 minutes ends.
    expect((await accept(await create(day, { eventTime: '21:30' }))).status).toBe(200);
    // The third night of the run, at 20:45.
    const thirdNight = inDays(nextDay + 2);
    const clash = await create(thirdNight, { eventTime: '20:45' });
    expect((await accept(clash)).body.error.code).toBe('double_booking');
    // The night after the run is free.
    expect((await accept(await create(inDays(nextDay + 3)))).status).toBe(200);
  });

  it('of two concurrent accepts of overlapping offers exactly one wins (the performer row is locked)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const day = freshDay();
      const offers = await Promise.all([create(day), create(day, { eventTime: '20:15' }, otherBuyer)]);
      const answers = await Promise.all(offers.map((offerId) => accept(offerId)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.status === 409)!;
      expect(loser.body.error.code).toBe('double_booking');
      const statuses = await Promise.all(offers.map(statusOf));
      expect(statuses.sort()).toEqual(['ACCEPTED', 'PENDING']);
    }
  });
});

describe('the buyer accepting a counter-offer that now overlaps a booking', () => {
  it('answers 409 double_booking without naming the other buyer’s event', async () => {
    const day = freshDay();
    const countered = await create(day, { eventName: 'Private Gala' });
    const counter = await app.request('PUT', `/api/offers/${countered}/counter`, {
      token: performer,
      body: { counterAmount: 150_000 },
    });
    expect(counter.status).toBe(200);
    const booked = await create(day, { eventName: 'Secret Show', eventTime: '19:30' }, otherBuyer);
    expect((await accept(booked)).status).toBe(200);

    const answer = await app.request('PUT', `/api/offers/${countered}/counter-response`, {
      token: buyer,
      body: { action: 'accept' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('double_booking');
    expect(answer.body.error.message).not.toContain('Secret Show');
    expect(answer.body.error.fields).toBeUndefined();
    expect(await statusOf(countered)).toBe('COUNTER_OFFER');
  });
});

describe('paying for an offer whose time was booked meanwhile', () => {
  it('refunds the payment in full through the refund path and books nothing', async () => {
    const day = freshDay();
    const first = await create(day);
    const second = await create(day, { eventTime: '20:30' }, otherBuyer);
    const firstAccept = await accept(first);
    expect(firstAccept.status).toBe(200);
    // Two accepted offers at one time can only come from before the rule: make one directly.
    await owner.query(`update offers set status = 'ACCEPTED' where id = $1`, [second]);
    const secondCheckout = await app.request('POST', `/api/offers/${second}/checkout`, { token: otherBuyer, body: {} });
    expect(secondCheckout.status).toBe(200);

    const firstUrl = firstAccept.body.paymentUrl as string;
    expect((await payOnLocalPage(app, firstUrl)).status).toBe(302);
    expect((await verifyLocal(app, sessionOf(firstUrl), buyer)).status).toBe(200);

    const secondUrl = secondCheckout.body.paymentUrl as string;
    expect((await payOnLocalPage(app, secondUrl)).status).toBe(302);
    const verified = await verifyLocal(app, sessionOf(secondUrl), otherBuyer);
    expect(verified.status).toBe(409);
    expect(verified.body.error.code).toBe('payment_refunded');
    expect(verified.body.error.message).toMatch(
      /^The performer was booked for an overlapping time before the payment arrived, so your payment of \$[\d,]+\.\d\d was refunded in full\. No booking was made from it\.$/,
    );
    expect(await statusOf(first)).toBe('PAID');
    expect(await statusOf(second)).toBe('ACCEPTED');
    const money = await moneyOf(owner, second);
    expect(money.ledgerSum).toBe(0);
    expect(money.captured - money.refunded).toBe(bookedAmount(money));
    expect(bookedAmount(money)).toBe(0);
  });
});
