/**
 * A real PostgreSQL primary and a streaming replica of it, on this machine, for tests and scripts.
 *
 * Plain TypeScript with no test-runner dependency: vitest tests, `bench/` and `scripts/` (run with
 * tsx) import it alike. Only `pg` and Node built-ins are used.
 *
 * ```ts
 * import { startPgStreamingPair } from '../tenant-api/test/support/pgStreamingPair';
 * const pair = await startPgStreamingPair({ dir: '.test-data/pair', primaryPort: 4101, replicaPort: 4102 });
 * pair.primaryUrl;           // postgres://postgres@127.0.0.1:4101/postgres   (superuser, trust auth)
 * pair.replicaUrl;           // postgres://postgres@127.0.0.1:4102/postgres   (read-only, hot standby)
 * pair.urlFor('primary', 'app', 'headliner'); // another role / database on either server
 * await pair.waitForReplay(); // the replica has replayed everything the primary has written so far
 * await pair.replicaLagBytes(); // bytes of WAL the replica has not replayed yet (0 when current)
 * await pair.pauseReplay();  // select pg_wal_replay_pause() on the replica (reads keep working, stale)
 * await pair.resumeReplay();
 * await pair.restartReplica(); // stop the replica (fast) and start it again; it catches up by streaming
 * await pair.stop();         // stops both servers, by the postmaster pids; the data stays in `dir`
 * ```
 *
 * How: the machine's PostgreSQL 15 binaries (`/usr/lib/postgresql/15/bin`) refuse to run as root, so
 * every server command runs as the `postgres` OS user via `runuser -u postgres --` (when this process
 * is root; as any other user it runs them directly). `dir` is created (its old `primary/` and
 * `replica/` are stopped and removed first) and owned by postgres; inside it:
 * - `primary/` — `initdb -A trust`, `wal_level = replica`, `max_wal_senders`, `listen_addresses =
 *   '127.0.0.1'`, `unix_socket_directories` = `dir/sockets-primary`, and `host replication all
 *   127.0.0.1/32 trust` in pg_hba.conf;
 * - `replica/` — `pg_basebackup -R -X stream` from the primary (writes `standby.signal` and
 *   `primary_conninfo`), its own port and socket folder, `hot_standby = on`;
 * - `primary.log`, `replica.log` — the servers' logs.
 * Both are tuned for a small shared machine (small shared_buffers, fsync off: throwaway data).
 *
 * If this process exits without calling `stop()`, an exit handler sends SIGQUIT to both postmasters
 * so no server outlives the test.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export const PG_BIN_DIR = '/usr/lib/postgresql/15/bin';

export interface PgStreamingPairOptions {
  /** The folder for both data directories and logs (created; absolute or relative to the cwd). */
  dir: string;
  primaryPort: number;
  replicaPort: number;
  /** Extra postgresql.conf lines for both servers, e.g. `{ max_connections: '200' }`. */
  settings?: Record<string, string>;
  /** Where the PostgreSQL binaries are (default the machine's PostgreSQL 15). */
  binDir?: string;
}

export type PgServer = 'primary' | 'replica';

