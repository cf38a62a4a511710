import { OFFER_PAGE_SIZE, type OfferStatus, type OverlappingBooking } from '../contract';
import { shiftCalendarDate, zonedDate } from '../contract/dates';
import { HOLDING_STATUSES, describeOverlap, firstOverlap, performancesOf } from '../domain/bookingOverlap';
import { firstBlock } from '../domain/availability';
import { conflictMessage, homeTimeZone, loadRules } from '../commands/availability/calendar';
import { literal, type Row } from '../db/oneTrip';
import { preparedRead, readPreparedInTenant, type Execution, type PreparedRead } from '../db/preparedReads';
import type { Orm } from '../db/orm';
import type { UserReadAlong } from '../http/session';
import type { Role } from '../contract';
import { inTenant, type TenantEm } from '../db/tenantScope';
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
  type ListedOffer,
  type OfferParties,
} from '../presenters/offer';
import {
  afterPositionParameters,
  decodeCursor,
  encodeCursor,
  orderBy,
  type CursorValue,
  type SortKey,
} from './browseCursor';
import { LISTED_OFFER_COLUMNS, offerWithParties, partiesSql } from './offerRows';
import { packedColumns, type PackedColumns } from '../db/packedRows';

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

/** A sort key of an offers page, with the name its value has in a packed row (the cursor's source). */
interface OfferSortKey extends SortKey {
  field: string;
}

const NEWEST_FIRST: OfferSortKey[] = [
  { expression: 'o.created_at', direction: 'desc', type: 'timestamptz', field: 'createdAt' },
  { expression: 'o.id', direction: 'desc', type: 'uuid', field: 'id' },
];
const OLDEST_FIRST: OfferSortKey[] = [
  { expression: 'o.created_at', direction: 'asc', type: 'timestamptz', field: 'createdAt' },
  { expression: 'o.id', direction: 'asc', type: 'uuid', field: 'id' },
];

interface OfferPageQuery {
  limit?: number;
  after?: string;
}

/**
 * One keyset page of offers with their parties (the other side's, for a `caller` who is one of
 * them), `rows` (SQL: a literal or a parameter) being the page's limit + 1, to know whether another
 * page follows: the offers are chosen first (from the index of `where`, which holds the position a
 * cursor names), then only those are joined. Each row comes packed (db/packedRows.ts): a list's
 * rows are wide, and reading them is most of what a list costs the API.
 */
function offerPageSql(where: string[], order: SortKey[], rows: string, caller: Party['role'] | null): string {
  const parties = partiesSql(caller);
  return `select ${pageColumns(caller).sql}
      from (select o.* from offers o where ${where.join(' and ')}
             order by ${orderBy(order)} limit ${rows}) o
      ${parties.joins}
     order by ${orderBy(order)}`;
}

/** The packed columns of a page for each caller: the offer's, then its parties'. */
const PAGE_COLUMNS = {
  buyer: packedColumns([...LISTED_OFFER_COLUMNS, ...partiesSql('buyer').columns]),
  performer: packedColumns([...LISTED_OFFER_COLUMNS, ...partiesSql('performer').columns]),
  admin: packedColumns([...LISTED_OFFER_COLUMNS, ...partiesSql(null).columns]),
};
const pageColumns = (caller: Party['role'] | null) => PAGE_COLUMNS[caller ?? 'admin'];

/**
 * The cursor after a row of a page: its values of the page's sort keys as PostgreSQL wrote them
 * into the packed row (a timestamp with every digit), as `decodeCursor` reads them back.
 */
const cursorAfter = (order: OfferSortKey[], row: Row) =>
  encodeCursor(JSON.stringify(order.map((key) => row[key.field])));

/** The rows a page reads: its limit, and one more to know whether another page follows. */
const rowsToRead = (page: OfferPageQuery) => (page.limit ?? OFFER_PAGE_SIZE) + 1;

/**
 * The rows of `offerPageSql` (packed as `columns`, the caller's) as offers with their parties
 * (`known`: the caller's side), and the cursor of the page after.
 */
function offerPageOf(
  rows: Row[],
  columns: PackedColumns,
  order: OfferSortKey[],
  page: OfferPageQuery,
  known: Partial<OfferParties> = {},
) {
  const limit = page.limit ?? OFFER_PAGE_SIZE;
  const shown = rows.slice(0, limit).map((row) => columns.unpack(row[columns.alias] as string));
  const last = shown[shown.length - 1];
  const nextCursor = rows.length > limit && last ? cursorAfter(order, last) : null;
  return { offers: shown.map((row) => offerWithParties(row, known)), nextCursor };
}

