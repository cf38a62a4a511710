import fc from 'fast-check';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_LIMIT_CODE, MAX_AVAILABILITY_BLOCKS, MAX_BLOCK_NOTE, MAX_WEEKLY_RULES } from '../../src/contract';
import { feedRenderLimiter } from '../../src/routes/availability';
import { AGENCY_HOST, ownerOf, startTestApp, type TestApp } from '../support/harness';
import {
  expectedText,
  parsedCalendar,
  property,
  unescapeText,
  unfoldedLines,
  vevents,
} from '../support/icalendarLines';

/**
 * Bounded work for the availability calendar (DESIGN.md §11): a performer has at most
 * MAX_AVAILABILITY_BLOCKS blocks and rules (MAX_WEEKLY_RULES weekly), counted under a lock so
 * concurrent creates never overshoot; the feed is one event per rule and per booked night, within a
 * size derived from those bounds; and feed renderings are capped per process and per tenant (429
 * with Retry-After past the caps). Over real HTTP, on a real PostgreSQL.
 */
let app: TestApp;
let owner: pg.Client;
let flagshipId: string;
let agencyId: string;
let performer: string;
let performerId: string;
let feedPath: string;
let agencyFeedPath: string;

/** The caps of this file's app: small, so a test can fill them. */
const PER_PROCESS = 3;
const PER_TENANT = 2;
const RETRY_AFTER = 7;
/** Nights of the two bookings made before the tests (one night, then three). */
const BOOKED_NIGHTS = 4;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const block = (body: Record<string, unknown>) =>
  app.request('POST', '/api/performers/me/availability/blocks', { token: performer, body });
const ownBlocks = async () =>
  (await app.request('GET', '/api/performers/me/availability', { token: performer })).body.blocks as {
    id: string;
    kind: string;
  }[];
const clearBlocks = () => owner.query(`delete from availability_blocks where performer_id = $1`, [performerId]);

async function setHome(city: string, state: string): Promise<void> {
  const profile = await app.request('PUT', '/api/performers/me/profile', {
    token: performer,
    body: {
      stageName: 'Pat Performer',
      bio: 'Stand-up from Austin, clean sets for any room.',
      genres: ['Comedy'],
      city,
      state,
      cleanContent: true,
    },
  });
  expect(profile.status, profile.text).toBe(200);
}

async function book(buyer: string, eventDate: string, overrides: Record<string, unknown> = {}): Promise<void> {
  const made = await app.request('POST', '/api/offers/create', {
    token: buyer,
    body: {
      performerId,
      eventName: 'Late show, two sets; no cover',
      eventDate,
      eventTime: '20:00',
      venueName: 'The Laugh Loft',
      venueAddress: '12 Main St',
      venueCity: 'Austin',
      venueState: 'TX',
      offerAmount: 100_000,
      ...overrides,
    },
  });
  expect(made.status).toBe(201);
  const accepted = await app.request('PUT', `/api/offers/${made.body.offerId}/respond`, {
    token: performer,
    body: { action: 'accept' },
  });
  expect(accepted.status).toBe(200);
}

beforeAll(async () => {
  app = await startTestApp({
    seed: { performersPerTenant: 3 },
    env: {
      ICAL_MAX_RENDERS: String(PER_PROCESS),
      ICAL_MAX_PER_TENANT: String(PER_TENANT),
      ICAL_RETRY_SECONDS: String(RETRY_AFTER),
    },
  });
  ({ owner, flagshipId, agencyId } = await ownerOf(app));
  performer = await app.signIn('performer@demo.test');
  performerId = (await app.request('GET', '/api/auth/me', { token: performer })).body.performerId;
  await setHome('Austin', 'TX');
  const buyer = await app.signIn('buyer.basic@demo.test');
  await book(buyer, inDays(20));
  await book(buyer, inDays(40), { isMultiNight: true, numberOfNights: 3, performanceLength: 90 });
  const own = await app.request('GET', '/api/performers/me/availability', { token: performer });
  feedPath = new URL(own.body.feedUrl).pathname;
  const agencyPerformer = await app.signIn('performer@demo-agency.test', AGENCY_HOST);
  const agencyOwn = await app.request('GET', '/api/performers/me/availability', {
    token: agencyPerformer,
    host: AGENCY_HOST,
  });
  agencyFeedPath = new URL(agencyOwn.body.feedUrl).pathname;
});
afterAll(async () => {
  await owner?.end();
  await app?.close();
});