export interface PgStreamingPair {
  /** Superuser `postgres` (trust auth) on the primary's `postgres` database. */
  primaryUrl: string;
  /** Superuser `postgres` on the replica's `postgres` database (read-only). */
  replicaUrl: string;
  primaryPort: number;
  replicaPort: number;
  /** Absolute path of the pair's folder. */
  dir: string;
  /** A URL for `user` (trust auth, no password needed; `password` is put in the URL if given) and `database` on either server. */
  urlFor(server: PgServer, user: string, database: string, password?: string): string;
  /** Bytes of WAL written on the primary that the replica has not replayed yet. */
  replicaLagBytes(): Promise<number>;
  /** Resolves once the replica has replayed the primary's current WAL position (rejects after `timeoutMs`). */
  waitForReplay(timeoutMs?: number): Promise<void>;
  /** Pauses WAL replay on the replica: it keeps answering reads with the data as of now. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops the replica (fast shutdown) and starts it again. */
  restartReplica(): Promise<void>;
  /** Stops only the replica (fast shutdown); `startReplica()` brings it back. */
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  /** Stops both servers by their postmaster pids (replica first). Safe to call twice. */
  stop(): Promise<void>;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

async function asPostgres(binDir: string, command: string, args: string[], cwd: string): Promise<string> {
  const file = path.join(binDir, command);
  const [exe, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  try {
    const { stdout } = await run(exe, argv, { cwd, maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failed = error as Error & { stderr?: string; stdout?: string };
    throw new Error(
      `${command} ${args.join(' ')} failed: ${failed.message}\n${failed.stderr ?? ''}${failed.stdout ?? ''}`,
    );
  }
}

async function chownToPostgres(target: string): Promise<void> {
  if (isRoot) await run('chown', ['-R', 'postgres:postgres', target]);
}

function postmasterPid(dataDir: string): number | null {
  try {
    const first = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0];
    const pid = Number(first);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Sends `signal` to the postmaster and waits until it is gone (SIGINT = fast shutdown). */
async function stopByPid(pid: number | null, signal: NodeJS.Signals = 'SIGINT', timeoutMs = 30_000): Promise<void> {
  if (pid === null || !alive(pid)) return;
  process.kill(pid, signal);
  const deadline = Date.now() + timeoutMs;
  while (alive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT');
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (alive(pid)) throw new Error(`postmaster ${pid} did not stop`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function confLines(settings: Record<string, string>): string {
  return (
    '\n# pgStreamingPair\n' +
    Object.entries(settings)
      .map(([name, value]) => `${name} = ${value}`)
      .join('\n') +
    '\n'
  );
}

const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`;

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

export async function startPgStreamingPair(options: PgStreamingPairOptions): Promise<PgStreamingPair> {
  const binDir = options.binDir ?? PG_BIN_DIR;
  const dir = path.resolve(options.dir);
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const primarySockets = path.join(dir, 'sockets-primary');
  const replicaSockets = path.join(dir, 'sockets-replica');
  const primaryLog = path.join(dir, 'primary.log');
  const replicaLog = path.join(dir, 'replica.log');

  // A previous run that died without stop(): stop its servers before removing their data.
  await stopByPid(postmasterPid(replicaDir), 'SIGQUIT');
  await stopByPid(postmasterPid(primaryDir), 'SIGQUIT');
  for (const old of [primaryDir, replicaDir, primarySockets, replicaSockets, primaryLog, replicaLog]) {
    fs.rmSync(old, { recursive: true, force: true });
  }
  fs.mkdirSync(primarySockets, { recursive: true });
  fs.mkdirSync(replicaSockets, { recursive: true });
  await chownToPostgres(dir);

  const common: Record<string, string> = {
    listen_addresses: `'127.0.0.1'`,
    wal_level: 'replica',
    max_wal_senders: '5',
    hot_standby: 'on',
    hot_standby_feedback: 'on',
    wal_receiver_status_interval: '1s',
    shared_buffers: '32MB',
    fsync: 'off',
    full_page_writes: 'off',
    max_connections: '200',
    ...options.settings,
  };

  await asPostgres(
    binDir,
    'initdb',
    ['-D', primaryDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'],
    dir,
  );
  fs.appendFileSync(
    path.join(primaryDir, 'postgresql.conf'),
    confLines({ ...common, port: String(options.primaryPort), unix_socket_directories: quoted(primarySockets) }),
  );
  fs.appendFileSync(path.join(primaryDir, 'pg_hba.conf'), '\nhost replication all 127.0.0.1/32 trust\n');

  const startServer = (dataDir: string, log: string) =>
    asPostgres(binDir, 'pg_ctl', ['-D', dataDir, '-l', log, '-w', '-t', '60', 'start'], dir);

  await startServer(primaryDir, primaryLog);
  let primaryPid = postmasterPid(primaryDir);
  let replicaPid: number | null = null;
  const onExit = () => {
    for (const pid of [replicaPid, primaryPid]) {
      if (pid !== null && alive(pid)) {
        try {
          process.kill(pid, 'SIGQUIT');
        } catch {
          // already gone
        }
      }
    }
  };
  process.on('exit', onExit);

  try {
    await asPostgres(
      binDir,
      'pg_basebackup',
      [
        '-h',
        '127.0.0.1',
        '-p',
        String(options.primaryPort),
        '-U',
        'postgres',
        '-D',
        replicaDir,
        '-R',
        '-X',
        'stream',
        '--no-sync',
      ],
      dir,
    );
    // The copy carries the primary's postgresql.conf; later lines win.
    fs.appendFileSync(
      path.join(replicaDir, 'postgresql.conf'),
      confLines({ port: String(options.replicaPort), unix_socket_directories: quoted(replicaSockets) }),
    );
    await chownToPostgres(replicaDir);
    await startServer(replicaDir, replicaLog);
    replicaPid = postmasterPid(replicaDir);
  } catch (error) {
    onExit();
    process.off('exit', onExit);
    throw error;
  }

  const urlFor = (server: PgServer, user: string, database: string, password?: string) =>
    `postgres://${encodeURIComponent(user)}${password === undefined ? '' : `:${encodeURIComponent(password)}`}@127.0.0.1:${
      server === 'primary' ? options.primaryPort : options.replicaPort
    }/${encodeURIComponent(database)}`;
  const primaryUrl = urlFor('primary', 'postgres', 'postgres');
  const replicaUrl = urlFor('replica', 'postgres', 'postgres');

  const replicaLagBytes = async () => {
    const [{ lsn }] = (await query<{ lsn: string }>(primaryUrl, 'select pg_current_wal_lsn()::text as lsn')) as [
      { lsn: string },
    ];
    const [{ lag }] = (await query<{ lag: string | null }>(
      replicaUrl,
      'select greatest(0, pg_wal_lsn_diff($1::pg_lsn, pg_last_wal_replay_lsn()))::text as lag',
      [lsn],
    )) as [{ lag: string | null }];
    return lag === null ? Number.POSITIVE_INFINITY : Number(lag);
  };

  const stopReplica = async () => {
    await stopByPid(replicaPid ?? postmasterPid(replicaDir));
    replicaPid = null;
  };
  const startReplica = async () => {
    if (replicaPid !== null && alive(replicaPid)) return;
    await startServer(replicaDir, replicaLog);
    replicaPid = postmasterPid(replicaDir);
  };

  let stopped = false;
  return {
    primaryUrl,
    replicaUrl,
    primaryPort: options.primaryPort,
    replicaPort: options.replicaPort,
    dir,
    urlFor,
    replicaLagBytes,
    async waitForReplay(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const lag = await replicaLagBytes();
        if (lag === 0) return;
        if (Date.now() > deadline) throw new Error(`replica still ${lag} bytes behind after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async pauseReplay() {
      await query(replicaUrl, 'select pg_wal_replay_pause()');
    },
    async resumeReplay() {
      await query(replicaUrl, 'select pg_wal_replay_resume()');
    },
    async restartReplica() {
      await stopReplica();
      await startReplica();
    },
    stopReplica,
    startReplica,
    async stop() {
      if (stopped) return;
      stopped = true;
      await stopReplica();
      await stopByPid(primaryPid ?? postmasterPid(primaryDir));
      primaryPid = null;
      process.off('exit', onExit);
    },
  };
}
