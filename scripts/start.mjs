#!/usr/bin/env node
// Builds the host app if it has not been built, then serves it and the API on one port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const hostApp = path.join(root, 'host-app');
const bin = (pkg, name) => path.join(root, pkg, 'node_modules', '.bin', name);

if (!fs.existsSync(path.join(hostApp, 'dist', 'index.html'))) {
  console.log('[marketplace] building the host app (first start only)...');
  const build = spawnSync(bin('host-app', 'vite'), ['build', '--logLevel', 'warn'], { cwd: hostApp, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(bin('tenant-api', 'tsx'), [path.join(root, 'tenant-api', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
