/**
 * Calendar arithmetic for offers. Event dates ('YYYY-MM-DD') and times ('HH:MM') are the
 * venue's wall clock; until venues carry a time zone they are read as UTC, and "days" are
 * UTC calendar days.
 */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 00:00 UTC of a 'YYYY-MM-DD' calendar date. */
export function utcMidnightOf(isoDate: string): Date {
  const parts = ISO_DATE.exec(isoDate);
  const day = parts ? new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]))) : null;
  if (!day || day.toISOString().slice(0, 10) !== isoDate) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return day;
}

/** The event's start; without a time, the start of the event day. */
export function eventStartsAt(eventDate: string, eventTime?: string | null): Date {
  const midnight = utcMidnightOf(eventDate);
  if (!eventTime) return midnight;
  const clock = CLOCK_TIME.exec(eventTime);
  if (!clock) throw new RangeError(`Not a time of day: ${eventTime}`);
  return new Date(midnight.getTime() + Number(clock[1]) * HOUR_MS + Number(clock[2]) * 60_000);
}

export function startOfUtcDay(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
}

/** Whole calendar days from the UTC date of `instant` to `isoDate` (negative when the date is past). */
export function calendarDaysUntil(isoDate: string, instant: Date): number {
  return Math.round((utcMidnightOf(isoDate).getTime() - startOfUtcDay(instant).getTime()) / DAY_MS);
}

export function addHours(instant: Date, hours: number): Date {
  return new Date(instant.getTime() + hours * HOUR_MS);
}
