/**
 * The result window's bench: CPU of one browse answer from the in-process index, and the time of
 * the SQL reads (browse and the admin performer search), on one tenant of 100,000 acts
 * (RESULT_WINDOW_ACTS), for common-word searches at page 1, at the window's edge and past it.
 * It reports numbers; it is not a timed test. The tenant has no reviews (every act unrated): the
 * worst case for the index, whose relevance groups are then as large as the matches.
 *
 * Run: RESULT_WINDOW_DATABASE_URL=postgres://postgres@127.0.0.1:5432/result_window npx tsx bench/resultWindow.ts
 * (the database is made and seeded on the first run, about two minutes, and reused after).
 */
import pg from 'pg';
import { AdminPerformerQuery, PerformerListQuery } from '../tenant-api/src/contract';
import { appUrlFor, prepareDatabase } from '../tenant-api/src/db/bootstrap';
import { createOrm } from '../tenant-api/src/db/orm';
import { seedDemoIfEmpty } from '../tenant-api/src/db/seed/demo';
import { FLAGSHIP } from '../tenant-api/src/db/seed/tenants';
import { listAdminPerformers } from '../tenant-api/src/queries/adminPerformers';
import { browseFromSql } from '../tenant-api/src/queries/browseIndex/browse';
import { browseFromIndex } from '../tenant-api/src/queries/browseIndex/browseQuery';
import { BrowseIndexes } from '../tenant-api/src/queries/browseIndex/browseIndexes';
import { BrowseOverBudget } from '../tenant-api/src/queries/browseIndex/workBudget';

const APP_ROLE = { name: 'marketplace_app', password: 'marketplace-app-local' };
const ACTS = Number(process.env.RESULT_WINDOW_ACTS ?? 100_000);
const RUNS = Number(process.env.RESULT_WINDOW_RUNS ?? 5);

/** Browse requests: a common word (a genre every third act has), a fragment, and one letter. */
const BROWSE = [
  'query=comedy&sortBy=featured&limit=12&page=1',
  'query=comedy&sortBy=featured&limit=12&page=83',
  'query=comedy&sortBy=rating&limit=12&page=1',
  'query=comedy&sortBy=rating&limit=12&page=83',
  'query=comedy&sortBy=price-low&limit=12&page=83',
  'query=comedy&sortBy=rating&limit=100&page=10',
  'query=comedy&sortBy=rating&limit=100&page=100',
  'query=comedy&sortBy=rating&limit=100&page=10000',
  'query=co&sortBy=featured&limit=12&page=83',
  'query=a&sortBy=rating&limit=12&page=1',
  'query=a&sortBy=rating&limit=100&page=10000',
  'query=comdy&sortBy=rating&limit=12&page=1',
  'query=comdy&sortBy=featured&limit=12&page=1',
  'query=co&sortBy=rating&limit=12&page=1',
  'query=magic%20comedy&sortBy=featured&limit=12&page=1',
  'query=magic%20comedy&sortBy=rating&limit=100&page=10',
  'sortBy=rating&limit=100&page=10',
  'sortBy=featured&limit=100&page=10000',
];

/** Admin performer searches (`stage_name` or e-mail containing the text), 20 a page. */
const ADMIN = ['query=a&page=1', 'query=a&page=50', 'query=the&page=50', 'query=qqq&page=1', 'page=50', 'page=51'];

