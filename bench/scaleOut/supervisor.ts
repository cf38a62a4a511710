/** Starts the topology's processes, remembers their pids, and stops them by pid (on exit, SIGINT and failure too). */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

export interface Started {
  name: string;
  child: ChildProcess;
  pid: number;
  exited: Promise<number | null>;
}

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Run as this user (PgBouncer and PostgreSQL refuse to run as root). */
  uid?: number;
  gid?: number;
  /** stdout and stderr go to this file. */
  logFile: string;
}

const waitMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Supervisor {
  private readonly running = new Map<string, Started>();
  private stopping: Promise<void> | null = null;

  constructor() {
    // A last resort: whatever is still running when this process exits is killed by pid.
    process.once('exit', () => {
      for (const started of this.running.values()) killQuietly(started.pid, 'SIGKILL');
    });
  }

  start(name: string, command: string, args: string[], options: StartOptions): Started {
    if (this.running.has(name)) throw new Error(`${name} is already running`);
    const log = fs.openSync(options.logFile, 'a');
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      uid: options.uid,
      gid: options.gid,
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    if (child.pid === undefined) throw new Error(`${name}: could not start ${command}`);
    const exited = new Promise<number | null>((resolve) => {
      child.once('exit', (code) => {
        if (this.running.get(name)?.child === child) this.running.delete(name);
        resolve(code);
      });
      child.once('error', () => resolve(null));
    });
    const started = { name, child, pid: child.pid, exited };
    this.running.set(name, started);
    return started;
  }

  get(name: string): Started | undefined {
    return this.running.get(name);
  }

  pids(): Record<string, number> {
    return Object.fromEntries([...this.running.values()].map((started) => [started.name, started.pid]));
  }

  /** SIGKILL by pid: the process gets no chance to clean up (a crash). */
  async kill(name: string): Promise<void> {
    const started = this.running.get(name);
    if (!started) return;
    killQuietly(started.pid, 'SIGKILL');
    await started.exited;
  }

  /** SIGTERM by pid, then SIGKILL after `graceMs`. */
  async stop(name: string, graceMs = 15_000): Promise<void> {
    const started = this.running.get(name);
    if (!started) return;
    killQuietly(started.pid, 'SIGTERM');
    const done = await Promise.race([started.exited.then(() => true), waitMs(graceMs).then(() => false)]);
    if (!done) {
      killQuietly(started.pid, 'SIGKILL');
      await started.exited;
    }
  }

  /** Stops everything, in the reverse order of starting. */
  stopAll(): Promise<void> {
    this.stopping ??= (async () => {
      for (const name of [...this.running.keys()].reverse()) await this.stop(name);
    })();
    return this.stopping;
  }
}

function killQuietly(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    /* already gone */
  }
}

/** Polls `check` every 200 ms until it is true or `timeoutMs` passed (then throws, naming `what`). */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await waitMs(200);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}
