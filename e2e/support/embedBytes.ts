import type { Page } from '@playwright/test';

export const KB = 1024;

/** Issue 14's budgets for the embed, in bytes on the wire and milliseconds. */
export const EMBED_BUDGETS = { browseBrotli: 75 * KB, allBrotli: 90 * KB, allGzip: 100 * KB, readyMedianMs: 350 };

/**
 * What a page with only `<hl-browse>` may transfer until the 75 KB budget is met: 78.4 KB brotli,
 * of which React 19, react-dom, styled-components and r2wc are about 65 KB (react-dom alone about 53 KB)
 * and our code (the loader, the code every element runs, browse with photos, ratings and the
 * availability filter) about 13 KB. A ceiling against regressions such as a library slipping into
 * the runtime chunk (zod and date-fns once made it 109 KB).
 */
export const BROWSE_ONLY_CEILING = 79 * KB;

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
