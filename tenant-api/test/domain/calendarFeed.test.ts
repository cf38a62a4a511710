import { randomUUID } from 'node:crypto';
import { tzOffset } from '@date-fns/tz';
import fc from 'fast-check';
import type ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { MAX_FEED_BOOKINGS, renderFeed } from '../../src/commands/availability/feed';
import { MAX_AVAILABILITY_BLOCKS, MAX_BLOCK_NOTE, MAX_WEEKLY_RULES } from '../../src/contract';
import { shiftCalendarDate, zonedDate } from '../../src/contract/dates';
import { blockedInterval, isoWeekday } from '../../src/domain/availability';
import { performancesOf } from '../../src/domain/bookingOverlap';
import { foldLine } from '../../src/domain/icalendar';
import { vtimezoneLines } from '../../src/domain/vtimezone';
import {
  expectedText,
  parsedCalendar,
  property,
  unescapeText,
  unfoldedLines,
  vevents,
} from '../support/icalendarLines';

/**
 * The feed's writer (commands/availability/feed.ts, domain/icalendar.ts, domain/vtimezone.ts) as
 * properties: for any rules and bookings, in zones with and without DST (north and south, half-hour
 * DST, a lunar-calendar zone), the text reads back line by line per RFC 5545, holds one event per
 * rule and per booked night (so its size is linear by construction), and every occurrence a
 * calendar client (ical.js, given our VTIMEZONE) expands lands on the instants our own rules block.
 */

const ZONES = [
  'America/Chicago',
  'America/New_York',
  'America/Phoenix',
  'America/Anchorage',
  'Pacific/Honolulu',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Dublin',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'America/Santiago',
  'Asia/Jerusalem',
  'Africa/Casablanca',
  'Asia/Kolkata',
  'UTC',
];
const US_ZONES = ['America/Chicago', 'America/Los_Angeles', 'America/Denver', 'America/New_York', 'Pacific/Honolulu'];

