import { AppError } from '../http/errors';

export interface WorkLimits {
  /** What the work is, in words for the 429's message ("photo uploads"). */
  what: string;
  /** Jobs of this kind running at once in this process. */
  perProcess: number;
  /** Jobs of this kind one tenant may run at once in this process. */
  perTenant: number;
  /** The Retry-After of a refusal, in seconds. */
  retryAfterSeconds: number;
}

/**
 * A concurrency cap for one kind of heavy work (image processing, feed rendering): at most
 * `perProcess` jobs at once, at most `perTenant` of them for one tenant. Work past a cap is
 * refused at once with 429 and Retry-After, never queued: a queue would only move the wait
 * (and the memory) from the work to the requests waiting for it. Bounded by design: the cap is
 * the whole state, and a job's slot is released however the job ends.
 */
export class WorkLimiter {
  private running = 0;
  private readonly byTenant = new Map<string, number>();

  constructor(private readonly limits: WorkLimits) {}

  async run<T>(tenantId: string, work: () => Promise<T>): Promise<T> {
    const mine = this.byTenant.get(tenantId) ?? 0;
    if (this.running >= this.limits.perProcess || mine >= this.limits.perTenant) throw this.busy();
    this.running++;
    this.byTenant.set(tenantId, mine + 1);
    try {
      return await work();
    } finally {
      this.running--;
      const left = (this.byTenant.get(tenantId) ?? 1) - 1;
      if (left > 0) this.byTenant.set(tenantId, left);
      else this.byTenant.delete(tenantId);
    }
  }

  /** Jobs running now (for metrics and tests). */
  inFlight(tenantId?: string): number {
    return tenantId === undefined ? this.running : (this.byTenant.get(tenantId) ?? 0);
  }

  /**
   * A function answering one limiter per app config, made on first use: the cap is per process,
   * and tests run several apps (each with its own config) in one process.
   */
  static perConfig<C extends object>(limitsOf: (config: C) => WorkLimits): (config: C) => WorkLimiter {
    const limiters = new WeakMap<C, WorkLimiter>();
    return (config) => {
      let limiter = limiters.get(config);
      if (!limiter) limiters.set(config, (limiter = new WorkLimiter(limitsOf(config))));
      return limiter;
    };
  }

  private busy(): AppError {
    const seconds = this.limits.retryAfterSeconds;
    return new AppError(
      429,
      'busy',
      `Too many ${this.limits.what} are being handled right now. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      undefined,
      { 'Retry-After': String(seconds) },
    );
  }
}
