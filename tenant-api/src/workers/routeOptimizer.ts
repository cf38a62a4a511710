import os from 'node:os';
import type { OptimizedTour, PlannedStop } from '../domain/routing/tourPlan';
import { AppError } from '../http/errors';
import type { Logger } from '../ops/logger';
import {
  PoolClosedError,
  PoolKeyBusyError,
  PoolTimeoutError,
  siblingModule,
  WorkerPool,
  type PoolStats,
} from './workerPool';

export interface RouteOptimizerSettings {
  /** Worker threads; default: cores − 1, at least 1. */
  OPTIMIZER_POOL_SIZE?: number;
  /** Budget of one optimisation on its worker; over it the worker is terminated. */
  OPTIMIZER_TIMEOUT_MS: number;
  /** How long an optimisation may wait for a free worker. */
  OPTIMIZER_QUEUE_TIMEOUT_MS: number;
  /** Optimisations one tenant may have waiting or running at once. */
  OPTIMIZER_MAX_PER_TENANT: number;
}

/** Cores − 1 (the request thread keeps one), at least 1. */
export const defaultPoolSize = () => Math.max(1, os.availableParallelism() - 1);

/** The worker entry: `routeOptimizerWorker.ts` beside this file in sources, `.js` beside dist/main.js in the build. */
export const ROUTE_OPTIMIZER_WORKER = siblingModule(import.meta.url, 'routeOptimizerWorker');

const describeMs = (ms: number) => (ms < 1_000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} seconds`);

/**
 * The tour optimiser (domain/routing/tourPlan `optimizeTour`) off the request thread: a pool of
 * worker threads created on the first call, with a time budget per call and a cap per tenant.
 * Its failures are API errors: 429 with Retry-After over the tenant's cap, 503 over budget (the
 * worker is terminated and replaced) or while shutting down.
 */
export class RouteOptimizer {
  private pool: WorkerPool<PlannedStop[], OptimizedTour> | null = null;
  readonly size: number;

  constructor(
    private readonly settings: RouteOptimizerSettings,
    private readonly logger?: Logger,
  ) {
    this.size = settings.OPTIMIZER_POOL_SIZE ?? defaultPoolSize();
  }

  async optimize(tenantId: string, stops: readonly PlannedStop[]): Promise<OptimizedTour> {
    this.pool ??= new WorkerPool({
      entry: ROUTE_OPTIMIZER_WORKER,
      size: this.size,
      timeoutMs: this.settings.OPTIMIZER_TIMEOUT_MS,
      queueTimeoutMs: this.settings.OPTIMIZER_QUEUE_TIMEOUT_MS,
      maxPerKey: this.settings.OPTIMIZER_MAX_PER_TENANT,
      onWorkerReplaced: (reason) => this.logger?.warn({ reason }, 'route optimiser worker replaced'),
    });
    // Plain objects only: entities or rows with extra fields are not sent to the thread.
    const plain = stops.map(({ lat, lng, city, state, date, isFixedDate }) => ({
      lat,
      lng,
      city,
      state,
      date,
      isFixedDate,
    }));
    try {
      return await this.pool.run(tenantId, plain);
    } catch (error) {
      throw this.apiError(error, stops.length);
    }
  }

  stats(): PoolStats | null {
    return this.pool?.stats() ?? null;
  }

  /** Graceful shutdown: terminates the workers (nothing to do if none was ever started). */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    if (!pool) return;
    await pool.close();
    this.logger?.info('route optimiser workers stopped');
  }

  private apiError(error: unknown, stopCount: number): AppError {
    const budget = this.settings.OPTIMIZER_TIMEOUT_MS;
    if (error instanceof PoolKeyBusyError) {
      const seconds = Math.max(1, Math.ceil(error.retryAfterMs / 1_000));
      return new AppError(
        429,
        'optimizer_busy',
        `${error.max} route optimisation${error.max === 1 ? ' is' : 's are'} already running for this agency (the most at once); wait about ${seconds} second${seconds === 1 ? '' : 's'} and try again`,
        undefined,
        { 'Retry-After': String(seconds) },
      );
    }
    const retryAfter = { 'Retry-After': String(Math.max(1, Math.ceil(budget / 1_000))) };
    if (error instanceof PoolTimeoutError) {
      this.logger?.warn({ phase: error.phase, stops: stopCount, budgetMs: budget }, 'route optimisation over budget');
      return new AppError(
        503,
        'optimizer_timeout',
        error.phase === 'running'
          ? `Optimising this ${stopCount}-stop tour took longer than the ${describeMs(budget)} allowed and was stopped; try again in a moment`
          : `The route optimiser is busy: no worker was free within ${describeMs(this.settings.OPTIMIZER_QUEUE_TIMEOUT_MS)}; try again in a moment`,
        undefined,
        retryAfter,
      );
    }
    if (error instanceof PoolClosedError) {
      return new AppError(
        503,
        'optimizer_unavailable',
        'The server is restarting; try again in a moment',
        undefined,
        retryAfter,
      );
    }
    this.logger?.error({ err: error }, 'route optimiser failed');
    return new AppError(
      503,
      'optimizer_failed',
      'The route optimiser failed on this tour; try again in a moment',
      undefined,
      retryAfter,
    );
  }
}
