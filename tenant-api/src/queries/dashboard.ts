import {
  DASHBOARD_LIST_LIMIT,
  DASHBOARD_PAYOUT_LIMIT,
  type AdminDashboard,
  type BuyerDashboard,
  type DashboardOffer,
  type DashboardResponse,
  type OfferStatus,
  type PerformerDashboard,
} from '../contract';
import { literal, type Row } from '../db/oneTrip';
import { preparedRead, readPreparedInTenant, type Execution, type PreparedRead } from '../db/preparedReads';
import type { Orm } from '../db/orm';
import type { UserReadAlong } from '../http/session';
import { expirationStatus } from '../domain/offerTiming';
import type { Tenant, User } from '../entities';
import { isTenantAdmin } from '../policies/performers';
import { AWAITING_APPROVAL, PERFORMER_OF_USER, performerOf } from './offers';

/** Offers that are booked (or agreed and waiting for payment) and still ahead. */
const BOOKED: OfferStatus[] = ['ACCEPTED', 'PAID'];
const WAITING: OfferStatus[] = ['PENDING_ADMIN_APPROVAL', 'PENDING', 'COUNTER_OFFER'];

/**
 * The signed-in user's dashboard, by role. Every query is limited to the caller's own offers
 * (as buyer or as performer) and all of a dashboard's statements run in one round trip in the
 * caller's tenant (RLS applies too).
 */
export async function dashboardFor(orm: Orm, user: User, tenant: Tenant, now: Date): Promise<DashboardResponse> {
  if (user.role === 'BUYER') return buyerDashboard(orm, user, now);
  if (user.role === 'PERFORMER') {
    const performer = await performerOf(orm, user);
    return performer ? performerDashboard(orm, user.tenantId, performer.id, now) : { role: 'none' };
  }
  if (isTenantAdmin(user, tenant)) return adminDashboard(orm, user.tenantId);
  return { role: 'none' };
}

const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/** A dashboard list's row (DASHBOARD_ROW_COLUMNS, `amount`, `counterpart`) as the dashboard shows it. */
function dashboardRow(row: Row, now: Date, needsAction: boolean): DashboardOffer {
  const deadline = row.response_deadline as string | Date | null;
  return {
    id: row.id as string,
    eventName: row.event_name as string,
    eventDate: row.event_date as string,
    eventTime: row.event_time as string,
    venueName: row.venue_name as string,
    venueCity: row.venue_city as string,
    venueState: row.venue_state as string,
    venueTimeZone: row.venue_time_zone as string,
    status: row.status as OfferStatus,
    amount: Number(row.amount),
    counterOfferAmount: row.counter_offer_amount_cents === null ? null : Number(row.counter_offer_amount_cents),
    counterpart: String(row.counterpart),
    needsAction,
    expirationStatus: expirationStatus(row.status as OfferStatus, deadline === null ? null : new Date(deadline), now),
  };
}

/** The columns of `offers o` a dashboard row shows: not the whole offer (a list reads them on every visit). */
const DASHBOARD_ROW_COLUMNS = `o.id, o.event_name, o.event_date::text as event_date, o.event_time, o.venue_name,
  o.venue_city, o.venue_state, o.venue_time_zone, o.status, o.counter_offer_amount_cents, o.response_deadline`;

/**
 * `offers o`, limited to the first DASHBOARD_LIST_LIMIT of the caller's offers in `order`: the ids
 * are chosen from a partial index (offers_booked_by_* in event order, offers_waiting_by_* for the
 * offers still open; both hold what the rules and orders read), and only those rows are read whole.
 */
const firstOffers = (mine: string, where: string, order: string) =>
  `(select o.tenant_id, o.id from offers o where ${mine} and ${where} order by ${order} limit ${DASHBOARD_LIST_LIMIT}) first
   join offers o on o.tenant_id = first.tenant_id and o.id = first.id`;

const sumOf = (value: unknown) => Number(value ?? 0);

const inList = (statuses: readonly OfferStatus[]) => `(${statuses.map((status) => literal(status)).join(', ')})`;

/**
 * The dashboards' parameters: each dashboard is a few prepared reads (db/preparedReads.ts), so
 * PostgreSQL plans them once per connection; $1 the tenant, $2 the buyer or performer, $3 now, $4 today (UTC).
 */
