import { shiftCalendarDate, zonedDate } from '../../contract/dates';
import type { TenantEm } from '../../db/tenantScope';
import { blockedInterval, isoWeekday } from '../../domain/availability';
import { HOLDING_STATUSES, performancesOf } from '../../domain/bookingOverlap';
import { writeCalendar, type CalendarEvent } from '../../domain/icalendar';
import { CalendarFeedEntity, OfferEntity, PerformerEntity, type AvailabilityBlock } from '../../entities';
import { homeTimeZone, loadRules } from './calendar';

/** Weekly rules with times are written out week by week (so each keeps its wall-clock time across DST). */
const WEEKS_AHEAD = 26;

function blockEvents(block: AvailabilityBlock, timeZone: string, today: string): CalendarEvent[] {
  const summary = block.note ? `Unavailable: ${block.note}` : 'Unavailable';
  if (block.kind === 'date') {
    if (block.startTime === null) return [{ uid: `${block.id}@headliner`, summary, allDay: block.date! }];
    const { start, end } = blockedInterval(block, block.date!, timeZone);
    return [{ uid: `${block.id}@headliner`, summary, start, end }];
  }
  const firstDay = shiftCalendarDate(today, (block.weekday! - isoWeekday(today) + 7) % 7);
  if (block.startTime === null) {
    return [{ uid: `${block.id}@headliner`, summary, allDay: firstDay, weeklyOn: block.weekday! }];
  }
  return Array.from({ length: WEEKS_AHEAD }, (_, week) => {
    const date = shiftCalendarDate(firstDay, week * 7);
    const { start, end } = blockedInterval(block, date, timeZone);
    return { uid: `${block.id}-${date}@headliner`, summary, start, end };
  });
}

/** The iCalendar text behind a secret feed token, or null when no feed has that token (any more). */
export async function calendarFeed(em: TenantEm, token: string, now: Date): Promise<string | null> {
  const feed = await em.findOne(CalendarFeedEntity, { token });
  if (!feed) return null;
  const performer = await em.findOneOrFail(PerformerEntity, { id: feed.performerId });
  const timeZone = homeTimeZone(performer);
  const today = zonedDate(now, timeZone);
  const blocks = await loadRules(em, performer.id);
  const bookings = await em.find(OfferEntity, {
    performerId: performer.id,
    status: { $in: [...HOLDING_STATUSES] },
    eventDate: { $gte: shiftCalendarDate(today, -90) },
  });
  const events: CalendarEvent[] = [
    ...blocks
      .filter((block) => block.kind === 'weekly' || block.date! >= shiftCalendarDate(today, -90))
      .flatMap((block) => blockEvents(block, timeZone, today)),
    ...bookings.flatMap((offer) =>
      performancesOf(offer).map((night, index) => ({
        uid: `${offer.id}-${index + 1}@headliner`,
        summary: `${offer.eventName} (booked)`,
        location: `${offer.venueName}, ${offer.venueCity}, ${offer.venueState}`,
        start: night.start,
        end: night.end,
      })),
    ),
  ];
  return writeCalendar(`${performer.stageName} — Headliner`, events, now);
}
