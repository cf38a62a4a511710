/**
 * A real PgBouncer (Debian's `pgbouncer` 1.18, `apt-get install -y pgbouncer`) on a loopback port,
 * for tests and scripts. Plain TypeScript, no test-runner dependency.
 *
 * ```ts
 * const bouncer = await startPgBouncer({
 *   dir: '.test-data/bouncer', port: 4103, poolMode: 'transaction', poolSize: 2,
 *   databases: { marketplace: { port: 4101, dbname: 'marketplace' }, marketplace_ro: { port: 4102, dbname: 'marketplace' } },
 *   users: ['marketplace_app', 'postgres'],
 * });
 * bouncer.urlFor('marketplace_app', 'marketplace_ro'); // postgres://marketplace_app@127.0.0.1:4103/marketplace_ro
 * await bouncer.show('stats'); // SHOW STATS on the admin console, as rows
 * await bouncer.stop();        // by its pid
 * ```
 *
 * Runs as the `postgres` OS user when this process is root (PgBouncer refuses root), in the
 * foreground as a child of this process (it ends with it). `auth_type = trust` for the listed users.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export interface PgBouncerOptions {
  dir: string;
  port: number;
  poolMode: 'session' | 'transaction';
  /** Server connections per database and user (small values make clients share them). */
  poolSize: number;
  /** Database names clients use → the PostgreSQL server (127.0.0.1) and database behind them. */
  databases: Record<string, { port: number; dbname: string }>;
  /** Logins allowed (trust); the first is also the admin console's user. */
  users: string[];
  binary?: string;
}

export interface PgBouncer {
  port: number;
  urlFor(user: string, database: string): string;
  /** `SHOW <what>` on PgBouncer's admin console (`pools`, `stats`, `servers`, `clients`). */
  show(what: 'pools' | 'stats' | 'servers' | 'clients'): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export async function startPgBouncer(options: PgBouncerOptions): Promise<PgBouncer> {
  const dir = path.resolve(options.dir);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const users = path.join(dir, 'users.txt');
  fs.writeFileSync(users, options.users.map((user) => `"${user}" ""`).join('\n') + '\n');
  const databases = Object.entries(options.databases)
    .map(([name, target]) => `${name} = host=127.0.0.1 port=${target.port} dbname=${target.dbname}`)
    .join('\n');
  const ini = path.join(dir, 'pgbouncer.ini');
  fs.writeFileSync(
    ini,
    `[databases]
${databases}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${options.port}
unix_socket_dir = ${dir}
auth_type = trust
auth_file = ${users}
admin_users = ${options.users[0]}
pool_mode = ${options.poolMode}
default_pool_size = ${options.poolSize}
max_client_conn = 500
ignore_startup_parameters = extra_float_digits
logfile = ${path.join(dir, 'pgbouncer.log')}
pidfile = ${path.join(dir, 'pgbouncer.pid')}
`,
  );
  if (isRoot) {
    const { execFileSync } = await import('node:child_process');
    execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  }
  const binary = options.binary ?? '/usr/sbin/pgbouncer';
  const [exe, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', binary, ini]] : [binary, [ini]];
  const child: ChildProcess = spawn(exe, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const pidOf = () => {
    try {
      return Number(fs.readFileSync(path.join(dir, 'pgbouncer.pid'), 'utf8').trim()) || null;
    } catch {
      return null;
    }
  };
  const onExit = () => {
    const pid = pidOf();
    if (pid) process.kill(pid, 'SIGKILL');
  };
  process.on('exit', onExit);
  await waitForPort(options.port, child, () => stderr);

  const urlFor = (user: string, database: string) =>
    `postgres://${encodeURIComponent(user)}@127.0.0.1:${options.port}/${encodeURIComponent(database)}`;
  return {
    port: options.port,
    urlFor,
    async show(what) {
      // The admin console speaks the simple protocol only.
      const client = new pg.Client({ connectionString: urlFor(options.users[0]!, 'pgbouncer') });
      await client.connect();
      try {
        const result = (await client.query({
          text: `show ${what}`,
          queryMode: 'simple',
        } as pg.QueryConfig)) as pg.QueryResult;
        return result.rows as Record<string, unknown>[];
      } finally {
        await client.end();
      }
    },
    async stop() {
      process.off('exit', onExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // PgBouncer itself, by the pid it wrote (runuser waits for it and then exits too).
      const pid = pidOf();
      if (pid) process.kill(pid, 'SIGTERM');
      else child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitForPort(port: number, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited (${child.exitCode}): ${stderr()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`pgbouncer did not listen on ${port}: ${stderr()}`);
}
