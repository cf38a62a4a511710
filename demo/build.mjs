#!/usr/bin/env node
// Builds what the demo sites need: the marketplace's web assets (widgets and host app, when their
// sources changed) and the demo's federated React host. `--if-missing` skips the React host when built.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb } from '../scripts/build-web.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const widgets = path.join(root, 'widgets');
const vite = path.join(widgets, 'node_modules', '.bin', 'vite');

/** DEMO_REMOTE_ENTRY (the marketplace's remoteEntry.js) and DEMO_HOST_OUT_DIR reach the host's Vite config. */
export const DEMO_BUILDS = [
  {
    name: 'federated React host',
    config: '../demo/federated-host/vite.config.ts',
    output: path.join(process.env.DEMO_HOST_OUT_DIR ?? path.join(root, 'demo/federated-host/dist'), 'index.html'),
  },
];

export async function buildDemo({ ifMissing = false } = {}) {
  await buildWeb({ log: (line) => console.log(`[demo] ${line}`) });
  for (const build of DEMO_BUILDS) {
    if (ifMissing && fs.existsSync(build.output)) continue;
    console.log(`[demo] building the ${build.name}...`);
    const result = spawnSync(vite, ['build', '-c', build.config, '--logLevel', 'warn'], {
      cwd: widgets,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`building the ${build.name} failed`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildDemo({ ifMissing: process.argv.includes('--if-missing') }).catch((error) => {
    console.error(`[demo] ${error.message}`);
    process.exit(1);
  });
}