const statusIn = (statuses: readonly OfferStatus[]) => `o.status = any(${literal(`{${statuses.join(',')}}`)}::text[])`;

const tallied = (statuses: readonly OfferStatus[]) => `t.status = any(${literal(`{${statuses.join(',')}}`)}::text[])`;

/**
 * (`tenant` and `party.id` are SQL: literals, or a prepared read's parameters.)
 * The tab counts over all of the caller's offers, and what the booked ones come to (the buyer's
 * totals, fees included, or the performer's agreed fees), in SQL: from the party's tallies
 * (offer_tallies, a few rows per status), not from their offers, however long their history.
 */
function tabCountsSql(tenant: string, party: { role: 'buyer' | 'performer'; id: string }): string {
  const amount = party.role === 'buyer' ? 't.total_amount_cents' : 't.offer_amount_cents';
  const count = (statuses: readonly OfferStatus[]) =>
    `coalesce(sum(t.offers) filter (where ${tallied(statuses)}), 0)::int`;
  return `select coalesce(sum(t.offers), 0)::int as "all",
            ${count(TAB_STATUSES.pending)} as pending,
            ${count(TAB_STATUSES.accepted)} as accepted,
            ${count(TAB_STATUSES.declined)} as declined,
            ${count(TAB_STATUSES.expired)} as expired,
            coalesce(sum(${amount}) filter (where ${tallied(TAB_STATUSES.accepted)}), 0)::text as booked_amount
       from offer_tallies t
      where t.tenant_id = ${tenant} and t.party = ${literal(party.role)} and t.party_id = ${party.id}
        ${party.role === 'performer' ? `and t.status <> 'PENDING_ADMIN_APPROVAL'` : ''}`;
}

/** How many offers of the tenant ($1) wait for an admin's approval, from the tenant's tallies. */
export const AWAITING_APPROVAL = preparedRead(
  ['uuid'],
  `select coalesce(sum(t.offers), 0)::int as total from offer_tallies t
     where t.tenant_id = $1 and t.party = 'tenant' and t.party_id = $1 and t.status = 'PENDING_ADMIN_APPROVAL'`,
);

function tabCountsOf(row: Row | undefined) {
  const { booked_amount: bookedAmount = '0', ...counts } = row ?? {};
  return {
    counts: { all: 0, pending: 0, accepted: 0, declined: 0, expired: 0, ...(counts as Record<string, number>) },
    bookedAmount: Number(bookedAmount),
  };
}

/** The performer profile of a user ($2) of a tenant ($1): what their offers show and the offer warnings need. */
export const PERFORMER_OF_USER = preparedRead(
  ['uuid', 'uuid'],
  `select tenant_id, id, user_id, stage_name, city, state from performers where tenant_id = $1 and user_id = $2`,
);

function performerFromRow(row: Row | undefined): Performer | null {
  if (!row) return null;
  const { tenant_id: tenantId, id, user_id: userId, stage_name: stageName, city, state } = row;
  return { tenantId, id, userId, stageName, city, state } as Performer;
}

/** The performer profile of a PERFORMER user (what their offers show and the offer warnings need), or null. */
export async function performerOf(orm: Orm, user: User): Promise<Performer | null> {
  const [[row] = []] = await readPreparedInTenant(orm, user.tenantId, [
    { read: PERFORMER_OF_USER, values: [user.tenantId, user.id] },
  ]);
  return performerFromRow(row);
}

/**
 * Who asks for My offers: a user already read, or a signed-in token whose user is read in the same
 * round trip as the offers (`userReadAlong`), the reads planned for the role the token was issued for.
 */
export type MyOffersCaller = { user: User } | { signedIn: UserReadAlong; tenantId: string; role: Role };

/**
 * The caller's offers (as buyer or performer), a keyset page at a time, in one round trip: with the
 * caller's user read and, for a performer, their profile. The tab counts and booked sum come with
 * the first page only: pages read with `after` answer null.
 */
