#!/usr/bin/env node
// `pnpm start [role]`: compiles what is missing or out of date (the API bundle, the web assets),
// then runs the compiled server in THIS process with plain node, so signals and the exit code
// are the server's own. Roles: `all` (default: migrations + demo seed, then web and jobs),
// `web` (HTTP), `worker` (jobs), `migrate` (migrations + demo seed, then exit); see docs/deploy.md.
// SKIP_BUILD=1 runs the existing build without checking it (e.g. a read-only image).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiDist, ensureBuilt } from './build.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
process.chdir(root);
if (process.env.SKIP_BUILD !== '1') {
  try {
    await ensureBuilt();
  } catch (error) {
    process.stderr.write(`[start] build failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
await import(pathToFileURL(path.join(apiDist, 'main.js')).href);
