/**
 * Lighthouse budgets (issue 5): home, browse and a performer profile with Lighthouse's default
 * (mobile) settings, in Debian's Chromium, against a production build of the host app served by
 * the API. Targets: performance >= 92 (issue 19: with photos on every card), accessibility >= 95, best practices >= 95. Also lists the
 * JavaScript each route loads on a cold first visit (gzip). Writes a section of docs/benchmarks.md.
 * Run: `npx -y pnpm@10 bench lighthouse` (or `npx tsx bench/lighthouse.ts`).
 *
 * Signed-in pages: the app reads its session token from localStorage (`auth_token`), and
 * Lighthouse clears the origin's storage before it navigates. So each audit gets its own
 * Puppeteer page (puppeteer-core, Lighthouse's own dependency) with a script registered by
 * `evaluateOnNewDocument` that stores the token before any app code runs; Lighthouse then audits
 * through that page (`lighthouse(url, flags, config, page)`), keeping its normal storage and cache
 * reset, throttling and mobile emulation.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import { replaceSection } from './report';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 3137);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Partial<Record<(typeof CATEGORIES)[number], number>> = {
  performance: 92,
  accessibility: 95,
  'best-practices': 95,
};
const DEMO_PASSWORD = 'demo-password';

type LhPage = NonNullable<Parameters<typeof lighthouse>[3]>;
interface PuppeteerPage {
  evaluateOnNewDocument(fn: (token: string) => void, token: string): Promise<unknown>;
  close(): Promise<void>;
}
interface PuppeteerBrowser {
  newPage(): Promise<PuppeteerPage>;
  close(): Promise<void>;
  version(): Promise<string>;
}
interface Puppeteer {
  launch(options: Record<string, unknown>): Promise<PuppeteerBrowser>;
}

/** puppeteer-core as Lighthouse itself resolves it (no extra dependency). */
async function loadPuppeteer(): Promise<Puppeteer> {
  const lighthouseDir = fs.realpathSync(path.join(ROOT, 'node_modules', 'lighthouse'));
  const entry = createRequire(path.join(lighthouseDir, 'package.json')).resolve('puppeteer-core');
  const module = (await import(pathToFileURL(entry).href)) as { default: Puppeteer };
  return module.default;
}

/** The host app built as `pnpm start` builds it: with the brotli and gzip copies the API serves. */
async function buildHostApp(outDir: string): Promise<void> {
  execFileSync(path.join(ROOT, 'host-app', 'node_modules', '.bin', 'vite'), ['build', '--outDir', outDir], {
    cwd: path.join(ROOT, 'host-app'),
    stdio: 'inherit',
  });
  const { precompress } = (await import(pathToFileURL(path.join(ROOT, 'scripts', 'build-web.mjs')).href)) as {
    precompress(dir: string): Promise<void>;
  };
  await precompress(outDir);
}