const pad = (n: number) => String(n).padStart(2, '0');
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${pad(h)}:${pad(m)}`);
const span = fc.option(
  fc
    .tuple(clock, clock)
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => (a < b ? [a, b] : [b, a]) as [string, string]),
  { nil: null },
);
/** Text with what TEXT values must escape or leave out, and characters of 1 to 4 UTF-8 octets. */
const text = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'grapheme', maxLength: Math.floor(maxLength / 2) }),
    fc
      .array(
        fc.constantFrom(
          'a',
          'Z',
          ' ',
          ',',
          ';',
          ':',
          '\\',
          '"',
          '\n',
          '\r\n',
          '\r',
          '\t',
          '\u0001',
          'é',
          '€',
          '😀',
          '👩‍👩‍👧',
        ),
        { maxLength: Math.floor(maxLength / 8) },
      )
      .map((parts) => parts.join('')),
  );

const ruleArb = fc.record({
  kind: fc.constantFrom('date' as const, 'weekly' as const),
  weekday: fc.integer({ min: 1, max: 7 }),
  dayOffset: fc.integer({ min: -90, max: 400 }),
  times: span,
  note: text(MAX_BLOCK_NOTE),
});
const bookingArb = fc.record({
  eventName: text(200).map((name) => name || 'Show'),
  venueName: text(200),
  venueCity: text(100),
  dayOffset: fc.integer({ min: -90, max: 365 }),
  eventTime: clock,
  venueTimeZone: fc.constantFrom(...US_ZONES),
  numberOfNights: fc.integer({ min: 1, max: 7 }),
  performanceLength: fc.integer({ min: 15, max: 240 }),
});
const nowArb = fc.date({
  min: new Date('2026-01-01T00:00:00Z'),
  max: new Date('2034-12-31T00:00:00Z'),
  noInvalidDate: true,
});

type Of<A> = A extends fc.Arbitrary<infer T> ? T : never;
type RuleInput = Of<typeof ruleArb>;
type BookingInput = Of<typeof bookingArb>;

function feedOf(zone: string, now: Date, generated: readonly RuleInput[], generatedBookings: readonly BookingInput[]) {
  const today = zonedDate(now, zone);
  const rules = generated.map((rule) => ({
    id: randomUUID(),
    kind: rule.kind,
    date: rule.kind === 'date' ? shiftCalendarDate(today, rule.dayOffset) : null,
    weekday: rule.kind === 'weekly' ? rule.weekday : null,
    startTime: rule.times?.[0] ?? null,
    endTime: rule.times?.[1] ?? null,
    note: rule.note,
  }));
  const bookings = generatedBookings.map((booking) => ({
    ...booking,
    id: randomUUID(),
    venueState: 'TX',
    eventDate: shiftCalendarDate(today, booking.dayOffset),
  }));
  const text = renderFeed({ calendarName: 'Pat, the; Performer — Headliner', timeZone: zone, rules, bookings, now });
  return { text, rules, bookings, today };
}

interface Occurrence {
  /** The date on the event's own clock (its TZID's, or UTC's). */
  date: string;
  start: Date;
  end: Date;
}

/** The occurrences ical.js expands for an event, up to `count`. */
function occurrences(event: ICAL.Event, count: number): Occurrence[] {
  const found: Occurrence[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next && found.length < count; next = iterator.next()) {
    const details = event.getOccurrenceDetails(next);
    const date = details.startDate.toString().slice(0, 10);
    found.push({ date, start: details.startDate.toJSDate(), end: details.endDate.toJSDate() });
  }
  return found;
}

const HOUR = 3_600_000;
/**
 * Whether a DST change is within three hours of the instant. There a wall-clock time may be skipped
 * or repeated, and ical.js reads those its own way (a skipped time with the offset after the gap),
 * not as RFC 5545 §3.3.5 says (the offset before the gap; a repeated time is the first), which is
 * how we read them (checked with the RFC's own examples below). Elsewhere they must agree.
 */
const nearChange = (instant: Date, zone: string) =>
  tzOffset(zone, new Date(instant.getTime() - 3 * HOUR)) !== tzOffset(zone, new Date(instant.getTime() + 3 * HOUR));

/** ical.js's occurrences of a timed rule are the intervals the rule blocks on those dates (away from DST changes). */
function expectSameIntervals(rule: Parameters<typeof blockedInterval>[0], found: Occurrence[], zone: string) {
  expect(found.length).toBeGreaterThan(0);
  for (const occurrence of found) {
    const blocked = blockedInterval(rule, rule.kind === 'date' ? rule.date! : occurrence.date, zone);
    if (nearChange(blocked.start, zone) || nearChange(blocked.end, zone)) continue;
    expect([occurrence.start.toISOString(), occurrence.end.toISOString()], `${zone} ${occurrence.date}`).toEqual([
      blocked.start.toISOString(),
      blocked.end.toISOString(),
    ]);
  }
}

describe('foldLine', () => {
  it('folds at 75 octets (74 after the space), never inside a character, and unfolds to the line', () => {
    fc.assert(
      fc.property(text(2000), fc.constantFrom('SUMMARY:', 'X:'), (value, name) => {
        const line = name + value.replace(/[\r\n]/g, ' ');
        const folded = foldLine(line);
        expect(unfoldedLines(`${folded}\r\n`)).toEqual([line]);
        const parts = folded.split('\r\n ');
        // Each part but the last is full: the next character would not have fitted.
        parts.slice(0, -1).forEach((part, index) => {
          const next = String.fromCodePoint(parts[index + 1]!.codePointAt(0)!);
          expect(Buffer.byteLength(part + next)).toBeGreaterThan(index === 0 ? 75 : 74);
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('the feed', () => {
  it('reads back per RFC 5545 with one event per rule and per booked night, at the instants the rules block', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        nowArb,
        fc.array(ruleArb, { maxLength: 25 }),
        fc.array(bookingArb, { maxLength: 4 }),
        (zone, now, generatedRules, generatedBookings) => {
          const { text, rules, bookings, today } = feedOf(zone, now, generatedRules, generatedBookings);
          const lines = unfoldedLines(text);
          const events = vevents(lines);
          const nights = bookings.flatMap((booking) => performancesOf(booking));
          expect(events).toHaveLength(rules.length + nights.length);
          expect(new Set(events.map((event) => property(event, 'UID')!.value)).size).toBe(events.length);
          // Every summary reads back to its note (ical.js and our own reading agree).
          const summaries = events.map((event) => unescapeText(property(event, 'SUMMARY')!.value));
          const wanted = [
            ...rules.map((rule) => (rule.note ? `Unavailable: ${rule.note}` : 'Unavailable')),
            ...bookings.flatMap((booking) => performancesOf(booking).map(() => `${booking.eventName} (booked)`)),
          ].map(expectedText);
          expect(summaries).toEqual(wanted);

          const calendar = parsedCalendar(text);
          expect(calendar.events.map((event) => event.summary)).toEqual(wanted);
          calendar.events.slice(0, rules.length).forEach((event, index) => {
            const rule = rules[index]!;
            expect(event.uid).toBe(`${rule.id}@headliner`);
            if (rule.startTime === null) {
              const first =
                rule.kind === 'date'
                  ? rule.date!
                  : shiftCalendarDate(today, (rule.weekday! - isoWeekday(today) + 7) % 7);
              expect(event.startDate.isDate).toBe(true);
              expect(event.startDate.toString()).toBe(first);
              expect(event.isRecurring()).toBe(rule.kind === 'weekly');
              return;
            }
            // Timed: each occurrence (20 weeks of a weekly rule) is the interval the rule blocks that day.
            expectSameIntervals(rule, occurrences(event, rule.kind === 'weekly' ? 20 : 2), zone);
          });
          const bookedStarts = calendar.events.slice(rules.length).map((event) => event.startDate.toJSDate().getTime());
          expect(bookedStarts).toEqual(nights.map((night) => night.start.getTime()));
        },
      ),
      { numRuns: 150 },
    );
  });

  it.each(ZONES)('keeps a weekly rule on the wall clock of %s for five years, across every DST change', (zone) => {
    const now = new Date('2027-01-10T12:00:00Z');
    const times = [
      ['00:00', '00:30'],
      ['01:30', '03:00'],
      ['02:30', '04:00'],
      ['18:00', '23:59'],
    ];
    // Sundays (most zones change on one) and Fridays (Jerusalem's spring change).
    const weekly = [5, 7].flatMap((weekday) =>
      times.map(([start, end]) => ({
        kind: 'weekly' as const,
        weekday,
        dayOffset: 0,
        times: [start!, end!] as [string, string],
        note: '',
      })),
    );
    const { text, rules } = feedOf(zone, now, weekly, []);
    const calendar = parsedCalendar(text);
    calendar.events.forEach((event, index) => expectSameIntervals(rules[index]!, occurrences(event, 5 * 52), zone));
  });

  it('reads a skipped wall-clock time with the offset before the gap, and a repeated one as the first (RFC 5545 §3.3.5)', () => {
    const at = (date: string, startTime: string) =>
      blockedInterval(
        { id: 'x', kind: 'date', date, weekday: null, startTime, endTime: '23:00' },
        date,
        'America/New_York',
      ).start.toISOString();
    // The RFC's examples: 02:30 on March 11, 2007 is 03:30 EDT; 01:30 on November 4, 2007 is 01:30 EDT.
    expect(at('2007-03-11', '02:30')).toBe('2007-03-11T07:30:00.000Z');
    expect(at('2007-11-04', '01:30')).toBe('2007-11-04T05:30:00.000Z');
  });

  it('writes the US zones as two yearly rules, and a zone without DST as one observance', () => {
    expect(vtimezoneLines('America/Chicago', 2027)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/Chicago',
      'X-LIC-LOCATION:America/Chicago',
      'BEGIN:DAYLIGHT',
      'TZOFFSETFROM:-0600',
      'TZOFFSETTO:-0500',
      'DTSTART:20260308T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0600',
      'DTSTART:20261101T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    expect(vtimezoneLines('Europe/Berlin', 2027)).toContain('RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU');
    expect(vtimezoneLines('America/Phoenix', 2027).filter((line) => line.startsWith('BEGIN:'))).toEqual([
      'BEGIN:VTIMEZONE',
      'BEGIN:STANDARD',
    ]);
  });

  it('writes the largest feed within its derived size (one event of at most 1 KB per rule, 2 KB per booked night)', () => {
    // The most octets per character of a note: a 3-octet character per UTF-16 unit ("€").
    const longest = '€'.repeat(MAX_BLOCK_NOTE);
    const rules: RuleInput[] = Array.from({ length: MAX_AVAILABILITY_BLOCKS }, (_, index) => ({
      kind: index < MAX_WEEKLY_RULES ? 'weekly' : 'date',
      weekday: (index % 7) + 1,
      dayOffset: index,
      times: index % 3 ? ['18:00', '23:00'] : null,
      note: longest,
    }));
    const bookings: BookingInput[] = Array.from({ length: MAX_FEED_BOOKINGS }, (_, index) => ({
      eventName: '€'.repeat(200),
      venueName: '€'.repeat(200),
      venueCity: '€'.repeat(100),
      dayOffset: index * 3,
      eventTime: '20:00',
      venueTimeZone: 'America/Los_Angeles',
      numberOfNights: 7,
      performanceLength: 240,
    }));
    // The zone with the longest VTIMEZONE of those above (every change written out).
    const { text } = feedOf('Africa/Casablanca', new Date('2027-01-10T12:00:00Z'), rules, bookings);
    const events = vevents(unfoldedLines(text));
    expect(events).toHaveLength(MAX_AVAILABILITY_BLOCKS + MAX_FEED_BOOKINGS);
    const bound = 1024 + 4096 + MAX_AVAILABILITY_BLOCKS * 1024 + MAX_FEED_BOOKINGS * 2048;
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(bound);
  });
});
