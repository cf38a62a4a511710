import { quoteIdent } from '../../src/db/bootstrap';
import pg from 'pg';
import fs from 'node:fs';
import crypto from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';

export interface LogLine {
  level: string;
  msg: string;
  reqId?: string;
  [field: string]: unknown;
}

export interface StartedProcess {
  child: ChildProcess;
  lines: LogLine[];
  /** stdout/stderr text that was not a JSON log line (build messages). */
  other: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  waitForLog(predicate: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
}

/**
 * The environment a shell gives `pnpm start`: without the test runner's markers (VITEST, NODE_ENV=test),
 * which would change how the build that `start` may run behaves (Module Federation skips itself in tests).
 */
function shellEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith('VITEST') || name === 'TEST') delete env[name];
  if (env.NODE_ENV === 'test') delete env.NODE_ENV;
  return env;
}

/** Starts the marketplace EXACTLY as `pnpm start` does: `node scripts/start.mjs [role]` from the repository root. */
export function startLikePnpmStart(env: Record<string, string>, role?: string): StartedProcess {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.mjs'), ...(role ? [role] : [])], {
    cwd: REPO_ROOT,
    env: { ...shellEnvironment(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  const other: string[] = [];
  const waiters = new Set<() => void>();
  const take = (chunk: Buffer, buffer: { text: string }) => {
    buffer.text += chunk.toString('utf8');
    const parts = buffer.text.split('\n');
    buffer.text = parts.pop()!;
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part) as LogLine);
      } catch {
        if (part.trim()) other.push(part);
      }
    }
    for (const waiter of waiters) waiter();
  };
  const out = { text: '' };
  const err = { text: '' };
  child.stdout!.on('data', (chunk: Buffer) => take(chunk, out));
  child.stderr!.on('data', (chunk: Buffer) => take(chunk, err));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    lines,
    other,
    exited,
    waitForLog(predicate, timeoutMs = 90_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = lines.find(predicate);
          if (found) {
            cleanup();
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `no such log line within ${timeoutMs} ms; got:\n${[...other, ...lines.map((l) => JSON.stringify(l))].slice(-30).join('\n')}`,
            ),
          );
        }, timeoutMs);
        const gone = () => {
          cleanup();
          reject(
            new Error(
              `the process exited; output:\n${[...other, ...lines.map((l) => JSON.stringify(l))].slice(-30).join('\n')}`,
            ),
          );
        };
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
          child.off('exit', gone);
        };
        waiters.add(check);
        child.once('exit', gone);
        check();
      });
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  body: any;
}

/** A plain request on its own connection (no keep-alive); `bodyParts` are written `gapMs` apart (a slow client). */
export function request(
  port: number,
  method: string,
  target: string,
  options: { headers?: Record<string, string>; bodyParts?: string[]; gapMs?: number } = {},
): Promise<Answer> {
  const parts = options.bodyParts ?? [];
  const length = parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        agent: false,
        headers: {
          host: 'localhost',
          ...(parts.length ? { 'content-type': 'application/json', 'content-length': String(length) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            body = text;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body });
        });
      },
    );
    req.on('error', reject);
    void (async () => {
      for (const [index, part] of parts.entries()) {
        if (index > 0) await new Promise((r) => setTimeout(r, options.gapMs ?? 0));
        req.write(part);
      }
      req.end();
    })();
  });
}

/** A database name on the test server for one shipped server; it is created by the server's migrate step. */
export function freshDatabaseUrl(adminUrl: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/rt_${crypto.randomBytes(5).toString('hex')}`;
  return url.toString();
}

/** After a file of runtime tests: the server killed if still up, its data folder and its database gone. */
export async function cleanUpShippedServer(
  server: StartedProcess | undefined,
  dataDir: string,
  adminUrl: string,
  databaseUrl: string,
): Promise<void> {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${quoteIdent(new URL(databaseUrl).pathname.slice(1))} with (force)`);
  await admin.end();
}

export interface ShippedOnOneDatabase {
  /** The fresh database they share (created by the first one's migrate step). */
  databaseUrl: string;
  /** In start order, each added as it starts: the first runs every role, the others only `web`. */
  processes: StartedProcess[];
  /** The processes' ports, by the same index; all known before the first starts. */
  ports: number[];
  /** Settles once every process has logged `ready` (a `web` one also `webAlsoLogs`); rejects if one does not. */
  ready: Promise<void>;
  /** Kills (SIGKILL) whichever is still running, removes the data folder and drops the database; at any point. */
  close(): Promise<void>;
}

/**
 * Starts `count` processes as `pnpm start` does on one fresh database of the test server, one after
 * the other once the one before is ready: `node scripts/start.mjs` (every role: migrates and seeds)
 * and then `node scripts/start.mjs web` replicas. Returns at once, so that a hook's `close()` can
 * clean up even when starting fails or times out; await `ready` before using them.
 */
export function startShippedOnOneDatabase(options: {
  /** Names the processes' shared data folder, `.test-data/<name>-<pid>`. */
  name: string;
  adminUrl: string;
  /** Added to every process's environment (LOG_LEVEL is info unless given); DATABASE_URL, DATA_DIR, PORT and HOST are set here. */
  env: Record<string, string>;
  /** How many processes, the first included. */
  count?: number;
  /** Fixed ports, by process; free ones otherwise. */
  ports?: number[];
  /** Messages each `web` process must also log, after `ready`, before the next one starts. */
  webAlsoLogs?: string[];
}): ShippedOnOneDatabase {
  const count = options.count ?? 2;
  const databaseUrl = freshDatabaseUrl(options.adminUrl);
  const dataDir = path.join(REPO_ROOT, '.test-data', `${options.name}-${process.pid}`);
  const processes: StartedProcess[] = [];
  const ports: number[] = [];
  let closed = false;
  const ready = (async () => {
    for (let index = 0; index < count; index++) ports.push(options.ports?.[index] ?? (await freePort()));
    for (const [index, port] of ports.entries()) {
      if (closed) throw new Error('closed before every process was started');
      const started = startLikePnpmStart(
        {
          LOG_LEVEL: 'info',
          ...options.env,
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
        },
        index === 0 ? undefined : 'web',
      );
      processes.push(started);
      await started.waitForLog((line) => line.msg === 'ready', index === 0 ? 110_000 : 60_000);
      if (index === 0) continue;
      for (const message of options.webAlsoLogs ?? []) await started.waitForLog((line) => line.msg === message, 60_000);
    }
  })();
  return {
    databaseUrl,
    processes,
    ports,
    ready,
    async close() {
      closed = true;
      const [first, ...others] = processes;
      for (const other of others) if (other.child.exitCode === null) other.child.kill('SIGKILL');
      await cleanUpShippedServer(first, dataDir, options.adminUrl, databaseUrl);
    },
  };
}

/**
 * One server as `pnpm start` starts it (every role) on a fresh database of the test server, ready:
 * for a file's `beforeAll`; its `close` (for `afterAll`) kills it if still up and drops its data.
 */
export async function startShipped(options: {
  name: string;
  adminUrl: string;
  env: Record<string, string>;
}): Promise<{ server: StartedProcess; port: number; databaseUrl: string; close(): Promise<void> }> {
  const shipped = startShippedOnOneDatabase({ ...options, count: 1 });
  try {
    await shipped.ready;
  } catch (error) {
    await shipped.close();
    throw error;
  }
  return {
    server: shipped.processes[0]!,
    port: shipped.ports[0]!,
    databaseUrl: shipped.databaseUrl,
    close: () => shipped.close(),
  };
}
