import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** The call waited or ran longer than the pool's time budget; a running worker was terminated. */
export class PoolTimeoutError extends Error {
  constructor(
    readonly timeoutMs: number,
    readonly phase: 'queued' | 'running',
  ) {
    super(`over the ${timeoutMs} ms budget (${phase})`);
  }
}

/** The key (tenant) already has `max` calls admitted; one frees within `retryAfterMs` at the latest. */
export class PoolKeyBusyError extends Error {
  constructor(
    readonly max: number,
    readonly retryAfterMs: number,
  ) {
    super(`${max} calls already running for this key`);
  }
}

/** The pool is closed (shutting down). */
export class PoolClosedError extends Error {
  constructor() {
    super('worker pool closed');
  }
}

/** The worker died or threw while running the call. */
export class WorkerFailedError extends Error {}

export interface WorkerPoolOptions {
  /** The worker's entry module (a `.ts` file from sources is loaded through tsx, a `.js` file as is). */
  entry: URL;
  /** Most worker threads at once; they are started on demand. */
  size: number;
  /** Budget of one call on a worker (from handing it over to the answer); then the worker is terminated. */
  timeoutMs: number;
  /** How long a call may wait for a worker (starting one included) before it is dropped. */
  queueTimeoutMs: number;
  /** Most calls admitted (queued or running) per key at once. */
  maxPerKey: number;
  onWorkerReplaced?: (reason: string) => void;
}

export interface PoolStats {
  workers: number;
  busy: number;
  queued: number;
  /** Workers terminated over budget or lost to a crash since the pool started. */
  replaced: number;
}

interface Task<I, O> {
  key: string;
  input: I;
  /** When the call ends at the latest (its queue limit plus budget while queued, its budget once running). */
  deadline: number;
  timer: NodeJS.Timeout;
  worker?: Worker;
  resolve(value: O): void;
  reject(error: Error): void;
}

type Reply<O> = { ready: true } | { ok: true; value: O } | { ok: false; message: string };

/**
 * A small pool of worker threads running one module's handler (see `serveWorker`). One call per
 * worker at a time, first come first served. A call waits at most `queueTimeoutMs` for a worker
 * (a worker counts once it has loaded its module) and then runs at most `timeoutMs`: over that
 * its worker is terminated and the next call gets a fresh one. Workers do not keep the process
 * alive (`unref`); `close()` terminates them.
 */
export class WorkerPool<I, O> {
  private readonly starting = new Set<Worker>();
  private readonly idle: Worker[] = [];
  private readonly running = new Map<Worker, Task<I, O>>();
  private readonly queue: Task<I, O>[] = [];
  private readonly perKey = new Map<string, Set<Task<I, O>>>();
  private replaced = 0;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  /** Why a call for `key` would be refused right now (closed, or the key at its cap), or null. */
  refusal(key: string): PoolClosedError | PoolKeyBusyError | null {
    if (this.closed) return new PoolClosedError();
    const admitted = this.perKey.get(key);
    if (!admitted || admitted.size < this.options.maxPerKey) return null;
    const firstFree = Math.min(...[...admitted].map((task) => task.deadline));
    return new PoolKeyBusyError(this.options.maxPerKey, Math.max(0, firstFree - Date.now()));
  }

  run(key: string, input: I): Promise<O> {
    const refused = this.refusal(key);
    if (refused) return Promise.reject(refused);
    const admitted = this.perKey.get(key) ?? new Set<Task<I, O>>();
    return new Promise<O>((resolve, reject) => {
      const task: Task<I, O> = {
        key,
        input,
        deadline: Date.now() + this.options.queueTimeoutMs + this.options.timeoutMs,
        timer: setTimeout(() => this.waitedTooLong(task), this.options.queueTimeoutMs),
        resolve,
        reject,
      };
      admitted.add(task);
      this.perKey.set(key, admitted);
      this.queue.push(task);
      this.dispatch();
    });
  }

  stats(): PoolStats {
    return {
      workers: this.starting.size + this.idle.length + this.running.size,
      busy: this.running.size,
      queued: this.queue.length,
      replaced: this.replaced,
    };
  }

