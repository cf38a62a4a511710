import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../src/lib/ttlCache';

const loader = (value: string) => async () => value;

describe('TtlCache', () => {
  it('keeps an answer for its lifetime, then loads again', async () => {
    let now = 0;
    const cache = new TtlCache<string>(1_000, 10, () => now);
    expect(await cache.getOrLoad('a:1', loader('first'))).toBe('first');
    expect(await cache.getOrLoad('a:1', loader('second'))).toBe('first');
    now = 1_000;
    expect(await cache.getOrLoad('a:1', loader('third'))).toBe('third');
  });

  it('forgets one tenant’s entries and keeps the others', async () => {
    const cache = new TtlCache<string>(60_000);
    await cache.getOrLoad('tenant-a:page1', loader('a1'));
    await cache.getOrLoad('tenant-a:page2', loader('a2'));
    await cache.getOrLoad('tenant-b:page1', loader('b1'));
    cache.forgetPrefix('tenant-a:');
    expect(await cache.getOrLoad('tenant-a:page1', loader('a1 again'))).toBe('a1 again');
    expect(await cache.getOrLoad('tenant-a:page2', loader('a2 again'))).toBe('a2 again');
    expect(await cache.getOrLoad('tenant-b:page1', loader('b1 again'))).toBe('b1');
  });

  it('does not keep what a load read before a change that was forgotten while it ran', async () => {
    const cache = new TtlCache<string>(60_000);
    let finishRead!: (value: string) => void;
    const slowRead = cache.getOrLoad('tenant-a:page1', () => new Promise<string>((resolve) => (finishRead = resolve)));
    cache.forgetPrefix('tenant-a:'); // a change committed while the read was under way
    finishRead('read before the change');
    expect(await slowRead).toBe('read before the change');
    expect(await cache.getOrLoad('tenant-a:page1', loader('read after the change'))).toBe('read after the change');
  });

  it('drops its oldest entry when full', async () => {
    const cache = new TtlCache<string>(60_000, 2);
    await cache.getOrLoad('k1', loader('v1'));
    await cache.getOrLoad('k2', loader('v2'));
    await cache.getOrLoad('k3', loader('v3'));
    expect(await cache.getOrLoad('k1', loader('v1 again'))).toBe('v1 again');
    expect(await cache.getOrLoad('k3', loader('v3 again'))).toBe('v3');
  });
});
