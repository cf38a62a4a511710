/**
 * The scale-out topology on loopback ports: PostgreSQL primary (+ streaming replica), PgBouncer in
 * transaction mode in front of each, `migrate` once, N `web` processes started as shipped
 * (`node scripts/start.mjs web`), one `worker`, HAProxy in front of the web processes.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../../tenant-api/src/config';
import { haproxyConfig, pgBouncerIni, pgBouncerUserlist } from './config';
import { ownerUrl, type Databases } from './databases';
import { Supervisor, waitUntil } from './supervisor';
import { HAPROXY, PGBOUNCER, osUser } from './system';

/** Every port this topology opens (4200-4299). */
export const PORTS = {
  haproxy: 4200,
  bouncerPrimary: 4201,
  bouncerReplica: 4202,
  web: (index: number) => 4211 + index,
  metrics: (index: number) => 4231 + index,
  pgPrimary: 4250,
  pgReplica: 4251,
};

export const APP_ROLE = { name: 'marketplace_app', password: 'marketplace-app-local' };
const JWT_SECRET = 'scale-out-test-secret-'.padEnd(48, 'x');

export interface WebProcess {
  name: string;
  port: number;
  metricsPort: number;
}

export interface Topology {
  dataDir: string;
  haproxyUrl: string;
  webs: WebProcess[];
  databases: Databases;
  supervisor: Supervisor;
  /** The owner's direct connection to the primary (invariant checks). */
  primaryOwnerUrl: string;
  /** The owner's direct connection to the replica, or null. */
  replicaOwnerUrl: string | null;
  startWeb(web: WebProcess): Promise<void>;
  /** SIGKILL by pid (a crash). */
  killWeb(web: WebProcess): Promise<void>;
  /** Started and answered ready since (not killed since). */
  isServing(web: WebProcess): boolean;
  restartWorker(): Promise<void>;
  /** Takes a web process out of HAProxy's rotation (`maint`) or puts it back (`ready`), through the runtime API. */
  setInRotation(web: WebProcess, inRotation: boolean): Promise<void>;
  stop(): Promise<void>;
}

const appUrl = (port: number, database: string) =>
  `postgres://${APP_ROLE.name}:${APP_ROLE.password}@127.0.0.1:${port}/${database}`;

