import type { OfferStatus, OverlappingBooking } from '../contract';
import { shiftCalendarDate, zonedDate } from '../contract/dates';
import { HOLDING_STATUSES, describeOverlap, firstOverlap, performancesOf } from '../domain/bookingOverlap';
import { firstBlock } from '../domain/availability';
import { conflictMessage, homeTimeZone, loadRules } from '../commands/availability/calendar';
import type { TenantEm } from '../db/tenantScope';
import { availableTransitions, type OfferActor } from '../domain/offerStateMachine';
import {
  OfferEntity,
  OfferEventEntity,
  PerformerEntity,
  UserEntity,
  type Offer,
  type Performer,
  type User,
} from '../entities';
import {
  offerSnapshot,
  presentOffer,
  presentOfferDetails,
  type CalendarConflict,
  type OfferParties,
} from '../presenters/offer';

/** The filter tabs of SPEC 2.11 and the states each one shows. */
export const TAB_STATUSES: Record<'pending' | 'accepted' | 'declined' | 'expired', OfferStatus[]> = {
  pending: ['PENDING_ADMIN_APPROVAL', 'PENDING', 'COUNTER_OFFER'],
  accepted: ['ACCEPTED', 'PAID', 'COMPLETED', 'PAID_OUT'],
  declined: ['REJECTED', 'CANCELLED'],
  expired: ['EXPIRED'],
};

export function statusesFor(filter: string | undefined): OfferStatus[] | null {
  if (!filter || filter === 'all') return null;
  if (filter in TAB_STATUSES) return TAB_STATUSES[filter as keyof typeof TAB_STATUSES];
  return [filter as OfferStatus];
}

export async function myOffers(em: TenantEm, user: User, filter: string | undefined, now: Date) {
  const performer = user.role === 'PERFORMER' ? await em.findOne(PerformerEntity, { userId: user.id }) : null;
  const userRole: 'buyer' | 'performer' = performer ? 'performer' : 'buyer';
  const mine = performer
    ? { performerId: performer.id, status: { $ne: 'PENDING_ADMIN_APPROVAL' as const } }
    : { buyerId: user.id };
  const all = await em.find(OfferEntity, mine, { orderBy: { createdAt: 'desc' }, limit: 500 });
  const wanted = statusesFor(filter);
  const shown = wanted ? all.filter((offer) => wanted.includes(offer.status)) : all;
  const parties = await partiesFor(em, shown);
  const overlapOf = performer ? await overlapsWithBookings(em, performer.id, shown, now) : () => null;
  const conflictOf = performer ? await calendarConflicts(em, performer, shown) : () => null;
  return {
    userRole,
    offers: shown.map((offer) =>
      presentOffer(offer, parties(offer), userRole, now, overlapOf(offer), conflictOf(offer)),
    ),
    counts: {
      all: all.length,
      pending: all.filter((offer) => TAB_STATUSES.pending.includes(offer.status)).length,
      accepted: all.filter((offer) => TAB_STATUSES.accepted.includes(offer.status)).length,
      declined: all.filter((offer) => TAB_STATUSES.declined.includes(offer.status)).length,
      expired: all.filter((offer) => TAB_STATUSES.expired.includes(offer.status)).length,
    },
  };
}

export async function offerDetails(em: TenantEm, offer: Offer, viewer: OfferActor, now: Date) {
  const parties = (await partiesFor(em, [offer]))(offer);
  const history = await em.find(OfferEventEntity, { offerId: offer.id }, { orderBy: { createdAt: 'asc' } });
  const actorIds = [...new Set(history.map((event) => event.actorUserId).filter((id): id is string => !!id))];
  const actors = actorIds.length ? await em.find(UserEntity, { id: { $in: actorIds } }) : [];
  const names = new Map(actors.map((actor) => [actor.id, `${actor.firstName} ${actor.lastName}`]));
  const overlap =
    viewer === 'performer' ? (await overlapsWithBookings(em, offer.performerId, [offer], now))(offer) : null;
  const actions = availableTransitions(offerSnapshot(offer, overlap), viewer, now);
  const conflict = viewer === 'performer' ? (await calendarConflicts(em, parties.performer, [offer]))(offer) : null;
  return presentOfferDetails(offer, parties, viewer, now, history, names, actions, overlap, conflict);
}

export async function pendingApprovals(em: TenantEm, now: Date) {
  const offers = await em.find(OfferEntity, { status: 'PENDING_ADMIN_APPROVAL' }, { orderBy: { createdAt: 'asc' } });
  const parties = await partiesFor(em, offers);
  return offers.map((offer) => ({
    ...presentOffer(offer, parties(offer), 'admin', now),
    waitingMinutes: Math.floor((now.getTime() - offer.createdAt.getTime()) / 60_000),
  }));
}

/** Offers the performer still answers (or the buyer a counter): where a clash matters. */
const ANSWERABLE: readonly OfferStatus[] = ['PENDING', 'COUNTER_OFFER'];

/**
 * For each offer still to be answered, the performer's booking (accepted or paid) it would clash
 * with — the warning shown before accepting. One query for the performer's upcoming bookings.
 */
async function overlapsWithBookings(
  em: TenantEm,
  performerId: string,
  offers: Offer[],
  now: Date,
): Promise<(offer: Offer) => OverlappingBooking | null> {
  if (!offers.some((offer) => ANSWERABLE.includes(offer.status))) return () => null;
  const bookings = await em.find(OfferEntity, {
    performerId,
    status: { $in: [...HOLDING_STATUSES] },
    eventDate: { $gte: shiftCalendarDate(zonedDate(now, 'UTC'), -8) },
  });
  return (offer) => {
    if (!ANSWERABLE.includes(offer.status)) return null;
    const overlap = firstOverlap(offer, bookings);
    return overlap ? describeOverlap(overlap) : null;
  };
}

/**
 * For each offer still to be answered, a block the performer put in their calendar at its time
 * (perhaps after the offer was made): the "Calendar conflict" warning. One query for the rules.
 */
async function calendarConflicts(
  em: TenantEm,
  performer: Performer,
  offers: Offer[],
): Promise<(offer: Offer) => CalendarConflict | null> {
  if (!offers.some((offer) => ANSWERABLE.includes(offer.status))) return () => null;
  const rules = await loadRules(em, performer.id);
  if (!rules.length) return () => null;
  const timeZone = homeTimeZone(performer);
  return (offer) => {
    if (!ANSWERABLE.includes(offer.status)) return null;
    const blocked = firstBlock(rules, performancesOf(offer), timeZone);
    return blocked ? { date: blocked.date, message: conflictMessage(blocked) } : null;
  };
}

/** Loads the buyers, performers and performer users of many offers in three queries. */
async function partiesFor(em: TenantEm, offers: Offer[]): Promise<(offer: Offer) => OfferParties> {
  const performerIds = [...new Set(offers.map((offer) => offer.performerId))];
  const performers: Performer[] = performerIds.length
    ? await em.find(PerformerEntity, { id: { $in: performerIds } })
    : [];
  const userIds = [...new Set([...offers.map((offer) => offer.buyerId), ...performers.map((p) => p.userId)])];
  const users: User[] = userIds.length ? await em.find(UserEntity, { id: { $in: userIds } }) : [];
  const performerById = new Map(performers.map((performer) => [performer.id, performer]));
  const userById = new Map(users.map((user) => [user.id, user]));
  return (offer) => {
    const performer = performerById.get(offer.performerId)!;
    return { buyer: userById.get(offer.buyerId)!, performer, performerUser: userById.get(performer.userId)! };
  };
}
