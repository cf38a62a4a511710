import { randomBytes, randomUUID } from 'node:crypto';
import {
  AVAILABILITY_LIMIT_CODE,
  MAX_AVAILABILITY_BLOCKS,
  MAX_WEEKLY_RULES,
  type AvailabilityBlockBody,
  type CalendarBooking,
  type OwnCalendar,
  type PublicAvailability,
} from '../../contract';
import {
  DEFAULT_TIME_ZONE,
  formatCalendarDate,
  formatClockTime,
  shiftCalendarDate,
  zonedDate,
} from '../../contract/dates';
import { allUsCities } from '../../db/seed/cities';
import type { TenantEm } from '../../db/tenantScope';
import {
  datesOfMonth,
  firstBlock,
  monthMarks,
  type AvailabilityRule,
  type BlockedInterval,
} from '../../domain/availability';
import { HOLDING_STATUSES, performancesOf, type BookingTiming } from '../../domain/bookingOverlap';
import { eventWhen } from '../../domain/offerTiming';
import { zoneOfPlace } from '../../domain/timeZones';
import {
  AvailabilityBlockEntity,
  CalendarFeedEntity,
  OfferEntity,
  type AvailabilityBlock,
  type Offer,
  type Performer,
} from '../../entities';
import { conflict, notFound } from '../../http/errors';
import { lockPerformerCalendar } from '../offers/performerCalendar';

/** The performer's home zone: that of their city, or the flagship's when they have none yet. */
export function homeTimeZone(performer: Pick<Performer, 'city' | 'state'>): string {
  return performer.city && performer.state
    ? zoneOfPlace(allUsCities(), performer.city, performer.state)
    : DEFAULT_TIME_ZONE;
}

export const presentBlock = (block: AvailabilityBlock) => ({
  id: block.id,
  kind: block.kind,
  date: block.date,
  weekday: block.weekday,
  startTime: block.startTime,
  endTime: block.endTime,
  note: block.note,
});

export function loadRules(em: TenantEm, performerId: string): Promise<AvailabilityBlock[]> {
  return em.find(
    AvailabilityBlockEntity,
    { performerId },
    { orderBy: { kind: 'asc', date: 'asc', weekday: 'asc', startTime: 'asc' } },
  );
}

/**
 * Refuses a block past the limits (MAX_AVAILABILITY_BLOCKS in all, MAX_WEEKLY_RULES weekly) with
 * 409. Counted under the performer's row lock, held to the end of the transaction, so two creates
 * at once queue and the second counts the first: the limit is never overshot.
 */
async function checkRoomFor(em: TenantEm, performer: Performer, kind: AvailabilityBlockBody['kind']): Promise<void> {
  await lockPerformerCalendar(em, performer.id);
  const all = await em.count(AvailabilityBlockEntity, { performerId: performer.id });
  if (all >= MAX_AVAILABILITY_BLOCKS) {
    throw conflict(
      AVAILABILITY_LIMIT_CODE,
      `You have ${MAX_AVAILABILITY_BLOCKS} blocks and weekly rules, the most a calendar can hold. Remove some you no longer need (past dates, for example) to add another.`,
    );
  }
  if (kind !== 'weekly') return;
  const weekly = await em.count(AvailabilityBlockEntity, { performerId: performer.id, kind: 'weekly' });
  if (weekly >= MAX_WEEKLY_RULES) {
    throw conflict(
      AVAILABILITY_LIMIT_CODE,
      `You have ${MAX_WEEKLY_RULES} weekly rules, the most a calendar can hold. Remove one to add another, or block single dates instead.`,
    );
  }
}

export async function addBlock(
  em: TenantEm,
  performer: Performer,
  body: AvailabilityBlockBody,
  now: Date,
): Promise<AvailabilityBlock> {
  await checkRoomFor(em, performer, body.kind);
  const block = em.create(AvailabilityBlockEntity, {
    tenantId: performer.tenantId,
    id: randomUUID(),
    performerId: performer.id,
    kind: body.kind,
    date: body.kind === 'date' ? body.date : null,
    weekday: body.kind === 'weekly' ? body.weekday : null,
    startTime: body.startTime ?? null,
    endTime: body.endTime ?? null,
    note: body.note ?? '',
    createdAt: now,
  });
  return block;
}

export async function removeBlock(em: TenantEm, performer: Performer, id: string): Promise<void> {
  const block = await em.findOne(AvailabilityBlockEntity, { id, performerId: performer.id });
  if (!block) throw notFound('Block not found');
  em.remove(block);
}

const newToken = () => randomBytes(24).toString('base64url');

/**
 * The performer's feed token, made on first use. Two first uses at once (two tabs opening the
 * calendar) both get the one token: the insert that comes second does nothing and reads the first.
 */
