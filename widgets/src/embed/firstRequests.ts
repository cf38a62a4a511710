import { createApiClient } from '../api/client';
import { DEFAULT_FILTERS, performerSearch } from '../browse/browseQuery';

/** Stands for the element's `page-size` in a recorded path; the loader puts the real value in. */
export const PAGE_SIZE_SLOT = '{pageSize}';
const PAGE_SIZE_MARKER = 987_654_321;

/**
 * What the loader may fetch before the runtime arrives: the paths a signed-out visitor's
 * elements ask for first. Recorded from the widgets' own client at build time, so a change to
 * the client or the browse query changes them too (and the prefetch is simply not used if they
 * ever differ).
 */
export interface FirstRequests {
  /** Every element asks for its tenant first. */
  tenant: string;
  /** Per element, what else it asks for at once. */
  elements: Record<string, string[]>;
}

export async function recordFirstRequests(): Promise<FirstRequests> {
  const paths: string[] = [];
  const api = createApiClient({
    fetch: (input) => {
      paths.push(String(input));
      return Promise.resolve(new Response('{}', { status: 200 }));
    },
  });
  const record = async (call: () => Promise<unknown>) => {
    paths.length = 0;
    await call();
    return paths.map((path) => path.replace(String(PAGE_SIZE_MARKER), PAGE_SIZE_SLOT));
  };
  const [tenant] = await record(() => api.tenant());
  const browse = await record(() => api.listPerformers(performerSearch(DEFAULT_FILTERS, 1, PAGE_SIZE_MARKER)));
  return { tenant: tenant!, elements: { 'hl-browse': browse } };
}
