// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRemote } from '../src/core/useRemote';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('useRemote', () => {
  it('loads, then keeps the data on screen while refreshing', async () => {
    let calls = 0;
    const { result } = renderHook(() => useRemote('k', async () => ++calls));
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe(1));
    let reloading!: Promise<void>;
    act(() => {
      reloading = result.current.reload();
    });
    expect(result.current.data).toBe(1);
    await act(() => reloading);
    expect(result.current.data).toBe(2);
    expect(result.current.isRefreshing).toBe(false);
  });

  it('never lets a slow answer for an old key overwrite the new one', async () => {
    const slow = deferred<string>();
    const loaders: Record<string, () => Promise<string>> = { old: () => slow.promise, new: async () => 'new data' };
    const { result, rerender } = renderHook(({ key }) => useRemote(key, () => loaders[key]!()), {
      initialProps: { key: 'old' },
    });
    rerender({ key: 'new' });
    await waitFor(() => expect(result.current.data).toBe('new data'));
    await act(async () => slow.resolve('old data'));
    expect(result.current.data).toBe('new data');
  });

  it('reports errors for the current key and clears them on the next success', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useRemote('k', async () => {
        if (fail) throw new Error('down');
        return 'up';
      }),
    );
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.isLoading).toBe(false);
    fail = false;
    await act(() => result.current.reload());
    expect(result.current).toMatchObject({ data: 'up', error: undefined });
  });

  it('polls while mounted and stops when unmounted', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(async () => 'x');
      const { unmount } = renderHook(() => useRemote('k', load, { pollMs: 30_000 }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(90_000);
      });
      expect(load).toHaveBeenCalledTimes(4);
      unmount();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(load).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads nothing while disabled', () => {
    const load = vi.fn(async () => 'x');
    const { result } = renderHook(() => useRemote('k', load, { enabled: false }));
    expect(load).not.toHaveBeenCalled();
    expect(result.current.isLoading).toBe(false);
  });
});