  /** Rejects whatever still waits or runs, terminates every worker. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) this.settle(task, new PoolClosedError());
    const workers = [...this.starting, ...this.idle.splice(0), ...this.running.keys()];
    this.starting.clear();
    for (const [worker, task] of [...this.running]) {
      this.running.delete(worker);
      this.settle(task, new PoolClosedError());
    }
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    if (this.closed) return;
    while (this.queue.length && this.idle.length) {
      const worker = this.idle.pop()!;
      const task = this.queue.shift()!;
      clearTimeout(task.timer);
      task.worker = worker;
      task.deadline = Date.now() + this.options.timeoutMs;
      task.timer = setTimeout(() => this.overBudget(task), this.options.timeoutMs);
      this.running.set(worker, task);
      worker.postMessage(task.input);
    }
    while (this.queue.length > this.starting.size && this.stats().workers < this.options.size) this.spawn();
  }

  private spawn(): void {
    const worker = startWorker(this.options.entry);
    worker.unref();
    this.starting.add(worker);
    worker.on('message', (reply: Reply<O>) => {
      if ('ready' in reply) {
        if (!this.starting.delete(worker)) return;
        this.idle.push(worker);
        return this.dispatch();
      }
      const task = this.running.get(worker);
      if (!task) return;
      this.running.delete(worker);
      this.idle.push(worker);
      this.settle(task, reply.ok ? null : new WorkerFailedError(reply.message), reply.ok ? reply.value : undefined);
      this.dispatch();
    });
    let failure: Error | undefined;
    // An uncaught error ends the worker: 'exit' follows.
    worker.on('error', (error) => (failure = error));
    worker.on('exit', (code) => {
      if (this.starting.delete(worker)) {
        // It never loaded its module: starting another would fail the same way, so fail what waits.
        const reason = `worker could not start: ${failure?.message ?? `exit code ${code}`}`;
        for (const task of this.queue.splice(0)) this.settle(task, new WorkerFailedError(reason));
        return;
      }
      const idleAt = this.idle.indexOf(worker);
      if (idleAt >= 0) this.idle.splice(idleAt, 1);
      const task = this.running.get(worker);
      if (task) {
        this.running.delete(worker);
        this.replaced++;
        this.options.onWorkerReplaced?.(`worker exited (code ${code})`);
        this.settle(task, new WorkerFailedError(failure?.message ?? `worker exited with code ${code}`));
      }
      this.dispatch();
    });
  }

  private waitedTooLong(task: Task<I, O>): void {
    const queuedAt = this.queue.indexOf(task);
    if (queuedAt < 0) return;
    this.queue.splice(queuedAt, 1);
    this.settle(task, new PoolTimeoutError(this.options.queueTimeoutMs, 'queued'));
  }

  private overBudget(task: Task<I, O>): void {
    const worker = task.worker;
    if (!worker || this.running.get(worker) !== task) return;
    this.running.delete(worker);
    this.replaced++;
    this.options.onWorkerReplaced?.(`call over the ${this.options.timeoutMs} ms budget`);
    void worker.terminate();
    this.settle(task, new PoolTimeoutError(this.options.timeoutMs, 'running'));
    this.dispatch();
  }

  private settle(task: Task<I, O>, error: Error | null, value?: O): void {
    clearTimeout(task.timer);
    const admitted = this.perKey.get(task.key);
    admitted?.delete(task);
    if (admitted && admitted.size === 0) this.perKey.delete(task.key);
    if (error) task.reject(error);
    else task.resolve(value as O);
  }
}

/**
 * The handler side: says `{ ready }` once loaded, then answers each message with `{ ok, value }`
 * or `{ ok: false, message }`.
 * Call it from the worker's entry module.
 */
export function serveWorker<I, O>(
  port: { on(event: 'message', listener: (input: I) => void): unknown; postMessage(reply: Reply<O>): void },
  handler: (input: I) => O,
): void {
  port.postMessage({ ready: true });
  port.on('message', (input) => {
    let reply: Reply<O>;
    try {
      reply = { ok: true, value: handler(input) };
    } catch (error) {
      reply = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply);
  });
}

/**
 * A worker for `entry`. The compiled build has a `.js` entry beside main.js; from sources
 * (tsx, vitest) the entry is TypeScript, so the worker first registers tsx's ESM loader.
 */
function startWorker(entry: URL): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry);
  const require = createRequire(import.meta.url);
  // tsx's `./esm/api` for `import` (the `.mjs` beside the `.cjs` that require resolves).
  const tsxApi = pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const source = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(source, { eval: true });
}

/** `name` beside the module at `moduleUrl`, with the module's own extension (`.ts` in sources, `.js` in dist). */
export function siblingModule(moduleUrl: string, name: string): URL {
  const extension = path.extname(fileURLToPath(moduleUrl)) === '.ts' ? '.ts' : '.js';
  return new URL(`./${name}${extension}`, moduleUrl);
}
