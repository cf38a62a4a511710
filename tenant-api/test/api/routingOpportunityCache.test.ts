import { describe, expect, it } from 'vitest';
import type { RoutingOpportunity } from '../../src/contract';
import { OpportunityCache } from '../../src/queries/opportunityCache';
import type { RoutingSearch } from '../../src/queries/routingOpportunities';

/** The opportunity answers kept per tenant and search: bounded in time, in answers and in their size. */
const search = (maxDetourMiles: number) =>
  ({ startDate: '2027-01-01', endDate: '2027-02-01', maxDetourMiles }) as unknown as RoutingSearch;
const answerOf = (size: number) => Array.from({ length: size }, () => ({}) as RoutingOpportunity);
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('OpportunityCache', () => {
  it('reuses an answer within its ttl and loads again after it', async () => {
    let now = 0;
    let loads = 0;
    const cache = new OpportunityCache(5_000, 2_000, () => now);
    const load = async () => {
      loads++;
      return answerOf(3);
    };
    await cache.get('t1', search(100), load);
    now = 4_999;
    await cache.get('t1', search(100), load);
    expect(loads).toBe(1);
    now = 5_000;
    await cache.get('t1', search(100), load);
    expect(loads).toBe(2);
  });

  it('drops expired answers whenever one is added, so they hold no memory past their ttl', async () => {
    let now = 0;
    const cache = new OpportunityCache(1_000, 2_000, () => now);
    for (let detour = 1; detour <= 50; detour++) await cache.get('t1', search(detour), async () => answerOf(10));
    await settle();
    expect(cache.stats()).toEqual({ entries: 50, opportunities: 500 });
    now = 1_000;
    await cache.get('t2', search(1), async () => answerOf(1));
    await settle();
    expect(cache.stats()).toEqual({ entries: 1, opportunities: 1 });
  });

  it('counts the answers’ opportunities: past its bound the oldest answers go first', async () => {
    const cache = new OpportunityCache(60_000, 2_000, Date.now, 500);
    for (let detour = 1; detour <= 10; detour++) {
      await cache.get('t1', search(detour), async () => answerOf(200));
      await settle();
      expect(cache.stats().opportunities).toBeLessThanOrEqual(500);
    }
    expect(cache.stats()).toEqual({ entries: 2, opportunities: 400 });
    // The newest two are the ones kept.
    let loads = 0;
    await cache.get('t1', search(10), async () => (loads++, answerOf(200)));
    await cache.get('t1', search(1), async () => (loads++, answerOf(200)));
    expect(loads).toBe(1);
  });

  it('keeps at most maxEntries answers, forgets a tenant’s at once, and never keeps a failed load', async () => {
    const cache = new OpportunityCache(60_000, 3);
    for (let detour = 1; detour <= 5; detour++) await cache.get('t1', search(detour), async () => answerOf(1));
    await cache.get('t2', search(1), async () => answerOf(1));
    await settle();
    expect(cache.stats().entries).toBe(3);
    cache.forget('t1');
    expect(cache.stats()).toEqual({ entries: 1, opportunities: 1 });
    await expect(cache.get('t3', search(1), () => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
    await settle();
    expect(cache.stats()).toEqual({ entries: 1, opportunities: 1 });
  });
});
