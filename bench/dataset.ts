/**
 * The marketplace-scale dataset (issue 18, item 1), reproducible from BENCH_SEED:
 * 100,000 performers in the flagship tenant, 100 agency tenants of 1,000 performers, 50,000
 * venues, 1,000,000 offers with their history (offer_events) and 5 reviews per flagship
 * performer, spread over 10,000 buyers, one of whom (buyer.basic@demo.test) has 10,000 offers.
 * BENCH_SCALE (e.g. 0.01) scales every count for a quick check. Rows go straight into PostgreSQL:
 * the demo seed's multi-row inserts for tenants, performers and venues, then INSERT … SELECT over
 * generate_series for buyers, reviews, offers and history, with md5-derived values.
 * Money comes from the one fee module: every offer amount is a quote it computed.
 *
 * Run: BENCH_DATABASE_URL=postgres://… BENCH_SCALE=0.01 npx tsx bench/dataset.ts
 * (without BENCH_DATABASE_URL an embedded PostgreSQL under .test-data/bench-scale-pg is used).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { REPO_ROOT } from '../tenant-api/src/config';
import { literal } from '../tenant-api/src/db/oneTrip';
import { prepareDatabase } from '../tenant-api/src/db/bootstrap';
import { startEmbeddedPostgres } from '../tenant-api/src/db/embedded';
import { seedDemoIfEmpty } from '../tenant-api/src/db/seed/demo';
import { DEMO_AGENCY, FLAGSHIP, type TenantSeed } from '../tenant-api/src/db/seed/tenants';
import { quoteBooking } from '../tenant-api/src/domain/fees';

export const APP_ROLE = { name: 'marketplace_app', password: 'marketplace-app-local' };
export const HEAVY_BUYER = 'buyer.basic@demo.test';

export interface DatasetSize {
  flagshipPerformers: number;
  agencyTenants: number;
  performersPerAgency: number;
  venues: number;
  buyers: number;
  offers: number;
  heavyBuyerOffers: number;
  reviewsPerPerformer: number;
}

export function datasetSize(scale: number): DatasetSize {
  const scaled = (count: number) => Math.max(1, Math.round(count * scale));
  return {
    flagshipPerformers: scaled(100_000),
    agencyTenants: 100,
    performersPerAgency: scaled(1_000),
    venues: scaled(50_000),
    buyers: scaled(10_000),
    offers: scaled(1_000_000),
    heavyBuyerOffers: scaled(10_000),
    reviewsPerPerformer: 5,
  };
}

export const agencySlug = (index: number) => `agency-${String(index).padStart(3, '0')}`;

function tenantSeeds(size: DatasetSize): TenantSeed[] {
  const agencies = Array.from({ length: size.agencyTenants }, (_, index) => ({
    ...FLAGSHIP,
    slug: agencySlug(index),
    name: `Agency ${index}`,
    isDefault: false,
    domains: [`${agencySlug(index)}.localhost`],
    performerCount: size.performersPerAgency,
    venueCount: 0,
    accounts: [],
  }));
  return [
    { ...FLAGSHIP, performerCount: size.flagshipPerformers, venueCount: size.venues },
    { ...DEMO_AGENCY, performerCount: 40 },
    ...agencies,
  ];
}

/** Builds the dataset unless the database already has tenants. Returns false when it was there. */
export async function generateDataset(
  ownerUrl: string,
  options: { scale: number; seed: number; now?: Date; log?: (line: string) => void },
): Promise<boolean> {
  const log = options.log ?? (() => undefined);
  const size = datasetSize(options.scale);
  const now = options.now ?? startOfUtcDay(new Date());
  await prepareDatabase(ownerUrl, APP_ROLE);
  const started = Date.now();
  const seeded = await seedDemoIfEmpty(ownerUrl, { tenants: tenantSeeds(size), withReviews: false, now });
  if (!seeded) return false;
  log(`tenants, performers and venues in ${seconds(started)}`);
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query('begin');
    const flagship = await flagshipContext(client);
    await client.query(`select set_config('app.tenant_id', $1, true)`, [flagship.tenantId]);
    const rnd = randomFunction(options.seed);
    await client.query(rnd.definition);
    await insertBuyers(client, flagship, size, options.seed);
    await insertReviews(client, flagship, size, now, options.seed);
    log(`buyers and reviews in ${seconds(started)}`);
    await insertOffers(client, flagship, size, now, options.seed);
    log(`${size.offers.toLocaleString('en-US')} offers in ${seconds(started)}`);
    await insertOfferHistory(client, now);
    log(`offer history in ${seconds(started)}`);
    await insertLedger(client, now);
    await client.query('commit');
    log(`ledger in ${seconds(started)}`);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  await analyze(ownerUrl);
  log(`analyzed in ${seconds(started)}`);
  return true;
}

