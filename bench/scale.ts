/**
 * Marketplace-scale reads (issue 18, item 6): against the dataset of bench/dataset.ts, with the
 * response cache off, the API in its own process, and in the same run: `/api/health`, browse
 * (every filter, sort, a typo search and deep pages, mixed), profiles, at 50 connections; the
 * buyer's lists, the dashboard and the admin lists at 20 connections; the opportunity search over
 * the dataset's venues at 20 connections. Each is reported as a ratio to health's throughput and
 * p99 at the same concurrency, with EXPLAIN plans per query shape, in docs/benchmarks.md.
 *
 * Run: npx -y pnpm@10 bench scale   (BENCH_SCALE=0.01 for a small check; BENCH_SECONDS per run;
 * BENCH_ROUNDS rounds (3; each figure is the median over them);
 * BENCH_ONLY=browse,profile runs only the reads whose names contain one of those words, with health,
 * prints them and leaves docs/benchmarks.md alone; BENCH_API_PORT moves the API off 3221)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PerformerListQuery } from '../tenant-api/src/contract';
import { REPO_ROOT } from '../tenant-api/src/config';
import { appUrlFor } from '../tenant-api/src/db/bootstrap';
import { FLAGSHIP } from '../tenant-api/src/db/seed/tenants';
import { inlined } from '../tenant-api/src/db/preparedReads';
import { CHANGES_SINCE } from '../tenant-api/src/queries/browseIndex/loadIndex';
import { buildPerformerListSql, performerProfileStatements } from '../tenant-api/src/queries/performers';
import { AdminPerformerQuery, AdminUserQuery, AuditQuery, OpportunitySearchBody } from '../tenant-api/src/contract';
import { adminPageReads, type AdminPageQuery } from '../tenant-api/src/queries/adminPage';
import { adminPerformersPage } from '../tenant-api/src/queries/adminPerformers';
import { adminUsersPage } from '../tenant-api/src/queries/adminUsers';
import { auditPage } from '../tenant-api/src/queries/adminAudit';
import { buyerDashboardReads, performerDashboardReads } from '../tenant-api/src/queries/dashboard';
import { myOffersReads, pendingApprovalReads, statusesFor } from '../tenant-api/src/queries/offers';
import { searchReads } from '../tenant-api/src/queries/routingSearch';
import { venueChangesSince } from '../tenant-api/src/queries/venueMirror';
import { signedInFactsRead } from '../tenant-api/src/queries/signedInFacts';
import { APP_ROLE, HEAVY_BUYER, benchScale, benchSeed, datasetSize, generateDataset, scaleDatabase } from './dataset';
import { replaceSection } from './report';
import { loadSearches } from './routing';
import { explainInTenant, loadTest, startMarketplace, stopChild, type LoadResult } from './support';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 3221);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Every read runs once per round, health with them: the report gives each figure's median over the rounds. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WIDE = 50;
const NARROW = 20;
const BASE = `http://127.0.0.1:${API_PORT}`;
export const SCALE_SECTION = 'Marketplace scale: uncached reads against health';

/** Browse shapes: every filter, every sort, a typo search, a deep numbered page. */
export const BROWSE_SHAPES = [
  'sortBy=featured',
  'sortBy=rating&state=CA',
  'sortBy=price-low&genres=Magic,Comedy',
  'sortBy=price-high&cleanContent=true',
  'sortBy=newest&city=San',
  'query=comedy&state=TX&sortBy=rating',
  'query=jery%20abot&sortBy=featured',
  'sortBy=rating&page=80',
];

interface Run extends LoadResult {
  name: string;
  connections: number;
}

async function main(): Promise<void> {
  const ownerUrl = await scaleDatabase();
  const scale = benchScale();
  const built = await generateDataset(ownerUrl, { scale, seed: benchSeed(), log: (line) => console.log(line) });
  console.log(built ? `built the dataset at scale ${scale}` : 'reusing the dataset already in the database');
  const plans = await queryPlans(appUrlFor(ownerUrl, APP_ROLE));
  // Web role only: the reads are measured, not the worker's sweep of the dataset's overdue offers.
  const api = await startMarketplace(
    { DATABASE_URL: ownerUrl, BROWSE_CACHE_MS: '0', ROUTING_CACHE_MS: '0', ROLE: 'web' },
    API_PORT,
  );
  try {
    await waitUntilReady();
    const rounds = await loadRounds(ownerUrl);
    if (onlyWords.length === 0) writeReport(scale, rounds, plans);
    else printTimes(plans);
  } finally {
    await stopChild(api);
  }
}

