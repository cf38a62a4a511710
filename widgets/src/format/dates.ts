import { formatEventDateTime, formatZonedDateTime } from 'tenant-api/contract';

/**
 * An event's date and time on its venue's clock, with the venue's zone, through the one shared
 * formatter (tenant-api/contract/dates.ts): "Sun, Jan 24, 2027, 8:00 PM CST".
 */
export function formatEventWhen(event: { eventDate: string; eventTime: string; venueTimeZone?: string }): string {
  try {
    if (event.venueTimeZone) return formatEventDateTime(event.eventDate, event.eventTime, event.venueTimeZone);
  } catch {
    // An unknown zone or a malformed date: show the wall clock as given rather than nothing.
  }
  return `${formatDay(event.eventDate)} · ${formatClockTime(event.eventTime)}`;
}

/** An instant as read at a place (a venue): "Mon, Jan 18, 2027, 12:00 AM CST". */
export function formatInstantAt(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : formatZonedDateTime(instant, timeZone);
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const instantFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A calendar day "2025-06-14" → "Sat, Jun 14, 2025" (no time zone shift). */
export function formatDay(isoDate: string): string {
  const day = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? isoDate : dayFormat.format(day);
}

/** A wall-clock time "20:00" → "8:00 PM". */
export function formatClockTime(time: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  return match ? timeFormat.format(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])))) : time;
}

/** An instant in the viewer's time zone: "Jun 14, 2025, 8:05 PM". */
export function formatInstant(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : instantFormat.format(instant);
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
