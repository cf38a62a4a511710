import { useCallback, useEffect, useState } from 'react';

const STORAGE_KEY = 'headliner:saved-performers';

function readSaved(): Set<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

function writeSaved(saved: Set<string>) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...saved]));
  } catch {
    // Storage can be full or blocked (private mode, sandboxed frames); saving is a nicety.
  }
}

/** Performers the visitor hearted, kept in this browser only (SPEC shows no behaviour for the heart). */
export function useSavedPerformers() {
  const [saved, setSaved] = useState(readSaved);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && setSaved(readSaved());
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const toggle = useCallback((id: string) => {
    setSaved((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      writeSaved(next);
      return next;
    });
  }, []);

  return { isSaved: (id: string) => saved.has(id), toggle };
}
