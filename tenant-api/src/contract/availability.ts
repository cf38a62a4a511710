import { z } from 'zod';

/** A performer's availability calendar (issue 19, item 3); see domain/availability.ts for the rules. */

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const Clock = (name: string) => z.string().regex(CLOCK, `${name} must be a time like 18:00`);
const Month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must look like 2027-01');

/** Both times or neither (the whole day); the end after the start, on the same day. */
const withTimes = <T extends z.ZodObject>(shape: T) =>
  shape.superRefine((value, ctx) => {
    const { startTime, endTime } = value as { startTime?: string; endTime?: string };
    if (!startTime !== !endTime) {
      const path = startTime ? 'endTime' : 'startTime';
      ctx.addIssue({ code: 'custom', path: [path], message: 'Give both a start and an end time, or neither' });
    } else if (startTime && endTime && endTime <= startTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'The end time must be after the start time' });
    }
  });

/**
 * The most blocks and weekly rules one performer may have, all kinds together, past dates too
 * (removing them makes room): far more than a comedian blocking a date or two a week for the months
 * ahead, with a few weekly rules, ever holds. It bounds every read of a performer's rules (the
 * feed, the month, the check of an offer).
 */
export const MAX_AVAILABILITY_BLOCKS = 100;
/**
 * Of those, the most weekly rules: three a weekday. Each one applies to every date, so every
 * month, every offer check and the feed read all of them.
 */
export const MAX_WEEKLY_RULES = 21;
/** The longest note of a block (characters). */
export const MAX_BLOCK_NOTE = 200;
/** The code of the 409 answered to a block past MAX_AVAILABILITY_BLOCKS or MAX_WEEKLY_RULES. */
export const AVAILABILITY_LIMIT_CODE = 'availability_limit_reached';

const BlockTimes = {
  startTime: Clock('Start time').optional(),
  endTime: Clock('End time').optional(),
  note: z.string().trim().max(MAX_BLOCK_NOTE, `Note must be at most ${MAX_BLOCK_NOTE} characters`).optional(),
};

export const AvailabilityBlockBody = z.discriminatedUnion(
  'kind',
  [
    withTimes(
      z.strictObject({
        kind: z.literal('date'),
        date: z.iso.date({ error: 'Date must be a date like 2027-01-24' }),
        ...BlockTimes,
      }),
    ),
    withTimes(
      z.strictObject({
        kind: z.literal('weekly'),
        weekday: z
          .number({ error: 'Weekday must be 1 (Monday) to 7 (Sunday)' })
          .int()
          .min(1, 'Weekday must be 1 (Monday) to 7 (Sunday)')
          .max(7, 'Weekday must be 1 (Monday) to 7 (Sunday)'),
        ...BlockTimes,
      }),
    ),
  ],
  { error: "Kind must be 'date' or 'weekly'" },
);
export type AvailabilityBlockBody = z.infer<typeof AvailabilityBlockBody>;

export const AvailabilityBlock = z
  .object({
    id: z.uuid(),
    kind: z.enum(['date', 'weekly']),
    date: z.string().nullable(),
    weekday: z.number().int().nullable(),
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
    note: z.string(),
  })
  .meta({ id: 'AvailabilityBlock' });
export type AvailabilityBlock = z.infer<typeof AvailabilityBlock>;

export const DayMark = z.object({ date: z.string(), status: z.enum(['blocked', 'partial']) });
export type DayMark = z.infer<typeof DayMark>;

export const CalendarBooking = z.object({
  offerId: z.uuid(),
  eventName: z.string(),
  /** The date on the performer's clock. */
  date: z.string(),
  /** "Sun, Jan 24, 2027, 8:00 PM CST": the start on the venue's clock. */
  startsAt: z.string(),
  venueName: z.string(),
  status: z.string(),
});
export type CalendarBooking = z.infer<typeof CalendarBooking>;

export const CalendarMonthQuery = z.strictObject({ month: Month.optional() });

export const OwnCalendar = z
  .object({
    /** The performer's home time zone: blocks are read on its clock. */
    timeZone: z.string(),
    month: z.string(),
    blocks: z.array(AvailabilityBlock),
    days: z.array(DayMark),
    bookings: z.array(CalendarBooking),
    /** The secret iCalendar address for the performer's own calendar app. */
    feedUrl: z.string(),
  })
  .meta({ id: 'OwnCalendar' });
export type OwnCalendar = z.infer<typeof OwnCalendar>;

/** What a buyer sees of a performer's month: the dates blocked all day or in part, nothing else. */
export const PublicAvailability = z
  .object({ timeZone: z.string(), month: z.string(), days: z.array(DayMark) })
  .meta({ id: 'PublicAvailability' });
export type PublicAvailability = z.infer<typeof PublicAvailability>;

export const BlockIdParams = z.strictObject({ id: z.uuid({ error: 'Block id must be a UUID' }) });
export const FeedTokenParams = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Not a feed') });

export const PERFORMER_UNAVAILABLE_CODE = 'performer_unavailable_at_time';
