import crypto from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type PgBoss from 'pg-boss';
import { RateLimiter } from './auth/rateLimiter';
import { TokenService } from './auth/tokens';
import { loadEnv, type Config } from './config';
import { appUrlFor, prepareDatabase } from './db/bootstrap';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded';
import { migrationsList } from './db/migrations';
import { createOrm, type Orm } from './db/orm';
import { ReadReplica } from './db/readReplica';
import { seedDemoIfEmpty } from './db/seed/demo';
import { mailSettingsFromConfig } from './jobs/deliverOutbox';
import { startJobs } from './jobs/scheduler';
import { createApp } from './http/app';
import { forgetCached } from './http/cacheChanges';
import type { AppDeps, Readiness } from './http/context';
import { TenantDirectory } from './http/tenantResolver';
import { TtlCache } from './lib/ttlCache';
import { ChangeFeed, changeSender } from './ops/changeFeed';
import { BrowseIndexes } from './queries/browseIndex/browseIndexes';
import { createDrainableServer, type DrainableServer } from './ops/httpDrain';
import { createLogger, type Logger } from './ops/logger';
import { LoadShedder } from './ops/loadShedding';
import { Metrics } from './ops/metrics';
import { startMetricsServer } from './ops/metricsEndpoint';
import { paymentsFromConfig } from './payments/registry';
import { warmVenues } from './queries/venueMirror';
import { RouteOptimizer } from './workers/routeOptimizer';

/** What one process does: `migrate` (migrations + demo seed), `web` (HTTP), `worker` (jobs). */
export type Role = 'migrate' | 'web' | 'worker';
export const ALL_ROLES: Role[] = ['migrate', 'web', 'worker'];

export interface RunningServer {
  /** The HTTP address (web role), else null. */
  url: string | null;
  orm: Orm | null;
  roles: Role[];
  logger: Logger;
  /** Graceful stop: stop accepting, finish in-flight requests and the running job (bounded), close the pool, stop the embedded database if this process started it. */
  close(): Promise<void>;
}

