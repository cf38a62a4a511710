/**
 * Embeds as agencies ship them: the README snippet on bare pages of another origin, the widgets'
 * code served by the marketplace started the way `pnpm start` starts it. Measures, in one run:
 *   - script bytes as Chromium transfers them (brotli) for a page with only <hl-browse> and a page
 *     with all three elements, the gzip fallback of all three, and as a baseline the shared runtime
 *     alone (React, react-dom, styled-components, r2wc: what any React widget must ship);
 *   - navigation start to `hl-ready` of browse with its first cards painted, cold cache, against
 *     the same page's own `load` without widgets (the baseline of this machine at that moment);
 *   - Cal.com's embed from npm as a reference.
 * Writes a section of docs/benchmarks.md. Run: `npx -y pnpm@10 bench embed`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../playwright.config';
import { fillEmbedSnippet } from '../widgets/src/embed/snippet';
import { marketplaceRequest, onePageSite, tenantToken } from '../e2e/support/marketplace';
import {
  browseOnlySnippet,
  EMBED_BUDGETS as BUDGETS,
  KB,
  recordScriptTransfers,
  totalBytes as sum,
  type ScriptTransfer as Transfer,
} from '../e2e/support/embedBytes';
import { replaceSection } from './report';

const ROOT = path.resolve(import.meta.dirname, '..');
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3127);
const API_BASE = `http://127.0.0.1:${API_PORT}`;
const AGENCY_HOST = `demo-agency.localhost:${API_PORT}`;
const AGENCY_KEY = 'pk_live_m2R6R2fecITAD9VtJJTOeJWp';
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 4320);
const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

const kb = (bytes: number) => (bytes / KB).toFixed(1);

async function startMarketplace(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts', 'e2e-server.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      E2E_PORT: String(API_PORT),
      E2E_PG_PORT: process.env.BENCH_PG_PORT ?? '54349',
      E2E_DATA_DIR: '.test-data/bench-embed',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${API_BASE}/api/health`)).ok) return server;
    } catch {
      /* starting */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`the marketplace did not start on ${API_BASE}`);
}

const bare = (body: string) =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Agency</title></head><body>\n${body}\n</body></html>\n`;

/** The README snippet (all three elements) and the same with browse alone. */
function pages() {
  const snippet = fillEmbedSnippet(API_BASE, AGENCY_KEY);
  return {
    all: bare(snippet),
    browse: bare(browseOnlySnippet(snippet)),
    empty: bare('<main><h1>An agency</h1></main>'),
  };
}

/** Every script the page loads and its bytes on the wire, as Chromium reports them. */
async function scriptTransfers(browser: Browser, url: string): Promise<Transfer[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const transfers = recordScriptTransfers(page);
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('hl-browse')?.shadowRoot?.querySelector('article h3'));
  await page.waitForLoadState('networkidle');
  await context.close();
  return transfers();
}

/** The same files once more with only gzip accepted, as an older client gets them. */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** Milliseconds from navigation start to browse's hl-ready with the next frame painted; and to `load` of a page without widgets. */
async function readyTimes(browser: Browser, siteUrl: string, emptyUrl: string) {
  const ready: number[] = [];
  const baseline: number[] = [];
  for (let run = 0; run < RUNS + 1; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      document.addEventListener('hl-ready', (event) => {
        if ((event as CustomEvent).detail.widget !== 'browse') return;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => ((window as unknown as { __ready: number }).__ready = performance.now())),
        );
      });
    });
    await page.goto(siteUrl);
    const ms = await page.waitForFunction(() => (window as unknown as { __ready?: number }).__ready, undefined, {
      timeout: 30_000,
    });
    const cards = await page.evaluate(
      () => document.querySelector('hl-browse')?.shadowRoot?.querySelectorAll('article h3').length,
    );
    if (!cards) throw new Error('hl-ready came before any card was on screen');
    await page.goto(emptyUrl);
    const load = await page.evaluate(() => performance.getEntriesByType('navigation')[0]!.duration);
    if (run > 0) {
      ready.push(Math.round(Number(await ms.jsonValue())));
      baseline.push(Math.round(load));
    }
    await context.close();
  }
  return { ready, baseline };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** Cal.com's loader and core script from their npm packages, for reference. */
function calcomSizes(): { file: string; gzip: number; brotli: number }[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'calcom-embed-'));
  try {
    execFileSync('npm', ['pack', '@calcom/embed-snippet', '@calcom/embed-core', '--silent'], { cwd: dir });
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.tgz'))
      .map((tarball) => {
        const into = path.join(dir, tarball.replace(/\.tgz$/, ''));
        fs.mkdirSync(into);
        execFileSync('tar', ['-xzf', path.join(dir, tarball), '-C', into]);
        const file = tarball.startsWith('calcom-embed-snippet') ? 'dist/snippet.umd.js' : 'dist/embed/embed.js';
        const bytes = fs.readFileSync(path.join(into, 'package', file));
        return {
          file: `${tarball.replace(/\.tgz$/, '')}: ${file}`,
          gzip: zlib.gzipSync(bytes, { level: 9 }).length,
          brotli: zlib.brotliCompressSync(bytes).length,
        };
      });
  } catch (error) {
    console.warn(`[bench] Cal.com reference skipped: ${(error as Error).message}`);
    return [];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function verdict(value: number, budget: number) {
  return value <= budget ? 'within' : '**over**';
}

async function main() {
  const server = await startMarketplace();
  const admin = await tenantToken(API_BASE, AGENCY_HOST, 'admin@demo-agency.test');
  await marketplaceRequest(API_BASE, 'POST', '/api/admin/embeds/origins', {
    host: AGENCY_HOST,
    token: admin,
    body: { origin: SITE_ORIGIN },
  });
  const html = pages();
  const sites = {
    all: await onePageSite(html.all, SITE_PORT),
    browse: await onePageSite(html.browse, SITE_PORT + 1),
    empty: await onePageSite(html.empty, SITE_PORT + 2),
  };
  await marketplaceRequest(API_BASE, 'POST', '/api/admin/embeds/origins', {
    host: AGENCY_HOST,
    token: admin,
    body: { origin: `http://127.0.0.1:${SITE_PORT + 1}` },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  try {
    const browseOnly = await scriptTransfers(browser, sites.browse.url);
    const all = await scriptTransfers(browser, sites.all.url);
    const allGzip = await Promise.all(all.map((transfer) => gzipBytes(transfer.url)));
    const runtime = browseOnly.find((transfer) => /\/chunks\/runtime-/.test(transfer.url));
    const times = await readyTimes(browser, sites.browse.url, sites.empty.url);
    const calcom = calcomSizes();
    const figures = {
      browse: sum(browseOnly),
      all: sum(all),
      allGzip: allGzip.reduce((total, bytes) => total + bytes, 0),
      runtime: runtime?.bytes ?? NaN,
    };
    const body = report(figures, browseOnly, all, times, calcom);
    console.log(body);
    replaceSection(path.join(ROOT, 'docs', 'benchmarks.md'), 'Embeddable widgets: script size and first render', body);
  } finally {
    await browser.close();
    await Promise.all(Object.values(sites).map((site) => site.close()));
    server.kill('SIGTERM');
  }
}