const PARTY_READ = ['uuid', 'uuid', 'timestamptz', 'date'] as const;
const NOW = '$3::timestamptz';
const TODAY = '$4::date';

/**
 * "Not overdue" in SQL: no deadline, or one still ahead. Written as the expression the partial
 * indexes offers_waiting_by_buyer / _by_performer hold, so only offers still open are read.
 */
const stillOpen = `coalesce(o.response_deadline, 'infinity'::timestamptz) > ${NOW}`;

/**
 * Bookings still ahead, as the partial indexes offers_booked_by_buyer / _by_performer hold them (in
 * event order): a long history of past bookings is never read.
 */
const bookedAhead = `(o.status in ${inList(BOOKED)} and o.event_date >= ${TODAY})`;

/**
 * How many of the party's bookings are still ahead, without counting them one by one (a busy
 * buyer has hundreds): all their bookings, from the offer tallies, less those already past, which
 * the sweep soon moves on (completed, expired), read from the partial index in event order.
 */
const upcomingCount = (party: 'buyer' | 'performer', partyId: string, mine: string) =>
  `(select coalesce(sum(t.offers), 0) from offer_tallies t
     where t.tenant_id = $1::uuid and t.party = ${literal(party)} and t.party_id = ${partyId} and t.status in ${inList(BOOKED)})
   - (select count(*) from offers o where ${mine} and o.status in ${inList(BOOKED)} and o.event_date < ${TODAY})`;

/** SQL twins of the domain's "still open" (expirationStatus) and "the buyer must act" rules. */
const BUYER_RULES = {
  upcoming: bookedAhead,
  pending: `(o.status in ${inList(WAITING)} and ${stillOpen})`,
  mustAct: `(o.status in ('COUNTER_OFFER', 'ACCEPTED') and ${stillOpen})`,
};

const buyerMine = 'o.tenant_id = $1::uuid and o.buyer_id = $2::uuid';

/** Accepted and waiting for the buyer's payment, still in time: as offers_accepted_by_buyer holds them. */
const ACCEPTED_OPEN = `(o.status = 'ACCEPTED' and ${stillOpen})`;
/**
 * A dashboard list: the party's first offers in `order`, with the amount the party sees (`amount`)
 * and the other party's name (`counterpart`).
 */
const partyList =
  (mine: string, amount: string, counterpart: { columns: string; join: string }) => (where: string, order: string) =>
    preparedRead(
      PARTY_READ,
      `select ${DASHBOARD_ROW_COLUMNS}, ${amount}::float8 as amount, ${counterpart.columns}
         from ${firstOffers(mine, where, order)} ${counterpart.join} order by ${order}`,
    );

const buyerList = partyList(buyerMine, 'o.total_amount_cents', {
  columns: `coalesce(p.stage_name, 'Performer') as counterpart, ${BUYER_RULES.mustAct} as must_act`,
  join: 'left join performers p on p.tenant_id = o.tenant_id and p.id = o.performer_id',
});

/**
 * The ledger's sums for the party `partyId` (SQL: a buyer's user id, a performer's profile id) by
 * account and kind, from their tallies (ledger_tallies, a few rows), not from their entries.
 */
const partyLedger = (party: 'buyer' | 'performer', partyId: string) =>
  `from ledger_tallies t where t.tenant_id = $1::uuid and t.party = ${literal(party)} and t.party_id = ${partyId}`;

/**
 * The buyer's dashboard in SQL, however long their history: the counts read the offer tallies, the
 * bookings already past, the offers still open and the accepted ones still to pay (each from its
 * partial index); the two lists are the first DASHBOARD_LIST_LIMIT rows in their order.
 */
const BUYER_READS = [
  preparedRead(
    PARTY_READ,
    `select (${upcomingCount('buyer', '$2::uuid', buyerMine)})::int as upcoming,
            (select count(*) from offers o where ${buyerMine} and ${BUYER_RULES.pending})::int as pending,
            ((select count(*) from offers o where ${buyerMine} and ${BUYER_RULES.pending} and o.status = 'COUNTER_OFFER')
             + (select count(*) from offers o where ${buyerMine} and ${ACCEPTED_OPEN} and o.event_date >= ${TODAY}))::int
              as must_act`,
  ),
  buyerList(BUYER_RULES.upcoming, 'o.event_date, o.event_time, o.id'),
  buyerList(
    BUYER_RULES.pending,
    `${BUYER_RULES.mustAct} desc, o.response_deadline asc nulls last, o.created_at desc, o.id`,
  ),
  preparedRead(
    PARTY_READ,
    `select
       sum(t.amount_cents) filter (where t.kind = 'buyer_charge') as charged,
       -sum(t.amount_cents) filter (where t.kind = 'refund') as refunded
     ${partyLedger('buyer', '$2::uuid')} and t.account = 'cash'`,
  ),
];

