#!/usr/bin/env node
// `pnpm build`: compiles the API (tenant-api/src -> tenant-api/dist, one ES module bundle, npm
// packages left external) and builds the web assets. `ensureBuilt()` (used by `pnpm start`)
// rebuilds only what is missing or whose sources changed since it was built.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb as buildWebAssets } from './build-web.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const apiDir = path.join(root, 'tenant-api');
export const apiDist = path.join(apiDir, 'dist');
const stampFile = path.join(apiDist, 'build-info.json');
const log = (message) => process.stderr.write(`[build] ${message}\n`);

const sha = (text) => crypto.createHash('sha256').update(text).digest('hex');
const fileHash = (file) => (fs.existsSync(file) ? sha(fs.readFileSync(file)) : null);

/** What decides the API build besides its sources: this script and the versions of what it bundles with. */
function builderFingerprint() {
  return sha([fileHash(fileURLToPath(import.meta.url)), fileHash(path.join(apiDir, 'package.json'))].join(':'));
}

/** Whether tenant-api/dist is missing or older than any source file it was built from. */
export function apiBuildIsCurrent() {
  if (!fs.existsSync(stampFile) || API_ENTRIES.some((name) => !fs.existsSync(path.join(apiDist, `${name}.js`))))
    return false;
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
    if (stamp.builder !== builderFingerprint()) return false;
    return Object.entries(stamp.inputs).every(([file, hash]) => fileHash(path.join(root, file)) === hash);
  } catch {
    return false;
  }
}

/**
 * Entry points of the API build, each `dist/<name>.js`: the server, and the route optimiser's
 * worker thread, which tenant-api/src/workers/routeOptimizer.ts loads from beside main.js.
 */
const API_ENTRIES = ['main', 'routeOptimizerWorker'];
const apiEntryPoints = {
  main: path.join(apiDir, 'src', 'main.ts'),
  routeOptimizerWorker: path.join(apiDir, 'src', 'workers', 'routeOptimizerWorker.ts'),
};

/** The API bundle: every source file of tenant-api (and workspace packages it imports, e.g. theme-packs) in one ES module. */
export async function buildApi() {
  const { build } = await import('esbuild');
  const pkg = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
  const external = Object.entries(pkg.dependencies ?? {})
    .filter(([, version]) => !String(version).startsWith('workspace:'))
    .map(([name]) => name);
  fs.rmSync(apiDist, { recursive: true, force: true });
  const started = Date.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints: apiEntryPoints,
    outdir: apiDist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    external,
    metafile: true,
    logLevel: 'warning',
    // Keep class and function names: MikroORM and error messages use them.
    keepNames: true,
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  const inputs = Object.fromEntries(
    Object.keys(result.metafile.inputs)
      .filter((file) => !file.includes('node_modules'))
      .map((file) => [file, fileHash(path.join(root, file))]),
  );
  fs.writeFileSync(
    stampFile,
    `${JSON.stringify({ builtAt: new Date().toISOString(), builder: builderFingerprint(), inputs }, null, 1)}\n`,
  );
  log(
    `API compiled to ${path.relative(root, apiDist)}/{${API_ENTRIES.join(',')}}.js (${Object.keys(inputs).length} sources, ${Date.now() - started} ms)`,
  );
}

/** The web assets (widgets, host app): scripts/build-web.mjs builds each one whose sources changed. */
export async function buildWeb({ force = false } = {}) {
  await buildWebAssets({ force, log });
}

/** For `pnpm start`: build what is missing or out of date, nothing else (one process at a time). */
export async function ensureBuilt() {
  await withBuildLock(async () => {
    if (!apiBuildIsCurrent()) {
      log(fs.existsSync(stampFile) ? 'API sources changed: recompiling' : 'compiling the API (first start)');
      await buildApi();
    }
    await buildWeb();
  });
}

/** Whether the process holding the build lock still runs (a killed build leaves the lock behind). */
function builderAlive(lock) {
  try {
    const pidFile = path.join(lock, 'pid');
    // Just made, its pid not written yet: alive.
    if (!fs.existsSync(pidFile)) return Date.now() - fs.statSync(lock).mtimeMs < 5_000;
    process.kill(Number(fs.readFileSync(pidFile, 'utf8')), 0);
    return true;
  } catch (error) {
    return error.code !== 'ESRCH';
  }
}

/** Several processes starting at once (roles, tests) must not build into the same folders together. */
async function withBuildLock(work) {
  const lock = path.join(root, 'node_modules', '.headliner-build.lock');
  for (let waited = 0; ; waited += 250) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (!builderAlive(lock)) fs.rmSync(lock, { recursive: true, force: true });
      if (waited === 1_000) log('waiting for another build to finish...');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const only = process.argv[2];
  try {
    if (only !== 'web') await buildApi();
    if (only !== 'api') await buildWeb({ force: true });
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
