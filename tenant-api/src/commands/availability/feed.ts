import { MAX_AVAILABILITY_BLOCKS } from '../../contract';
import { shiftCalendarDate, zonedDate } from '../../contract/dates';
import type { TenantEm } from '../../db/tenantScope';
import { blockedInterval, isoWeekday } from '../../domain/availability';
import { HOLDING_STATUSES, performancesOf } from '../../domain/bookingOverlap';
import { writeCalendar, type CalendarEvent } from '../../domain/icalendar';
import {
  AvailabilityBlockEntity,
  CalendarFeedEntity,
  OfferEntity,
  PerformerEntity,
  type AvailabilityBlock,
  type Offer,
} from '../../entities';
import { homeTimeZone } from './calendar';

/**
 * What one feed reads and writes, fixed by design (docs/offers.md, "Availability bounds"): at most
 * MAX_AVAILABILITY_BLOCKS rules (weekly ones and one-off blocks from FEED_DAYS_BEHIND days ago), and
 * at most MAX_FEED_BOOKINGS booked nights from FEED_DAYS_BEHIND days ago to FEED_DAYS_AHEAD ahead,
 * each one event of a fixed handful of lines. Rendering is linear in those events: a few
 * milliseconds for the largest feed.
 */
export const FEED_DAYS_BEHIND = 90;
export const FEED_DAYS_AHEAD = 365;
export const MAX_FEED_BOOKINGS = 100;

type FeedRule = Pick<AvailabilityBlock, 'id' | 'kind' | 'date' | 'weekday' | 'startTime' | 'endTime' | 'note'>;
type FeedBooking = Pick<
  Offer,
  | 'id'
  | 'eventName'
  | 'venueName'
  | 'venueCity'
  | 'venueState'
  | 'eventDate'
  | 'eventTime'
  | 'venueTimeZone'
  | 'numberOfNights'
  | 'performanceLength'
>;

/** One event per rule: a date (all day or timed), or a weekly rule repeating from its next occurrence. */
function ruleEvent(rule: FeedRule, timeZone: string, today: string): CalendarEvent {
  const uid = `${rule.id}@headliner`;
  const summary = rule.note ? `Unavailable: ${rule.note}` : 'Unavailable';
  if (rule.kind === 'date') {
    if (rule.startTime === null) return { uid, summary, allDay: rule.date! };
    const { start, end } = blockedInterval(rule, rule.date!, timeZone);
    return { uid, summary, start, end };
  }
  const firstDay = shiftCalendarDate(today, (rule.weekday! - isoWeekday(today) + 7) % 7);
  if (rule.startTime === null) return { uid, summary, allDay: firstDay, weeklyOn: rule.weekday! };
  const weekly = {
    date: firstDay,
    weekday: rule.weekday!,
    startTime: rule.startTime,
    endTime: rule.endTime!,
    timeZone,
  };
  return { uid, summary, weekly };
}

/** One event per booked night, earliest first, at most MAX_FEED_BOOKINGS in all (nights past it are not worked out). */
function bookingEvents(bookings: readonly FeedBooking[]): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const offer of bookings) {
    if (events.length >= MAX_FEED_BOOKINGS) break;
    const summary = `${offer.eventName} (booked)`;
    const location = `${offer.venueName}, ${offer.venueCity}, ${offer.venueState}`;
    performancesOf(offer).forEach((night, index) =>
      events.push({ uid: `${offer.id}-${index + 1}@headliner`, summary, location, start: night.start, end: night.end }),
    );
  }
  return events.slice(0, MAX_FEED_BOOKINGS);
}

/** The feed's text for rules and bookings already read (pure: what the property tests drive). */
export function renderFeed(input: {
  calendarName: string;
  timeZone: string;
  rules: readonly FeedRule[];
  bookings: readonly FeedBooking[];
  now: Date;
}): string {
  const today = zonedDate(input.now, input.timeZone);
  const events = [
    ...input.rules.map((rule) => ruleEvent(rule, input.timeZone, today)),
    ...bookingEvents(input.bookings),
  ];
  return writeCalendar(input.calendarName, events, input.now);
}

/** The rules a feed shows: weekly ones first, then one-off blocks from FEED_DAYS_BEHIND days ago; bounded. */
function feedRules(em: TenantEm, performerId: string, today: string): Promise<AvailabilityBlock[]> {
  return em.find(
    AvailabilityBlockEntity,
    { performerId, $or: [{ kind: 'weekly' }, { date: { $gte: shiftCalendarDate(today, -FEED_DAYS_BEHIND) } }] },
    { orderBy: { kind: 'desc', weekday: 'asc', date: 'asc', startTime: 'asc' }, limit: MAX_AVAILABILITY_BLOCKS },
  );
}

/** Accepted and paid bookings in the feed's window, earliest first; bounded. */
function feedBookings(em: TenantEm, performerId: string, today: string): Promise<Offer[]> {
  return em.find(
    OfferEntity,
    {
      performerId,
      status: { $in: [...HOLDING_STATUSES] },
      eventDate: { $gte: shiftCalendarDate(today, -FEED_DAYS_BEHIND), $lte: shiftCalendarDate(today, FEED_DAYS_AHEAD) },
    },
    { orderBy: { eventDate: 'asc', eventTime: 'asc' }, limit: MAX_FEED_BOOKINGS },
  );
}

/** The iCalendar text behind a secret feed token, or null when no feed has that token (any more). */
export async function calendarFeed(em: TenantEm, token: string, now: Date): Promise<string | null> {
  const feed = await em.findOne(CalendarFeedEntity, { token });
  if (!feed) return null;
  const performer = await em.findOneOrFail(PerformerEntity, { id: feed.performerId });
  const timeZone = homeTimeZone(performer);
  const today = zonedDate(now, timeZone);
  const rules = await feedRules(em, performer.id, today);
  const bookings = await feedBookings(em, performer.id, today);
  return renderFeed({ calendarName: `${performer.stageName} — Headliner`, timeZone, rules, bookings, now });
}
