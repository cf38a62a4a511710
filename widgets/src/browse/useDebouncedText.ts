import { useEffect, useState } from 'react';

/**
 * Typed text once it has stopped changing for `delayMs`; emptied text applies at once, so
 * Clear Filters (or deleting the search) does not wait.
 */
export function useDebouncedText(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return value.trim() === '' ? value : settled;
}
