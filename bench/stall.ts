/**
 * No single request can stall the marketplace (issue 38, item 6): against the dataset of
 * bench/dataset.ts (100,000 acts in the flagship), the API started as `pnpm start` starts it, and
 * in the same run, health alone and then each class of hostile or heavy request of
 * tenant-api/test/support/hostileRequests.ts (generated cases, a new seed each run unless
 * BENCH_SEED is given): one case after another for BENCH_SECONDS, then 20 at once for as long.
 * Reported per class: the server's event-loop delay p99 and max (its own monitor, read from
 * /metrics, reset at each read) and health's p99 and max as a probe on its own thread sees them
 * (a ping every 20 ms), with health's p99 as a ratio to health alone, in docs/benchmarks.md.
 *
 * Run: npx -y pnpm@10 bench stall   (BENCH_SCALE=0.01 for a small check; BENCH_SECONDS per phase;
 * BENCH_TOURS generated tours (200); BENCH_API_PORT moves the API off 3231)
 */
import path from 'node:path';
import fc from 'fast-check';
import { REPO_ROOT } from '../tenant-api/src/config';
import { HealthProbe, type ProbeReport } from '../tenant-api/test/support/healthProbe';
import {
  addTours,
  fillCalendar,
  HOSTILE_CLASSES,
  tally,
  targetOn,
  undocumented,
  type Answer,
  type HostileClass,
  type Target,
} from '../tenant-api/test/support/hostileRequests';
import { benchScale, datasetSize, generateDataset, scaleDatabase } from './dataset';
import { replaceSection } from './report';
import { startMarketplace, stopChild } from './support';
import { spawnSync } from 'node:child_process';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 3231);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TOURS = Number(process.env.BENCH_TOURS ?? 200);
const SEED = Number(process.env.BENCH_SEED ?? Date.now() % 1_000_000);
const BURST = 20;
const METRICS_TOKEN = 'bench-stall-metrics-token';
export const STALL_SECTION = 'Stalls: one request against every tenant';

interface EventLoop {
  p99Ms: number;
  maxMs: number;
}