interface Flagship {
  tenantId: string;
  heavyBuyerId: string;
  passwordHash: string;
  serviceFeeBps: number;
  commissionBps: number;
}

async function flagshipContext(client: pg.Client): Promise<Flagship> {
  const { rows } = await client.query(
    `select t.id as tenant_id, u.id as buyer_id, u.password_hash, b.service_fee_bps, p.commission_bps
       from tenants t
       join users u on u.tenant_id = t.id and u.email = $1
       join buyer_tiers b on b.tenant_id = t.id and b.tier = 'BASIC'
       join performer_tiers p on p.tenant_id = t.id and p.tier = 'basic'
      where t.slug = $2`,
    [HEAVY_BUYER, FLAGSHIP.slug],
  );
  const row = rows[0];
  if (!row) throw new Error('the flagship seed is missing its basic buyer or tiers');
  return {
    tenantId: row.tenant_id,
    heavyBuyerId: row.buyer_id,
    passwordHash: row.password_hash,
    serviceFeeBps: row.service_fee_bps,
    commissionBps: row.commission_bps,
  };
}

/**
 * `pg_temp.rnd(key)`: a reproducible pseudo-random integer in [0, 2^31) from md5 of the seed
 * and a key, so every generated value is the same on every run with the same seed.
 */
function randomFunction(seed: number): { definition: string } {
  return {
    definition: `create function pg_temp.rnd(key text) returns bigint language sql immutable as $$
      select ('x' || substr(md5(${literal(String(seed))} || ':' || key), 1, 8))::bit(32)::bigint & 2147483647
    $$`,
  };
}

const uuidFor = (seed: number, kind: string, index: string) => `md5(${literal(`${seed}:${kind}:`)} || ${index})::uuid`;

async function insertBuyers(client: pg.Client, flagship: Flagship, size: DatasetSize, seed: number): Promise<void> {
  await client.query(
    `insert into users (tenant_id, id, email, password_hash, first_name, last_name, role, subscription_tier, created_at)
     select $1, ${uuidFor(seed, 'buyer', 'i')}, 'bench-buyer-' || i || '@bench.test', $2,
            'Buyer', 'No. ' || i, 'BUYER', 'BASIC', now() - interval '400 days'
       from generate_series(1, ${size.buyers}) i`,
    [flagship.tenantId, flagship.passwordHash],
  );
  await client.query(`create temp table bench_buyers as
    select row_number() over (order by id) - 1 as n, id from users
     where tenant_id = ${literal(flagship.tenantId)} and role = 'BUYER' and id <> ${literal(flagship.heavyBuyerId)}`);
}

async function insertReviews(
  client: pg.Client,
  flagship: Flagship,
  size: DatasetSize,
  now: Date,
  seed: number,
): Promise<void> {
  await client.query(`create temp table bench_performers as
    select row_number() over (order by id) - 1 as n, id from performers
     where tenant_id = ${literal(flagship.tenantId)} and is_vetted`);
  await client.query(
    `insert into reviews (tenant_id, id, performer_id, author_name, rating, body, created_at, published_at)
     select $1, ${uuidFor(seed, 'review', `p.id || ':' || g`)}, p.id, 'Buyer ' || g,
            1 + (w.roll >= 10)::int + (w.roll >= 25)::int + (w.roll >= 45)::int + (w.roll >= 70)::int,
            'A great night, the room loved it.', w.at, w.at
       from bench_performers p, generate_series(1, ${size.reviewsPerPerformer}) g,
            lateral (select pg_temp.rnd(p.id || ':stars:' || g) % 100 as roll,
                            $2::timestamptz - make_interval(days => (pg_temp.rnd(p.id || ':age:' || g) % 700)::int) as at) w`,
    [flagship.tenantId, now],
  );
  // The profile's rating and count follow its visible reviews, as the app keeps them.
  await client.query(
    `update performers p set rating = round(r.average, 1), review_count = r.count
       from (select performer_id, avg(rating) as average, count(*)::int as count from reviews
              where tenant_id = $1 group by performer_id) r
      where p.tenant_id = $1 and p.id = r.performer_id`,
    [flagship.tenantId],
  );
}