export async function startTopology(options: {
  dataDir: string;
  webCount: number;
  databases: Databases;
  log: (line: string) => void;
}): Promise<Topology> {
  const { dataDir, databases, log } = options;
  const supervisor = new Supervisor();
  const logs = path.join(dataDir, 'logs');
  fs.mkdirSync(logs, { recursive: true });
  const postgresUser = osUser('postgres');
  const webs = Array.from({ length: options.webCount }, (_, index) => ({
    name: `web${index + 1}`,
    port: PORTS.web(index),
    metricsPort: PORTS.metrics(index),
  }));

  const bouncers: [string, number, number][] = [['bouncer-primary', PORTS.bouncerPrimary, databases.primaryPort]];
  if (databases.replicaPort !== null) bouncers.push(['bouncer-replica', PORTS.bouncerReplica, databases.replicaPort]);
  for (const [name, listenPort, serverPort] of bouncers) {
    await startBouncer(supervisor, { dataDir, logs, name, listenPort, serverPort, user: postgresUser });
  }
  log(`pgbouncer (transaction mode) on ${bouncers.map(([name, port]) => `${name}:${port}`).join(', ')}`);

  const db = databases.database;
  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: ownerUrl(databases.primaryPort, db),
    DATABASE_APP_URL: appUrl(PORTS.bouncerPrimary, db),
    DATABASE_DIRECT_URL: appUrl(databases.primaryPort, db),
    ...(databases.replicaPort !== null ? { DATABASE_REPLICA_URL: appUrl(PORTS.bouncerReplica, db) } : {}),
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    SEED_PERFORMERS: process.env.SCALE_SEED_PERFORMERS ?? '200',
    SIGNIN_MAX_ATTEMPTS_PER_IP: '1000000',
    SIGNUP_MAX_PER_IP: '1000000',
    APP_DB_ROLE: APP_ROLE.name,
    APP_DB_PASSWORD: APP_ROLE.password,
  };
  for (const name of Object.keys(baseEnv)) if (name.startsWith('VITEST')) delete baseEnv[name];
  const startJs = path.join(REPO_ROOT, 'scripts', 'start.mjs');

  // migrate once (and build whatever is out of date), then every other process runs that build.
  const migrate = supervisor.start('migrate', process.execPath, [startJs, 'migrate'], {
    cwd: REPO_ROOT,
    env: baseEnv,
    logFile: path.join(logs, 'migrate.log'),
  });
  if ((await migrate.exited) !== 0) throw new Error(`migrate failed: see ${path.join(logs, 'migrate.log')}`);
  log('migrate done');

  const runEnv = { ...baseEnv, SKIP_BUILD: '1' };
  const serving = new Set<string>();
  const startWeb = async (web: WebProcess) => {
    supervisor.start(web.name, process.execPath, [startJs, 'web'], {
      cwd: REPO_ROOT,
      env: { ...runEnv, PORT: String(web.port), METRICS_PORT: String(web.metricsPort) },
      logFile: path.join(logs, `${web.name}.log`),
    });
    await waitUntil(`${web.name} ready`, () => isReady(`http://127.0.0.1:${web.port}`), 90_000);
    serving.add(web.name);
  };
  const startWorker = () => {
    supervisor.start('worker', process.execPath, [startJs, 'worker'], {
      cwd: REPO_ROOT,
      env: runEnv,
      logFile: path.join(logs, 'worker.log'),
    });
  };
  await Promise.all(webs.map(startWeb));
  startWorker();
  log(`${webs.length} web processes ready (${webs.map((web) => web.port).join(', ')}), worker started`);

  const adminSocket = path.join(dataDir, 'haproxy.sock');
  const haproxyFile = path.join(dataDir, 'haproxy.cfg');
  fs.writeFileSync(
    haproxyFile,
    haproxyConfig({
      listenPort: PORTS.haproxy,
      servers: webs,
      adminSocket,
      checkIntervalMs: 1_000,
      checkTimeoutMs: 3_000,
      fall: 3,
      rise: 2,
    }),
  );
  supervisor.start('haproxy', HAPROXY, ['-f', haproxyFile, '-db'], { logFile: path.join(logs, 'haproxy.log') });
  const haproxyUrl = `http://127.0.0.1:${PORTS.haproxy}`;
  await waitUntil('haproxy ready', () => isReady(haproxyUrl), 30_000);
  log(`haproxy on ${PORTS.haproxy} (roundrobin, GET /api/ready checks)`);

  return {
    dataDir,
    haproxyUrl,
    webs,
    databases,
    supervisor,
    primaryOwnerUrl: ownerUrl(databases.primaryPort, db),
    replicaOwnerUrl: databases.replicaPort === null ? null : ownerUrl(databases.replicaPort, db),
    startWeb,
    async killWeb(web) {
      serving.delete(web.name);
      await supervisor.kill(web.name);
    },
    isServing: (web) => serving.has(web.name),
    async restartWorker() {
      await supervisor.stop('worker');
      startWorker();
    },
    async setInRotation(web, inRotation) {
      await haproxyCommand(adminSocket, `set server webs/${web.name} state ${inRotation ? 'ready' : 'maint'}`);
    },
    async stop() {
      await supervisor.stopAll();
      await databases.stop();
    },
  };
}

async function startBouncer(
  supervisor: Supervisor,
  options: {
    dataDir: string;
    logs: string;
    name: string;
    listenPort: number;
    serverPort: number;
    user: { uid: number; gid: number };
  },
): Promise<void> {
  const runDir = path.join(options.dataDir, options.name);
  fs.mkdirSync(runDir, { recursive: true });
  const authFile = path.join(runDir, 'userlist.txt');
  const iniFile = path.join(runDir, 'pgbouncer.ini');
  fs.writeFileSync(authFile, pgBouncerUserlist(['postgres', APP_ROLE.name]));
  fs.writeFileSync(
    iniFile,
    pgBouncerIni({
      listenPort: options.listenPort,
      serverPort: options.serverPort,
      runDir,
      authFile,
      poolSize: 20,
      maxClients: 1000,
    }),
  );
  for (const file of [runDir, authFile, iniFile]) fs.chownSync(file, options.user.uid, options.user.gid);
  const logFile = path.join(options.logs, `${options.name}.log`);
  fs.writeFileSync(logFile, '');
  fs.chownSync(logFile, options.user.uid, options.user.gid);
  supervisor.start(options.name, PGBOUNCER, [iniFile], { ...options.user, logFile });
  await waitUntil(`${options.name} listening`, () => portOpen(options.listenPort), 15_000);
}

export async function isReady(base: string): Promise<boolean> {
  const response = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(2_000) });
  return response.status === 200;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** One command on HAProxy's runtime API (unix socket); resolves with its answer. */
export function haproxyCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.once('error', reject);
    socket.once('end', () => resolve(answer.trim()));
    socket.once('connect', () => socket.end(`${command}\n`));
  });
}
