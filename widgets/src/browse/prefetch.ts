import type { PerformerListResponse } from 'tenant-api/contract';
import type { ApiClient, PerformerSearch } from '../api';

/** A prefetched page is only used this soon after it was asked for; later the widget loads afresh. */
const FRESH_MS = 10_000;

let prefetched: { key: string; at: number; result: Promise<PerformerListResponse> } | null = null;

/** The key a search is loaded under (the widget's and the prefetch's must agree). */
export const searchKey = (query: PerformerSearch) => JSON.stringify(query);

/**
 * Starts loading a page of performers before the widget renders (e.g. while the page's code and
 * the session check are still on their way), so the first cards do not wait for them.
 */
export function prefetchPerformers(api: ApiClient, query: PerformerSearch): void {
  const result = api.listPerformers(query);
  result.catch(() => {
    // The widget reports failures when it loads; an unused prefetch fails silently.
  });
  prefetched = { key: searchKey(query), at: Date.now(), result };
}

/** The prefetched answer for `key`, once (a later load of the same search asks the API again). */
export function takePrefetchedPerformers(key: string): Promise<PerformerListResponse> | undefined {
  const entry = prefetched;
  if (!entry || entry.key !== key || Date.now() - entry.at > FRESH_MS) return undefined;
  prefetched = null;
  return entry.result;
}
