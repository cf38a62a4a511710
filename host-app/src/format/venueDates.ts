import { formatEventDateTime } from 'tenant-api/contract';
import { formatWallClock } from 'widgets/format';

/**
 * The same from the venue's wall clock when the start instant is not at hand (the dashboard
 * and the payment page). Zone arithmetic brings @date-fns/tz, which the embedded widgets do without.
 */
export function formatVenueWallClock(event: { eventDate: string; eventTime: string; venueTimeZone?: string }): string {
  try {
    if (event.venueTimeZone) return formatEventDateTime(event.eventDate, event.eventTime, event.venueTimeZone);
  } catch {
    // An unknown zone or a malformed date: show the wall clock as given rather than nothing.
  }
  return formatWallClock(event);
}
