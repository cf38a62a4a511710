/**
 * Browse API benchmark: GET /api/performers with filters and sorts on 100,000 performers over
 * 100 tenants, beside a bare Koa JSON route in the same run; plus the query plans.
 * Run: npx -y pnpm@10 bench   (results go to docs/benchmarks.md)
 */
import path from 'node:path';
import pg from 'pg';
import { PerformerListQuery } from '../tenant-api/src/contract';
import { REPO_ROOT } from '../tenant-api/src/config';
import { appUrlFor, prepareDatabase } from '../tenant-api/src/db/bootstrap';
import { startEmbeddedPostgres } from '../tenant-api/src/db/embedded';
import { seedDemoIfEmpty } from '../tenant-api/src/db/seed/demo';
import { FLAGSHIP, type TenantSeed } from '../tenant-api/src/db/seed/tenants';
import { buildPerformerListSql } from '../tenant-api/src/queries/performers';
import { replaceSection } from './report';
import { explainInTenant, loadTest, startChild, startMarketplace, stopChild, type LoadResult } from './support';

const TENANTS = 100;
const PERFORMERS_PER_TENANT = 1000;
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const API_PORT = 3201;
const COLD_API_PORT = 3203;
const BARE_PORT = 3202;
const APP_ROLE = { name: 'marketplace_app', password: 'marketplace-app-local' };

export const SCENARIOS = [
  'sortBy=featured',
  'sortBy=rating&state=CA',
  'sortBy=price-low&genres=Magic,Comedy',
  'sortBy=price-high&cleanContent=true',
  'sortBy=newest&city=San',
  'query=comedy&state=TX&sortBy=rating',
  'query=jery%20abot&sortBy=featured',
  'sortBy=rating&page=20',
];

const tenantSlug = (index: number) => `bench-${String(index).padStart(3, '0')}`;

async function main(): Promise<void> {
  const ownerUrl = await benchDatabase();
  await prepareDatabase(ownerUrl, APP_ROLE);
  const seeded = await seedDemoIfEmpty(ownerUrl, { tenants: benchTenants(), withReviews: false });
  console.log(seeded ? 'seeded 100,000 performers over 100 tenants' : 'reusing the seeded benchmark database');
  const plans = await queryPlans(appUrlFor(ownerUrl, APP_ROLE));

  const api = await startMarketplace({ DATABASE_URL: ownerUrl }, API_PORT);
  const coldApi = await startMarketplace({ DATABASE_URL: ownerUrl, BROWSE_CACHE_MS: '0', ROLE: 'web' }, COLD_API_PORT);
  const bare = await startChild('bench/bareKoa.ts', { PORT: String(BARE_PORT) }, BARE_PORT);
  try {
    const bareResult = await load(`http://127.0.0.1:${BARE_PORT}/json`, () => '/json');
    const runs: Record<'cached' | 'cold', (LoadResult & { scenario: string })[]> = { cached: [], cold: [] };
    for (const [kind, port] of [
      ['cached', API_PORT],
      ['cold', COLD_API_PORT],
    ] as const) {
      for (const scenario of SCENARIOS) {
        runs[kind].push({ scenario, ...(await load(`http://127.0.0.1:${port}`, () => `/api/performers?${scenario}`)) });
      }
      const mixed = await load(`http://127.0.0.1:${port}`, (n) => `/api/performers?${SCENARIOS[n % SCENARIOS.length]}`);
      runs[kind].push({ scenario: 'mixed', ...mixed });
    }
    writeReport(bareResult, runs, plans);
  } finally {
    await Promise.all([api, coldApi, bare].map(stopChild));
  }
}

async function benchDatabase(): Promise<string> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return given;
  const server = await startEmbeddedPostgres({
    dataDir: path.join(REPO_ROOT, '.test-data', 'bench-pg'),
    port: 54349,
    password: 'bench-password',
    persistent: true,
  });
  process.on('exit', () => void server.stop());
  return server.url.replace(/\/postgres$/, '/bench_performers');
}

function benchTenants(): TenantSeed[] {
  return Array.from({ length: TENANTS }, (_, index) => ({
    ...FLAGSHIP,
    slug: tenantSlug(index),
    name: `Bench Agency ${index}`,
    isDefault: index === 0,
    performerCount: PERFORMERS_PER_TENANT,
    venueCount: 0,
    accounts: [],
  }));
}

