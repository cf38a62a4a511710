import type { VerifiedToken } from '../auth/tokens';
import type Koa from 'koa';
import type Router from '@koa/router';
import type { Config } from '../config';
import type { Orm } from '../db/orm';
import type { ReadReplica } from '../db/readReplica';
import type { Tenant } from '../entities';
import type { TokenService } from '../auth/tokens';
import type { RateLimiter } from '../auth/rateLimiter';
import type { TenantDirectory } from './tenantResolver';
import type { TtlCache } from '../lib/ttlCache';
import type { Payments } from '../payments/registry';
import type { Logger } from '../ops/logger';
import type { Metrics } from '../ops/metrics';
import type { ChangeFeed } from '../ops/changeFeed';
import type { BrowseIndexes } from '../queries/browseIndex/browseIndexes';
import type { RouteOptimizer } from '../workers/routeOptimizer';
import type { MediaStore } from '../media/mediaStore';
import type { LoadShedder } from '../ops/loadShedding';

/** What the running process reports on /api/ready (absent in tests that build a bare app). */
export interface Readiness {
  check(): Promise<{ ready: boolean; checks: Record<string, string> }>;
}

export interface AppDeps {
  /** The pool this request's queries use: the primary's, or the replica's while a read-only route runs there (http/readRouting.ts). */
  orm: Orm;
  /** The primary's ORM while `orm` is the replica's (absent otherwise): what process-wide caches are keyed by. */
  primaryOrm?: Orm;
  /** The streaming replica read-only routes run on (DATABASE_REPLICA_URL); absent: one pool. */
  readReplica?: ReadReplica;
  config: Config;
  tokens: TokenService;
  rateLimiter: RateLimiter;
  tenants: TenantDirectory;
  /** Public browse answers, serialised, per tenant and query. */
  browseCache: TtlCache<string>;
  /** Each tenant's in-process browse index (absent with BROWSE_INDEX=off: browse reads SQL). */
  browseIndexes?: BrowseIndexes;
  payments: Payments;
  clock: () => Date;
  logger?: Logger;
  metrics?: Metrics;
  readiness?: Readiness;
  /** Tells the other replicas what this one changed (absent: a single process, e.g. in tests). */
  changeFeed?: ChangeFeed;
  /** The worker-thread route optimiser; createApp makes one from the config when absent. */
  routeOptimizer?: RouteOptimizer;
  /** Refuses requests while the process is overloaded (the web role; absent in tests that build a bare app). */
  loadShedder?: LoadShedder;
  /** Where photos are stored; createApp uses DATA_DIR/media on disk when absent. */
  media?: MediaStore;
}

export interface AppState extends Koa.DefaultState {
  tenant: Tenant;
  /** The embedding page's origin, for requests made with a publishable key from an allowed origin. */
  embedOrigin?: string;
  rawBody?: Buffer;
  /** The request carried the client's recent write position: process caches are bypassed so it reads its own write. */
  afterOwnWrite?: boolean;
  requestId?: string;
  log?: Logger;
  /** The verified token of a signed-in request (see http/session.ts). */
  token?: VerifiedToken;
  /** The bearer token as checked (null: none, or not valid here), before any user is read (http/session.ts). */
  checkedToken?: VerifiedToken | null;
  /** Why the request failed, for the access log: set by the error handler. */
  failure?: { code: string; reason?: string; cause?: unknown };
}

export type AppContext = Koa.ParameterizedContext<AppState, Koa.DefaultContext & { deps: AppDeps }>;
export type AppRouter = Router<AppState, Koa.DefaultContext & { deps: AppDeps }>;
