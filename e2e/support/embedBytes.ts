import type { Page } from '@playwright/test';

export const KB = 1024;

/** Issue 14's budgets for the embed, in bytes on the wire and milliseconds. */
export const EMBED_BUDGETS = { browseBrotli: 75 * KB, allBrotli: 90 * KB, allGzip: 100 * KB, readyMedianMs: 350 };

/**
 * What a page with only `<hl-browse>` may transfer: the 75 KB budget itself (74.1 KB measured when
 * react-dom's hydration and view transitions left the embed build). React 19, react-dom,
 * styled-components and r2wc are about 61 KB of it; our code (the loader, the code every element
 * runs, browse with photos, ratings and the availability filter) about 13 KB.
 */
export const BROWSE_ONLY_CEILING = EMBED_BUDGETS.browseBrotli;

export interface ScriptTransfer {
  url: string;
  bytes: number;
}

/** Records every script the page loads from now on; the returned function gives their bytes on the wire. */
export function recordScriptTransfers(page: Page): () => Promise<ScriptTransfer[]> {
  const sizes: Promise<ScriptTransfer>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script')
      sizes.push(request.sizes().then((size) => ({ url: request.url(), bytes: size.responseBodySize })));
  });
  return () => Promise.all(sizes);
}

export const totalBytes = (transfers: ScriptTransfer[]) => transfers.reduce((total, { bytes }) => total + bytes, 0);

/** The snippet with `<hl-browse>` as its only element. */
export const browseOnlySnippet = (snippet: string) =>
  snippet
    .split('\n')
    .filter((line) => !/<hl-(offer-wizard|offers-list)/.test(line))
    .join('\n');
