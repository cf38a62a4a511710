// The formatter alone: the contract's index would bring zod's schemas into every widget, and its
// dates module a time zone library.
import {
  formatCalendarDate,
  formatClockTime as formatClock,
  formatZonedDateTime,
} from 'tenant-api/contract/dateFormat';

/**
 * An event as its venue reads it, from the instant it starts: "Sun, Jan 24, 2027, 8:00 PM CST".
 * Intl only (the shared formatter, tenant-api/contract/dateFormat.ts), so the embedded widgets carry no
 * time zone library.
 */
export function formatEventWhen(event: {
  eventStartsAt: string;
  venueTimeZone: string;
  eventDate: string;
  eventTime: string;
}): string {
  const instant = new Date(event.eventStartsAt);
  try {
    if (!Number.isNaN(instant.getTime())) return formatZonedDateTime(instant, event.venueTimeZone);
  } catch {
    // An unknown zone: show the wall clock as given rather than nothing.
  }
  return formatWallClock(event);
}

/** An instant (a deadline) on the venue's clock: "Tue, Dec 8, 2026, 9:30 PM MST". */
export function formatInstantAt(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  try {
    if (!Number.isNaN(instant.getTime())) return formatZonedDateTime(instant, timeZone);
  } catch {
    // An unknown zone: the viewer's own clock rather than nothing.
  }
  return formatInstant(iso);
}

/** The venue's wall clock as given, without its zone: "Sun, Jan 24, 2027 · 8:00 PM". */
export function formatWallClock(event: { eventDate: string; eventTime: string }): string {
  return `${formatDay(event.eventDate)} · ${formatClockTime(event.eventTime)}`;
}

// Made on first use: building an Intl formatter loads locale data, which every page that imports
// this module (most do) would otherwise pay for while it starts.
let instantFormatter: Intl.DateTimeFormat | undefined;
const instantFormat = () =>
  (instantFormatter ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }));

/** A calendar day "2025-06-14" → "Sat, Jun 14, 2025" (no time zone shift). */
export function formatDay(isoDate: string): string {
  const day = isoDate.slice(0, 10);
  return Number.isNaN(new Date(`${day}T00:00:00Z`).getTime()) ? isoDate : formatCalendarDate(day);
}

/** A wall-clock time "20:00" → "8:00 PM". */
export function formatClockTime(time: string): string {
  return /^\d{2}:\d{2}/.test(time) ? formatClock(time.slice(0, 5)) : time;
}

/** An instant in the viewer's time zone: "Jun 14, 2025, 8:05 PM". */
export function formatInstant(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : instantFormat().format(instant);
}

/** The viewer's calendar day as "YYYY-MM-DD" (what a date input's `min` wants). */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The viewer's wall-clock time as "HH:MM". */
export function localClockTime(now: Date): string {
  return `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
}