/** Starts the given roles of the marketplace in this process (default: all three, in order). */
export async function startServer(
  env: NodeJS.ProcessEnv = process.env,
  roles: Role[] = ALL_ROLES,
): Promise<RunningServer> {
  const config = withJwtSecret(loadEnv(env));
  const logger = createLogger(config.LOG_LEVEL, { role: roles.join('+') });
  const cleanups: Array<() => Promise<unknown>> = [];
  const closeAll = async () => {
    for (const cleanup of cleanups.reverse().splice(0))
      await cleanup().catch((error: unknown) => logger.error({ err: error }, 'shutdown step failed'));
  };
  try {
    const { ownerUrl, embedded } = await openDatabase(config, logger);
    if (embedded?.owned) cleanups.push(() => embedded.stop());
    if (roles.includes('migrate')) await migrate(config, ownerUrl, logger);
    if (!roles.includes('web') && !roles.includes('worker')) {
      return { url: null, orm: null, roles, logger, close: closeAll };
    }
    const running = await startRoles(config, ownerUrl, roles, logger, cleanups);
    return { ...running, roles, logger, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

async function openDatabase(config: Config, logger: Logger): Promise<{ ownerUrl: string; embedded?: EmbeddedServer }> {
  if (config.DATABASE_URL) return { ownerUrl: config.DATABASE_URL };
  const dataDir = path.join(config.DATA_DIR, 'postgres');
  logger.info({ dataDir, port: config.EMBEDDED_PG_PORT }, 'starting embedded PostgreSQL');
  const embedded = await startEmbeddedPostgres({
    dataDir,
    port: config.EMBEDDED_PG_PORT,
    password: localSecret(config, 'pg-password'),
    persistent: true,
    log: (line) => logger.debug({ postgres: line.trim() }, 'postgres'),
    notice: (line) => logger.info(line),
  });
  return { ownerUrl: embedded.url.replace(/\/postgres$/, '/marketplace'), embedded };
}

async function migrate(config: Config, ownerUrl: string, logger: Logger): Promise<void> {
  const role = { name: config.APP_DB_ROLE, password: config.APP_DB_PASSWORD };
  await prepareDatabase(ownerUrl, role);
  logger.info({ migrations: migrationsList.length }, 'migrations applied');
  if (await seedDemoIfEmpty(ownerUrl, { performersPerTenant: config.SEED_PERFORMERS })) {
    logger.info('loaded the demo data (password for every demo account: demo-password)');
  }
}

async function startRoles(
  config: Config,
  ownerUrl: string,
  roles: Role[],
  logger: Logger,
  cleanups: Array<() => Promise<unknown>>,
): Promise<{ url: string | null; orm: Orm }> {
  const role = { name: config.APP_DB_ROLE, password: config.APP_DB_PASSWORD };
  const appUrl = config.DATABASE_APP_URL ?? appUrlFor(ownerUrl, role);
  const orm = await createOrm(appUrl, { ensureDatabase: false });
  cleanups.push(() => orm.close(true));
  const metrics = new Metrics();
  metrics.watchPool(orm);
  const readReplica = roles.includes('web') ? await openReplica(config, role, orm, cleanups) : undefined;
  if (readReplica) {
    metrics.watchPool(readReplica.replica, 'replica');
    logger.info({ waitMs: config.REPLICA_WAIT_MS }, 'read-only routes run on the replica');
  }
  const payments = metrics.instrumentPayments(paymentsFromConfig(config, orm));
  const clock = () => new Date();
  const state = { stopping: false, jobs: null as PgBoss | null };
  /** Run together on shutdown, each bounded by SHUTDOWN_TIMEOUT_MS: draining HTTP and finishing the running job. */
  const stoppers: Array<() => Promise<unknown>> = [];

  if (roles.includes('worker')) {
    const boss = await startJobs(ownerUrl, {
      orm,
      payments,
      clock,
      logger,
      metrics,
      changes: changeSender(orm, logger),
      sweepPauseMs: config.SWEEP_TEST_PAUSE_MS,
      mail: mailSettingsFromConfig(config),
      mailPollMs: config.MAIL_POLL_SECONDS * 1000,
      subscriptions: {
        retryDays: config.SUBSCRIPTION_RETRY_DAYS,
        renewalsPerRun: config.SUBSCRIPTION_RENEWALS_PER_RUN,
      },
    });
    state.jobs = boss;
    stoppers.push(async () => {
      await boss.stop({ graceful: true, timeout: config.SHUTDOWN_TIMEOUT_MS, wait: true });
      state.jobs = null;
      logger.info('job runner stopped');
    });
    logger.info('job runner started');
  }
  if (config.METRICS_PORT !== undefined) {
    const metricsServer = await startMetricsServer(metrics, config.METRICS_PORT, config.HOST);
    cleanups.push(() => closeServer(metricsServer));
    logger.info({ port: portOf(metricsServer, config.METRICS_PORT) }, 'metrics listener ready');
  }
  const stopAll = async () => {
    state.stopping = true;
    await Promise.all(stoppers.map((stop) => stop()));
  };
  if (!roles.includes('web')) {
    cleanups.push(stopAll);
    return { url: null, orm };
  }

  const loadShedder = new LoadShedder({
    maxEventLoopDelayMs: config.LOAD_SHED_EVENT_LOOP_DELAY_MS,
    maxInFlight: config.LOAD_SHED_MAX_IN_FLIGHT,
    retryAfterSeconds: config.RETRY_AFTER_SECONDS,
  });
  cleanups.push(async () => loadShedder.stop());
  // Worker threads start with the first optimisation; closed after the HTTP drain (cleanups run in reverse).
  const routeOptimizer = new RouteOptimizer(config, logger);
  cleanups.push(() => routeOptimizer.close());
  metrics.watchRouteOptimizer(routeOptimizer);
  const browseIndexes =
    config.BROWSE_INDEX === 'on'
      ? new BrowseIndexes(orm, logger, {
          maxActs: config.BROWSE_INDEX_MAX_ACTS,
          maxProfiles: config.PROFILE_CACHE_ENTRIES,
        })
      : undefined;
  void browseIndexes?.warmDefault();
  const deps: AppDeps = {
    orm,
    readReplica,
    config,
    tokens: new TokenService(config.jwtSecret, config.JWT_TTL_SECONDS),
    rateLimiter: new RateLimiter(orm),
    tenants: new TenantDirectory(orm, config.TENANT_CACHE_MS),
    browseCache: new TtlCache(config.BROWSE_CACHE_MS),
    ...(browseIndexes ? { browseIndexes } : {}),
    payments,
    clock,
    logger,
    metrics,
    readiness: readiness(orm, roles, state, browseIndexes),
    routeOptimizer,
    loadShedder,
  };
  // Replicas hear each other's changes; the feed starts before the port opens. LISTEN needs a
  // session of its own on the primary: never through PgBouncer in transaction mode.
  const changeFeed = new ChangeFeed({
    url: config.DATABASE_DIRECT_URL ?? appUrl,
    orm,
    forget: (change) => forgetCached(deps, change),
    logger,
  });
  await changeFeed.start();
  cleanups.push(() => changeFeed.stop());
  const app = createApp({ ...deps, changeFeed });
  // Errors after the answer started (a failing file stream, a client gone): one JSON line, not Koa's console output.
  app.on('error', (error: Error & { code?: string }) => {
    if (error.code === 'ECONNRESET' || error.code === 'EPIPE' || error.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    logger.error({ err: error }, 'response failed');
  });
  const web = createDrainableServer(app.callback(), {
    requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
    // Answered by the server before any handler: one access line, as the tracer writes for the others.
    onClientError: ({ status, code, ip }) =>
      logger.warn({ status, error: code, ip, route: '(client error)' }, 'request'),
  });
  await new Promise<void>((resolve, reject) => {
    web.server.once('error', reject);
    web.server.listen(config.PORT, config.HOST, resolve);
  });
  stoppers.push(() => drainWeb(web, config, logger));
  cleanups.push(stopAll);
  const url = `http://localhost:${portOf(web.server, config.PORT)}`;
  logger.info({ url, api: `${url}/api` }, 'ready');
  // The opportunity search's venues, read where searches read them (the replica when there is one).
  warmVenues(readReplica?.replica ?? orm).catch((error: unknown) =>
    logger.warn({ err: error }, 'venues not read ahead; the first searches read them'),
  );
  return { url, orm };
}

/** The replica's pool (DATABASE_REPLICA_URL), for the web role; undefined without one. */
async function openReplica(
  config: Config,
  role: { name: string; password: string },
  primary: Orm,
  cleanups: Array<() => Promise<unknown>>,
): Promise<ReadReplica | undefined> {
  if (!config.DATABASE_REPLICA_URL) return undefined;
  const url = config.DATABASE_APP_URL ? config.DATABASE_REPLICA_URL : appUrlFor(config.DATABASE_REPLICA_URL, role);
  const replica = await createOrm(url, { ensureDatabase: false });
  cleanups.push(() => replica.close(true));
  return new ReadReplica(primary, replica, config.REPLICA_WAIT_MS);
}

/**
 * Readiness already answers 503 (`state.stopping`). For SHUTDOWN_DELAY_MS the server still accepts,
 * answering with `Connection: close`, so a load balancer sees it leave before its port closes and
 * connections already queued in the kernel (accepted late on a busy machine) are served, not reset.
 * Then it stops accepting and finishes what is in flight.
 */
async function drainWeb(web: DrainableServer, config: Config, logger: Logger) {
  web.closeAfterEachAnswer();
  if (config.SHUTDOWN_DELAY_MS > 0) {
    logger.info(
      { delayMs: config.SHUTDOWN_DELAY_MS, inFlight: web.inFlight() },
      'not ready; accepting for a moment longer',
    );
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_MS));
  }
  logger.info(
    { inFlight: web.inFlight(), timeoutMs: config.SHUTDOWN_TIMEOUT_MS },
    'stopped accepting; finishing in-flight requests',
  );
  const { cut } = await web.drain(config.SHUTDOWN_TIMEOUT_MS);
  if (cut) logger.warn({ cut }, 'requests still running after SHUTDOWN_TIMEOUT_MS were cut off');
  else logger.info('all in-flight requests answered');
}

/**
 * Ready: not shutting down, database reachable, every migration applied, the job runner running
 * (if this process runs jobs), the default tenant's browse index loaded (if this process serves web).
 */
function readiness(
  orm: Orm,
  roles: Role[],
  state: { stopping: boolean; jobs: PgBoss | null },
  browseIndexes?: BrowseIndexes,
): Readiness {
  const expected = migrationsList.map((migration) => migration.name);
  let migrated = false;
  return {
    async check() {
      const checks: Record<string, string> = {};
      try {
        if (migrated) await orm.em.fork().execute('select 1');
        else {
          const rows = await orm.em.fork().execute<{ name: string }[]>('select name from schema_migrations');
          const applied = new Set(rows.map((row) => row.name.replace(/\.[jt]s$/, '')));
          const pending = expected.filter((name) => !applied.has(name));
          migrated = pending.length === 0;
          if (!migrated) checks.migrations = `${pending.length} pending`;
        }
        checks.database = 'up';
      } catch {
        checks.database = 'down';
      }
      if (migrated) checks.migrations = 'applied';
      else checks.migrations ??= 'unknown';
      checks.jobs = roles.includes('worker') ? (state.jobs ? 'running' : 'stopped') : 'not run by this process';
      if (state.stopping) checks.shutdown = 'in progress';
      const browse = browseIndexes?.warmth ?? { ready: true, state: 'off' };
      if (roles.includes('web')) checks.browseIndex = browse.state;
      const ready =
        !state.stopping && checks.database === 'up' && migrated && checks.jobs !== 'stopped' && browse.ready;
      return { ready, checks };
    },
  };
}

function closeServer(server: http.Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  return closed;
}

function portOf(server: http.Server, fallback: number): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : fallback;
}

function withJwtSecret(env: ReturnType<typeof loadEnv>): Config {
  return { ...env, jwtSecret: env.JWT_SECRET ?? localSecret(env, 'jwt-secret') };
}

/** A random secret generated once and kept in the ignored data folder, for local runs only. */
function localSecret(config: { DATA_DIR: string }, name: string): string {
  const file = path.join(config.DATA_DIR, name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