const partyValues = (tenantId: string, partyId: string, now: Date) => [
  tenantId,
  partyId,
  now.toISOString(),
  todayOf(now),
];

/** The buyer's dashboard reads: counts, the upcoming and the pending lists, what was charged and refunded. */
export function buyerDashboardReads(tenantId: string, buyerId: string, now: Date): Execution[] {
  const values = partyValues(tenantId, buyerId, now);
  return BUYER_READS.map((read) => ({ read, values }));
}

async function buyerDashboard(orm: Orm, user: User, now: Date): Promise<BuyerDashboard> {
  return buyerDashboardOf(
    await readPreparedInTenant(orm, user.tenantId, buyerDashboardReads(user.tenantId, user.id, now)),
    now,
  );
}

/**
 * The dashboard of a token issued to a buyer, its user read in the dashboard's own round trip (the
 * token's role is a hint: a user whose role is not the buyer's gets their own dashboard after all).
 */
export async function signedInBuyerDashboard(
  orm: Orm,
  signedIn: UserReadAlong,
  tenant: Tenant,
  now: Date,
): Promise<DashboardResponse> {
  const reads = [signedIn.execution, ...buyerDashboardReads(tenant.id, signedIn.token.userId, now)];
  const [userRows = [], ...rows] = await readPreparedInTenant(orm, tenant.id, reads);
  const user = signedIn.settle(userRows);
  return user.role === 'BUYER' ? buyerDashboardOf(rows, now) : dashboardFor(orm, user, tenant, now);
}

function buyerDashboardOf(results: Row[][], now: Date): BuyerDashboard {
  const [[counts] = [], upcoming = [], pending = [], [money] = []] = results;
  const rowsOf = (rows: Row[]) => rows.map((row) => dashboardRow(row, now, Boolean(row.must_act)));
  const charged = sumOf(money?.charged);
  const refunded = sumOf(money?.refunded);
  return {
    role: 'buyer',
    stats: {
      totalSpent: charged - refunded,
      totalCharged: charged,
      totalRefunded: refunded,
      upcomingCount: Number(counts?.upcoming ?? 0),
      pendingCount: Number(counts?.pending ?? 0),
      actionNeededCount: Number(counts?.must_act ?? 0),
    },
    upcomingBookings: rowsOf(upcoming),
    pendingOffers: rowsOf(pending),
  };
}

const INCOMING = `(o.status in ${inList(WAITING)} and o.status = 'PENDING' and ${stillOpen})`;

/**
 * The performer's dashboard reads, `performer` being SQL for their profile's id: $2 itself, or
 * looked up from their user $2 inside each statement (an init plan: the indexes are searched with
 * its value), so the dashboard need not wait for the profile first.
 */
function performerReads(performer: string): PreparedRead[] {
  const mine = `o.tenant_id = $1::uuid and o.performer_id = ${performer}`;
  const list = partyList(mine, 'o.subtotal_cents', {
    columns: `coalesce(nullif(u.company_name, ''), trim(u.first_name || ' ' || u.last_name), 'Buyer') as counterpart`,
    join: 'left join users u on u.tenant_id = o.tenant_id and u.id = o.buyer_id',
  });
  return [
    preparedRead(
      PARTY_READ,
      `select (select count(*) from offers o where ${mine} and ${INCOMING})::int as incoming,
              (${upcomingCount('performer', performer, mine)})::int as upcoming`,
    ),
    list(INCOMING, 'o.response_deadline asc nulls last, o.event_date, o.event_time, o.id'),
    list(bookedAhead, 'o.event_date, o.event_time, o.id'),
    preparedRead(
      PARTY_READ,
      `select
         -sum(t.amount_cents) filter (where t.account = 'escrow' and t.kind <> 'performer_payout') as booked,
         -sum(t.amount_cents) filter (where t.account = 'escrow') as in_escrow,
         -sum(t.amount_cents) filter (where t.account = 'cash' and t.kind = 'performer_payout') as paid_out,
         -sum(t.amount_cents) filter (where t.account = 'platform_commission') as commission
       ${partyLedger('performer', performer)}`,
    ),
    // The latest payouts (offers_released_by_performer, newest release first), each with its payout's
    // posting: bookings paid out, and what late cancellations left in escrow. A release with no
    // payout posting (a cancellation that refunded everything) is skipped on the way.
    preparedRead(
      PARTY_READ,
      `select o.id as offer_id, o.event_name, -l.amount_cents as amount, o.escrow_released_at as paid_at
         from offers o
         join ledger_entries l on l.tenant_id = $1::uuid and l.offer_id = o.id
          and l.kind = 'performer_payout' and l.account = 'cash'
        where ${mine} and o.escrow_released_at is not null
        order by o.escrow_released_at desc, o.id desc
        limit ${literal(DASHBOARD_PAYOUT_LIMIT)}`,
    ),
  ];
}

