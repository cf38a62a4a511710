import type { RoutingOpportunity } from '../contract';
import type { Orm } from '../db/orm';
import type { RoutingSearch } from './routingOpportunities';

/**
 * Opportunity answers reused for a short time per tenant and search (ROUTING_CACHE_MS, docs/routing.md):
 * a search reads every tour leg's venues, and the same few searches (SPEC's windows, the default
 * detour) come from every buyer of a tenant. Concurrent misses of one key share one load. A tour
 * saved through this process forgets its tenant's answers at once; other changes (venues, bookings,
 * performers, other processes) show within the ttl.
 */
export class OpportunityCache {
  private readonly entries = new Map<string, { value: Promise<RoutingOpportunity[]>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(
    tenantId: string,
    search: RoutingSearch,
    load: () => Promise<RoutingOpportunity[]>,
  ): Promise<RoutingOpportunity[]> {
    if (this.ttlMs <= 0) return load();
    const key = `${tenantId}:${JSON.stringify(search)}`;
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    const value = load();
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets a tenant's answers (after one of its tours changed). */
  forget(tenantId: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${tenantId}:`)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

const caches = new WeakMap<Orm, OpportunityCache>();

/** The cache of an app (one per ORM, so test apps in one process do not share answers). */
export function opportunityCacheOf(orm: Orm, ttlMs: number): OpportunityCache {
  let cache = caches.get(orm);
  if (!cache) {
    cache = new OpportunityCache(ttlMs);
    caches.set(orm, cache);
  }
  return cache;
}
