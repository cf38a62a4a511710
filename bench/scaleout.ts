/**
 * Scale-out browse throughput (issue 20, item 5): the topology of `pnpm scale:test` (HAProxy,
 * PgBouncer, a streaming replica, web processes started as shipped), browse pages through HAProxy
 * with one web process in rotation and then with two, in the same run, with the CPU each process
 * used. Written to docs/benchmarks.md.
 *
 * Run: npx -y pnpm@10 bench scaleout   (BENCH_SECONDS per measurement, default 20)
 */
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../tenant-api/src/config';
import { replaceSection } from './report';
import { withTopology } from './scaleOut/session';
import { measureThroughput, type ThroughputRun } from './scaleOut/throughput';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 32;

function cpuLine(run: ThroughputRun): string {
  return Object.entries(run.cpuCores)
    .sort(([, a], [, b]) => b - a)
    .map(([name, cores]) => `${name} ${cores.toFixed(2)}`)
    .join(', ');
}

async function main(): Promise<void> {
  const result = await withTopology(2, (topology) => measureThroughput(topology, SECONDS, CONNECTIONS));
  const load = os.loadavg()[0]!.toFixed(1);
  const row = (run: ThroughputRun) =>
    `| ${run.webProcesses} | ${run.requestsPerSecond} | ${run.p50Ms} | ${run.p99Ms} | ${run.non2xx + run.errors} | ${cpuLine(run)} |`;
  const body = [
    `Browse pages (five URLs over two tenants, \`BROWSE_CACHE_MS\` as shipped) through HAProxy (roundrobin,`,
    `\`GET /api/ready\` checks) to web processes started as shipped, each with PgBouncer (transaction mode) in`,
    `front of a PostgreSQL 15 primary and streaming replica; autocannon, ${CONNECTIONS} connections, ${SECONDS} s per`,
    `row, both rows in the same run (\`npx -y pnpm@10 bench scaleout\`). ${result.cores} cores; the load average at the`,
    `end was ${load} (other work shares the machine). CPU is in cores (1.00 = one core busy for the whole`,
    `measurement), read from /proc/<pid>/stat before and after; PostgreSQL counts the postmaster and its backends.`,
    '',
    '| web processes | req/s | p50 ms | p99 ms | non-2xx + errors | CPU per process (cores) |',
    '| ---: | ---: | ---: | ---: | ---: | --- |',
    row(result.one),
    row(result.all),
    '',
    `Ratio two / one: **${result.ratio}**. With ${result.cores} cores shared by HAProxy, the load generator, PostgreSQL`,
    'and both web processes, the ratio is bounded by the cores, not by the design: a second web process can only',
    'help as far as a core is idle while one web process is busy.',
  ].join('\n');
  replaceSection(
    path.join(REPO_ROOT, 'docs', 'benchmarks.md'),
    'Scale-out: browse through HAProxy, one web process against two',
    body,
  );
  console.log(body);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
