import { useEffect, useRef } from 'react';

/**
 * A page-wide signal that the signed-in user's offers changed (the wizard made one), so an
 * offers list on the same page reloads at once instead of at its next poll. Module state: the
 * widgets of one script (or one federation remote) share it.
 */
const listeners = new Set<() => void>();

export function notifyOffersChanged(): void {
  listeners.forEach((listener) => listener());
}

export function useOffersChanged(reload: () => unknown): void {
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  });
  useEffect(() => {
    const listener = () => void latest.current();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}
