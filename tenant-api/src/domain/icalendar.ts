/**
 * A minimal iCalendar (RFC 5545) writer for the performer's feed: timed events as UTC instants,
 * all-day events as dates (with a weekly RRULE where the rule is all day). Text is escaped and
 * lines are folded at 75 octets, as the RFC asks.
 */
export type CalendarEvent =
  | { uid: string; summary: string; description?: string; location?: string; start: Date; end: Date }
  | { uid: string; summary: string; description?: string; allDay: string; weeklyOn?: number };

const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const dateStamp = (date: string) => date.replace(/-/g, '');
const nextDate = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line: at most 75 octets each, continuation lines start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length ? 74 : 75;
    if (Buffer.byteLength(current + char) > limit) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(event: CalendarEvent, now: Date): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${utcStamp(now)}`];
  if ('allDay' in event) {
    lines.push(
      `DTSTART;VALUE=DATE:${dateStamp(event.allDay)}`,
      `DTEND;VALUE=DATE:${dateStamp(nextDate(event.allDay))}`,
    );
    if (event.weeklyOn) lines.push(`RRULE:FREQ=WEEKLY;BYDAY=${WEEKDAYS[event.weeklyOn - 1]}`);
  } else {
    lines.push(`DTSTART:${utcStamp(event.start)}`, `DTEND:${utcStamp(event.end)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push('END:VEVENT');
  return lines;
}

export function writeCalendar(name: string, events: readonly CalendarEvent[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Headliner//Performer calendar//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
