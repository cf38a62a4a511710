/**
 * Browse throughput through HAProxy with one web process in rotation, then with all of them, in
 * the same run, with the CPU each process used during each measurement (from /proc/<pid>/stat).
 */
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { childrenOf, cpuTicks } from './samplers';
import { haproxyCommand, type Topology } from './topology';
import { waitUntil } from './supervisor';

const TICKS_PER_SECOND = 100;

export interface ThroughputRun {
  webProcesses: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** CPU used per process during the measurement, in cores (1 = one core busy all the time). */
  cpuCores: Record<string, number>;
}

export interface ThroughputResult {
  one: ThroughputRun;
  all: ThroughputRun;
  /** all.requestsPerSecond / one.requestsPerSecond */
  ratio: number;
  cores: number;
  seconds: number;
  connections: number;
}

const BROWSE_PATHS = [
  ['localhost', '/api/performers?limit=24'],
  ['localhost', '/api/performers?limit=24&sortBy=rating'],
  ['localhost', '/api/performers?limit=24&page=2'],
  ['laughlines.test', '/api/performers?limit=24'],
  ['laughlines.test', '/api/performers?limit=24&genres=Comedy'],
] as const;

/** The processes whose CPU is reported: name → a function giving its ticks now. */
async function cpuSources(topology: Topology): Promise<Record<string, () => number>> {
  const sources: Record<string, () => number> = {};
  for (const [name, pid] of Object.entries(topology.supervisor.pids())) sources[name] = () => cpuTicks(pid);
  sources['load generator (autocannon, this process)'] = () => cpuTicks(process.pid);
  const postmasters = await postmasterPids(topology);
  for (const [name, pid] of Object.entries(postmasters))
    sources[name] = () =>
      cpuTicks(pid) + childrenOf(pid).reduce((sum, child) => sum + cpuTicks(child), 0) + exitedChildrenTicks(pid);
  return sources;
}

/** cutime + cstime: CPU of the children a process has already reaped (PostgreSQL's ended backends). */
function exitedChildrenTicks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[13]) + Number(fields[14]);
  } catch {
    return 0;
  }
}

/** The postmaster of each PostgreSQL server, from postmaster.pid in its data directory. */
async function postmasterPids(topology: Topology): Promise<Record<string, number>> {
  const servers: Record<string, string> = { 'postgres primary': topology.primaryOwnerUrl };
  if (topology.replicaOwnerUrl) servers['postgres replica'] = topology.replicaOwnerUrl;
  const pids: Record<string, number> = {};
  for (const [name, url] of Object.entries(servers)) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(`select setting from pg_settings where name = 'data_directory'`);
      const text = fs.readFileSync(`${rows[0].setting}/postmaster.pid`, 'utf8');
      pids[name] = Number(text.split('\n')[0]);
    } catch {
      /* not readable here: not reported */
    } finally {
      await client.end();
    }
  }
  return pids;
}

async function measure(
  topology: Topology,
  webProcesses: number,
  seconds: number,
  connections: number,
): Promise<ThroughputRun> {
  const sources = await cpuSources(topology);
  const before = Object.fromEntries(Object.entries(sources).map(([name, read]) => [name, read()]));
  const started = process.hrtime.bigint();
  const result = await autocannon({
    url: topology.haproxyUrl,
    connections,
    duration: seconds,
    requests: BROWSE_PATHS.map(([host, path]) => ({ method: 'GET', path, headers: { host } })),
  });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  const cpuCores: Record<string, number> = {};
  for (const [name, read] of Object.entries(sources)) {
    const used = (read() - before[name]!) / TICKS_PER_SECOND / elapsed;
    if (used > 0.005) cpuCores[name] = Math.round(used * 100) / 100;
  }
  return {
    webProcesses,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuCores,
  };
}

/** Counts the servers HAProxy considers up (from `show stat`). */
async function serversUp(topology: Topology): Promise<number> {
  const stat = await haproxyCommand(`${topology.dataDir}/haproxy.sock`, 'show stat');
  return stat.split('\n').filter((line) => line.startsWith('webs,web') && line.split(',')[17]?.startsWith('UP')).length;
}

export async function measureThroughput(
  topology: Topology,
  seconds: number,
  connections: number,
): Promise<ThroughputResult> {
  const others = topology.webs.slice(1);
  for (const web of others) await topology.setInRotation(web, false);
  await waitUntil('one web process in rotation', async () => (await serversUp(topology)) === 1, 60_000);
  const one = await measure(topology, 1, seconds, connections);
  for (const web of others) await topology.setInRotation(web, true);
  await waitUntil(
    'every web process in rotation',
    async () => (await serversUp(topology)) === topology.webs.length,
    60_000,
  );
  const all = await measure(topology, 1 + others.length, seconds, connections);
  return {
    one,
    all,
    ratio: Math.round((all.requestsPerSecond / Math.max(1, one.requestsPerSecond)) * 100) / 100,
    cores: os.availableParallelism(),
    seconds,
    connections,
  };
}
