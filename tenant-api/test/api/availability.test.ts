import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_HOST, startTestApp, type TestApp } from '../support/harness';

/** Issue 19, item 3: the performer's availability calendar, its feed, browse, and offers on blocked time. */
let app: TestApp;
let buyer: string;
let performer: string;
let performerId: string;
let agencyPerformer: string;
let agencyBuyer: string;
let homeZone: string;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let nextDay = 100;
const freshDay = () => inDays((nextDay += 9));

const draft = (eventDate: string, overrides: Record<string, unknown> = {}) => ({
  performerId,
  eventName: `Gig ${Math.random().toString(36).slice(2, 8)}`,
  eventDate,
  eventTime: '20:00',
  venueName: 'The Laugh Loft',
  venueAddress: '12 Main St',
  // The venue in the performer's own zone, so wall-clock times compare directly.
  venueCity: 'Austin',
  venueState: 'TX',
  offerAmount: 100_000,
  ...overrides,
});

const block = (body: Record<string, unknown>, token = performer) =>
  app.request('POST', '/api/performers/me/availability/blocks', { token, body });
const offer = (eventDate: string, overrides: Record<string, unknown> = {}) =>
  app.request('POST', '/api/offers/create', { token: buyer, body: draft(eventDate, overrides) });
const calendar = (month: string, token = performer) =>
  app.request('GET', `/api/performers/me/availability?month=${month}`, { token });

beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 3 } });
  buyer = await app.signIn('buyer.basic@demo.test');
  performer = await app.signIn('performer@demo.test');
  agencyPerformer = await app.signIn('performer@demo-agency.test', AGENCY_HOST);
  agencyBuyer = await app.signIn('buyer@demo-agency.test', AGENCY_HOST);
  performerId = (await app.request('GET', '/api/auth/me', { token: performer })).body.performerId;
  // The performer lives in Austin: their clock is Central time.
  const profile = await app.request('PUT', '/api/performers/me/profile', {
    token: performer,
    body: {
      stageName: 'Pat Performer',
      bio: 'Stand-up from Austin, clean sets for any room.',
      genres: ['Comedy'],
      city: 'Austin',
      state: 'TX',
      cleanContent: true,
    },
  });
  expect(profile.status).toBe(200);
  homeZone = (await calendar(inDays(1).slice(0, 7))).body.timeZone;
});
afterAll(async () => {
  await app?.close();
});

