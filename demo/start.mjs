#!/usr/bin/env node
// `pnpm demo`: builds what is missing, starts the marketplace (host app + API on PORT, default
// 3000) and serves the two demo agency sites on other origins (4100: script tags, 4200: federation).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDemo } from './build.mjs';
import { startDemoSites } from './serve.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const port = Number(process.env.PORT ?? 3000);
const apiBase = `http://127.0.0.1:${port}`;

await buildDemo({ ifMissing: true });
const marketplace = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(port) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => marketplace.kill(signal));
marketplace.on('exit', (code) => process.exit(code ?? 0));

await waitForHealth(`${apiBase}/api/health`);
await startDemoSites({ apiBase });
console.log(`[demo] marketplace:                  http://localhost:${port}/`);

async function waitForHealth(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the marketplace did not answer ${url} within ${timeoutMs / 1000} s`);
}
