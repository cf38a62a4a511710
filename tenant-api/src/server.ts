import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { RateLimiter } from './auth/rateLimiter';
import { TokenService } from './auth/tokens';
import { loadEnv, type Config } from './config';
import { appUrlFor, prepareDatabase } from './db/bootstrap';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded';
import { createOrm, type Orm } from './db/orm';
import { seedDemoIfEmpty } from './db/seed/demo';
import { startJobs } from './jobs/scheduler';
import { createApp } from './http/app';
import { TenantDirectory } from './http/tenantResolver';
import { TtlCache } from './lib/ttlCache';
import { paymentsFromConfig } from './payments/registry';

export interface RunningServer {
  url: string;
  orm: Orm;
  close(): Promise<void>;
}

const log = (config: Config, message: string) => {
  if (config.LOG_LEVEL !== 'silent') console.log(`[marketplace] ${message}`);
};

/** Starts the whole marketplace: database (embedded unless DATABASE_URL), migrations, seed, HTTP. */
export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  const config = withJwtSecret(loadEnv(env));
  let embedded: EmbeddedServer | undefined;
  let ownerUrl = config.DATABASE_URL;
  if (!ownerUrl) {
    log(config, `starting embedded PostgreSQL in ${path.join(config.DATA_DIR, 'postgres')}`);
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.DATA_DIR, 'postgres'),
      port: config.EMBEDDED_PG_PORT,
      password: localSecret(config, 'pg-password'),
      persistent: true,
    });
    ownerUrl = embedded.url.replace(/\/postgres$/, '/marketplace');
  }
  const role = { name: config.APP_DB_ROLE, password: config.APP_DB_PASSWORD };
  await prepareDatabase(ownerUrl, role);
  if (
    await seedDemoIfEmpty(ownerUrl, {
      performersPerTenant: config.SEED_PERFORMERS,
    })
  ) {
    log(config, 'loaded the demo data (password for every demo account: demo-password)');
  }
  const orm = await createOrm(config.DATABASE_APP_URL ?? appUrlFor(ownerUrl, role));
  const payments = paymentsFromConfig(config, orm);
  const clock = () => new Date();
  const jobs = await startJobs(ownerUrl, { orm, payments, clock, log: (line) => log(config, line) });
  const app = createApp({
    orm,
    config,
    tokens: new TokenService(config.jwtSecret, config.JWT_TTL_SECONDS),
    rateLimiter: new RateLimiter(orm),
    tenants: new TenantDirectory(orm),
    browseCache: new TtlCache(config.BROWSE_CACHE_MS),
    payments,
    clock,
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;
  log(config, `ready at ${url} (API under ${url}/api)`);
  return {
    url,
    orm,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs.stop({ graceful: true, timeout: 5_000, wait: true });
      await orm.close(true);
      await embedded?.stop();
    },
  };
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
