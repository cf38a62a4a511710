/**
 * Embed budgets: the web-component script's size (gzip, React included), browse's first render
 * with data on the demo agency page in headless Chromium with the API on loopback, and Cal.com's
 * embed (loader and core script from its npm packages) as the reference. Writes a section of
 * docs/benchmarks.md. Run: `npx -y pnpm@10 bench embed`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../playwright.config';
// @ts-expect-error -- a plain ES module without types
import { startDemoSites } from '../demo/serve.mjs';
import { replaceSection } from './report';

const ROOT = path.resolve(import.meta.dirname, '..');
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3127);
const API_BASE = `http://127.0.0.1:${API_PORT}`;
const SITE = 'http://127.0.0.1:4100/';
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const BUDGET_KB = 100;

interface Size {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function sizeOf(file: string, label = path.basename(file)): Size {
  const bytes = fs.readFileSync(file);
  return {
    file: label,
    raw: bytes.length,
    gzip: zlib.gzipSync(bytes, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(bytes).length,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function buildWidgets(): Size[] {
  execFileSync(process.execPath, [path.join(ROOT, 'demo', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
  const dir = path.join(ROOT, 'widgets', 'dist', 'wc');
  return [sizeOf(path.join(dir, 'headliner-widgets.js')), sizeOf(path.join(dir, 'headliner-loader.js'))];
}

/** `npm pack` into a temporary folder: measured from the published packages, not installed. */
function calcomSizes(): { sizes: Size[]; versions: string[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'calcom-embed-'));
  try {
    execFileSync('npm', ['pack', '@calcom/embed-snippet', '@calcom/embed-core', '--silent'], { cwd: dir });
    const versions: string[] = [];
    for (const tarball of fs.readdirSync(dir).filter((name) => name.endsWith('.tgz'))) {
      const into = path.join(dir, tarball.replace(/\.tgz$/, ''));
      fs.mkdirSync(into);
      execFileSync('tar', ['-xzf', path.join(dir, tarball), '-C', into]);
      versions.push(tarball.replace(/\.tgz$/, ''));
    }
    const find = (prefix: string, file: string) => {
      const folder = versions.find((name) => name.startsWith(prefix))!;
      return sizeOf(path.join(dir, folder, 'package', file), `${folder}: ${file}`);
    };
    return {
      versions,
      sizes: [find('calcom-embed-snippet', 'dist/snippet.umd.js'), find('calcom-embed-core', 'dist/embed/embed.js')],
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function startApi(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts', 'e2e-server.mjs')], {
    cwd: ROOT,
    env: { ...process.env, E2E_PORT: String(API_PORT), E2E_PG_PORT: process.env.BENCH_PG_PORT ?? '54349' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${API_BASE}/api/health`)).ok) return server;
    } catch {
      /* starting */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`the API did not start on ${API_BASE}`);
}

/**
 * Milliseconds from navigation start until the widget shows the tenant's data: browse's first
 * performer card, or (while browse is not registered) the offers list's first render after it
 * has the tenant (its sign-in panel).
 */
async function firstRenders(): Promise<{ widget: string; times: number[] }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  const times: number[] = [];
  let widget = 'hl-browse';
  try {
    for (let run = 0; run < RUNS + 1; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(SITE, { waitUntil: 'commit' });
      const hasBrowse = await page.evaluate(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
        await customElements.whenDefined('hl-offers-list');
        return Boolean(customElements.get('hl-browse'));
      });
      widget = hasBrowse ? 'hl-browse' : 'hl-offers-list';
      const ms = await page.waitForFunction(
        (tag) => {
          const root = document.querySelector(tag)?.shadowRoot;
          const ready =
            tag === 'hl-browse' ? root?.querySelector('article h3, [data-performer-id]') : root?.querySelector('form');
          return ready ? performance.now() : null;
        },
        widget,
        { timeout: 30_000, polling: 'raf' },
      );
      if (run > 0) times.push(Math.round(Number(await ms.jsonValue())));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { widget, times };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

function report(
  ours: Size[],
  calcom: { sizes: Size[]; versions: string[] },
  render: { widget: string; times: number[] },
) {
  const row = (size: Size) => `| ${size.file} | ${kb(size.raw)} | ${kb(size.gzip)} | ${kb(size.brotli)} |`;
  const bundle = ours[0]!;
  const within = bundle.gzip <= BUDGET_KB * 1024;
  const renderLine = render.times.length
    ? `median ${percentile(render.times, 50)} ms, p90 ${percentile(render.times, 90)} ms, min ${Math.min(...render.times)} ms over ${render.times.length} cold page loads (after one warm-up)`
    : 'not measured';
  return `
Produced by \`npx -y pnpm@10 bench embed\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, Node ${process.version}).

### Script size (budget: ${BUDGET_KB} KB gzip for all three widgets, React included, one script tag)

| file | raw KB | gzip KB | brotli KB |
| --- | ---: | ---: | ---: |
${ours.map(row).join('\n')}

**${kb(bundle.gzip)} KB gzip: ${within ? 'within' : 'OVER'} the ${BUDGET_KB} KB budget.** It holds React 19 and
react-dom, styled-components, r2wc, the default theme pack (the tenant's theme tokens come from the API)
and the widgets registered in
\`widgets/src/embed/screens.tsx\`. The loader is the one line a page needs; it fetches the bundle
only once an \`<hl-*>\` element is on the page.

### First render with data (${render.widget}, demo agency page, headless Chromium, API on loopback)

${renderLine}: navigation start until ${render.widget === 'hl-browse' ? 'the first performer card is on screen' : 'the widget has rendered with the tenant loaded (browse was not registered when measured)'}.
Each load fetches the loader, the bundle (from another origin than the API), the tenant, and the data,
with a CORS preflight per distinct request.

### Reference: Cal.com's embed (${calcom.versions.join(', ')}, from npm)

| file | raw KB | gzip KB | brotli KB |
| --- | ---: | ---: | ---: |
${calcom.sizes.map(row).join('\n')}

Cal.com's snippet is its one-line loader; \`embed.js\` is the core script it loads. The booking UI itself
then loads inside an iframe from Cal.com's Next.js app, so its total transfer is much larger than
these two files; ours renders in the page (shadow DOM) with nothing else to fetch but data.
`;
}

async function main() {
  const ours = buildWidgets();
  const calcom = calcomSizes();
  const api = await startApi();
  const sites = await startDemoSites({ apiBase: API_BASE });
  try {
    const render = await firstRenders();
    const body = report(ours, calcom, render);
    console.log(body);
    replaceSection(path.join(ROOT, 'docs', 'benchmarks.md'), 'Embeddable widgets: script size and first render', body);
  } finally {
    await sites.close();
    api.kill('SIGTERM');
  }
}

await main();
