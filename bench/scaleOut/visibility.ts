/**
 * Admin changes during the run: a tenant admin saves a new home-page headline through HAProxy,
 * then every running web process is asked directly (not through HAProxy) until each shows it.
 */
import { MarketClient, newKey, Tally } from './client';
import type { WebProcess } from './topology';
import { signIn, TENANTS } from './workload';
import type { Visibility } from './invariants';

export async function runAdminChanges(options: {
  baseUrl: string;
  webs: WebProcess[];
  /** Whether a web process is running now (a killed one is skipped until it is back). */
  isRunning: (web: WebProcess) => boolean;
  tally: Tally;
  until: number;
  everyMs: number;
  boundMs: number;
  runId: string;
}): Promise<Visibility> {
  const viaProxy = new MarketClient(options.baseUrl, options.tally);
  const tokens = await Promise.all(TENANTS.map((tenant) => signIn(viaProxy, tenant.host, tenant.adminEmail)));
  const result: Visibility = { changes: 0, worstMs: null, late: 0, lateChanges: [] };
  const started = Date.now();
  for (let n = 0; Date.now() < options.until; n++) {
    const tenantIndex = n % TENANTS.length;
    const { host } = TENANTS[tenantIndex]!;
    const headline = `Scale ${options.runId} change ${n + 1}`;
    try {
      const current = await viaProxy.call('admin-read', 'GET', '/api/tenant', { host }, [200]);
      await viaProxy.call(
        'admin-change',
        'PUT',
        '/api/admin/site-content',
        {
          host,
          token: tokens[tenantIndex],
          json: { ...current.body.content, heroHeadline: headline },
          idempotencyKey: newKey('content'),
        },
        [200],
      );
    } catch {
      await sleep(options.everyMs);
      continue; // counted as a failure by the client; no change to wait for
    }
    const saved = Date.now();
    result.changes++;
    const giveUpMs = options.boundMs * 3;
    const delays = await Promise.all(
      options.webs
        .filter(options.isRunning)
        .map((web) => timeUntilShown(web, host, headline, saved, giveUpMs, options.isRunning)),
    );
    // A process that died while being asked is not counted; one that never showed it counts as the give-up time.
    const worst = Math.max(0, ...delays.map((delay) => (delay === 'never' ? giveUpMs : (delay ?? 0))));
    result.worstMs = Math.max(result.worstMs ?? 0, worst);
    if (worst > options.boundMs) {
      result.late++;
      result.lateChanges!.push({ atSeconds: Math.round((saved - started) / 100) / 10, ms: worst });
    }
    await sleep(Math.max(0, options.everyMs - (Date.now() - saved)));
  }
  viaProxy.close();
  return result;
}

/**
 * Milliseconds from `saved` until one web process answers with the headline (polled every 25 ms);
 * 'never' if not within `giveUpMs`, null if the process stopped running meanwhile (it was killed).
 */
async function timeUntilShown(
  web: WebProcess,
  host: string,
  headline: string,
  saved: number,
  giveUpMs: number,
  isRunning: (web: WebProcess) => boolean,
): Promise<number | 'never' | null> {
  const direct = new MarketClient(`http://127.0.0.1:${web.port}`, new Tally());
  try {
    while (Date.now() - saved < giveUpMs) {
      if (!isRunning(web)) return null;
      try {
        const reply = await direct.send('GET', '/api/tenant', { host });
        if (reply.body?.content?.heroHeadline === headline) return Date.now() - saved;
      } catch {
        /* restarting: try again until the bound */
      }
      await sleep(25);
    }
    return 'never';
  } finally {
    direct.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