/** Offer amounts (and the fees the fee module computes for them), one per quote index. */
function quoteRows(serviceFeeBps: number): string {
  const rows: string[] = [];
  for (let step = 0; step < 48; step++) {
    const offerAmount = 25_000 + step * 12_500;
    const nights = 1 + (step % 3 === 0 ? 1 : 0);
    const quote = quoteBooking({ offerAmount, numberOfNights: nights, serviceFeeBps });
    rows.push(`(${step}, ${offerAmount}, ${nights}, ${quote.subtotal}, ${quote.platformFee}, ${quote.totalAmount})`);
  }
  return `create temp table bench_quotes (k, amount, nights, subtotal, fee, total) as values ${rows.join(', ')}`;
}

/** Final statuses with their share (per mille) of all offers. */
const STATUS_MIX: [status: string, perMille: number][] = [
  ['PAID_OUT', 300],
  ['COMPLETED', 60],
  ['PAID', 80],
  ['ACCEPTED', 60],
  ['PENDING', 120],
  ['COUNTER_OFFER', 40],
  ['PENDING_ADMIN_APPROVAL', 30],
  ['REJECTED', 120],
  ['EXPIRED', 110],
  ['CANCELLED', 80],
];

function statusCase(rollSql: string): string {
  let upTo = 0;
  const arms = STATUS_MIX.map(([status, perMille]) => {
    upTo += perMille;
    return `when ${rollSql} < ${upTo} then '${status}'`;
  });
  return `case ${arms.join(' ')} end`;
}

/** Offers still waiting for an answer (or, accepted, for payment) until their deadline (`deadlineSql`). */
const OPEN_STATUSES = ['PENDING', 'COUNTER_OFFER', 'PENDING_ADMIN_APPROVAL', 'ACCEPTED'].map(literal).join(', ');
const PAST_BOOKINGS = ['PAID_OUT', 'COMPLETED'].map(literal).join(', ');

/**
 * Each offer as a marketplace that runs its sweep holds it: made (`t.created_at`) at any time in two
 * years; still open only when made in the last 48 hours, an older offer of an open status having
 * expired (`s.status`); its event (`event_at`) ahead when open or paid (a paid booking is paid out
 * after its event), between the offer and yesterday when paid out or completed, and otherwise
 * after the offer. So a buyer of 10,000 offers has a handful open at once (about 14 offers a day), not thousands.
 */
function offerTimeline(roll: (key: string) => string): { createdAt: string; status: string; eventAt: string } {
  const rolled = statusCase(`${roll('status')} % 1000`);
  return {
    createdAt: `$3::timestamptz - make_interval(days => (${roll('age')} % 730)::int, secs => (${roll('second')} % 86400)::int)`,
    status: `case when t.created_at > $3::timestamptz - interval '48 hours' then ${rolled}
          when ${rolled} in (${OPEN_STATUSES}) then 'EXPIRED'
          else ${rolled}
     end`,
    eventAt: `case when s.status in (${OPEN_STATUSES}) or s.status = 'PAID'
            then $3::timestamptz + make_interval(days => 3 + (${roll('event')} % 300)::int)
          when s.status in (${PAST_BOOKINGS})
            then t.created_at + ($3::timestamptz - interval '1 day' - t.created_at) * ((${roll('event')} % 1000) / 1000.0)
          else t.created_at + make_interval(days => 1 + (${roll('event')} % 300)::int)
     end`,
  };
}

/**
 * An offer's response deadline as the app sets it (domain/offerTiming.ts): 48 hours to answer a
 * pending offer or a counter, 72 to pay an accepted one, never past the event; none otherwise.
 */
const deadlineSql = (offer: string) =>
  `case ${offer}.status when 'PENDING' then least(${offer}.created_at + interval '48 hours', ${offer}.event_at)
     when 'COUNTER_OFFER' then least(${offer}.created_at + interval '48 hours', ${offer}.event_at)
     when 'ACCEPTED' then least(${offer}.created_at + interval '72 hours', ${offer}.event_at) end`;

