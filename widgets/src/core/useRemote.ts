import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export interface RemoteState<T> {
  data: T | undefined;
  error: unknown;
  /** No answer yet for the current key (first load, or the key changed). */
  isLoading: boolean;
  /** A reload or poll of the same key is in flight; the previous data stays on screen. */
  isRefreshing: boolean;
  reload(): Promise<void>;
}

interface Options {
  /** Reload every this many milliseconds while mounted (SPEC: the offers list polls every 30 s). */
  pollMs?: number;
  /** When false nothing is loaded (e.g. no performer id yet). */
  enabled?: boolean;
}

/**
 * Loads remote data for `key` (a string naming what is loaded, e.g. the query string). A newer
 * request aborts an older one, so a slow answer for old filters never overwrites a new one.
 */
export function useRemote<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  { pollMs, enabled = true }: Options = {},
): RemoteState<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown; pending: boolean }>({
    key: null,
    pending: enabled,
  });
  const loadRef = useRef(load);
  loadRef.current = load;
  const inFlight = useRef<AbortController | null>(null);
  const answered = useRef(false);

  const run = useCallback(async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState((previous) => ({ ...previous, pending: true }));
    try {
      const data = await loadRef.current(controller.signal);
      if (controller.signal.aborted) return;
      const show = () => setState({ key, data, error: undefined, pending: false });
      // The first answer is what the page waits for: it paints at once (an embed's hl-ready came
      // 17 % later as a transition). A later one (another page, new filters) can render a lot
      // while the user is acting: as a transition React renders it in time slices, so it does
      // not block input in one long task.
      if (answered.current) startTransition(show);
      else show();
      answered.current = true;
    } catch (error) {
      if (!controller.signal.aborted) setState((previous) => ({ ...previous, key, error, pending: false }));
    }
  }, [key]);

  useEffect(() => {
    if (!enabled) return;
    void run();
    const timer = pollMs ? setInterval(() => void run(), pollMs) : undefined;
    return () => {
      clearInterval(timer);
      inFlight.current?.abort();
    };
  }, [run, enabled, pollMs]);

  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    isLoading: enabled && !current,
    isRefreshing: current && state.pending,
    reload: run,
  };
}
