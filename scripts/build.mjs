#!/usr/bin/env node
// `pnpm build`: compiles the API (tenant-api/src -> tenant-api/dist, one ES module bundle, npm
// packages left external) and builds the web assets. `ensureBuilt()` (used by `pnpm start`)
// rebuilds only what is missing or whose sources changed since it was built.
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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
  if (!fs.existsSync(stampFile) || !fs.existsSync(path.join(apiDist, 'main.js'))) return false;
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
    if (stamp.builder !== builderFingerprint()) return false;
    return Object.entries(stamp.inputs).every(([file, hash]) => fileHash(path.join(root, file)) === hash);
  } catch {
    return false;
  }
}

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
    entryPoints: { main: path.join(apiDir, 'src', 'main.ts') },
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
    `API compiled to ${path.relative(root, apiDist)}/main.js (${Object.keys(inputs).length} sources, ${Date.now() - started} ms)`,
  );
}

/** The web assets (host app, widgets) when they are missing or their sources changed. */
export async function buildWeb({ force = false } = {}) {
  const webScript = path.join(root, 'scripts', 'build-web.mjs');
  if (fs.existsSync(webScript)) {
    const web = await import(pathToFileURL(webScript).href);
    const run = web.buildWeb ?? web.default;
    if (typeof run === 'function') return run({ force });
  }
  const hostApp = path.join(root, 'host-app');
  if (!force && fs.existsSync(path.join(hostApp, 'dist', 'index.html'))) return;
  log('building the host app...');
  const vite = path.join(hostApp, 'node_modules', '.bin', 'vite');
  const run = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: hostApp, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('host app build failed');
}

/** For `pnpm start`: build what is missing or out of date, nothing else. */
export async function ensureBuilt() {
  if (!apiBuildIsCurrent()) {
    log(fs.existsSync(stampFile) ? 'API sources changed: recompiling' : 'compiling the API (first start)');
    await buildApi();
  }
  await buildWeb();
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