export async function myOffers(orm: Orm, caller: MyOffersCaller, query: MyOffersPageQuery, now: Date) {
  const [tenantId, userId, role] =
    'user' in caller
      ? [caller.user.tenantId, caller.user.id, caller.user.role]
      : [caller.tenantId, caller.signedIn.token.userId, caller.role];
  const asPerformer = role === 'PERFORMER';
  const reads = [
    ...('signedIn' in caller ? [caller.signedIn.execution] : []),
    ...(asPerformer ? [{ read: PERFORMER_OF_USER, values: [tenantId, userId] }] : []),
    ...myOffersReads(tenantId, { role: asPerformer ? 'performer' : 'buyer', userId }, statusesFor(query.status), query),
  ];
  const results = await readPreparedInTenant(orm, tenantId, reads);
  const user = 'signedIn' in caller ? caller.signedIn.settle(results.shift()!) : caller.user;
  const performer = asPerformer ? performerFromRow(results.shift()![0]) : null;
  // The token's role is a hint (roles do not change): had it been wrong, read again for the user's.
  if (user.role !== role) return myOffers(orm, { user }, query, now);
  // A performer without a profile yet has no offers of their own: theirs as a buyer's (none).
  if (asPerformer && !performer) return myOffersAsBuyer(orm, user, query, now);
  return myOffersPage(orm, user, performer, results, query, now);
}

type MyOffersPageQuery = { status?: string } & OfferPageQuery;

/** A user's My offers as a buyer's (also a performer's without a profile: none), in one round trip. */
async function myOffersAsBuyer(orm: Orm, user: User, query: MyOffersPageQuery, now: Date) {
  const reads = myOffersReads(user.tenantId, { role: 'buyer', userId: user.id }, statusesFor(query.status), query);
  return myOffersPage(orm, user, null, await readPreparedInTenant(orm, user.tenantId, reads), query, now);
}

async function myOffersPage(
  orm: Orm,
  user: User,
  performer: Performer | null,
  results: Row[][],
  query: MyOffersPageQuery,
  now: Date,
) {
  const [rows = [], [counts] = []] = results;
  const role = performer ? 'performer' : 'buyer';
  const page = offerPageOf(
    rows,
    pageColumns(role),
    NEWEST_FIRST,
    query,
    performer ? { performer, performerUser: user } : { buyer: user },
  );
  const offers = page.offers.map(({ offer }) => offer);
  const warnings = performer ? await performerWarnings(orm, performer, offers, now) : null;
  return {
    userRole: role,
    offers: page.offers.map(({ offer, parties }) =>
      presentOffer(offer, parties, role, now, warnings?.overlapOf(offer) ?? null, warnings?.conflictOf(offer) ?? null),
    ),
    ...(query.after ? { counts: null, bookedAmount: null } : tabCountsOf(counts)),
    nextCursor: page.nextCursor,
  };
}

/** Whose offers: a buyer's, or a performer's (by their user: the statement finds their profile). */
interface Party {
  role: 'buyer' | 'performer';
  userId: string;
}

/**
 * My offers' reads with their values: the page and, on the first page (no `after`), the tab
 * counts. Every tab and every cursor page is a prepared read (db/preparedReads.ts).
 */
export function myOffersReads(
  tenantId: string,
  party: Party,
  wanted: OfferStatus[] | null,
  query: OfferPageQuery,
): Execution[] {
  const position = query.after ? decodeCursor(query.after, NEWEST_FIRST) : null;
  const reads = myOffersStatements(party.role, wanted, position);
  const page = { read: reads.page, values: [tenantId, party.userId, rowsToRead(query), ...(position ?? [])] };
  return reads.counts ? [page, { read: reads.counts, values: [tenantId, party.userId] }] : [page];
}

interface MyOffersStatements {
  page: PreparedRead;
  counts: PreparedRead | null;
}

/** The statements of each role, tab and kind of page, made once: their texts never change. */
const myOffersStatementsByShape = new Map<string, MyOffersStatements>();

/**
 * The statements of a role's tab, for the first page or a page after a position: $1 the tenant,
 * $2 the buyer's or the performer's user, $3 the rows to read, and after a position, $4… its
 * values. The tab's statuses are part of the text, so each tab is planned for its own statuses.
 */
