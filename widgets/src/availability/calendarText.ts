import type { AvailabilityBlock } from 'tenant-api/contract';
import { formatClockTime, formatDay } from '../format/dates';

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "January 2027" from "2027-01". */
export const monthTitle = (month: string) => monthFormat.format(new Date(`${month}-01T12:00:00Z`));

/** The month before or after `month` ("2027-01" → "2026-12"). */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, index - 1 + by, 1));
  return shifted.toISOString().slice(0, 7);
}

/** "Every Monday, 6:00 PM–11:00 PM" or "Mon, Jan 25, 2027, all day". */
export function describeBlock(block: AvailabilityBlock): string {
  const when =
    block.kind === 'weekly' ? `Every ${WEEKDAY_NAMES[(block.weekday ?? 1) - 1]}` : formatDay(block.date ?? '');
  const span =
    block.startTime && block.endTime
      ? `${formatClockTime(block.startTime)}–${formatClockTime(block.endTime)}`
      : 'all day';
  return `${when}, ${span}`;
}