const PERFORMER_READS = performerReads('$2::uuid');
const PERFORMER_READS_BY_USER = performerReads(
  '(select p.id from performers p where p.tenant_id = $1::uuid and p.user_id = $2::uuid)',
);

/**
 * The dashboard of a token issued to a performer, in one round trip: their user, whether they have
 * a profile yet, and the performer's reads by their user (the token's role is a hint: a user whose
 * role is not the performer's gets their own dashboard after all).
 */
export async function signedInPerformerDashboard(
  orm: Orm,
  signedIn: UserReadAlong,
  tenant: Tenant,
  now: Date,
): Promise<DashboardResponse> {
  const userId = signedIn.token.userId;
  const values = partyValues(tenant.id, userId, now);
  const [userRows = [], profile = [], ...rows] = await readPreparedInTenant(orm, tenant.id, [
    signedIn.execution,
    { read: PERFORMER_OF_USER, values: [tenant.id, userId] },
    ...PERFORMER_READS_BY_USER.map((read) => ({ read, values })),
  ]);
  const user = signedIn.settle(userRows);
  if (user.role !== 'PERFORMER') return dashboardFor(orm, user, tenant, now);
  return profile.length ? performerDashboardOf(rows, now) : { role: 'none' };
}

async function performerDashboard(
  orm: Orm,
  tenantId: string,
  performerId: string,
  now: Date,
): Promise<PerformerDashboard> {
  return performerDashboardOf(
    await readPreparedInTenant(orm, tenantId, performerDashboardReads(tenantId, performerId, now)),
    now,
  );
}

/** The performer's dashboard reads: counts, the incoming and upcoming lists, earnings, recent payouts. */
export function performerDashboardReads(tenantId: string, performerId: string, now: Date): Execution[] {
  const values = partyValues(tenantId, performerId, now);
  return PERFORMER_READS.map((read) => ({ read, values }));
}

function performerDashboardOf(results: Row[][], now: Date): PerformerDashboard {
  const [[counts] = [], incomingRows = [], upcomingRows = [], [ledger] = [], payouts = []] = results;
  const rowsOf = (rows: Row[], needsAction: boolean) => rows.map((row) => dashboardRow(row, now, needsAction));
  return {
    role: 'performer',
    stats: { incomingCount: Number(counts?.incoming ?? 0), upcomingCount: Number(counts?.upcoming ?? 0) },
    earnings: {
      booked: sumOf(ledger?.booked),
      inEscrow: sumOf(ledger?.in_escrow),
      paidOut: sumOf(ledger?.paid_out),
      commission: sumOf(ledger?.commission),
    },
    incomingOffers: rowsOf(incomingRows, true),
    upcomingGigs: rowsOf(upcomingRows, false),
    recentPayouts: payouts.map((payout) => ({
      offerId: payout.offer_id as string,
      eventName: payout.event_name as string,
      amount: Number(payout.amount),
      paidAt: new Date(payout.paid_at as string).toISOString(),
    })),
  };
}

async function adminDashboard(orm: Orm, tenantId: string): Promise<AdminDashboard> {
  const [[waiting] = []] = await readPreparedInTenant(orm, tenantId, [{ read: AWAITING_APPROVAL, values: [tenantId] }]);
  return { role: 'admin', stats: { pendingApprovalCount: Number(waiting?.total ?? 0) } };
}