export async function feedToken(em: TenantEm, performer: Performer, now: Date): Promise<string> {
  const feed = await em.findOne(CalendarFeedEntity, { performerId: performer.id });
  if (feed) return feed.token;
  const [made] = await em.execute<{ token: string }[]>(
    `insert into calendar_feeds (tenant_id, performer_id, token, created_at) values (?, ?, ?, ?)
     on conflict (tenant_id, performer_id) do nothing returning token`,
    [performer.tenantId, performer.id, newToken(), now],
  );
  if (made) return made.token;
  const [first] = await em.execute<{ token: string }[]>(
    `select token from calendar_feeds where tenant_id = ? and performer_id = ?`,
    [performer.tenantId, performer.id],
  );
  return first!.token;
}

/** A new secret address; the old one answers 404 from now on. */
export async function rotateFeed(em: TenantEm, performer: Performer, now: Date): Promise<string> {
  const feed = await em.findOne(CalendarFeedEntity, { performerId: performer.id });
  if (!feed) return feedToken(em, performer, now);
  feed.token = newToken();
  feed.createdAt = now;
  return feed.token;
}

export const feedUrl = (origin: string, token: string) => `${origin}/api/calendar-feeds/${token}`;

/** The performer's bookings (accepted or paid) from `from` to `to`, event dates on the venue's clock. */
async function bookingsBetween(em: TenantEm, performerId: string, from: string, to: string): Promise<Offer[]> {
  return em.find(
    OfferEntity,
    { performerId, status: { $in: [...HOLDING_STATUSES] }, eventDate: { $gte: from, $lte: to } },
    { orderBy: { eventDate: 'asc', eventTime: 'asc' } },
  );
}

function calendarBooking(offer: Offer, timeZone: string): CalendarBooking {
  return {
    offerId: offer.id,
    eventName: offer.eventName,
    date: zonedDate(performancesOf(offer)[0]!.start, timeZone),
    startsAt: eventWhen(offer),
    venueName: offer.venueName,
    status: offer.status,
  };
}

export async function ownCalendar(
  em: TenantEm,
  performer: Performer,
  month: string,
  origin: string,
  now: Date,
): Promise<OwnCalendar> {
  const timeZone = homeTimeZone(performer);
  const blocks = await loadRules(em, performer.id);
  const dates = datesOfMonth(month);
  const offers = await bookingsBetween(
    em,
    performer.id,
    shiftCalendarDate(dates[0]!, -1),
    shiftCalendarDate(dates.at(-1)!, 1),
  );
  const bookings = offers
    .map((offer) => calendarBooking(offer, timeZone))
    .filter((booking) => booking.date.startsWith(month));
  return {
    timeZone,
    month,
    blocks: blocks.map(presentBlock),
    days: monthMarks(blocks, month),
    bookings,
    feedUrl: feedUrl(origin, await feedToken(em, performer, now)),
  };
}

export async function publicAvailability(
  em: TenantEm,
  performer: Performer,
  month: string,
): Promise<PublicAvailability> {
  const blocks = await loadRules(em, performer.id);
  return { timeZone: homeTimeZone(performer), month, days: monthMarks(blocks, month) };
}

/** The block of the performer's in the way of a booking's time, if any. */
export async function blockInTheWay(
  em: TenantEm,
  performer: Performer,
  booking: BookingTiming,
  rules?: readonly AvailabilityRule[],
): Promise<BlockedInterval | null> {
  return firstBlock(rules ?? (await loadRules(em, performer.id)), performancesOf(booking), homeTimeZone(performer));
}

/** What a buyer reads: which day, on the performer's clock; never the performer's note. */
export function unavailableMessage(stageName: string, blocked: BlockedInterval): string {
  const when = blocked.rule.startTime
    ? `${formatCalendarDate(blocked.date)}, ${formatClockTime(blocked.rule.startTime)}–${formatClockTime(blocked.rule.endTime!)} (${stageName}’s local time)`
    : formatCalendarDate(blocked.date);
  return `${stageName} is unavailable on ${when}. Please choose another date or time.`;
}

/** What the performer reads on an offer whose time they blocked after it was made. */
export function conflictMessage(blocked: BlockedInterval): string {
  const span = blocked.rule.startTime
    ? `${formatClockTime(blocked.rule.startTime)}–${formatClockTime(blocked.rule.endTime!)}`
    : 'all day';
  const which = blocked.rule.kind === 'weekly' ? 'a weekly rule' : 'a block';
  return `Calendar conflict: you marked yourself unavailable on ${formatCalendarDate(blocked.date)} (${span}, ${which} in your calendar).`;
}
