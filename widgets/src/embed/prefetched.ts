/**
 * Responses the loader (src/embed/loader.js) started before the runtime chunk arrived. Each is
 * handed out once, to the first signed-out GET of the same URL with the same tenant key, while
 * it is fresh; anything else goes to the network as usual.
 */
export interface PrefetchedResponse {
  url: string;
  tenantKey: string;
  startedAt: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __headlinerPrefetch?: PrefetchedResponse[];
  }
}

export const PREFETCH_FRESH_MS = 10_000;

export function takePrefetched(
  url: string,
  tenantKey: string | undefined,
  now = Date.now(),
): Promise<Response> | undefined {
  const registry = typeof window === 'undefined' ? undefined : window.__headlinerPrefetch;
  if (!registry || !tenantKey) return undefined;
  const entry = registry.find(
    (candidate) =>
      candidate.url === url && candidate.tenantKey === tenantKey && now - candidate.startedAt < PREFETCH_FRESH_MS,
  );
  return entry?.response.then((response) => response.clone());
}