const pad = (n: number) => String(n).padStart(2, '0');
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${pad(h)}:${pad(m)}`);
const times = fc.option(
  fc
    .tuple(clock, clock)
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => (a < b ? { startTime: a, endTime: b } : { startTime: b, endTime: a })),
  { nil: undefined },
);
/** Notes with what TEXT values escape or leave out, and characters of 1 to 4 UTF-8 octets. */
const note = fc.oneof(
  fc.string({ maxLength: MAX_BLOCK_NOTE }),
  fc
    .array(fc.constantFrom('a', ' ', ',', ';', ':', '\\', '\n', '\r\n', '\t', '\u0001', 'é', '€', '😀', '👩‍👩‍👧'), {
      maxLength: 40,
    })
    .map((parts) => parts.join('')),
);
const ruleBody = fc.oneof(
  fc.record({ kind: fc.constant('date'), date: fc.integer({ min: 0, max: 300 }).map(inDays), times, note }),
  fc.record({ kind: fc.constant('weekly'), weekday: fc.integer({ min: 1, max: 7 }), times, note }),
);
/** Home cities with and without DST, and the zones they are on. */
const HOMES = [
  ['Austin', 'TX', 'America/Chicago'],
  ['Phoenix', 'AZ', 'America/Phoenix'],
  ['Honolulu', 'HI', 'Pacific/Honolulu'],
  ['Boston', 'MA', 'America/New_York'],
  ['Anchorage', 'AK', 'America/Anchorage'],
  ['Denver', 'CO', 'America/Denver'],
] as const;

describe('the feed of generated rules', () => {
  it('reads back line by line per RFC 5545, one event per rule and per booked night', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...HOMES),
        fc.array(ruleBody, { maxLength: 8 }),
        async ([city, state, zone], bodies) => {
          await clearBlocks();
          await setHome(city, state);
          for (const { times: span, ...body } of bodies) {
            const created = await block({ ...body, ...span });
            expect(created.status, JSON.stringify(body)).toBe(201);
          }
          const feed = await app.request('GET', feedPath);
          expect(feed.status).toBe(200);
          const events = vevents(unfoldedLines(feed.text));
          expect(events).toHaveLength(bodies.length + BOOKED_NIGHTS);

          const wanted = bodies.map(({ note: text }) =>
            expectedText(text.trim() ? `Unavailable: ${text.trim()}` : 'Unavailable'),
          );
          const summaries = events.map((event) => unescapeText(property(event, 'SUMMARY')!.value));
          const calendar = parsedCalendar(feed.text);
          for (const read of [summaries, calendar.events.map((event) => event.summary)]) {
            expect(read.filter((summary) => summary.startsWith('Unavailable')).sort()).toEqual([...wanted].sort());
          }
          // Weekly timed rules: one event on the home clock, repeating weekly.
          const weeklyTimed = events.filter(
            (event) => property(event, 'RRULE') && property(event, 'DTSTART')!.params.TZID,
          );
          expect(weeklyTimed).toHaveLength(bodies.filter((body) => body.kind === 'weekly' && body.times).length);
          for (const event of weeklyTimed) expect(property(event, 'DTSTART')!.params.TZID).toBe(zone);
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('the maximum of blocks and weekly rules', () => {
  const longest = '€'.repeat(MAX_BLOCK_NOTE); // 3 octets a character: the most a note can weigh
  const weekly = (weekday: number) => ({
    kind: 'weekly',
    weekday,
    startTime: '18:00',
    endTime: '23:00',
    note: longest,
  });

  it('holds under concurrent creates and answers 409 naming the limit', async () => {
    await clearBlocks();
    await setHome('Austin', 'TX');
    const bodies = [
      ...Array.from({ length: MAX_WEEKLY_RULES - 1 }, (_, index) => weekly((index % 7) + 1)),
      ...Array.from({ length: MAX_AVAILABILITY_BLOCKS - MAX_WEEKLY_RULES }, (_, index) => ({
        kind: 'date',
        date: inDays(index + 1),
        ...(index % 2 ? { startTime: '10:00', endTime: '12:00' } : {}),
        note: longest,
      })),
    ];
    expect(bodies).toHaveLength(MAX_AVAILABILITY_BLOCKS - 1);
    for (let start = 0; start < bodies.length; start += 10) {
      const created = await Promise.all(bodies.slice(start, start + 10).map(block));
      expect(created.map((response) => response.status)).toEqual(created.map(() => 201));
    }

    // Two creates at once at the maximum minus one: exactly one gets in.
    const both = await Promise.all([block(weekly(3)), block(weekly(4))]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
    const refused = both.find((response) => response.status === 409)!;
    expect(refused.body.error.code).toBe(AVAILABILITY_LIMIT_CODE);
    expect(refused.body.error.message).toContain(`${MAX_AVAILABILITY_BLOCKS} blocks and weekly rules`);
    const blocks = await ownBlocks();
    expect(blocks).toHaveLength(MAX_AVAILABILITY_BLOCKS);
    expect(blocks.filter((b) => b.kind === 'weekly')).toHaveLength(MAX_WEEKLY_RULES);

    const more = await block({ kind: 'date', date: inDays(250) });
    expect(more.status).toBe(409);
    expect(more.body.error).toMatchObject({
      code: AVAILABILITY_LIMIT_CODE,
      message: expect.stringMatching(/^You have 100 blocks and weekly rules, the most a calendar can hold\./),
    });

    // With room again, weekly rules still stop at their own maximum; a date fits.
    const oneDate = blocks.find((b) => b.kind === 'date')!;
    const removed = await app.request('DELETE', `/api/performers/me/availability/blocks/${oneDate.id}`, {
      token: performer,
    });
    expect(removed.status).toBe(204);
    const weeklyRefused = await block(weekly(5));
    expect(weeklyRefused.status).toBe(409);
    expect(weeklyRefused.body.error.message).toContain(`${MAX_WEEKLY_RULES} weekly rules`);
    expect((await block({ kind: 'date', date: inDays(250), note: longest })).status).toBe(201);
    expect(await ownBlocks()).toHaveLength(MAX_AVAILABILITY_BLOCKS);
  });

  it('serves the feed of a performer at the maximum within its derived size, even past it from before the limit', async () => {
    // Header (stage name ≤ 100 characters) ≤ 1 KB; one VTIMEZONE ≤ 4 KB; an event of a rule with
    // the longest note ≤ 1 KB (≤ 621 octets of summary, folded, beside ~300 of other lines); a
    // booked night ≤ 2 KB (event name, venue and city at their longest).
    const bound = 1024 + 4096 + MAX_AVAILABILITY_BLOCKS * 1024 + BOOKED_NIGHTS * 2048;
    const feed = await app.request('GET', feedPath);
    expect(feed.status).toBe(200);
    expect(vevents(unfoldedLines(feed.text))).toHaveLength(MAX_AVAILABILITY_BLOCKS + BOOKED_NIGHTS);
    const bytes = Buffer.byteLength(feed.text);
    expect(bytes).toBeLessThanOrEqual(bound);
    expect(bytes).toBeGreaterThan(MAX_AVAILABILITY_BLOCKS * 600); // it is the heavy case

    // Rules added before the limit existed (straight into the table): the feed still reads the maximum.
    await owner.query(
      `insert into availability_blocks (tenant_id, id, performer_id, kind, weekday, start_time, end_time, note, created_at)
       select $1, gen_random_uuid(), $2, 'weekly', 1 + g % 7, '09:00', '10:00', repeat('€', 200), now()
         from generate_series(1, 200) g`,
      [flagshipId, performerId],
    );
    const past = await app.request('GET', feedPath);
    expect(past.status).toBe(200);
    expect(vevents(unfoldedLines(past.text))).toHaveLength(MAX_AVAILABILITY_BLOCKS + BOOKED_NIGHTS);
    expect(Buffer.byteLength(past.text)).toBeLessThanOrEqual(bound);
    expect((await block({ kind: 'date', date: inDays(260) })).status).toBe(409);
    await clearBlocks();
  });
});

describe('the cap on feed renderings', () => {
  /** Takes `count` of the limiter's slots for `tenantId` until the returned release is called. */
  function hold(tenantId: string, count: number): { release(): Promise<void> } {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const limiter = feedRenderLimiter(app.config);
    const running = Array.from({ length: count }, () => limiter.run(tenantId, () => gate));
    return {
      async release() {
        open();
        await Promise.all(running);
      },
    };
  }

  it('answers 429 with Retry-After past the per-tenant and the per-process cap, other tenants unaffected', async () => {
    const limiter = feedRenderLimiter(app.config);
    const flagshipBusy = hold(flagshipId, PER_TENANT);
    expect(limiter.inFlight(flagshipId)).toBe(PER_TENANT);

    const refused = await app.request('GET', feedPath);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(RETRY_AFTER));
    expect(refused.body.error).toMatchObject({
      code: 'busy',
      message: `Too many calendar feeds are being handled right now. Try again in ${RETRY_AFTER} seconds.`,
    });
    // Another tenant still gets its feed: the process has a slot left.
    const agency = await app.request('GET', agencyFeedPath, { host: AGENCY_HOST });
    expect(agency.status).toBe(200);

    // The process's last slot taken: every tenant waits.
    const agencyBusy = hold(agencyId, PER_PROCESS - PER_TENANT);
    expect(limiter.inFlight()).toBe(PER_PROCESS);
    const full = await app.request('GET', agencyFeedPath, { host: AGENCY_HOST });
    expect(full.status).toBe(429);
    expect(full.headers['retry-after']).toBe(String(RETRY_AFTER));

    await Promise.all([flagshipBusy.release(), agencyBusy.release()]);
    expect(limiter.inFlight()).toBe(0);
    // Concurrent reads within the caps are all served, and every slot is given back.
    const again = await Promise.all([
      app.request('GET', feedPath),
      app.request('GET', feedPath),
      app.request('GET', agencyFeedPath, { host: AGENCY_HOST }),
    ]);
    expect(again.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(limiter.inFlight()).toBe(0);
  });
});
