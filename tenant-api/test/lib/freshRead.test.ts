import { describe, expect, it } from 'vitest';
import { FreshRead } from '../../src/lib/freshRead';

/** A read whose runs are held until released, numbered in the order they started. */
function heldReads() {
  const runs: Array<{ number: number; release: (fail?: boolean) => void }> = [];
  const read = new FreshRead(
    () =>
      new Promise<number>((resolve, reject) => {
        const number = runs.length + 1;
        runs.push({ number, release: (fail) => (fail ? reject(new Error(`read ${number} failed`)) : resolve(number)) });
      }),
  );
  return { read, runs };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('FreshRead', () => {
  it('runs a read for a caller alone, and one more for everyone who asks while it runs', async () => {
    const { read, runs } = heldReads();
    const first = read.startingNow();
    const meanwhile = [read.startingNow(), read.startingNow(), read.startingNow()];
    expect(runs).toHaveLength(1);
    runs[0]!.release();
    expect(await first).toBe(1);
    await flush();
    expect(runs).toHaveLength(2);
    runs[1]!.release();
    expect(await Promise.all(meanwhile)).toEqual([2, 2, 2]);
    const later = read.startingNow();
    expect(runs).toHaveLength(3);
    runs[2]!.release();
    expect(await later).toBe(3);
  });

  it('never hands a caller a read that started before it asked, and recovers from a failed read', async () => {
    const { read, runs } = heldReads();
    const first = read.startingNow();
    const second = read.startingNow();
    runs[0]!.release(true);
    await expect(first).rejects.toThrow('read 1 failed');
    await flush();
    const third = read.startingNow();
    expect(runs).toHaveLength(2);
    runs[1]!.release();
    expect(await second).toBe(2);
    await flush();
    expect(runs).toHaveLength(3);
    runs[2]!.release();
    expect(await third).toBe(3);
  });
});
