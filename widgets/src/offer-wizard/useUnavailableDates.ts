import type { DayMark } from 'tenant-api/contract';
import { useRemote } from '../core/useRemote';
import { useWidgetEnvironment } from '../core/WidgetEnvironment';
import { formatDay, localIsoDate } from '../format/dates';

export interface UnavailableDates {
  /** `YYYY-MM`: the month of the chosen date, or this month. */
  month: string;
  /** The month's dates the performer blocked all day ('blocked') or in part ('partial'). */
  days: readonly DayMark[];
}

/**
 * The performer's blocked dates in the month of the chosen date. Without an answer (an older
 * server, a network error) nothing is marked; the API still refuses a blocked time on submit.
 */
export function useUnavailableDates(performerId: string, eventDate: string): UnavailableDates {
  const { api } = useWidgetEnvironment();
  const month = (/^\d{4}-\d{2}-\d{2}$/.test(eventDate) ? eventDate : localIsoDate(new Date())).slice(0, 7);
  const remote = useRemote(`availability:${performerId}:${month}`, (signal) =>
    api.getPerformerAvailability(performerId, month, signal),
  );
  return { month, days: remote.data?.days ?? [] };
}

/** The message for a date blocked all day, or null when the date is open (or only partly blocked). */
export function blockedDateMessage(unavailable: UnavailableDates, date: string): string | null {
  const blocked = unavailable.days.some((day) => day.date === date && day.status === 'blocked');
  return blocked ? `The performer is unavailable on ${formatDay(date)}. Please choose another date.` : null;
}