function myOffersStatements(
  role: Party['role'],
  wanted: OfferStatus[] | null,
  position: CursorValue[] | null,
): MyOffersStatements {
  const shape = `${role} ${wanted?.join(',') ?? 'all'} ${position ? 'after' : 'first'}`;
  let statements = myOffersStatementsByShape.get(shape);
  if (!statements) {
    const partyId = role === 'performer' ? PERFORMER_ID_OF_USER : '$2::uuid';
    const mine = mineOf(role, '$1::uuid', partyId);
    const where = [
      ...mine,
      ...(wanted ? [statusIn(wanted)] : []),
      ...(position ? [afterPositionParameters(NEWEST_FIRST, position, 4)] : []),
    ];
    const positionTypes = position ? NEWEST_FIRST.map((k) => k.type) : [];
    statements = {
      page: preparedRead(['uuid', 'uuid', 'integer', ...positionTypes], offerPageSql(where, NEWEST_FIRST, '$3', role)),
      counts: position ? null : preparedRead(['uuid', 'uuid'], tabCountsSql('$1::uuid', { role, id: partyId })),
    };
    myOffersStatementsByShape.set(shape, statements);
  }
  return statements;
}

/** The performer profile's id of the user $2 (an init plan: the offers' index is searched with its value). */
const PERFORMER_ID_OF_USER = '(select p.id from performers p where p.tenant_id = $1::uuid and p.user_id = $2::uuid)';

/** The caller's own offers, as buyer or as performer (an offer waiting for the admin is not yet the performer's). */
function mineOf(role: 'buyer' | 'performer', tenant: string, partyId: string): string[] {
  return [
    `o.tenant_id = ${tenant}`,
    role === 'performer'
      ? `o.performer_id = ${partyId} and o.status <> 'PENDING_ADMIN_APPROVAL'`
      : `o.buyer_id = ${partyId}`,
  ];
}

/** The clash and calendar warnings of the performer's offers still to be answered (none: no query). */
async function performerWarnings(orm: Orm, performer: Performer, offers: ListedOffer[], now: Date) {
  if (!offers.some((offer) => ANSWERABLE.includes(offer.status))) return null;
  return inTenant(orm, performer.tenantId, async (em) => ({
    overlapOf: await overlapsWithBookings(em, performer.id, offers, now),
    conflictOf: await calendarConflicts(em, performer, offers),
  }));
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

/** The approval queue's statements, first page and page after a position: $1 the tenant, $2 the rows, $3… the position. */
const APPROVAL_PAGES = {
  first: preparedRead(
    ['uuid', 'integer'],
    offerPageSql([`o.tenant_id = $1::uuid`, `o.status = 'PENDING_ADMIN_APPROVAL'`], OLDEST_FIRST, '$2', null),
  ),
  after: preparedRead(
    ['uuid', 'integer', ...OLDEST_FIRST.map((k) => k.type)],
    offerPageSql(
      [
        `o.tenant_id = $1::uuid`,
        `o.status = 'PENDING_ADMIN_APPROVAL'`,
        afterPositionParameters(
          OLDEST_FIRST,
          OLDEST_FIRST.map(() => ''),
          3,
        ),
      ],
      OLDEST_FIRST,
      '$2',
      null,
    ),
  ),
};

/** The approval queue's page and its length: prepared reads. */
export function pendingApprovalReads(tenantId: string, query: OfferPageQuery): Execution[] {
  const position = query.after ? decodeCursor(query.after, OLDEST_FIRST) : null;
  const page = position
    ? { read: APPROVAL_PAGES.after, values: [tenantId, rowsToRead(query), ...position] }
    : { read: APPROVAL_PAGES.first, values: [tenantId, rowsToRead(query)] };
  return [page, { read: AWAITING_APPROVAL, values: [tenantId] }];
}

/** The approval queue, oldest first, a page at a time (keyset), with the queue's length: one round trip. */
export async function pendingApprovals(orm: Orm, tenantId: string, query: OfferPageQuery, now: Date) {
  const [rows = [], [count] = []] = await readPreparedInTenant(orm, tenantId, pendingApprovalReads(tenantId, query));
  const page = offerPageOf(rows, pageColumns(null), OLDEST_FIRST, query);
  return {
    offers: page.offers.map(({ offer, parties }) => ({
      ...presentOffer(offer, parties, 'admin', now),
      waitingMinutes: Math.floor((now.getTime() - offer.createdAt.getTime()) / 60_000),
    })),
    total: Number(count?.total ?? 0),
    nextCursor: page.nextCursor,
  };
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
  offers: ListedOffer[],
  now: Date,
): Promise<(offer: ListedOffer) => OverlappingBooking | null> {
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
  offers: ListedOffer[],
): Promise<(offer: ListedOffer) => CalendarConflict | null> {
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
