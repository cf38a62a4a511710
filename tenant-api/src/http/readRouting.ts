import { lsnValue } from '../db/readReplica';
import { databaseUnavailableReason } from '../ops/dbErrors';
import type { AppContext } from './context';

/** The response and request header carrying the client's last write position (for clients that cannot send the cookie: widgets on other origins). */
export const LSN_HEADER = 'Headliner-Lsn';
/** The cookie carrying it for the site's own pages. */
export const LSN_COOKIE = 'hl_lsn';
/** How long a client carries its write position: far longer than replication normally lags, short enough to be forgotten soon. */
export const LSN_COOKIE_SECONDS = 30;

/**
 * Runs a mounted route on the pool its declaration calls for (docs/deploy.md "Read replica"):
 * - a route that may write (`readOnly` false; default for every method but GET) runs on the primary,
 *   and a 2xx answer carries the primary's WAL position (cookie `hl_lsn` and header `Headliner-Lsn`);
 * - a read-only route runs on the replica, unless the request carries a write position the replica
 *   has not replayed within REPLICA_WAIT_MS (then the primary: the client reads its own write).
 * Without a replica configured, everything runs on the one pool as before and no position is sent.
 * A read that fails on the replica because it cannot be reached, or because the route wrote after
 * all (SQLSTATE 25006: read-only transaction; nothing was committed), runs again on the primary.
 */
export async function onRoutePool(ctx: AppContext, readOnly: boolean, run: () => Promise<void>): Promise<void> {
  const reads = ctx.deps.readReplica;
  const metrics = ctx.deps.metrics;
  if (!reads) {
    if (readOnly) metrics?.dbReads.inc({ pool: 'primary', reason: 'no_replica' });
    return run();
  }
  if (!readOnly) {
    await run();
    if (ctx.status >= 200 && ctx.status < 300) {
      const lsn = await reads.primaryLsn();
      ctx.set(LSN_HEADER, lsn);
      ctx.cookies.set(LSN_COOKIE, lsn, {
        maxAge: LSN_COOKIE_SECONDS * 1000,
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.secure,
        overwrite: true,
      });
    }
    return;
  }
  const wanted = writePositionOf(ctx);
  if (wanted) ctx.state.afterOwnWrite = true;
  const reason = wanted ? 'replayed' : 'read_only';
  try {
    if (wanted && !(await reads.reached(wanted))) {
      metrics?.dbReads.inc({ pool: 'primary', reason: 'replica_behind' });
      return await run();
    }
  } catch (error) {
    if (!databaseUnavailableReason(error)) throw error;
    metrics?.dbReads.inc({ pool: 'primary', reason: 'replica_unavailable' });
    return await run();
  }
  const primaryDeps = ctx.deps;
  ctx.deps = { ...primaryDeps, orm: reads.replica, primaryOrm: primaryDeps.orm };
  try {
    await run();
  } catch (error) {
    const fallback = databaseUnavailableReason(error) ? 'replica_unavailable' : wroteOnReplica(error) ? 'wrote' : null;
    if (!fallback || ctx.headerSent) {
      metrics?.dbReads.inc({ pool: 'replica', reason });
      throw error;
    }
    if (fallback === 'wrote')
      ctx.state.log?.warn(
        { path: ctx.path, err: error },
        'a route declared read-only wrote; declare it readOnly: false',
      );
    ctx.deps = primaryDeps;
    metrics?.dbReads.inc({ pool: 'primary', reason: fallback });
    return await run();
  } finally {
    ctx.deps = primaryDeps;
  }
  metrics?.dbReads.inc({ pool: 'replica', reason });
}

/** The newest valid write position the client sent (header or cookie); malformed ones are ignored. */
function writePositionOf(ctx: AppContext): string | null {
  const candidates = [ctx.get(LSN_HEADER), ctx.cookies.get(LSN_COOKIE) ?? ''];
  let best: { text: string; value: bigint } | null = null;
  for (const text of candidates) {
    const value = lsnValue(text);
    if (value !== null && (!best || value > best.value)) best = { text: text.trim(), value };
  }
  return best?.text ?? null;
}

/** SQLSTATE 25006 (read_only_sql_transaction): a write attempted on the hot standby. */
function wroteOnReplica(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === '25006') return true;
    const next = current as { cause?: unknown; previous?: unknown };
    current = next.cause ?? next.previous;
  }
  return false;
}
