import type { Orm } from '../db/orm';

import { AppError } from '../http/errors';

export interface LimitCheck {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters kept in PostgreSQL, so every API process shares them.
 * Keys are namespaced by the caller (e.g. `signin:ip:<tenant>:<ip>`).
 */
export class RateLimiter {
  constructor(
    private readonly orm: Orm,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async count(key: string, windowSeconds: number): Promise<number> {
    const rows = await this.orm.em
      .fork()
      .execute<{ hits: number }[]>(`select hits from rate_limit_hits where key = ? and window_start = ?`, [
        key,
        this.windowStart(windowSeconds),
      ]);
    return rows[0]?.hits ?? 0;
  }

  async hit(key: string, windowSeconds: number): Promise<number> {
    const rows = await this.orm.em.fork().execute<{ hits: number }[]>(
      `insert into rate_limit_hits (key, window_start, hits) values (?, ?, 1)
       on conflict (key, window_start) do update set hits = rate_limit_hits.hits + 1
       returning hits`,
      [key, this.windowStart(windowSeconds)],
    );
    if (Math.random() < 0.01) await this.prune();
    return rows[0]?.hits ?? 1;
  }

  async reset(key: string): Promise<void> {
    await this.orm.em.fork().execute(`delete from rate_limit_hits where key = ?`, [key]);
  }

  async check(key: string, limit: number, windowSeconds: number): Promise<LimitCheck> {
    const hits = await this.count(key, windowSeconds);
    const windowEnd = this.windowStart(windowSeconds).getTime() + windowSeconds * 1000;
    return {
      allowed: hits < limit,
      retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - this.now().getTime()) / 1000)),
    };
  }

  private windowStart(windowSeconds: number): Date {
    const windowMs = windowSeconds * 1000;
    return new Date(Math.floor(this.now().getTime() / windowMs) * windowMs);
  }

  private async prune(): Promise<void> {
    await this.orm.em.fork().execute(`delete from rate_limit_hits where window_start < now() - interval '1 day'`);
  }
}

/** "15 seconds" or "3 minutes": the wait a 429's Retry-After gives, in words that say the same. */
export function waitInWords(seconds: number): string {
  if (seconds <= 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** Refuses with 429, a message ending "Try again in <wait>." and the same wait as Retry-After. */
export async function enforceLimit(
  limiter: RateLimiter,
  key: string,
  limit: number,
  windowSeconds: number,
  what: string,
): Promise<void> {
  const check = await limiter.check(key, limit, windowSeconds);
  if (check.allowed) return;
  throw new AppError(429, 'rate_limited', `${what} Try again in ${waitInWords(check.retryAfterSeconds)}.`, undefined, {
    'Retry-After': String(check.retryAfterSeconds),
  });
}