async function main(): Promise<void> {
  const ownerUrl = process.env.RESULT_WINDOW_DATABASE_URL;
  if (!ownerUrl) throw new Error('Set RESULT_WINDOW_DATABASE_URL (an owner URL of a database to make and keep)');
  await ensureDatabase(ownerUrl);
  await prepareDatabase(ownerUrl, APP_ROLE);
  const started = Date.now();
  const tenants = [{ ...FLAGSHIP, performerCount: ACTS, venueCount: 0 }];
  if (await seedDemoIfEmpty(ownerUrl, { tenants, withReviews: false })) {
    const client = new pg.Client({ connectionString: ownerUrl });
    await client.connect();
    await client.query('analyze');
    await client.end();
    console.log(`seeded ${ACTS.toLocaleString('en-US')} acts in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const orm = await createOrm(appUrlFor(ownerUrl, APP_ROLE), { poolMax: 4 });
  try {
    // The first answers compile the code: warm it up on another query first.
    const warmUp = (index: Awaited<ReturnType<BrowseIndexes['ready']>>) => {
      for (const query of ['comedy', 'zz', 'magic show'])
        for (const sortBy of ['featured', 'rating'] as const)
          browseFromIndex(index, PerformerListQuery.parse({ query, sortBy }), { includeUnvetted: false });
    };
    const [flagship] = await orm.em.fork().execute<{ id: string }[]>('select id from tenants where is_default');
    const tenantId = flagship!.id;
    const loading = Date.now();
    const index = await new BrowseIndexes(orm).ready(tenantId);
    console.log(`index of ${index.size.toLocaleString('en-US')} acts loaded in ${Date.now() - loading} ms\n`);
    warmUp(index);
    console.log('| browse request | contract | index CPU ms (median) | answered by | SQL ms (median) | total |');
    console.log('|---|---|---|---|---|---|');
    for (const request of BROWSE) {
      const params = Object.fromEntries(new URLSearchParams(request));
      const accepted = PerformerListQuery.safeParse(params).success;
      // Past the window the contract answers 400; the bench still asks the code what it would do.
      const { page, ...rest } = params;
      const query = { ...PerformerListQuery.parse(rest), page: Number(page ?? 1) };
      const options = { includeUnvetted: false };
      if (!accepted) {
        // The index and the SQL path refuse it too, before any work.
        const refused = refuses(() => browseFromIndex(index, query, options));
        console.log(`| \`${request}\` | 400 | ${refused ? 'refused' : 'ANSWERED'} | | | |`);
        continue;
      }
      // Past its work budget the index gives up and SQL answers (browse.ts): the CPU it spent first counts.
      let answeredBy = 'index';
      const cpu = median(RUNS, () =>
        cpuMs(() => {
          try {
            browseFromIndex(index, query, options);
          } catch (error) {
            if (!(error instanceof BrowseOverBudget)) throw error;
            answeredBy = 'SQL (over budget)';
          }
        }),
      );
      const sqlTimes: number[] = [];
      let total = '';
      for (let run = 0; run < Math.min(RUNS, 3); run++) {
        const at = performance.now();
        const answer = await browseFromSql(orm, tenantId, query, options);
        sqlTimes.push(performance.now() - at);
        total = `${answer.total}${answer.totalIsCapped ? '+' : ''}`;
      }
      console.log(
        `| \`${request}\` | ${accepted ? '200' : '400'} | ${cpu.toFixed(1)} | ${answeredBy} | ${middle(sqlTimes).toFixed(1)} | ${total} |`,
      );
    }
    console.log('\n| admin performers request | contract | ms (median) | total |');
    console.log('|---|---|---|---|');
    for (const request of ADMIN) {
      const params = Object.fromEntries(new URLSearchParams(request));
      const accepted = AdminPerformerQuery.safeParse(params).success;
      const { page, ...rest } = params;
      const query = { ...AdminPerformerQuery.parse(rest), page: Number(page ?? 1) };
      if (!accepted) {
        const refused = await listAdminPerformers(orm, tenantId, query).then(
          () => false,
          () => true,
        );
        console.log(`| \`${request}\` | 400 | ${refused ? 'refused' : 'ANSWERED'} | |`);
        continue;
      }
      const times: number[] = [];
      let total = '';
      for (let run = 0; run < RUNS; run++) {
        const at = performance.now();
        const list = await listAdminPerformers(orm, tenantId, query);
        times.push(performance.now() - at);
        total = `${list.total}${list.totalIsCapped ? '+' : ''}`;
      }
      console.log(`| \`${request}\` | ${accepted ? '200' : '400'} | ${middle(times).toFixed(1)} | ${total} |`);
    }
  } finally {
    await orm.close();
  }
}

async function ensureDatabase(ownerUrl: string): Promise<void> {
  const url = new URL(ownerUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

function refuses(work: () => unknown): boolean {
  try {
    work();
    return false;
  } catch {
    return true;
  }
}

/** CPU time (user + system) of one synchronous call, in ms. */
function cpuMs(work: () => unknown): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

function median(runs: number, measure: () => number): number {
  return middle(Array.from({ length: runs }, measure));
}

function middle(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)]!;
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
