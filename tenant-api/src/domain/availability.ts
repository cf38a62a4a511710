import { areIntervalsOverlapping } from 'date-fns';
import { shiftCalendarDate, zonedDate, zonedInstant } from '../contract/dates';
import type { Performance } from './bookingOverlap';

/**
 * A performer's availability (issue 19, item 3). The performer blocks time on their own wall
 * clock, in their home time zone: a one-off block on a date, or a weekly rule on a weekday; either
 * for the whole day or from a start to an end time on that day. A booking's performance clashes
 * with a block when their instants overlap; touching edges (a block ending at 18:00, a set
 * starting at 18:00) do not. Across a DST change a whole-day block is 23 or 25 hours long.
 */
export interface AvailabilityRule {
  id: string;
  kind: 'date' | 'weekly';
  /** `YYYY-MM-DD`, for a one-off block. */
  date: string | null;
  /** ISO weekday, 1 (Monday) to 7 (Sunday), for a weekly rule. */
  weekday: number | null;
  /** `HH:mm` on the performer's clock; both null for the whole day. */
  startTime: string | null;
  endTime: string | null;
}

export interface BlockedInterval {
  rule: AvailabilityRule;
  date: string;
  start: Date;
  end: Date;
}

export type DayStatus = 'blocked' | 'partial';

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date; a date has no zone. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function ruleAppliesOn(rule: AvailabilityRule, date: string): boolean {
  return rule.kind === 'date' ? rule.date === date : rule.weekday === isoWeekday(date);
}

/** The instants a rule blocks on `date`, read on the performer's clock in `timeZone`. */
export function blockedInterval(rule: AvailabilityRule, date: string, timeZone: string): BlockedInterval {
  const start = zonedInstant(date, rule.startTime ?? '00:00', timeZone);
  const end = rule.endTime
    ? zonedInstant(date, rule.endTime, timeZone)
    : zonedInstant(shiftCalendarDate(date, 1), '00:00', timeZone);
  return { rule, date, start, end };
}

/** The performer's calendar dates a performance touches (it may run past midnight). */
function datesTouched(performance: Performance, timeZone: string): string[] {
  const first = zonedDate(performance.start, timeZone);
  const last = zonedDate(new Date(performance.end.getTime() - 1), timeZone);
  const dates = [first];
  while (dates[dates.length - 1]! < last) dates.push(shiftCalendarDate(dates[dates.length - 1]!, 1));
  return dates;
}

/** The first block in the way of any of the performances, or null when the performer is free. */
export function firstBlock(
  rules: readonly AvailabilityRule[],
  performances: readonly Performance[],
  timeZone: string,
): BlockedInterval | null {
  for (const performance of performances) {
    for (const date of datesTouched(performance, timeZone)) {
      for (const rule of rules) {
        if (!ruleAppliesOn(rule, date)) continue;
        const blocked = blockedInterval(rule, date, timeZone);
        if (areIntervalsOverlapping(performance, blocked)) return blocked;
      }
    }
  }
  return null;
}

/** How blocked a calendar date is: the whole day, part of it, or (undefined) not at all. */
export function dayStatus(rules: readonly AvailabilityRule[], date: string): DayStatus | undefined {
  const applying = rules.filter((rule) => ruleAppliesOn(rule, date));
  if (applying.some((rule) => rule.startTime === null)) return 'blocked';
  return applying.length ? 'partial' : undefined;
}

/** Every date of a month (`YYYY-MM`). */
export function datesOfMonth(month: string): string[] {
  const dates: string[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = shiftCalendarDate(date, 1)) dates.push(date);
  return dates;
}

/** The blocked and partly blocked dates of a month. */
export function monthMarks(rules: readonly AvailabilityRule[], month: string): { date: string; status: DayStatus }[] {
  return datesOfMonth(month).flatMap((date) => {
    const status = dayStatus(rules, date);
    return status ? [{ date, status }] : [];
  });
}
