#!/usr/bin/env node
// Builds the web assets the marketplace serves: the embeddable widgets (web components and the
// Module Federation remote) and the host app, each only when its sources changed since its last
// build (a fingerprint of every input file is kept in the output folder). Text assets get
// precompressed .br (brotli 11) and .gz (zopfli) copies, which the server sends as they are.
//   node scripts/build-web.mjs            build what is stale
//   node scripts/build-web.mjs --force    build everything
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const STAMP = '.build-fingerprint';

/** Inputs every front end shares: the widgets' code, the theme packs, the API contract, the lockfile. */
const SHARED_INPUTS = [
  'widgets/src',
  'widgets/build',
  'widgets/package.json',
  'theme-packs/src',
  'theme-packs/package.json',
  'tenant-api/src/contract',
  'pnpm-lock.yaml',
  // How the files are precompressed.
  'scripts/build-web.mjs',
];

export const WEB_BUILDS = [
  {
    name: 'web components',
    cwd: 'widgets',
    configs: ['vite.wc-all.config.ts', 'vite.wc.config.ts'],
    outDir: 'widgets/dist/wc',
    inputs: [...SHARED_INPUTS, 'widgets/vite.wc-all.config.ts', 'widgets/vite.wc.config.ts'],
  },
  {
    name: 'federation remote',
    cwd: 'widgets',
    configs: ['vite.federation.config.ts'],
    outDir: 'widgets/dist/federation',
    inputs: [...SHARED_INPUTS, 'widgets/vite.federation.config.ts'],
  },
  {
    name: 'host app',
    cwd: 'host-app',
    configs: ['vite.config.ts'],
    outDir: 'host-app/dist',
    inputs: [
      ...SHARED_INPUTS,
      'host-app/src',
      'host-app/public',
      'host-app/index.html',
      'host-app/vite.config.ts',
      'host-app/package.json',
    ],
  },
];

const PRECOMPRESSED = /\.(m?js|css|html|svg|json|ts|txt|woff|ico)$/;

function filesUnder(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [full];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((child) => child.name !== 'node_modules' && child.name !== 'dist')
    .flatMap((child) => filesUnder(path.join(entry, child.name)));
}

/** A hash of the input files' paths and contents. */
export function fingerprint(inputs) {
  const hash = crypto.createHash('sha256');
  for (const file of inputs.flatMap(filesUnder).sort()) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

export function isStale(build) {
  const stamp = path.join(root, build.outDir, STAMP);
  return !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== fingerprint(build.inputs);
}

export async function precompress(dir) {
  const walk = (folder) =>
    fs
      .readdirSync(folder, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
      );
  for (const file of walk(dir)) {
    if (!PRECOMPRESSED.test(file)) continue;
    const bytes = fs.readFileSync(file);
    const brotli = zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    const gzip = await gzipAsync(bytes, { numiterations: 15 });
    // Small files too (an embed chunk of 0.9 KB is 0.5 KB brotli); a copy no smaller than the file is left out.
    if (brotli.length < bytes.length) fs.writeFileSync(`${file}.br`, brotli);
    if (gzip.length < bytes.length) fs.writeFileSync(`${file}.gz`, gzip);
  }
}

async function runBuild(build, log) {
  log(`building the ${build.name}...`);
  const vite = path.join(root, build.cwd, 'node_modules', '.bin', 'vite');
  for (const config of build.configs) {
    const result = spawnSync(vite, ['build', '-c', config, '--logLevel', 'warn'], {
      cwd: path.join(root, build.cwd),
      stdio: 'inherit',
      // Vite loads the TypeScript configs natively and warns about our extensionless imports; they resolve.
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
    if (result.status !== 0) throw new Error(`building the ${build.name} (${config}) failed`);
  }
  const outDir = path.join(root, build.outDir);
  await precompress(outDir);
  fs.writeFileSync(path.join(outDir, STAMP), fingerprint(build.inputs));
}

/** Builds every web asset whose sources changed (or all of them with `force`). */
export async function buildWeb({ force = false, log = (line) => console.log(`[build] ${line}`) } = {}) {
  for (const build of WEB_BUILDS) {
    if (force || isStale(build)) await runBuild(build, log);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildWeb({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(`[build] ${error.message}`);
    process.exit(1);
  });
}