/** As a load balancer would: no traffic until GET /api/ready says so (the default tenant's browse index is loaded). */
async function waitUntilReady(): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 300_000) {
    const response = await fetch(`${BASE}/api/ready`).catch(() => null);
    if (response?.ok) {
      console.log(`ready after ${((Date.now() - started) / 1000).toFixed(1)} s: ${await response.text()}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API did not become ready within 5 minutes');
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${BASE}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-password' }),
  });
  if (!response.ok) throw new Error(`bench sign-in of ${email} failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function getJson<T>(pathName: string, token?: string): Promise<T> {
  const response = await fetch(`${BASE}${pathName}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (!response.ok) throw new Error(`bench request ${pathName} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Browse paths in turn, plus a deep page read by cursor (found once, before the run). */
async function browsePaths(): Promise<string[]> {
  const deep = await getJson<{ pagination: { nextCursor: string | null } }>('/api/performers?sortBy=newest&page=60');
  const paths = BROWSE_SHAPES.map((shape) => `/api/performers?${shape}`);
  if (deep.pagination.nextCursor)
    paths.push(`/api/performers?sortBy=newest&page=61&after=${deep.pagination.nextCursor}`);
  return paths;
}

/**
 * The long tail: this many vetted flagship acts, a different one each request, more than a run
 * reads and far more than the profiles a process keeps (PROFILE_CACHE_ENTRIES): every answer is
 * read from SQL.
 */
const TAIL_PROFILES = 60_000;

async function profileTailPaths(ownerUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `select p.id from performers p join tenants t on t.id = p.tenant_id
        where t.is_default and p.is_vetted order by md5(p.id::text) limit $1`,
      [TAIL_PROFILES],
    );
    return rows.map((row) => `/api/performers/${row.id}`);
  } finally {
    await client.end();
  }
}

/** The profiles buyers open most: those at the top of the rating, newest and price sorts. */
async function profilePaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const sortBy of ['rating', 'newest', 'price-low']) {
    const page = await getJson<{ performers: { id: string }[] }>(`/api/performers?sortBy=${sortBy}&limit=100`);
    paths.push(...page.performers.map((performer) => `/api/performers/${performer.id}`));
  }
  return paths;
}

/** My offers as the widget reads it: the All tab and the Accepted tab, each first page and the page after it. */
async function myOffersPaths(token: string): Promise<string[]> {
  const paths: string[] = [];
  for (const first of ['/api/offers/my-offers', '/api/offers/my-offers?status=accepted']) {
    const page = await getJson<{ nextCursor: string | null }>(first, token);
    paths.push(first);
    if (page.nextCursor) paths.push(`${first}${first.includes('?') ? '&' : '?'}after=${page.nextCursor}`);
  }
  return paths;
}

/**
 * A buyer with a short history (a demo account: about 80 offers), read the same way as the heavy
 * buyer in the same round: the lists should cost the same whatever the history behind them.
 */
const LIGHT_BUYER = 'buyer.elite@demo.test';
/** The demo performer: every page load of theirs asks who is signed in. */
const DEMO_PERFORMER = 'performer@demo.test';

async function offersOf(token: string): Promise<number> {
  return (await getJson<{ counts: { all: number } }>('/api/offers/my-offers', token)).counts.all;
}

function cycling(paths: string[], headers: Record<string, string> = {}) {
  let counter = 0;
  return [{ setupRequest: (request: object) => ({ ...request, headers, path: paths[counter++ % paths.length] }) }];
}

async function run(name: string, connections: number, requests: ReturnType<typeof cycling>): Promise<Run> {
  const result = await loadTest(BASE, { connections, durationSeconds: DURATION_SECONDS, requests });
  console.log(`${name} @${connections}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms`);
  return { name, connections, ...result };
}

async function loadRounds(ownerUrl: string): Promise<Run[][]> {
  const buyer = await signIn(HEAVY_BUYER);
  const light = await signIn(LIGHT_BUYER);
  const lightHistory = `${(await offersOf(light)).toLocaleString('en-US')}-offer buyer`;
  const admin = await signIn('admin@demo.test');
  const performer = await signIn(DEMO_PERFORMER);
  const [browse, profiles] = [await browsePaths(), await profilePaths()];
  const searches = loadSearches(new Date()).map((body) => JSON.stringify(body));
  await checkSearches(searches, buyer);
  let searchCounter = 0;
  const planned: Array<[string, number, ReturnType<typeof cycling>]> = [
    ['GET /api/health', WIDE, cycling(['/api/health'])],
    ['browse, mixed', WIDE, cycling(browse)],
    ['profile (the 300 most browsed)', WIDE, cycling(profiles)],
    ['profile (long tail: a different act each request)', WIDE, cycling(await profileTailPaths(ownerUrl))],
    ['GET /api/health', NARROW, cycling(['/api/health'])],
    ['my offers (10,000-offer buyer)', NARROW, cycling(await myOffersPaths(buyer), bearer(buyer))],
    ['dashboard (10,000-offer buyer)', NARROW, cycling(['/api/dashboard'], bearer(buyer))],
    [`my offers (${lightHistory})`, NARROW, cycling(await myOffersPaths(light), bearer(light))],
    [`dashboard (${lightHistory})`, NARROW, cycling(['/api/dashboard'], bearer(light))],
    ['the signed-in user (GET /api/auth/me, a performer)', NARROW, cycling(['/api/auth/me'], bearer(performer))],
    [
      'admin lists (pending, performers, users, audit)',
      NARROW,
      cycling(
        ['/api/admin/offers/pending', '/api/admin/performers', '/api/admin/users', '/api/admin/audit'],
        bearer(admin),
      ),
    ],
    [
      'opportunity search',
      NARROW,
      [
        {
          method: 'POST',
          path: '/api/integration/routing/opportunities',
          headers: { 'content-type': 'application/json', ...bearer(buyer) },
          setupRequest: (request: object) => ({ ...request, body: searches[searchCounter++ % searches.length] }),
        },
      ] as unknown as ReturnType<typeof cycling>,
    ],
  ];
  const rounds: Run[][] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round} of ${ROUNDS}`);
    const runs: Run[] = [];
    for (const [name, connections, requests] of planned.filter(([name]) => isSelected(name))) {
      runs.push(await run(name, connections, requests));
    }
    rounds.push(runs);
  }
  return rounds;
}

/**
 * Each search once before the runs (as bench/routing.ts does): it must answer, and a process works
 * out a tour leg's search area and the venues near it the first time it sees the leg.
 */
async function checkSearches(bodies: string[], token: string): Promise<void> {
  for (const body of bodies) {
    const response = await fetch(`${BASE}/api/integration/routing/opportunities`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body,
    });
    if (!response.ok) throw new Error(`bench search failed: ${response.status} ${await response.text()}`);
    await response.text();
  }
}

/** BENCH_ONLY's words (health always runs: every figure is a ratio to it). */
const onlyWords = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const isSelected = (name: string) =>
  onlyWords.length === 0 || name === 'GET /api/health' || onlyWords.some((word) => name.includes(word));

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface Plan {
  shape: string;
  plan: string;
}

/** EXPLAIN ANALYZE of each read shape as the app role, with the flagship tenant set as the app sets it. */
async function queryPlans(appUrl: string): Promise<Plan[]> {
  const client = new pg.Client({ connectionString: appUrl });
  await client.connect();
  try {
    const tenantId = (await client.query(`select id from tenants where slug = $1`, [FLAGSHIP.slug])).rows[0].id;
    const plans: Plan[] = [];
    for (const shape of BROWSE_SHAPES) {
      const query = PerformerListQuery.parse(Object.fromEntries(new URLSearchParams(shape)));
      const { statements, settings } = buildPerformerListSql(tenantId, query, { includeUnvetted: false });
      plans.push({ shape: `browse ${shape}`, plan: await explainInTenant(client, tenantId, statements[0], settings) });
      plans.push({ shape: `count ${shape}`, plan: await explainInTenant(client, tenantId, statements[1], settings) });
    }
    const performer = (
      await client.query(
        `select set_config('app.tenant_id', $1, false),
                (select id from performers where is_vetted order by rating desc nulls last limit 1) as id`,
        [tenantId],
      )
    ).rows[0].id as string;
    await client.query(`select set_config('app.tenant_id', '', false)`);
    const since = (await client.query(`select pg_snapshot_xmin(pg_current_snapshot())::text as since`)).rows[0].since;
    plans.push({
      shape: 'browse index: acts changed since its last check (before every browse answer)',
      plan: await explainInTenant(client, tenantId, inlined({ read: CHANGES_SINCE, values: [tenantId, since] })),
    });
    for (const statement of performerProfileStatements(tenantId, performer)) {
      const shape = 'profile: the act, its rating histogram, recent reviews and media (one packed row)';
      plans.push({ shape, plan: await explainInTenant(client, tenantId, statement) });
    }
    plans.push({
      shape: 'the signed-in user: a performer’s profile and open applications (with the user read, one round trip)',
      plan: await explainInTenant(
        client,
        tenantId,
        inlined(signedInFactsRead(tenantId, await userIdOf(client, tenantId, DEMO_PERFORMER))),
      ),
    });
    const parties = {
      buyerId: await userIdOf(client, tenantId, HEAVY_BUYER),
      performerId: await busiestPerformerId(client, tenantId),
    };
    for (const [shape, statement] of listStatements(tenantId, parties, since)) {
      plans.push({ shape, plan: await explainInTenant(client, tenantId, statement) });
    }
    return plans;
  } finally {
    await client.end();
  }
}

async function userIdOf(client: pg.Client, tenantId: string, email: string): Promise<string> {
  await client.query(`select set_config('app.tenant_id', $1, false)`, [tenantId]);
  const { rows } = await client.query(`select id from users where email = $1`, [email]);
  await client.query(`select set_config('app.tenant_id', '', false)`);
  return rows[0].id as string;
}

/** The flagship act with the most bookings paid out (its dashboard's payouts read the most history). */
async function busiestPerformerId(client: pg.Client, tenantId: string): Promise<string> {
  await client.query(`select set_config('app.tenant_id', $1, false)`, [tenantId]);
  const { rows } = await client.query(
    `select performer_id from offers where tenant_id = $1 and status = 'PAID_OUT'
      group by performer_id order by count(*) desc limit 1`,
    [tenantId],
  );
  await client.query(`select set_config('app.tenant_id', '', false)`);
  return rows[0].performer_id as string;
}

/**
 * The statements of the lists and the opportunity search the load runs read, as they run them
 * (prepared reads with their values written in): each shape's plan, named for the report.
 */
function listStatements(
  tenantId: string,
  { buyerId, performerId }: { buyerId: string; performerId: string },
  since: string,
): Array<[string, string]> {
  const buyer = { role: 'buyer' as const, userId: buyerId };
  const now = new Date();
  const [page, counts] = myOffersReads(tenantId, buyer, null, {});
  const [accepted] = myOffersReads(tenantId, buyer, statusesFor('accepted'), {});
  const dashboard = ['counts', 'upcoming list', 'pending list', 'charged and refunded'];
  const performerDashboard = ['counts', 'incoming list', 'upcoming list', 'earnings', 'recent payouts'];
  const admin: Array<[string, AdminPageQuery]> = [
    ['performers', adminPerformersPage(tenantId, AdminPerformerQuery.parse({}))],
    ['users', adminUsersPage(tenantId, AdminUserQuery.parse({}))],
    ['audit', auditPage(tenantId, AuditQuery.parse({}))],
  ];
  const search = OpportunitySearchBody.parse(loadSearches(now)[13]);
  const [tours] = searchReads(tenantId, search);
  return [
    ['my offers: All tab, first page', inlined(page!)],
    ['my offers: tab counts and booked sum', inlined(counts!)],
    ['my offers: Accepted tab, first page', inlined(accepted!)],
    ...buyerDashboardReads(tenantId, buyerId, now).map((read, index): [string, string] => [
      `dashboard (buyer): ${dashboard[index]}`,
      inlined(read),
    ]),
    ...performerDashboardReads(tenantId, performerId, now).map((read, index): [string, string] => [
      `dashboard (the performer with the most payouts): ${performerDashboard[index]}`,
      inlined(read),
    ]),
    ...pendingApprovalReads(tenantId, {}).map((read, index): [string, string] => [
      `admin: pending approvals ${index ? 'count' : 'page'}`,
      inlined(read),
    ]),
    ...admin.flatMap(([name, query]) =>
      adminPageReads(query).map((read, index): [string, string] => [
        `admin: ${name} ${index ? 'count (capped)' : 'page'}`,
        inlined(read),
      ]),
    ),
    ['opportunity search: tours with a show in the window', inlined(tours!)],
    [
      'opportunity search: venue changes since its copy (before every search)',
      inlined(venueChangesSince(tenantId, since)),
    ],
  ];
}

/** Each plan's execution time, for a run that leaves docs/benchmarks.md alone. */
function printTimes(plans: Plan[]): void {
  for (const { shape, plan } of plans) console.log(`${shape}: ${/Execution Time: (.*)/.exec(plan)?.[1] ?? '?'}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * One read's row: the median over the rounds of its figures and of its ratios to health (each
 * round's ratio to the health run of that round), with every round's errors summed.
 */
function ratioRow(index: number, rounds: Run[][]): string {
  const runs = rounds.map((round) => round[index]!);
  const healths = rounds.map((round) =>
    round.find((r) => r.name === 'GET /api/health' && r.connections === runs[0]!.connections)!,
  );
  const throughput = median(runs.map((run, round) => run.requestsPerSecond / healths[round]!.requestsPerSecond));
  const latency = median(runs.map((run, round) => run.p99 / Math.max(healths[round]!.p99, 1)));
  const of = (pick: (run: Run) => number) => Math.round(median(runs.map(pick)));
  const failed = runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0);
  return `| ${runs[0]!.name} | ${runs[0]!.connections} | ${of((r) => r.requestsPerSecond)} | ${of((r) => r.p50)} | ${of((r) => r.p99)} | ${(throughput * 100).toFixed(0)} % | ${latency.toFixed(2)}× | ${runs.map((r) => Math.round(r.requestsPerSecond)).join(' / ')} | ${failed} |`;
}

