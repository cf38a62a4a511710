/**
 * Dates and times as people read them, through the runtime's Intl (en-US) only: no date library,
 * so the embedded widgets can use the same formatter as the API without carrying one. The parts are
 * assembled here so the text does not depend on the ICU version ("Sun, Jan 24, 2027, 8:00 PM CST").
 * Zone arithmetic (a venue's wall clock to an instant) is in dates.ts.
 */

/** `YYYY-MM-DD` as [year, month index, day]. */
export function dayParts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year!, month! - 1, day!];
}

/** `HH:mm` as [hours, minutes]. */
export function timeParts(time: string): [number, number] {
  const [hours, minutes] = time.split(':').map(Number);
  return [hours ?? 0, minutes ?? 0];
}

type ClockParts = Record<
  'weekday' | 'month' | 'day' | 'year' | 'hour' | 'minute' | 'dayPeriod' | 'timeZoneName',
  string
>;

const CLOCK_PART_TYPES = new Set(['weekday', 'month', 'day', 'year', 'hour', 'minute', 'dayPeriod', 'timeZoneName']);
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The named parts of `instant` on `timeZone`'s wall clock, in en-US words ("Sun", "Jan", "PM", "CST"). */
function clockParts(instant: Date, timeZone: string): ClockParts {
  let clock = clockFormats.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    clockFormats.set(timeZone, clock);
  }
  const parts = {} as ClockParts;
  for (const part of clock.formatToParts(instant)) {
    if (CLOCK_PART_TYPES.has(part.type)) parts[part.type as keyof ClockParts] = part.value;
  }
  return parts;
}

const isoDayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (`YYYY-MM-DD`) that `instant` falls on in `timeZone`. */
export function zonedDate(instant: Date, timeZone: string): string {
  let isoDay = isoDayFormats.get(timeZone);
  if (!isoDay) {
    isoDay = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    isoDayFormats.set(timeZone, isoDay);
  }
  const parts = Object.fromEntries(isoDay.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The zone's short name at that instant: "CST", "CDT", "HST" (or "GMT-4" where none exists). */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  return clockParts(instant, timeZone).timeZoneName ?? timeZone;
}

/** "Sun, Jan 24, 2027, 8:00 PM CST": an instant as read at a place. */
export function formatZonedDateTime(instant: Date, timeZone: string): string {
  const at = clockParts(instant, timeZone);
  return `${at.weekday}, ${at.month} ${at.day}, ${at.year}, ${at.hour}:${at.minute} ${at.dayPeriod} ${at.timeZoneName ?? timeZone}`;
}

/** "Sun, Jan 24, 2027": an instant's calendar day at a place. */
export function formatZonedDay(instant: Date, timeZone: string): string {
  const at = clockParts(instant, timeZone);
  return `${at.weekday}, ${at.month} ${at.day}, ${at.year}`;
}

/** Noon UTC of a calendar date: the date's own day in UTC, far from any day boundary. */
function utcNoon(date: string): Date {
  const [year, month, day] = dayParts(date);
  return new Date(Date.UTC(year, month, day, 12));
}

/** "Sun, Jan 24, 2027": a calendar date (no zone: it is the same day wherever it is read). */
export function formatCalendarDate(date: string): string {
  return formatZonedDay(utcNoon(date), 'UTC');
}

/** "8:00 PM" from "20:00". */
export function formatClockTime(time: string): string {
  const at = clockParts(new Date(Date.UTC(2000, 0, 1, ...timeParts(time))), 'UTC');
  return `${at.hour}:${at.minute} ${at.dayPeriod}`;
}

/** A calendar date (`YYYY-MM-DD`) `days` later (or earlier); pure calendar arithmetic, no zone. */
export function shiftCalendarDate(date: string, days: number): string {
  const [year, month, day] = dayParts(date);
  return zonedDate(new Date(Date.UTC(year, month, day + days, 12)), 'UTC');
}
