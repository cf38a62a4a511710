import { describe, expect, it } from 'vitest';
import { ExactCache } from '../../src/lib/exactCache';

/** A load the test finishes when it likes. */
function heldLoad<T>() {
  let finish!: (value: T) => void;
  const value = new Promise<T>((resolve) => (finish = resolve));
  return { load: () => value, finish };
}

describe('ExactCache', () => {
  it('keeps what it loaded until the key is forgotten', async () => {
    const cache = new ExactCache<string>(10);
    expect(await cache.getOrLoad('a', async () => 'one')).toBe('one');
    expect(await cache.getOrLoad('a', async () => 'two')).toBe('one');
    cache.forget(['a']);
    expect(await cache.getOrLoad('a', async () => 'three')).toBe('three');
  });

  it('does not keep a load that was running when its key was forgotten, which may predate the change', async () => {
    const cache = new ExactCache<string>(10);
    const stale = heldLoad<string>();
    const answer = cache.getOrLoad('a', stale.load);
    cache.forget(['a']);
    stale.finish('before the change');
    expect(await answer).toBe('before the change');
    expect(await cache.getOrLoad('a', async () => 'after the change')).toBe('after the change');
  });

  it('keeps a load that started after its key was forgotten, even while an older load still runs', async () => {
    const cache = new ExactCache<string>(10);
    const older = heldLoad<string>();
    const olderAnswer = cache.getOrLoad('b', older.load);
    cache.forget(['a']);
    expect(await cache.getOrLoad('a', async () => 'fresh')).toBe('fresh');
    expect(await cache.getOrLoad('a', async () => 'reloaded')).toBe('fresh');
    older.finish('b');
    await olderAnswer;
    expect(cache.size).toBe(2);
  });

  it('load reads afresh whatever is kept, and keeps it by the same rule', async () => {
    const cache = new ExactCache<string>(10);
    await cache.getOrLoad('a', async () => 'kept');
    expect(cache.has('a')).toBe(true);
    expect(await cache.load('a', async () => 'fresh')).toBe('fresh');
    expect(await cache.getOrLoad('a', async () => 'not read')).toBe('fresh');
    const stale = heldLoad<string>();
    const answer = cache.load('b', stale.load);
    cache.forget(['b']);
    stale.finish('before the change');
    expect(await answer).toBe('before the change');
    expect(cache.has('b')).toBe(false);
  });

  it('answers null (nothing there) without keeping it', async () => {
    const cache = new ExactCache<string>(10);
    expect(await cache.getOrLoad('missing', async () => null)).toBeNull();
    expect(cache.size).toBe(0);
    expect(await cache.getOrLoad('missing', async () => 'created')).toBe('created');
  });

  it('drops the least recently used past its size, and stores nothing from a failed load', async () => {
    const cache = new ExactCache<string>(2);
    await cache.getOrLoad('a', async () => 'a');
    await cache.getOrLoad('b', async () => 'b');
    await cache.getOrLoad('a', async () => 'not read');
    await cache.getOrLoad('c', async () => 'c');
    expect(await cache.getOrLoad('a', async () => 'reloaded')).toBe('a');
    expect(await cache.getOrLoad('b', async () => 'b again')).toBe('b again');
    await expect(cache.getOrLoad('d', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(2);
  });

  it('keepOnSecondLoad: keeps a key on its second load only, so a sweep of keys asked for once keeps out', async () => {
    const cache = new ExactCache<string>(3, { keepOnSecondLoad: true });
    for (const key of ['hot', 'warm']) {
      expect(await cache.getOrLoad(key, async () => `${key} 1`)).toBe(`${key} 1`);
      expect(cache.has(key)).toBe(false);
      expect(await cache.getOrLoad(key, async () => `${key} 2`)).toBe(`${key} 2`);
      expect(cache.has(key)).toBe(true);
    }
    // A sweep of keys each asked for once: none is kept, and the hot keys stay.
    for (let n = 0; n < 50; n++) await cache.getOrLoad(`once ${n}`, async () => `value ${n}`);
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad('hot', async () => 'not read')).toBe('hot 2');
    // A kept key read afresh stays kept; one forgotten starts over.
    expect(await cache.load('warm', async () => 'warm 3')).toBe('warm 3');
    expect(cache.has('warm')).toBe(true);
    cache.forget(['warm']);
    await cache.getOrLoad('warm', async () => 'warm 4');
    expect(cache.has('warm')).toBe(false);
    // The doorkeeper forgets all it remembers when full (4 × 3 keys): a key seen before that is new again.
    await cache.getOrLoad('late', async () => 'late 1');
    for (let n = 0; n < 12; n++) await cache.getOrLoad(`filler ${n}`, async () => 'filler');
    await cache.getOrLoad('late', async () => 'late 2');
    expect(cache.has('late')).toBe(false);
  });
});
