import { AppError } from '../http/errors';
import type { OpportunityWork, OpportunityWorkResult } from '../queries/opportunityWork';
import { defaultPoolSize, ROUTE_OPTIMIZER_WORKER } from './routeOptimizer';
import { PoolClosedError, PoolKeyBusyError, PoolTimeoutError, WorkerPool, type PoolStats } from './workerPool';

/**
 * The opportunity search on the venues in memory (queries/opportunityWork.ts `searchWork`) off the
 * request thread, in a pool of worker threads of its own: one search may score millions of
 * (leg, venue) pairs (500 tours of 40 stops), seconds of CPU that must not hold up the event loop.
 * The worker entry is the routing worker the build already ships (`routeOptimizerWorker`), which
 * answers both kinds of message. Each search has a time budget, a wait limit for a worker and a cap
 * per tenant; past any of them the answer is 503 with Retry-After (docs/routing.md).
 */
export interface OpportunitySearchSettings {
  /** Worker threads; default: cores − 1, at least 1. */
  poolSize: number;
  /** Budget of one search on its worker; over it the worker is terminated and replaced. */
  timeoutMs: number;
  /** How long a search may wait for a free worker. */
  queueTimeoutMs: number;
  /** Searches one tenant may have waiting or running at once. */
  maxPerTenant: number;
}

/**
 * The budget is twice the slowest search measured (500 tours of 40 stops coast to coast, 10,000
 * venues around the cities they stop in, every pair within 500 miles scored: ~4.4 s of one core,
 * docs/routing.md), so that only a search past the design's worst case, or a machine short of
 * CPU, is stopped. Typical searches take tens of milliseconds.
 */
export const OPPORTUNITY_SEARCH_DEFAULTS: Omit<OpportunitySearchSettings, 'poolSize'> = {
  timeoutMs: 10_000,
  queueTimeoutMs: 5_000,
  maxPerTenant: 3,
};

let settings: OpportunitySearchSettings | null = null;
let pool: WorkerPool<OpportunityWork, OpportunityWorkResult> | null = null;

/** Changes the settings (tests); the pool starts again with them on the next search. */
export async function configureOpportunitySearch(changes: Partial<OpportunitySearchSettings>): Promise<void> {
  settings = { ...currentSettings(), ...changes };
  await closeOpportunitySearch();
}

/** Back to the default settings (tests). */
export async function resetOpportunitySearch(): Promise<void> {
  settings = null;
  await closeOpportunitySearch();
}

const currentSettings = (): OpportunitySearchSettings =>
  settings ?? { poolSize: defaultPoolSize(), ...OPPORTUNITY_SEARCH_DEFAULTS };

/** Runs one search on a worker thread (started on the first search; they do not keep the process alive). */
export async function searchOffThread(tenantId: string, work: OpportunityWork): Promise<OpportunityWorkResult> {
  const current = currentSettings();
  pool ??= new WorkerPool({
    entry: ROUTE_OPTIMIZER_WORKER,
    size: current.poolSize,
    timeoutMs: current.timeoutMs,
    queueTimeoutMs: current.queueTimeoutMs,
    maxPerKey: current.maxPerTenant,
  });
  try {
    return await pool.run(tenantId, work);
  } catch (error) {
    throw apiError(error, current);
  }
}

/**
 * Refuses (the same 503 `search_busy` as the pool) a search its tenant has no room for, before the
 * search reads its tours and venues: a refused search then costs nothing but this check.
 */
export function refuseSearchIfBusy(tenantId: string): void {
  const refused = pool?.refusal(tenantId);
  if (refused) throw apiError(refused, currentSettings());
}

export const opportunitySearchStats = (): PoolStats | null => pool?.stats() ?? null;

/** Terminates the workers (a search still running fails with 503). */
export async function closeOpportunitySearch(): Promise<void> {
  const running = pool;
  pool = null;
  await running?.close();
}

function apiError(error: unknown, current: OpportunitySearchSettings): Error {
  const seconds = (ms: number) => String(Math.max(1, Math.ceil(ms / 1_000)));
  if (error instanceof PoolKeyBusyError) {
    return new AppError(
      503,
      'search_busy',
      `${error.max} venue searches are already running for this agency (the most at once); try again in a moment`,
      undefined,
      { 'Retry-After': seconds(error.retryAfterMs) },
    );
  }
  if (error instanceof PoolTimeoutError || error instanceof PoolClosedError) {
    return new AppError(
      503,
      error instanceof PoolTimeoutError && error.phase === 'running' ? 'search_timeout' : 'search_busy',
      error instanceof PoolTimeoutError && error.phase === 'running'
        ? `This venue search took longer than the ${seconds(current.timeoutMs)} seconds allowed and was stopped; narrow it (fewer days, a shorter detour, one performer) or try again in a moment`
        : 'The venue search is busy; try again in a moment',
      undefined,
      { 'Retry-After': seconds(current.timeoutMs) },
    );
  }
  return error instanceof Error ? error : new Error(String(error));
}