describe('blocks and weekly rules', () => {
  it('adds, lists and removes one-off blocks and weekly rules in the performer’s home zone', async () => {
    expect(homeZone).toBe('America/Chicago');
    const day = freshDay();
    const allDay = await block({ kind: 'date', date: day, note: 'Sister’s wedding' });
    expect(allDay.status).toBe(201);
    expect(allDay.body).toMatchObject({ kind: 'date', date: day, startTime: null, note: 'Sister’s wedding' });
    const evenings = await block({ kind: 'weekly', weekday: 1, startTime: '18:00', endTime: '23:00' });
    expect(evenings.status).toBe(201);

    const month = await calendar(day.slice(0, 7));
    expect(month.status).toBe(200);
    expect(month.body.blocks.map((b: { id: string }) => b.id)).toEqual(
      expect.arrayContaining([allDay.body.id, evenings.body.id]),
    );
    expect(month.body.days).toContainEqual({ date: day, status: 'blocked' });
    expect(month.body.days.some((d: { status: string }) => d.status === 'partial')).toBe(true);

    const removed = await app.request('DELETE', `/api/performers/me/availability/blocks/${evenings.body.id}`, {
      token: performer,
    });
    expect(removed.status).toBe(204);
    const again = await app.request('DELETE', `/api/performers/me/availability/blocks/${evenings.body.id}`, {
      token: performer,
    });
    expect(again.status).toBe(404);
  });

  it.each([
    [{ kind: 'date', date: '2027-02-30' }, 'date'],
    [{ kind: 'date' }, 'date'],
    [{ kind: 'weekly', weekday: 8 }, 'weekday'],
    [{ kind: 'weekly', weekday: 2, startTime: '18:00' }, 'endTime'],
    [{ kind: 'date', date: '2027-03-01', startTime: '22:00', endTime: '21:00' }, 'endTime'],
    [{ kind: 'date', date: '2027-03-01', startTime: '25:00', endTime: '26:00' }, 'startTime'],
    [{ kind: 'monthly', date: '2027-03-01' }, 'kind'],
    [{ kind: 'date', date: '2027-03-01', colour: 'red' }, 'colour'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const response = await block(body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_error');
    expect(Object.keys(response.body.error.fields)).toContain(field);
  });

  it('answers 400 for a bad month and 403 for a buyer', async () => {
    expect((await calendar('2027-13')).body.error.fields).toHaveProperty('month');
    expect((await calendar('2027-01', buyer)).status).toBe(403);
    expect((await block({ kind: 'date', date: '2027-03-01' }, buyer)).status).toBe(403);
  });
});

describe('offers on blocked time', () => {
  it('refuses an offer on a blocked date with 409 performer_unavailable_at_time and a clear message', async () => {
    const day = freshDay();
    await block({ kind: 'date', date: day, note: 'private' });
    const refused = await offer(day);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('performer_unavailable_at_time');
    expect(refused.body.error.message).toMatch(/is unavailable on .+\. Please choose another date or time\.$/);
    expect(refused.body.error.message).not.toContain('private');
    expect(refused.body.error.fields).toHaveProperty('eventDate');
    // The day before is free.
    expect((await offer(inDays(nextDay - 1))).status).toBe(201);
  });

  it('refuses only inside a timed block; touching edges pass; a weekly rule counts on every week', async () => {
    const day = freshDay();
    await block({ kind: 'date', date: day, startTime: '18:00', endTime: '20:00' });
    expect((await offer(day, { eventTime: '19:30' })).status).toBe(409);
    expect((await offer(day, { eventTime: '20:00' })).status).toBe(201);
    expect((await offer(day, { eventTime: '17:00' })).status).toBe(201);

    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
    const rule = await block({ kind: 'weekly', weekday, startTime: '21:00', endTime: '23:00' });
    expect((await offer(inDays(nextDay + 14), { eventTime: '21:30' })).body.error.code).toBe(
      'performer_unavailable_at_time',
    );
    await app.request('DELETE', `/api/performers/me/availability/blocks/${rule.body.id}`, { token: performer });
  });

  it('reads a venue in another zone on the performer’s clock: 23:30 in Los Angeles is 01:30 the next day in Austin', async () => {
    const day = freshDay();
    const next = inDays(nextDay + 1);
    await block({ kind: 'date', date: next });
    const refused = await offer(day, { eventTime: '23:30', venueCity: 'Los Angeles', venueState: 'CA' });
    expect(refused.status).toBe(409);
    expect((await offer(day, { eventTime: '21:00', venueCity: 'Los Angeles', venueState: 'CA' })).status).toBe(201);
  });

  it('keeps a weekly evening rule on the performer’s wall clock across the end of DST (Nov 7, 2027 in Chicago)', async () => {
    const sundays = await block({ kind: 'weekly', weekday: 7, startTime: '18:00', endTime: '23:00' });
    for (const sunday of ['2027-10-31', '2027-11-07', '2027-11-14']) {
      expect((await offer(sunday, { eventTime: '22:30', performanceLength: 30 })).status, sunday).toBe(409);
      expect((await offer(sunday, { eventTime: '23:00', performanceLength: 30 })).status, sunday).toBe(201);
      expect((await offer(sunday, { eventTime: '17:30', performanceLength: 30 })).status, sunday).toBe(201);
    }
    await app.request('DELETE', `/api/performers/me/availability/blocks/${sundays.body.id}`, { token: performer });
  });

  it('warns the performer of an offer whose date they blocked after it was made', async () => {
    const day = freshDay();
    const made = await offer(day);
    expect(made.status).toBe(201);
    const offerId = made.body.offerId;
    const before = await app.request('GET', '/api/offers/my-offers', { token: performer });
    expect(before.body.offers.find((o: { id: string }) => o.id === offerId).calendarConflict).toBeNull();

    await block({ kind: 'date', date: day });
    const list = await app.request('GET', '/api/offers/my-offers', { token: performer });
    const listed = list.body.offers.find((o: { id: string }) => o.id === offerId);
    expect(listed.calendarConflict).toMatchObject({ date: day });
    expect(listed.calendarConflict.message).toMatch(/^Calendar conflict: you marked yourself unavailable on /);
    const details = await app.request('GET', `/api/offers/${offerId}`, { token: performer });
    expect(details.body.calendarConflict.date).toBe(day);
    // The buyer is not shown the performer's calendar.
    const asBuyer = await app.request('GET', `/api/offers/${offerId}`, { token: buyer });
    expect(asBuyer.body.calendarConflict).toBeNull();
  });
});

describe('browse and the public month', () => {
  it('filters browse by "available on" (whole-day blocks only) and shows buyers the blocked dates', async () => {
    const day = freshDay();
    const ids = async (query: string) =>
      (await app.request('GET', `/api/performers?limit=100${query}`, { token: buyer })).body.performers.map(
        (p: { id: string }) => p.id,
      );
    expect(await ids(`&availableOn=${day}`)).toContain(performerId);
    await block({ kind: 'date', date: day });
    expect(await ids(`&availableOn=${day}`)).not.toContain(performerId);
    expect(await ids(`&availableOn=${inDays(nextDay + 1)}`)).toContain(performerId);
    const bad = await app.request('GET', '/api/performers?availableOn=tomorrow', { token: buyer });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('availableOn');

    const month = await app.request('GET', `/api/performers/${performerId}/availability?month=${day.slice(0, 7)}`);
    expect(month.status).toBe(200);
    expect(month.body).toMatchObject({ timeZone: 'America/Chicago' });
    expect(month.body.days).toContainEqual({ date: day, status: 'blocked' });
    expect(JSON.stringify(month.body)).not.toContain('note');
  });
});

describe('the iCalendar feed', () => {
  it('serves blocks and bookings at a secret address, parsed by ical.js; rotating makes the old address 404', async () => {
    const day = freshDay();
    await block({ kind: 'date', date: day, note: 'Dentist; then, rest' });
    await block({ kind: 'date', date: inDays(nextDay + 1), startTime: '18:00', endTime: '23:00' });
    const weekly = await block({ kind: 'weekly', weekday: 3 });
    const booked = await offer(inDays(nextDay + 3));
    expect(
      (
        await app.request('PUT', `/api/offers/${booked.body.offerId}/respond`, {
          token: performer,
          body: { action: 'accept' },
        })
      ).status,
    ).toBe(200);

    const feedUrl = (await calendar(day.slice(0, 7))).body.feedUrl as string;
    expect(feedUrl).toMatch(/^http:\/\/localhost\/api\/calendar-feeds\/[A-Za-z0-9_-]{32}$/);
    const path = new URL(feedUrl).pathname;
    const feed = await app.request('GET', path);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);

    const calendarComponent = new ICAL.Component(ICAL.parse(feed.text));
    const events = calendarComponent.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const allDay = events.find((event) => event.summary === 'Unavailable: Dentist; then, rest')!;
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe(day);
    const evening = events.find((event) => event.summary === 'Unavailable' && !event.startDate.isDate)!;
    // 18:00 Central time.
    expect(evening.startDate.toJSDate().toISOString()).toMatch(/T(23|00):00:00\.000Z$/);
    const weeklyEvent = events.find((event) => event.uid === `${weekly.body.id}@headliner`)!;
    expect(weeklyEvent.isRecurring()).toBe(true);
    const gig = events.find((event) => event.summary.endsWith('(booked)'))!;
    expect(gig.location).toContain('The Laugh Loft');

    const rotated = await app.request('POST', '/api/performers/me/availability/feed/rotate', { token: performer });
    expect(rotated.status).toBe(200);
    expect(rotated.body.feedUrl).not.toBe(feedUrl);
    expect((await app.request('GET', path)).status).toBe(404);
    expect((await app.request('GET', new URL(rotated.body.feedUrl).pathname)).status).toBe(200);
    expect((await app.request('GET', '/api/calendar-feeds/x')).status).toBe(400);
  });
});

describe('tenants never see each other’s calendars', () => {
  it('answers 404 or 403 to another tenant for every endpoint', async () => {
    const flagshipBlock = await block({ kind: 'date', date: freshDay() });
    const feedPath = new URL((await calendar('2027-01')).body.feedUrl).pathname;

    // The agency performer cannot remove the flagship performer's block.
    const remove = await app.request('DELETE', `/api/performers/me/availability/blocks/${flagshipBlock.body.id}`, {
      token: agencyPerformer,
      host: AGENCY_HOST,
    });
    expect(remove.status).toBe(404);
    // Their own calendar lists none of the flagship's blocks.
    const own = await app.request('GET', '/api/performers/me/availability?month=2027-01', {
      token: agencyPerformer,
      host: AGENCY_HOST,
    });
    expect(own.status).toBe(200);
    expect(own.body.blocks.map((b: { id: string }) => b.id)).not.toContain(flagshipBlock.body.id);
    // The flagship performer's public month and feed are not found on the agency's host.
    expect(
      (await app.request('GET', `/api/performers/${performerId}/availability`, { host: AGENCY_HOST })).status,
    ).toBe(404);
    expect((await app.request('GET', feedPath, { host: AGENCY_HOST })).status).toBe(404);
    // A flagship token on the agency host is refused, for every own-calendar endpoint.
    for (const [method, path] of [
      ['GET', '/api/performers/me/availability'],
      ['POST', '/api/performers/me/availability/blocks'],
      ['DELETE', `/api/performers/me/availability/blocks/${flagshipBlock.body.id}`],
      ['POST', '/api/performers/me/availability/feed/rotate'],
    ] as const) {
      const response = await app.request(method, path, {
        token: performer,
        host: AGENCY_HOST,
        ...(method === 'POST' && path.endsWith('blocks') ? { body: { kind: 'date', date: '2027-03-01' } } : {}),
      });
      expect([401, 403], `${method} ${path}`).toContain(response.status);
    }
    // An agency buyer cannot see the flagship's blocks through browse either: the performer is not there at all.
    const agencyBrowse = await app.request('GET', '/api/performers?limit=100', {
      token: agencyBuyer,
      host: AGENCY_HOST,
    });
    expect(agencyBrowse.body.performers.map((p: { id: string }) => p.id)).not.toContain(performerId);
  });
});
