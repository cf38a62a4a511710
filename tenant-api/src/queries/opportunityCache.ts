import type { RoutingOpportunity } from '../contract';
import type { Orm } from '../db/orm';
import type { RoutingSearch } from './routingOpportunities';

/** Answers kept at most, all tenants together (a search is at most ROUTING_MAX_OPPORTUNITIES, 200, of them). */
export const OPPORTUNITY_CACHE_ENTRIES = 2_000;
/**
 * Opportunities kept at most, all answers together: what bounds the memory (an opportunity is about
 * 1 KB in the heap, ~500 bytes of JSON), 20 MB at most — 100 answers of 200, or 2,000 of 10.
 */
export const OPPORTUNITY_CACHE_OPPORTUNITIES = 20_000;

interface Entry {
  value: Promise<RoutingOpportunity[]>;
  expires: number;
  /** Opportunities the answer holds (0 until it has come). */
  size: number;
}

/**
 * Opportunity answers reused for a short time per tenant and search (ROUTING_CACHE_MS, docs/routing.md):
 * a search reads every tour leg's venues, and the same few searches (SPEC's windows, the default
 * detour) come from every buyer of a tenant. Concurrent misses of one key share one load. A tour
 * saved through this process forgets its tenant's answers at once; other changes (venues, bookings,
 * performers, other processes) show within the ttl.
 *
 * Bounded in time (an answer is dropped at its ttl, expired ones first whenever one is added), in
 * answers (`maxEntries`) and in their size (`maxOpportunities`, counted as each answer comes):
 * oldest out first. Entries are kept in the order they were added, which is also the order they
 * expire in (one ttl for all).
 */
export class OpportunityCache {
  private readonly entries = new Map<string, Entry>();
  private held = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = OPPORTUNITY_CACHE_ENTRIES,
    private readonly now: () => number = Date.now,
    private readonly maxOpportunities = OPPORTUNITY_CACHE_OPPORTUNITIES,
  ) {}

  get(
    tenantId: string,
    search: RoutingSearch,
    load: () => Promise<RoutingOpportunity[]>,
  ): Promise<RoutingOpportunity[]> {
    if (this.ttlMs <= 0) return load();
    const key = `${tenantId}:${JSON.stringify(search)}`;
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit) this.drop(key, hit);
    this.dropExpired(now);
    while (this.entries.size && this.entries.size >= this.maxEntries) this.dropOldest();
    const entry: Entry = { value: load(), expires: now + this.ttlMs, size: 0 };
    this.entries.set(key, entry);
    entry.value.then(
      (answer) => {
        if (this.entries.get(key) !== entry) return;
        entry.size = answer.length;
        this.held += entry.size;
        while (this.held > this.maxOpportunities && this.entries.size) this.dropOldest();
      },
      () => {
        if (this.entries.get(key) === entry) this.drop(key, entry);
      },
    );
    return entry.value;
  }

  /** Forgets a tenant's answers (after one of its tours changed). */
  forget(tenantId: string): void {
    for (const [key, entry] of this.entries) if (key.startsWith(`${tenantId}:`)) this.drop(key, entry);
  }

  clear(): void {
    this.entries.clear();
    this.held = 0;
  }

  /** Answers and opportunities held (for tests and metrics). */
  stats(): { entries: number; opportunities: number } {
    return { entries: this.entries.size, opportunities: this.held };
  }

  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expires > now) return;
      this.drop(key, entry);
    }
  }

  private dropOldest(): void {
    const [key, entry] = this.entries.entries().next().value!;
    this.drop(key, entry);
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.held -= entry.size;
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