async function insertOffers(
  client: pg.Client,
  flagship: Flagship,
  size: DatasetSize,
  now: Date,
  seed: number,
): Promise<void> {
  await client.query(quoteRows(flagship.serviceFeeBps));
  await client.query(`create temp table bench_venues as
    select row_number() over (order by id) - 1 as n, name, venue_type, address, city, state, zip, time_zone
      from venues where tenant_id = ${literal(flagship.tenantId)}`);
  const counts = await client.query(
    `select (select count(*) from bench_performers)::int as performers, (select count(*) from bench_buyers)::int as buyers,
            (select count(*) from bench_venues)::int as venues`,
  );
  const { performers, buyers, venues } = counts.rows[0];
  if (!performers || !buyers || !venues) throw new Error('the dataset needs performers, buyers and venues');
  const roll = (key: string) => `pg_temp.rnd(i || ':${key}')`;
  const timeline = offerTimeline(roll);
  await client.query(
    `insert into offers (tenant_id, id, buyer_id, performer_id, status, event_name, event_date, event_time, event_type,
        audience_size, content_rating, venue_name, venue_address, venue_city, venue_state, venue_zip, venue_type,
        venue_time_zone, performance_length, is_multi_night, number_of_nights, offer_amount_cents, buyer_tier,
        service_fee_bps, commission_bps, subtotal_cents, platform_fee_cents, total_amount_cents,
        requires_admin_approval, admin_approved, state_entered_at, response_deadline, paid_at, escrow_released_at,
        created_at, updated_at)
     select $1, ${uuidFor(seed, 'offer', 'i')},
            case when i <= ${size.heavyBuyerOffers} then $2::uuid else b.id end, p.id, o.status,
            'Bench night ' || i, o.event_at::date, '20:00', 'Corporate', 50 + ${roll('audience')} % 450, 'clean',
            v.name, v.address, v.city, v.state, v.zip, v.venue_type, v.time_zone, 60, q.nights > 1, q.nights,
            q.amount, 'BASIC', ${flagship.serviceFeeBps}, ${flagship.commissionBps}, q.subtotal, q.fee, q.total,
            o.status = 'PENDING_ADMIN_APPROVAL', null, o.created_at, ${deadlineSql('o')},
            case when o.status in ('PAID', 'COMPLETED', 'PAID_OUT') then least(o.created_at + interval '2 days', $3) end,
            case when o.status = 'PAID_OUT' then o.created_at end,
            o.created_at, o.created_at
       from generate_series(1, ${size.offers}) i
       cross join lateral (select ${timeline.createdAt} as created_at) t
       cross join lateral (select ${timeline.status} as status) s
       cross join lateral (select s.status, t.created_at, ${timeline.eventAt} as event_at) o
       join bench_performers p on p.n = ${roll('performer')} % ${performers}
       join bench_buyers b on b.n = ${roll('buyer')} % ${buyers}
       join bench_venues v on v.n = ${roll('venue')} % ${venues}
       join bench_quotes q on q.k = ${roll('amount')} % 48`,
    [flagship.tenantId, flagship.heavyBuyerId, now],
  );
}

/** The transitions that lead from creation to each final status, as offer_events rows. */
const HISTORY: Record<string, [transition: string, to: string, actor: string][]> = {
  PENDING_ADMIN_APPROVAL: [],
  PENDING: [],
  COUNTER_OFFER: [['counter', 'COUNTER_OFFER', 'performer']],
  ACCEPTED: [['accept', 'ACCEPTED', 'performer']],
  PAID: [
    ['accept', 'ACCEPTED', 'performer'],
    ['pay', 'PAID', 'system'],
  ],
  COMPLETED: [
    ['accept', 'ACCEPTED', 'performer'],
    ['pay', 'PAID', 'system'],
    ['complete', 'COMPLETED', 'system'],
  ],
  PAID_OUT: [
    ['accept', 'ACCEPTED', 'performer'],
    ['pay', 'PAID', 'system'],
    ['complete', 'COMPLETED', 'system'],
    ['payOut', 'PAID_OUT', 'system'],
  ],
  REJECTED: [['decline', 'REJECTED', 'performer']],
  EXPIRED: [['expire', 'EXPIRED', 'system']],
  CANCELLED: [['cancel', 'CANCELLED', 'buyer']],
};