/** The server's event-loop delay since the last read (prom-client resets its monitor on each read). */
async function eventLoop(): Promise<EventLoop> {
  const text = await fetch(`http://127.0.0.1:${API_PORT}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  }).then((response) => response.text());
  const read = (name: string) =>
    Number(new RegExp(`^headliner_nodejs_eventloop_lag_${name}_seconds (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) * 1000;
  return { p99Ms: read('p99'), maxMs: read('max') };
}

interface Phase {
  health: ProbeReport;
  loop: EventLoop;
  answers: Answer[];
}

/** Runs `work` for SECONDS with the probe on and the event-loop monitor reset at the start. */
async function phase(work: (until: number) => Promise<Answer[]>): Promise<Phase> {
  await eventLoop();
  const probe = new HealthProbe(API_PORT);
  const answers = await work(Date.now() + SECONDS * 1000);
  const health = await probe.stop();
  return { health, loop: await eventLoop(), answers };
}

/** Endless generated cases of a class, prepared ahead in batches (images are made before they are sent). */
async function* casesOf(hostile: HostileClass<any>, seed: number): AsyncGenerator<unknown> {
  for (let batch = 0; ; batch++) {
    const samples = fc.sample(hostile.cases, { numRuns: BURST, seed: seed + batch });
    for (const sample of samples) yield hostile.prepare ? await hostile.prepare(sample) : sample;
  }
}

async function alone(target: Target, hostile: HostileClass<any>, seed: number): Promise<Phase> {
  const prepared: unknown[] = [];
  const cases = casesOf(hostile, seed);
  for (let index = 0; index < BURST * 3; index++) prepared.push((await cases.next()).value);
  return phase(async (until) => {
    const answers: Answer[] = [];
    for (let index = 0; Date.now() < until; index++)
      answers.push(...(await hostile.run(target, prepared[index % prepared.length])));
    return answers;
  });
}

async function together(target: Target, hostile: HostileClass<any>, seed: number): Promise<Phase> {
  const prepared: unknown[] = [];
  const cases = casesOf(hostile, seed + 1_000);
  for (let index = 0; index < BURST * 3; index++) prepared.push((await cases.next()).value);
  return phase(async (until) => {
    const lanes = Array.from({ length: BURST }, async (_, lane) => {
      const answers: Answer[] = [];
      for (let index = lane; Date.now() < until; index += BURST)
        answers.push(...(await hostile.run(target, prepared[index % prepared.length])));
      return answers;
    });
    return (await Promise.all(lanes)).flat();
  });
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');

function row(name: string, result: Phase, baseline: Phase): string {
  const ratio = result.health.p99Ms / Math.max(0.1, baseline.health.p99Ms);
  const statuses = Object.entries(tally(result.answers))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  const bad = undocumented(result.answers).length;
  return `| ${name} | ${ms(result.loop.p99Ms)} | ${ms(result.loop.maxMs)} | ${ms(result.health.p99Ms)} | ${ms(result.health.worstMs)} | ${ratio.toFixed(2)}× | ${statuses || '—'}${bad ? ` (**${bad} undocumented**)` : ''} |`;
}

async function main(): Promise<void> {
  const ownerUrl = await scaleDatabase();
  const scale = benchScale();
  const size = datasetSize(scale);
  await generateDataset(ownerUrl, { scale, seed: 18, log: (line) => console.log(line) });
  const migrate = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.mjs'), 'migrate'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: ownerUrl, LOG_LEVEL: 'error' },
    stdio: 'inherit',
  });
  if (migrate.status !== 0) throw new Error('migrations failed');
  const api = await startMarketplace(
    { DATABASE_URL: ownerUrl, ROLE: 'web', METRICS_TOKEN, BROWSE_CACHE_MS: '0', ROUTING_CACHE_MS: '0' },
    API_PORT,
  );
  try {
    // Ready: the default tenant's browse index loaded (until then the process may shed load).
    for (let waited = 0; (await fetch(`http://127.0.0.1:${API_PORT}/api/ready`)).status !== 200; waited++) {
      if (waited > 600) throw new Error('the API was not ready within 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const target = await targetOn(API_PORT);
    const tours = await addTours(target, TOURS, SEED);
    const rules = await fillCalendar(target, SEED);
    console.log(
      `seed ${SEED}: ${tally(tours)['201'] ?? 0} tours added, ${rules.length - 1} weekly rules (the maximum)`,
    );
    const refused = tours.find((answer) => answer.status !== 201);
    if (refused) console.log(`a tour refused: ${refused.status} ${refused.text.slice(0, 300)}`);
    const baseline = await phase(async (until) => {
      await new Promise((resolve) => setTimeout(resolve, until - Date.now()));
      return [];
    });
    const rows = [row('health alone', baseline, baseline)];
    for (const [index, hostile] of HOSTILE_CLASSES.entries()) {
      for (const [label, run] of [
        ['one at a time', alone],
        [`${BURST} at once`, together],
      ] as const) {
        const result = await run(target, hostile, SEED + index * 10);
        rows.push(row(`${hostile.name}, ${label}`, result, baseline));
        console.log(rows.at(-1));
      }
    }
    const body = [
      `\`npx -y pnpm@10 bench stall\`: the API as \`pnpm start\` starts it (one web process, response caches off)`,
      `on the bench dataset at scale ${scale} (${size.flagshipPerformers.toLocaleString('en-US')} acts in the flagship,`,
      `${size.venues.toLocaleString('en-US')} venues), ${tally(tours)['201'] ?? 0} generated tours of 2–40 stops and a performer at the`,
      `weekly-rule maximum; each class generated by fast-check (seed ${SEED}), ${SECONDS} s one case after another,`,
      `then ${SECONDS} s with ${BURST} at once, while a probe on its own thread pings \`/api/health\` every 20 ms.`,
      `Event-loop delay is the server's own monitor (prom-client, read from /metrics); health's p99 is also given as`,
      `a ratio to health alone in the same run. Run on ${new Date().toISOString().slice(0, 10)}.`,
      '',
      '| class | event loop p99 ms | event loop max ms | health p99 ms | health max ms | health p99 vs alone | answers |',
      '|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
    if (scale === 1) replaceSection(path.join(REPO_ROOT, 'docs', 'benchmarks.md'), STALL_SECTION, body);
    else console.log(`scale ${scale}: docs/benchmarks.md left alone\n${body}`);
  } finally {
    await stopChild(api);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
