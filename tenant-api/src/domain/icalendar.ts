import { vtimezoneLines } from './vtimezone';

/**
 * A minimal iCalendar (RFC 5545) writer for the performer's feed: single timed events as UTC
 * instants, all-day events as dates (with a weekly RRULE where the rule is all day), weekly timed
 * rules as ONE event on the performer's wall clock (`DTSTART;TZID=<IANA zone>` and a weekly RRULE,
 * with the zone's VTIMEZONE), so each keeps its local time across DST in every calendar client.
 * Text is escaped and lines are folded at 75 octets, as the RFC asks.
 *
 * Work is linear in the events: one event's lines are a fixed handful, each folded in one pass.
 */
export type CalendarEvent =
  | { uid: string; summary: string; description?: string; location?: string; start: Date; end: Date }
  | { uid: string; summary: string; description?: string; allDay: string; weeklyOn?: number }
  | { uid: string; summary: string; description?: string; weekly: WeeklyTime };

/** A weekly time on a zone's wall clock: from `date` (the first occurrence), every week on its weekday. */
export interface WeeklyTime {
  /** `YYYY-MM-DD`, the first occurrence; it falls on `weekday`. */
  date: string;
  /** ISO weekday, 1 (Monday) to 7 (Sunday). */
  weekday: number;
  /** `HH:mm`, the end after the start on the same day. */
  startTime: string;
  endTime: string;
  timeZone: string;
}

const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const dateStamp = (date: string) => date.replace(/-/g, '');
const localStamp = (date: string, time: string) => `${dateStamp(date)}T${time.replace(':', '')}00`;
const nextDate = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * A TEXT value: backslash, semicolon and comma escaped, line breaks as `\n`, and the other control
 * characters (which TEXT may not hold) left out.
 */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

/** UTF-8 octets of a code point. */
const octets = (code: number) => (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);

/**
 * Folds a content line: at most 75 octets each, continuation lines start with a space; never inside
 * a character's UTF-8 sequence. One pass over the line.
 */
export function foldLine(line: string): string {
  if (line.length <= 25 || Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let used = 0;
  let limit = 75;
  for (let index = 0; index < line.length;) {
    const code = line.codePointAt(index)!;
    const size = octets(code);
    if (used + size > limit) {
      parts.push(line.slice(start, index));
      start = index;
      used = 0;
      limit = 74; // after the leading space
    }
    used += size;
    index += code > 0xffff ? 2 : 1;
  }
  parts.push(line.slice(start));
  return parts.join('\r\n ');
}

/** `PT1H30M` from "00:00" to "01:30" (an end at or before the start is on the next day). */
function wallClockDuration(startTime: string, endTime: string): string {
  const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  let minutes = minutesOf(endTime) - minutesOf(startTime);
  if (minutes <= 0) minutes += 24 * 60;
  const hours = Math.floor(minutes / 60);
  return `PT${hours ? `${hours}H` : ''}${minutes % 60 || !hours ? `${minutes % 60}M` : ''}`;
}

function whenLines(event: CalendarEvent): string[] {
  if ('allDay' in event) {
    return [
      `DTSTART;VALUE=DATE:${dateStamp(event.allDay)}`,
      `DTEND;VALUE=DATE:${dateStamp(nextDate(event.allDay))}`,
      ...(event.weeklyOn ? [`RRULE:FREQ=WEEKLY;BYDAY=${WEEKDAYS[event.weeklyOn - 1]}`] : []),
    ];
  }
  if ('weekly' in event) {
    const { date, weekday, startTime, endTime, timeZone } = event.weekly;
    return [
      `DTSTART;TZID=${timeZone}:${localStamp(date, startTime)}`,
      // A duration, not DTEND: an end on the first date can be a wall-clock time a DST change
      // repeats, which readers resolve differently (RFC 5545 says the first; ical.js the second),
      // and every later occurrence takes its length from it.
      `DURATION:${wallClockDuration(startTime, endTime)}`,
      `RRULE:FREQ=WEEKLY;BYDAY=${WEEKDAYS[weekday - 1]}`,
    ];
  }
  return [
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
  ];
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    ...whenLines(event),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'END:VEVENT',
  ];
}

/** The VTIMEZONEs of the zones the events' wall-clock times are on. */
function zoneLines(events: readonly CalendarEvent[], now: Date): string[] {
  const zones = new Set<string>();
  for (const event of events) if ('weekly' in event) zones.add(event.weekly.timeZone);
  return [...zones].flatMap((zone) => vtimezoneLines(zone, now.getUTCFullYear()));
}

export function writeCalendar(name: string, events: readonly CalendarEvent[], now: Date): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Headliner//Performer calendar//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...zoneLines(events, now),
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