/** Which PostgreSQL the figures come from (the machine's own and the embedded one differ a lot). */
const databaseKind = () =>
  process.env.BENCH_DATABASE_URL
    ? `BENCH_DATABASE_URL (${new URL(process.env.BENCH_DATABASE_URL).host})`
    : 'the embedded PostgreSQL of bench/dataset.ts (port 54359)';

function writeReport(scale: number, rounds: Run[][], plans: Plan[]): void {
  const size = datasetSize(scale);
  const rows = rounds[0]!.map((_, index) => ratioRow(index, rounds));
  const body = `Produced by \`npx -y pnpm@10 bench scale\` (bench/scale.ts) on ${new Date().toISOString().slice(0, 10)},
dataset scale ${scale} (bench/dataset.ts): ${size.flagshipPerformers.toLocaleString('en-US')} flagship performers,
${size.agencyTenants} agencies of ${size.performersPerAgency.toLocaleString('en-US')}, ${size.venues.toLocaleString('en-US')} venues,
${size.offers.toLocaleString('en-US')} offers (${size.heavyBuyerOffers.toLocaleString('en-US')} for ${HEAVY_BUYER}).
Database: ${databaseKind()}. Response cache off, ${DURATION_SECONDS} s per run, the API started as \`pnpm start\` starts it
(compiled), web role only (no job runner). ${ROUNDS} rounds, each running every read in turn: each figure is the
median over the rounds, each ratio the median of the rounds' ratios to \`GET /api/health\`
at the same concurrency in the same round (targets: browse and profile ≥ 50 % of health's throughput with p99 ≤ 2×;
lists p99 < 50 ms; opportunity search ≥ 25 % and p99 < 50 ms). The heavy buyer's lists are read beside those of
${LIGHT_BUYER}, a buyer with a short history, the same way in the same round: a list should cost the
same whatever the history behind it.

| Read | Connections | req/s | p50 ms | p99 ms | Throughput vs health | p99 vs health | req/s by round | Non-2xx + errors |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

### Query plans (EXPLAIN ANALYZE as the app role, flagship tenant)

Browse answers come from each process's in-process index (queries/browseIndex), which asks the
database one thing per answer: the acts changed since its last check (its plan is below). The
browse and count plans are the SQL path's, which answers while a tenant's index first loads and
with \`BROWSE_INDEX=off\`.

Profiles come from the profiles each process keeps beside that index (queries/performerProfile.ts,
\`PROFILE_CACHE_ENTRIES\` per tenant, each forgotten when a change check finds its act changed):
"the 300 most browsed" are the acts at the top of the rating, newest and price sorts, read again
and again as buyers do; "the long tail" asks for a different act each request, out of 60,000, so
every answer is a miss read from SQL in one statement (the profile plan below), without waiting
for a change check (only an act the process holds needs one).

${plans.map((p) => `#### ${p.shape}\n\n\`\`\`\n${p.plan}\n\`\`\``).join('\n\n')}
`;
  replaceSection(path.join(REPO_ROOT, 'docs', 'benchmarks.md'), SCALE_SECTION, body);
}

// Only when run as the bench (importing this module for its shapes must not start one).
if (process.argv[1] === fileURLToPath(import.meta.url))
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
