#!/usr/bin/env node
// Builds what the demo sites serve: the web-component bundle, the federation remote and the React host.
// `--if-missing` skips the builds whose output already exists.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const widgets = path.join(root, 'widgets');
const vite = path.join(widgets, 'node_modules', '.bin', 'vite');

export const DEMO_BUILDS = [
  { name: 'web components', config: 'vite.wc.config.ts', output: 'widgets/dist/wc/headliner-widgets.js' },
  { name: 'federation remote', config: 'vite.federation.config.ts', output: 'widgets/dist/federation/remoteEntry.js' },
  {
    name: 'federated React host',
    config: '../demo/federated-host/vite.config.ts',
    output: 'demo/federated-host/dist/index.html',
  },
];

export function buildDemo({ ifMissing = false } = {}) {
  for (const build of DEMO_BUILDS) {
    if (ifMissing && fs.existsSync(path.join(root, build.output))) continue;
    console.log(`[demo] building the ${build.name}...`);
    const result = spawnSync(vite, ['build', '-c', build.config, '--logLevel', 'warn'], {
      cwd: widgets,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`building the ${build.name} failed`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildDemo({ ifMissing: process.argv.includes('--if-missing') });
  } catch (error) {
    console.error(`[demo] ${error.message}`);
    process.exit(1);
  }
}