function historySteps(): string {
  const rows = Object.entries(HISTORY).flatMap(([status, steps]) => {
    const created: [string, string, string] = [
      'create',
      status === 'PENDING_ADMIN_APPROVAL' ? 'PENDING_ADMIN_APPROVAL' : 'PENDING',
      'buyer',
    ];
    let from: string | null = null;
    return [created, ...steps].map(([transition, to, actor], step) => {
      const row = `(${literal(status)}, ${step}, ${literal(transition)}, ${literal(from)}, ${literal(to)}, ${literal(actor)})`;
      from = to;
      return row;
    });
  });
  return `create temp table bench_history (status, step, transition, from_status, to_status, actor_role) as values ${rows.join(', ')}`;
}

async function insertOfferHistory(client: pg.Client, now: Date): Promise<void> {
  await client.query(historySteps());
  await client.query(
    `insert into offer_events (tenant_id, id, offer_id, transition, from_status, to_status, actor_role, amount_cents, created_at)
     select o.tenant_id, md5(o.id::text || ':' || h.step)::uuid, o.id, h.transition, h.from_status, h.to_status,
            h.actor_role, case when h.step = 0 then o.total_amount_cents end,
            least(o.created_at + make_interval(days => h.step), $1::timestamptz)
       from offers o join bench_history h on h.status = o.status`,
    [now],
  );
}

/**
 * The ledger of every paid offer, as the payments code posts it (domain/ledger.ts): the buyer's
 * charge when paid (history step 2) and, for an offer paid out, the payout (step 4), the commission
 * rounded as shareOf rounds it. Runs as the owner in the tenant's transaction, so the ledger's
 * triggers check each journal's balance at commit and keep the ledger tallies.
 */
export async function insertLedger(client: pg.Client, now: Date): Promise<void> {
  await client.query(
    `insert into ledger_entries (tenant_id, id, journal_id, offer_id, account, amount_cents, kind, created_at)
     select o.tenant_id, md5(o.id::text || ':ledger:' || line.n)::uuid, md5(o.id::text || ':' || line.kind)::uuid,
            o.id, line.account, line.amount, line.kind, least(o.created_at + make_interval(days => line.step), $1)
       from offers o
       cross join lateral (select (o.subtotal_cents * o.commission_bps + 5000) / 10000 as commission) c
       cross join lateral (values
              (1, 2, 'buyer_charge', 'cash', o.total_amount_cents),
              (2, 2, 'buyer_charge', 'escrow', -o.subtotal_cents),
              (3, 2, 'buyer_charge', 'platform_fees', -o.platform_fee_cents),
              (4, 4, 'performer_payout', 'escrow', o.subtotal_cents),
              (5, 4, 'performer_payout', 'platform_commission', -c.commission),
              (6, 4, 'performer_payout', 'cash', c.commission - o.subtotal_cents)
            ) as line (n, step, kind, account, amount)
      where o.status in ('PAID', 'COMPLETED', 'PAID_OUT') and line.amount <> 0
        and (line.kind = 'buyer_charge' or o.status = 'PAID_OUT')`,
    [now],
  );
}

async function analyze(ownerUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query(
      'vacuum (analyze) performers, performer_search, performer_search_vocabulary, reviews, users, venues, offers, offer_events, ledger_entries, ledger_tallies',
    );
  } finally {
    await client.end();
  }
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** The database the scale bench uses: BENCH_DATABASE_URL, or an embedded PostgreSQL of its own. */
export async function scaleDatabase(): Promise<string> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return given;
  const server = await startEmbeddedPostgres({
    dataDir: path.join(REPO_ROOT, '.test-data', 'bench-scale-pg'),
    port: 54359,
    password: 'bench-password',
    persistent: true,
  });
  process.on('exit', () => void server.stop());
  return server.url.replace(/\/postgres$/, '/bench_scale');
}

export const benchScale = () => Number(process.env.BENCH_SCALE ?? 1);
export const benchSeed = () => Number(process.env.BENCH_SEED ?? 18);

async function main(): Promise<void> {
  const ownerUrl = await scaleDatabase();
  const scale = benchScale();
  const built = await generateDataset(ownerUrl, { scale, seed: benchSeed(), log: (line) => console.log(line) });
  console.log(built ? `dataset at scale ${scale} is ready` : 'the database already holds a dataset: left as it is');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
