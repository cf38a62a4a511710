/** Helpers the benches share: child API processes, autocannon runs and EXPLAIN plans. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import type pg from 'pg';
import { REPO_ROOT } from '../tenant-api/src/config';
import { literal } from '../tenant-api/src/db/oneTrip';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  requests: autocannon.Request[];
}

export async function loadTest(url: string, options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: options.requests,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A first start compiles the API and builds the web assets: minutes on a loaded machine. */
const BUILD_AND_START_SECONDS = 900;

const BENCH_ENV = { LOG_LEVEL: 'error', SIGNIN_MAX_ATTEMPTS_PER_IP: '1000000' };

/** Starts a TypeScript entry point (the bare Koa app) and waits until it answers on `port`. */
export async function startChild(script: string, env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(path.join(REPO_ROOT, 'tenant-api/node_modules/.bin/tsx'), [path.join(REPO_ROOT, script)], {
    env: { ...process.env, ...BENCH_ENV, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForPort(port, child);
  return child;
}

/**
 * The marketplace as `pnpm start` runs it (`node scripts/start.mjs`: builds what is out of date,
 * then the compiled server), never the TypeScript sources, on `port` of 127.0.0.1.
 */
export async function startMarketplace(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const { VITEST: _vitest, NODE_ENV: _nodeEnv, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.mjs')], {
    cwd: REPO_ROOT,
    env: { ...inherited, ...BENCH_ENV, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForPort(port, child, BUILD_AND_START_SECONDS);
  return child;
}

async function waitForPort(port: number, child: ChildProcess, timeoutSeconds = 120): Promise<void> {
  for (let attempt = 0; attempt < timeoutSeconds * 2; attempt++) {
    if (child.exitCode !== null) throw new Error(`the process for port ${port} exited before it answered`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`)
      .catch(() => fetch(`http://127.0.0.1:${port}/json`))
      .then(
        (response) => response.ok,
        () => false,
      );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`nothing answered on port ${port}`);
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The plan of one read as the app runs it: as the app role, with the tenant (and settings) set. */
export async function explainInTenant(
  client: pg.Client,
  tenantId: string,
  statement: string,
  settings: Record<string, string> = {},
): Promise<string> {
  const calls = Object.entries({ ...settings, 'app.tenant_id': tenantId })
    .map(([name, value]) => `set_config(${literal(name)}, ${literal(value)}, true)`)
    .join(', ');
  await client.query('begin');
  try {
    await client.query(`select ${calls}`);
    const explained = await client.query(`explain (analyze, costs off, timing off, summary on) ${statement}`);
    return explained.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
  }
}