async function startApi(publicDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts', 'e2e-server.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      E2E_PORT: String(PORT),
      E2E_PG_PORT: process.env.E2E_PG_PORT ?? '54347',
      E2E_DATA_DIR: process.env.E2E_DATA_DIR ?? path.join('.test-data', 'bench-lighthouse'),
      PUBLIC_DIR: publicDir,
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return server;
    } catch {
      /* starting */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  throw new Error(`the API did not start on ${ORIGIN}`);
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${ORIGIN}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign in as ${email}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

interface ListedPhoto {
  variants: Array<{ avif: string; webp: string }>;
}

/** The first page of browse as the demo buyer sees it (the cards the browse audit shows). */
async function firstBrowsePage(token: string): Promise<Array<{ id: string; photo: ListedPhoto | null }>> {
  const response = await fetch(`${ORIGIN}/api/performers?sortBy=featured&isVetted=true&limit=12`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`the first browse page: ${response.status}`);
  return ((await response.json()) as { performers: Array<{ id: string; photo: ListedPhoto | null }> }).performers;
}

/**
 * The seeded portraits are rendered on their first request (tenant-api media/portraits.ts; about a
 * second each at 1280 px AVIF on this machine), then served from the store. A deployment renders each
 * once; a fresh bench database would render them inside the first audits, on the same cores as Chromium.
 * So every width and format of the first page's photos is fetched once before the audits.
 */
async function warmPhotos(performers: Array<{ photo: ListedPhoto | null }>): Promise<void> {
  const paths = new Set(
    performers.flatMap(
      (performer) => performer.photo?.variants.flatMap((variant) => [variant.avif, variant.webp]) ?? [],
    ),
  );
  for (const urlPath of paths) {
    const response = await fetch(`${ORIGIN}${urlPath}`);
    if (!response.ok) throw new Error(`warming ${urlPath}: ${response.status}`);
    await response.arrayBuffer();
  }
}

/**
 * Issue 19's target holds "with photos on every card": the bench refuses to audit a first page with a
 * card that has no photo. The profile audited is the first card's, so its main photo is on the first screen.
 */
function profileWithPhoto(performers: Array<{ id: string; photo: ListedPhoto | null }>): string {
  const withoutPhoto = performers.filter((candidate) => !candidate.photo);
  if (performers.length === 0 || withoutPhoto.length > 0) {
    throw new Error(`${withoutPhoto.length} of ${performers.length} cards on the first browse page have no photo`);
  }
  return performers[0]!.id;
}

interface Script {
  path: string;
  transfer: number;
  gzip: number;
}

interface Run {
  scores: Record<string, number>;
  scripts: Script[];
  metrics: Record<string, string>;
  failing: Record<string, string[]>;
  benchmarkIndex: number;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

function gzipSizeOf(publicDir: string, urlPath: string): number {
  const file = path.join(publicDir, urlPath);
  if (!file.startsWith(publicDir) || !fs.existsSync(file)) return 0;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

async function audit(browser: PuppeteerBrowser, url: string, token: string | null, publicDir: string): Promise<Run> {
  const page = await browser.newPage();
  try {
    if (token) {
      await page.evaluateOnNewDocument((value) => {
        try {
          window.localStorage.setItem('auth_token', value);
        } catch {
          /* about:blank has no storage */
        }
      }, token);
    }
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      undefined,
      page as unknown as LhPage,
    );
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    // LIGHTHOUSE_SAVE_DIR keeps each full report (JSON) for a closer look.
    if (process.env.LIGHTHOUSE_SAVE_DIR) {
      const name = `${new URL(url).pathname.split('/')[1] || 'home'}-${Date.now()}.json`;
      fs.mkdirSync(process.env.LIGHTHOUSE_SAVE_DIR, { recursive: true });
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE_DIR, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores: Record<string, number> = {};
    const failing: Record<string, string[]> = {};
    for (const id of CATEGORIES) {
      const category = lhr.categories[id]!;
      scores[id] = Math.round((category.score ?? 0) * 100);
      failing[id] = category.auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id]!)
        .filter((item) => item.score !== null && item.score < 0.9)
        .map((item) => `${item.id} (${Math.round((item.score ?? 0) * 100)})`);
    }
    const requests = (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> }).items;
    const scripts = (requests ?? [])
      .filter((item) => item.resourceType === 'Script' && String(item.url).startsWith(ORIGIN))
      .map((item) => {
        const urlPath = new URL(String(item.url)).pathname;
        return { path: urlPath, transfer: Number(item.transferSize ?? 0), gzip: gzipSizeOf(publicDir, urlPath) };
      });
    const metrics: Record<string, string> = {};
    for (const id of METRICS) metrics[id] = lhr.audits[id]?.displayValue ?? '';
    return { scores, scripts, metrics, failing, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

interface PageResult {
  label: string;
  route: string;
  runs: Run[];
}

/** The run whose performance score is the median one: its metrics and scripts are reported. */
function medianRun(runs: Run[]): Run {
  const target = median(runs.map((run) => run.scores.performance!));
  return runs.find((run) => run.scores.performance === target)!;
}

function report(pages: PageResult[], chromium: string): string {
  const scoreCell = (id: (typeof CATEGORIES)[number], runs: Run[]) => {
    const values = runs.map((run) => run.scores[id]!);
    const value = median(values);
    const target = TARGETS[id];
    const mark = target === undefined ? '' : value >= target ? ' ✓' : ' ✗';
    const spread = values.length > 1 ? ` (${Math.min(...values)}–${Math.max(...values)})` : '';
    return `${value}${mark}${spread}`;
  };
  const scoreRows = pages.map(
    (page) => `| ${page.label} \`${page.route}\` | ${CATEGORIES.map((id) => scoreCell(id, page.runs)).join(' | ')} |`,
  );
  const metricRows = pages.map((page) => {
    const run = medianRun(page.runs);
    return `| ${page.label} | ${METRICS.map((id) => run.metrics[id]).join(' | ')} |`;
  });
  const jsRows = pages.map((page) => {
    const run = medianRun(page.runs);
    const gzip = run.scripts.reduce((sum, script) => sum + script.gzip, 0);
    const transfer = run.scripts.reduce((sum, script) => sum + script.transfer, 0);
    const files = run.scripts.map((script) => `\`${path.basename(script.path)}\` ${kb(script.gzip)}`).join(', ');
    return `| ${page.label} | ${run.scripts.length} | ${kb(gzip)} | ${kb(transfer)} | ${files} |`;
  });
  const failingLines = pages.flatMap((page) => {
    const run = medianRun(page.runs);
    return CATEGORIES.filter((id) => run.failing[id]!.length > 0).map(
      (id) => `- ${page.label}, ${id}: ${run.failing[id]!.join(', ')}`,
    );
  });
  return `
Produced by \`npx -y pnpm@10 bench lighthouse\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, Node ${process.version}, Lighthouse ${lighthouseVersion()}, ${chromium}).
Lighthouse's default settings: mobile form factor (Moto G Power emulation), simulated slow 4G and 4× CPU
slowdown. A production build of the host app served by the API (precompressed assets, as deployed), demo
data, on loopback. Home is audited signed out; browse (every card of its first page has a photo; the bench refuses
to run otherwise) and a performer's profile (the first browse card's, so its main photo is the largest picture of
the first screen) signed in as the demo Basic buyer (token stored before the
app starts, see \`bench/lighthouse.ts\`). The seeded portraits render on their first request, so the photos of
browse's first page are fetched once before the audits. Median of ${RUNS} runs per page, range in brackets.
Lighthouse's CPU benchmark index of this machine during the runs: ${benchmarkRange(pages)} (other
work shares the 2 cores; a lower index means slower, inflated TBT).
Targets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}, best practices ≥ ${TARGETS['best-practices']} (SEO for information).

| page | performance | accessibility | best practices | SEO |
| --- | ---: | ---: | ---: | ---: |
${scoreRows.join('\n')}

### Metrics (median-performance run)

| page | FCP | LCP | TBT | CLS | Speed Index |
| --- | ---: | ---: | ---: | ---: | ---: |
${metricRows.join('\n')}

### JavaScript each route loads on a cold first visit

Every script the page fetched (Lighthouse's network records); gzip KB is each file compressed with gzip -9,
transfer KB what went over the wire (the API serves the precompressed brotli copies).

| page | scripts | gzip KB | transfer KB | files (gzip KB) |
| --- | ---: | ---: | ---: | --- |
${jsRows.join('\n')}

### Audits below 90 (weighted, median-performance run)

${failingLines.length ? failingLines.join('\n') : 'None.'}

### What the numbers rest on

- Route-level code splitting (\`host-app/src/routes.tsx\`): the shell, home and 404 are the main chunk;
  every other page is a lazy chunk, fetched in parallel with the session check, or on link hover/focus/touch.
  Before it, every route loaded one 757 KB chunk (221 KB gzip) holding all pages.
- The build writes brotli and gzip copies of its assets (\`host-app/vite.config.ts\`), which the API's
  static server sends to browsers that accept them.
- The first render runs in a transition (\`host-app/src/main.tsx\`), so React renders in time slices:
  this took total blocking time from about 500 ms to about 200 ms.
- \`<main>\` fills the viewport (\`GlobalStyle\`), so the footer is never on screen under a loading view and
  nothing shifts when data arrives (CLS on the signed-in pages was 0.82); \`robots.txt\` exists (SEO).
- zod stays out of the main chunk (it was about 25 KB gzip of it): the shell imports its constants from
  \`tenant-api/contract/constants\` and its theme helpers from \`theme-packs/runtime\`, both zod-free.
- Browse's first page and the profile are requested as soon as the page's chunk arrives, in parallel with
  the session check (\`prefetchData\` in the page modules, see \`host-app/src/routes.tsx\`), not after it.
- Loaded data renders in time slices: the cards commit in a transition (widgets \`useRemote\`), the profile
  from a deferred value; no Intl formatter is built while the modules load (money, dates, notification ages).
  Measured by main-thread CPU time (robust to other load) on cold unthrottled loads, the profile's
  4×-scaled blocking time went from about 1,140 to 780 ms and its longest task from 177 to 114 ms.
`;
}

function benchmarkRange(pages: PageResult[]): string {
  const values = pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex));
  return `median ${median(values)}, ${Math.min(...values)}–${Math.max(...values)}`;
}

function lighthouseVersion(): string {
  const file = path.join(fs.realpathSync(path.join(ROOT, 'node_modules', 'lighthouse')), 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

async function main() {
  // LIGHTHOUSE_PUBLIC_DIR audits an existing build instead of building one (kept afterwards).
  const prebuilt = process.env.LIGHTHOUSE_PUBLIC_DIR ? path.resolve(process.env.LIGHTHOUSE_PUBLIC_DIR) : null;
  const outDir = prebuilt ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  let api: ChildProcess | undefined;
  let browser: PuppeteerBrowser | undefined;
  try {
    if (!prebuilt) await buildHostApp(outDir);
    api = await startApi(outDir);
    const token = await signIn('buyer.basic@demo.test');
    const performers = await firstBrowsePage(token);
    await warmPhotos(performers);
    const performerId = profileWithPhoto(performers);
    const targets = [
      { label: 'Home', route: '/', token: null },
      { label: 'Browse', route: '/browse', token },
      { label: 'Performer profile', route: `/performer/${performerId}`, token },
    ];
    const puppeteer = await loadPuppeteer();
    browser = await puppeteer.launch({
      executablePath: CHROME_PATH,
      headless: true,
      args: CHROME_FLAGS,
      defaultViewport: null,
    });
    const chromium = await browser.version();
    const pages: PageResult[] = [];
    for (const target of targets) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await audit(browser, `${ORIGIN}${target.route}`, target.token, outDir);
        console.log(`${target.route} run ${run + 1}:`, JSON.stringify(result.scores), JSON.stringify(result.metrics));
        runs.push(result);
      }
      pages.push({ label: target.label, route: target.route.replace(performerId, '{id}'), runs });
    }
    const body = report(pages, chromium);
    console.log(body);
    replaceSection(path.join(ROOT, 'docs', 'benchmarks.md'), 'Lighthouse: home, browse, performer profile', body);
  } finally {
    await browser?.close();
    api?.kill('SIGTERM');
    if (!prebuilt) fs.rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
