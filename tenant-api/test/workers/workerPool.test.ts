import { afterEach, describe, expect, it } from 'vitest';
import {
  PoolClosedError,
  PoolKeyBusyError,
  PoolTimeoutError,
  siblingModule,
  WorkerFailedError,
  WorkerPool,
  type WorkerPoolOptions,
} from '../../src/workers/workerPool';

// The worker pool under the route optimiser (src/workers/workerPool.ts), with a test worker.
const entry = new URL('./fixtures/testWorker.ts', import.meta.url);
let pool: WorkerPool<{ spinMs?: number; crash?: boolean; fail?: string; echo?: unknown }, unknown> | undefined;
const make = (options: Partial<WorkerPoolOptions> = {}) =>
  (pool = new WorkerPool({ entry, size: 1, timeoutMs: 5_000, queueTimeoutMs: 10_000, maxPerKey: 5, ...options }));

afterEach(async () => {
  await pool?.close();
});

describe('WorkerPool', () => {
  it('starts workers on demand and answers each call', async () => {
    const workers = make({ size: 2 });
    expect(workers.stats()).toEqual({ workers: 0, busy: 0, queued: 0, replaced: 0 });
    expect(await Promise.all([workers.run('a', { echo: 1 }), workers.run('a', { echo: { two: [2] } })])).toEqual([
      1,
      { two: [2] },
    ]);
    expect(workers.stats()).toMatchObject({ workers: 2, busy: 0, queued: 0 });
  });

  it('terminates a call over its budget; the next call gets a fresh worker', async () => {
    const workers = make({ timeoutMs: 200 });
    await workers.run('a', { echo: 'warm' });
    const error = await workers.run('a', { spinMs: 5_000 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PoolTimeoutError);
    expect(error).toMatchObject({ phase: 'running', timeoutMs: 200 });
    expect(workers.stats()).toMatchObject({ replaced: 1, busy: 0 });
    expect(await workers.run('a', { echo: 'next' })).toBe('next');
  });

  it('drops a call that waited longer than the queue limit for a worker', async () => {
    // The limit covers starting a worker too (from sources, loading TypeScript takes a moment).
    const workers = make({ queueTimeoutMs: 2_000 });
    await workers.run('a', { echo: 'warm' });
    const long = workers.run('a', { spinMs: 3_000 });
    const waiting = await workers.run('b', { echo: 'late' }).catch((caught: unknown) => caught);
    expect(waiting).toMatchObject({ phase: 'queued' });
    expect(await long).toBeUndefined();
  });

  it('caps the calls of one key; other keys go on; the wait named is when the first one ends at the latest', async () => {
    const workers = make({ size: 2, maxPerKey: 1, timeoutMs: 3_000 });
    await workers.run('a', { echo: 'warm' });
    const running = workers.run('a', { spinMs: 300 });
    const refused = await workers.run('a', { echo: 'x' }).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(PoolKeyBusyError);
    // The same refusal is known before a call is made (a caller skips its own work for it).
    expect(workers.refusal('a')).toBeInstanceOf(PoolKeyBusyError);
    expect(workers.refusal('b')).toBeNull();
    expect((refused as PoolKeyBusyError).retryAfterMs).toBeGreaterThan(2_000);
    expect((refused as PoolKeyBusyError).retryAfterMs).toBeLessThanOrEqual(3_000);
    expect(await workers.run('b', { echo: 'other key' })).toBe('other key');
    await running;
    expect(workers.refusal('a')).toBeNull();
    expect(await workers.run('a', { echo: 'again' })).toBe('again');
  });

  it('a handler error fails only its call; a crashed worker is replaced', async () => {
    const workers = make();
    await expect(workers.run('a', { fail: 'bad input' })).rejects.toThrow(WorkerFailedError);
    await expect(workers.run('a', { crash: true })).rejects.toThrow(/exit/);
    expect(workers.stats().replaced).toBe(1);
    expect(await workers.run('a', { echo: 'alive' })).toBe('alive');
  });

  it('a worker that cannot start fails what waits instead of restarting forever', async () => {
    const workers = make({ entry: new URL('./fixtures/missing.ts', import.meta.url) });
    await expect(workers.run('a', { echo: 1 })).rejects.toThrow(/could not start/);
    expect(workers.stats()).toMatchObject({ workers: 0, queued: 0 });
  });

  it('close() rejects waiting and running calls and refuses new ones', async () => {
    const workers = make();
    const running = workers.run('a', { spinMs: 2_000 }).catch((caught: unknown) => caught);
    const queued = workers.run('b', { echo: 1 }).catch((caught: unknown) => caught);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await workers.close();
    expect(await running).toBeInstanceOf(PoolClosedError);
    expect(await queued).toBeInstanceOf(PoolClosedError);
    await expect(workers.run('a', { echo: 1 })).rejects.toThrow(PoolClosedError);
  });

  it('finds a worker module beside its own: .ts in sources, .js in the build', () => {
    expect(siblingModule('file:///app/src/workers/routeOptimizer.ts', 'routeOptimizerWorker').href).toBe(
      'file:///app/src/workers/routeOptimizerWorker.ts',
    );
    expect(siblingModule('file:///app/dist/main.js', 'routeOptimizerWorker').href).toBe(
      'file:///app/dist/routeOptimizerWorker.js',
    );
  });
});
