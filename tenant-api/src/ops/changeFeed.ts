import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Orm } from '../db/orm';
import type { Logger } from './logger';

/** The PostgreSQL channel every web replica listens on. */
export const CHANGE_CHANNEL = 'headliner_cache_changes';

/** A change that makes some of what each replica keeps in memory out of date. */
/** Tenants are one cache for all; browse pages and routing answers are forgotten for the tenant that changed. */
export type CacheChange = { cache: 'tenants' } | { cache: 'browse' | 'routing'; tenantId: string };

/** What a replica forgets: one change, or everything (after it may have missed notices). */
export type Forgettable = CacheChange | { cache: 'all' };

/** What tells the web replicas of a change: the change feed, or a process that only sends (the worker). */
export interface ChangePublisher {
  publish(change: CacheChange): void;
}

/** Sends a change to every listening replica (none of whose caches belong to `origin`). */
function sendChange(orm: Orm, origin: string, change: CacheChange, logger: Logger): void {
  const payload = JSON.stringify({ origin, ...change });
  orm.em
    .fork()
    .execute('select pg_notify(?, ?)', [CHANGE_CHANNEL, payload])
    .catch((error: unknown) => logger.warn({ err: error, change }, 'cache change not sent to replicas'));
}

/**
 * The worker's side: it keeps no caches, so it only sends. Every web replica, the one in the
 * worker's own process included, forgets what the change made out of date.
 */
export function changeSender(orm: Orm, logger: Logger): ChangePublisher {
  const origin = `worker-${randomUUID()}`;
  return { publish: (change) => sendChange(orm, origin, change, logger) };
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * Carries cache changes between the processes of one database with LISTEN/NOTIFY: a replica that
 * changes something forgets its own copy at once and notifies; every other replica forgets its
 * copy when the notice arrives. While its listening connection is down a replica cannot hear, so
 * on every (re)connection it forgets everything it holds.
 */
export class ChangeFeed implements ChangePublisher {
  private readonly origin = randomUUID();
  private client: pg.Client | null = null;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly options: {
      /** The app role's connection URL (LISTEN needs a connection of its own, outside the pool). */
      url: string;
      orm: Orm;
      forget: (change: Forgettable) => void;
      logger: Logger;
    },
  ) {}

  /** Tells the other replicas; the caller has already forgotten its own copy. */
  publish(change: CacheChange): void {
    sendChange(this.options.orm, this.origin, change, this.options.logger);
  }

  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.url, application_name: 'headliner-change-feed' });
    client.on('notification', (message) => this.receive(message.payload));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    this.client = client;
    this.retryMs = RETRY_MIN_MS;
    this.options.forget({ cache: 'all' });
    this.options.logger.info({ channel: CHANGE_CHANNEL }, 'listening for cache changes');
  }

  private receive(payload: string | undefined): void {
    let notice: { origin?: string } & Partial<CacheChange>;
    try {
      notice = JSON.parse(payload ?? '');
    } catch {
      return;
    }
    if (notice.origin === this.origin) return;
    if (notice.cache === 'tenants') this.options.forget({ cache: 'tenants' });
    else if ((notice.cache === 'browse' || notice.cache === 'routing') && typeof notice.tenantId === 'string')
      this.options.forget({ cache: notice.cache, tenantId: notice.tenantId });
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.stopped || (this.client !== client && this.client !== null)) return;
    this.client = null;
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.retryTimer) return;
    this.options.logger.warn({ err: error, retryMs: this.retryMs }, 'cache change feed lost; reconnecting');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}
