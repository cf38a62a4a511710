import crypto from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { inject } from 'vitest';
import { RateLimiter } from '../../src/auth/rateLimiter';
import { TokenService } from '../../src/auth/tokens';
import { loadEnv, type Config } from '../../src/config';
import { appUrlFor, prepareDatabase, quoteIdent } from '../../src/db/bootstrap';
import { createOrm, type Orm } from '../../src/db/orm';
import { seedDemoIfEmpty, type SeedOptions } from '../../src/db/seed/demo';
import { createApp } from '../../src/http/app';
import { buildOpenApiDocument } from '../../src/http/openapi';
import { TenantDirectory } from '../../src/http/tenantResolver';
import { TtlCache } from '../../src/lib/ttlCache';
import { paymentsFromConfig, type Payments } from '../../src/payments/registry';
import { apiRoutes } from '../../src/routes';
import { RouteOptimizer } from '../../src/workers/routeOptimizer';
import { BrowseIndexes } from '../../src/queries/browseIndex/browseIndexes';
import { openApiResponseChecker } from './openapiValidator';

export const FLAGSHIP_HOST = 'localhost';
export const AGENCY_HOST = 'demo-agency.localhost';
export const DEMO_PASSWORD = 'demo-password';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const APP_ROLE = { name: 'marketplace_app', password: 'marketplace-app-local' };

export interface TestResponse<T = any> {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: T;
  text: string;
}

export interface RequestOptions {
  host?: string;
  token?: string;
  body?: unknown;
  /** Sent as-is instead of JSON-encoding `body`. */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** The app's clock: real time unless a test pins or moves it. */
export class TestClock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface TestApp {
  clock: TestClock;
  port: number;
  baseUrl: string;
  orm: Orm;
  ownerUrl: string;
  appUrl: string;
  config: Config;
  /** The payment gateways the app runs with (from the config, as in production). */
  payments: Payments;
  /** The worker-thread route optimiser the app runs with (from the config). */
  routeOptimizer: RouteOptimizer;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  signIn(email: string, host?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh database (migrated and seeded) and the API on a random port, for one test file.
 * The payment gateway comes from the config like in production: `env` with STRIPE_* selects Stripe.
 */
export async function startTestApp(
  options: { seed?: SeedOptions; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const ownerUrl = databaseUrl(`t_${crypto.randomBytes(6).toString('hex')}`);
  await prepareDatabase(ownerUrl, APP_ROLE);
  await seedDemoIfEmpty(ownerUrl, { performersPerTenant: 40, ...options.seed });
  const config: Config = {
    ...loadEnv({
      LOG_LEVEL: 'silent',
      PUBLIC_DIR: '/nonexistent',
      BROWSE_CACHE_MS: '0',
      ROUTING_CACHE_MS: '0',
      // Test files sign up many accounts from one address; tests of the limit set their own.
      SIGNUP_MAX_PER_IP: '100000',
      ...options.env,
    }),
    jwtSecret: TEST_JWT_SECRET,
  };
  const clock = new TestClock();
  const appUrl = appUrlFor(ownerUrl, APP_ROLE);
  const orm = await createOrm(appUrl, { poolMax: 10 });
  const payments = paymentsFromConfig(config, orm, { maxNetworkRetries: 0 });
  const routeOptimizer = new RouteOptimizer(config);
  const app = createApp({
    orm,
    config,
    tokens: new TokenService(config.jwtSecret, config.JWT_TTL_SECONDS),
    rateLimiter: new RateLimiter(orm),
    tenants: new TenantDirectory(orm, 0),
    browseCache: new TtlCache(config.BROWSE_CACHE_MS),
    ...(config.BROWSE_INDEX === 'on' ? { browseIndexes: new BrowseIndexes(orm) } : {}),
    payments,
    clock: () => clock.now(),
    routeOptimizer,
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  // Every answer a test receives must be one the OpenAPI document describes: drift fails the test.
  const check = openApiResponseChecker(buildOpenApiDocument(apiRoutes(config)));
  const request = async <T>(method: string, path: string, requestOptions: RequestOptions = {}) => {
    const response = await send<T>(port, method, path, requestOptions);
    const problem = check(method, new URL(path, 'http://test.invalid').pathname, response);
    if (problem) throw new Error(`Answer outside the OpenAPI document: ${problem}`);
    return response;
  };
  return {
    clock,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    orm,
    ownerUrl,
    appUrl,
    config,
    payments,
    routeOptimizer,
    request,
    async signIn(email, host = FLAGSHIP_HOST) {
      const response = await request<{ token: string }>('POST', '/api/auth/signin', {
        host,
        body: { email, password: DEMO_PASSWORD },
      });
      if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.text}`);
      return response.body.token;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await routeOptimizer.close();
      await orm.close(true);
      await dropDatabase(ownerUrl);
    },
  };
}

export function databaseUrl(name: string): string {
  const url = new URL(inject('adminUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a test database (the one of `databaseUrl(name)`), closing whatever is still connected to it. */
export async function dropDatabase(ownerUrl: string): Promise<void> {
  const name = new URL(ownerUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${quoteIdent(name)} with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * node:http rather than fetch, because fetch may not set the Host header that picks the tenant.
 * An absolute URL (a checkout link the API answered) is sent to the test server all the same.
 */
function send<T>(port: number, method: string, target: string, options: RequestOptions): Promise<TestResponse<T>> {
  const url = new URL(target, 'http://test.invalid');
  const path = `${url.pathname}${url.search}`;
  const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const headers: Record<string, string> = {
    host: options.host ?? FLAGSHIP_HOST,
    ...(payload !== undefined
      ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
      : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          /* not JSON: keep the text */
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body as T, text });
      });
    });
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** A connection to the app's database as its owner (past row security), and the seeded tenants' ids. */
export async function ownerOf(app: TestApp): Promise<{ owner: pg.Client; flagshipId: string; agencyId: string }> {
  const owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  const tenants = await owner.query<{ id: string; slug: string }>(`select id, slug from tenants`);
  const idOf = (slug: string) => tenants.rows.find((row) => row.slug === slug)!.id;
  return { owner, flagshipId: idOf('flagship'), agencyId: idOf('demo-agency') };
}