function report(
  figures: { browse: number; all: number; allGzip: number; runtime: number },
  browseOnly: Transfer[],
  all: Transfer[],
  times: { ready: number[]; baseline: number[] },
  calcom: { file: string; gzip: number; brotli: number }[],
) {
  const files = (transfers: Transfer[]) =>
    transfers.map((transfer) => `${new URL(transfer.url).pathname} (${kb(transfer.bytes)})`).join(', ');
  const median = percentile(times.ready, 50);
  const baseline = percentile(times.baseline, 50);
  const ratio = (value: number) => (value / figures.runtime).toFixed(2);
  return `
Produced by \`npx -y pnpm@10 bench embed\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, Node ${process.version}), against the marketplace started as \`pnpm start\` starts it, with the README snippet on bare pages of another origin.

### Script bytes as Chromium transfers them

Baseline, same run: the shared runtime chunk alone, ${kb(figures.runtime)} KB brotli — React 19, react-dom, styled-components and r2wc (what any React widget ships before a line of our own), and since one file compresses better than two, the widgets' code every element runs (the embed root, the API client, the theme).

| page | KB on the wire | × runtime | budget |
| --- | ---: | ---: | --- |
| only \`<hl-browse>\` (brotli) | ${kb(figures.browse)} | ${ratio(figures.browse)} | ≤ 75 KB: ${verdict(figures.browse, BUDGETS.browseBrotli)} |
| all three elements (brotli) | ${kb(figures.all)} | ${ratio(figures.all)} | ≤ 90 KB: ${verdict(figures.all, BUDGETS.allBrotli)} |
| all three, gzip fallback (zopfli) | ${kb(figures.allGzip)} | ${ratio(figures.allGzip)} | ≤ 100 KB: ${verdict(figures.allGzip, BUDGETS.allGzip)} |

- Browse alone loads: ${files(browseOnly)}.
- All three load: ${files(all)} (the loader picks the all-in-one script when a page starts with several kinds of element).

### Navigation start to \`hl-ready\` of browse, cold cache

${RUNS} cold loads (new browser context each, after one warm-up), loopback: **median ${median} ms** (p90 ${percentile(times.ready, 90)} ms, min ${Math.min(...times.ready)} ms), with the first page of cards painted (two animation frames after the event). Baseline, same runs: the same origin's page without widgets reaches \`load\` in a median ${baseline} ms; ratio ${(median / Math.max(baseline, 1)).toFixed(1)}×. Target: median ≤ ${BUDGETS.readyMedianMs} ms (${verdict(median, BUDGETS.readyMedianMs)}).

### Reference: Cal.com's embed (from npm)

| file | gzip KB | brotli KB |
| --- | ---: | ---: |
${calcom.map((size) => `| ${size.file} | ${kb(size.gzip)} | ${kb(size.brotli)} |`).join('\n')}

Cal.com's snippet is its loader; \`embed.js\` the core script it loads. Its booking UI then loads in an iframe from Cal.com's app, so its total transfer is much larger; ours renders in the page (shadow DOM) with nothing else to fetch but data.
`;
}

await main();
