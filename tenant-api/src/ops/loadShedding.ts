import type { Next } from 'koa';
import type { AppContext } from '../http/context';
import { AppError } from '../http/errors';

export interface LoadLimits {
  /** Event-loop delay (how late the last sample came) above which new requests are refused; 0: never. */
  maxEventLoopDelayMs: number;
  /** Requests being answered at once above which new ones are refused; 0: no limit. */
  maxInFlight: number;
  /** The Retry-After of a refusal, in seconds. */
  retryAfterSeconds: number;
  /** How often the event-loop delay is sampled, in ms. */
  sampleIntervalMs?: number;
}

/** Paths answered however loaded the process is: the liveness probe must not restart a process that is only busy. */
const ALWAYS_ANSWERED = new Set(['/api/live']);

/**
 * Load shedding for the web role (the pattern of Fastify's under-pressure): a timer samples the
 * event loop's delay (how late it fires: a request arriving now waits about as long), and
 * requests in flight are counted. perf_hooks' `monitorEventLoopDelay` is no help here: its timer
 * records nothing while the loop is saturated, exactly when the delay matters. Past either limit, a new request is answered 503 `overloaded` with
 * Retry-After at once, costing microseconds, instead of joining a queue that makes every request
 * of every tenant wait. `/api/live` is always answered.
 */
export class LoadShedder {
  private readonly timer: NodeJS.Timeout;
  private readonly intervalMs: number;
  private lastSample = performance.now();
  private delayMs = 0;
  private inFlight = 0;

  constructor(private readonly limits: LoadLimits) {
    this.intervalMs = limits.sampleIntervalMs ?? 200;
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    this.timer.unref();
  }

  /** The event-loop delay at the last sample, in ms. */
  eventLoopDelayMs(): number {
    return this.delayMs;
  }

  requestsInFlight(): number {
    return this.inFlight;
  }

  /** Why a new request would be refused now, or null. */
  overload(): string | null {
    const { maxEventLoopDelayMs, maxInFlight } = this.limits;
    if (maxEventLoopDelayMs > 0 && this.delayMs > maxEventLoopDelayMs) return 'event_loop_delay';
    if (maxInFlight > 0 && this.inFlight >= maxInFlight) return 'in_flight';
    return null;
  }

  readonly middleware = async (ctx: AppContext, next: Next): Promise<void> => {
    if (ALWAYS_ANSWERED.has(ctx.path)) return next();
    const reason = this.overload();
    if (reason) {
      ctx.deps.metrics?.requestsShed.inc({ reason });
      throw new AppError(
        503,
        'overloaded',
        'The service is very busy right now. Please try again in a few seconds.',
        undefined,
        {
          'Retry-After': String(this.limits.retryAfterSeconds),
        },
      );
    }
    this.inFlight++;
    try {
      await next();
    } finally {
      this.inFlight--;
    }
  };

  stop(): void {
    clearInterval(this.timer);
  }

  private sample(): void {
    const now = performance.now();
    this.delayMs = Math.max(0, now - this.lastSample - this.intervalMs);
    this.lastSample = now;
  }
}