async function load(baseUrl: string, pathFor: (n: number) => string): Promise<LoadResult> {
  let counter = 0;
  return loadTest(baseUrl, {
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    requests: [
      {
        setupRequest: (request) => {
          const n = counter++;
          return {
            ...request,
            path: pathFor(n),
            headers: { ...request.headers, host: `${tenantSlug(n % TENANTS)}.localhost` },
          };
        },
      },
    ],
  });
}

async function queryPlans(appUrl: string): Promise<{ scenario: string; plan: string; usesIndex: boolean }[]> {
  const client = new pg.Client({ connectionString: appUrl });
  await client.connect();
  const tenant = await ownerTenantId(client);
  const plans = [];
  for (const scenario of SCENARIOS) {
    const query = PerformerListQuery.parse(Object.fromEntries(new URLSearchParams(scenario)));
    const { statements, settings } = buildPerformerListSql(tenant, query, { includeUnvetted: false });
    const plan = await explainInTenant(client, tenant, statements[0], settings);
    plans.push({ scenario, plan, usesIndex: /Index|Bitmap/.test(plan) && !/Seq Scan on performers/.test(plan) });
  }
  await client.end();
  return plans;
}

async function ownerTenantId(client: pg.Client): Promise<string> {
  const rows = await client.query(`select id from tenants where slug = $1`, [tenantSlug(42)]);
  return rows.rows[0].id as string;
}

/** The query builder emits knex-style `?` placeholders; pg wants `$n`. */
function writeReport(
  bare: LoadResult,
  runs: Record<'cached' | 'cold', (LoadResult & { scenario: string })[]>,
  plans: { scenario: string; plan: string; usesIndex: boolean }[],
): void {
  const row = (name: string, r: LoadResult) =>
    `| ${name} | ${Math.round(r.requestsPerSecond)} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.non2xx + r.errors} |`;
  const label = (scenario: string) => (scenario === 'mixed' ? 'mixed (all scenarios in turn)' : `\`?${scenario}\``);
  const table = (results: (LoadResult & { scenario: string })[]) => [
    '| Route | req/s | p50 | p90 | p99 | max | non-2xx |',
    '|---|---|---|---|---|---|---|',
    row('bare Koa JSON route (baseline)', bare),
    ...results.map((r) => row(`\`/api/performers\` ${label(r.scenario)}`, r)),
  ];
  const worstP99 = (results: LoadResult[]) => Math.max(...results.map((r) => r.p99));
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores, API, PostgreSQL and the load generator ` +
      `sharing them), ${TENANTS} tenants × ${PERFORMERS_PER_TENANT} performers, ${CONNECTIONS} connections, ` +
      `${DURATION_SECONDS} s per row, requests spread over all ${TENANTS} tenants by Host header. Latency in ms. ` +
      'Target: p99 < 50 ms at 50 connections.',
    '',
    `### As deployed (public browse pages cached for BROWSE_CACHE_MS = 10 s per tenant and query) — worst p99 ${worstP99(runs.cached)} ms`,
    '',
    ...table(runs.cached),
    '',
    `### Every request to the database (BROWSE_CACHE_MS = 0) — worst p99 ${worstP99(runs.cold)} ms`,
    '',
    ...table(runs.cold),
    '',
    `Every browse query plan uses an index: **${plans.every((p) => p.usesIndex) ? 'yes' : 'NO'}** (plans below, ` +
      'EXPLAIN ANALYZE as the app role under row-level security, one tenant of 1,000 performers).',
    '',
    ...plans.flatMap((p) => [
      `<details><summary><code>${p.scenario}</code> — ${p.usesIndex ? 'index' : 'NO INDEX'}</summary>`,
      '',
      '```',
      p.plan,
      '```',
      '</details>',
      '',
    ]),
  ];
  replaceSection(path.join(REPO_ROOT, 'docs/benchmarks.md'), 'Browse API: GET /api/performers', lines.join('\n'));
  console.log(lines.filter((line) => line.startsWith('|') || line.startsWith('###')).join('\n'));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
