#!/usr/bin/env node
// Builds the web assets whose sources changed (host app, widgets), then serves them and the API on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb } from './build-web.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (pkg, name) => path.join(root, pkg, 'node_modules', '.bin', name);

try {
  await buildWeb({ log: (line) => console.log(`[marketplace] ${line}`) });
} catch (error) {
  console.error(`[marketplace] ${error.message}`);
  process.exit(1);
}

const server = spawn(bin('tenant-api', 'tsx'), [path.join(root, 'tenant-api', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
