import { TZDate, tz } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, startOfWeek, subWeeks } from 'date-fns';
import { dayParts, formatZonedDateTime, timeParts } from './dateFormat';

export {
  formatCalendarDate,
  formatClockTime,
  formatZonedDateTime,
  formatZonedDay,
  shiftCalendarDate,
  zoneAbbreviation,
  zonedDate,
} from './dateFormat';

/**
 * Dates and times, the one place for both sides. An event's date and time are the venue's wall
 * clock; the venue's IANA time zone turns them into an instant. All zone arithmetic goes through
 * date-fns with @date-fns/tz (no hand-written offsets); formatting names the zone where a reader
 * could otherwise misread the time ("Sun, Jan 24, 2027, 8:00 PM CST"); the formatting itself is in
 * dateFormat.ts (Intl only), re-exported here.
 *
 * Wall-clock times that do not exist (the hour skipped when DST starts) move forward by the gap
 * (02:30 becomes 03:30 daylight time); times that happen twice (the hour repeated when DST ends)
 * mean the first of the two, as @date-fns/tz resolves them.
 */

/** The zone used when a place could not be located (the flagship's home zone). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** True when `zone` is an IANA zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** Instants already worked out, by "date time zone": a zone's rules do not change while a process runs. */
const instants = new Map<string, number>();
const MAX_REMEMBERED_INSTANTS = 20_000;

/**
 * The instant a venue's wall-clock date (`YYYY-MM-DD`) and time (`HH:mm`) name in `timeZone`.
 * Remembered: a list of offers asks for hundreds a request, and each costs @date-fns/tz several
 * Intl look-ups.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const key = `${date} ${time} ${timeZone}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    instant = new TZDate(...dayParts(date), ...timeParts(time), timeZone).getTime();
    if (instants.size >= MAX_REMEMBERED_INSTANTS) instants.clear();
    instants.set(key, instant);
  }
  return new Date(instant);
}

/** The start of a calendar day (00:00) in `timeZone`, as an instant. */
export function startOfZonedDay(date: string, timeZone: string): Date {
  return zonedInstant(date, '00:00', timeZone);
}

/** Whole calendar days from the day `at` falls on in `timeZone` to `date` (negative once past). */
export function calendarDaysUntil(date: string, at: Date, timeZone: string): number {
  return differenceInCalendarDays(new TZDate(...dayParts(date), timeZone), new TZDate(at.getTime(), timeZone), {
    in: tz(timeZone),
  });
}

/** The same wall-clock time `days` calendar days later in `timeZone` (23 or 25 hours across DST). */
export function addZonedDays(instant: Date, days: number, timeZone: string): Date {
  return new Date(addDays(new TZDate(instant.getTime(), timeZone), days).getTime());
}

/** 00:00 on the Monday of the calendar week (Monday to Sunday) before `date`'s week, in `timeZone`. */
export function mondayOfWeekBefore(date: string, timeZone: string): Date {
  const day = new TZDate(...dayParts(date), timeZone);
  return new Date(subWeeks(startOfWeek(day, { weekStartsOn: 1 }), 1).getTime());
}

/** "Sun, Jan 24, 2027, 8:00 PM CST": an event's venue-local date and time, with the venue's zone. */
export function formatEventDateTime(date: string, time: string, timeZone: string): string {
  return formatZonedDateTime(zonedInstant(date, time, timeZone), timeZone);
}
