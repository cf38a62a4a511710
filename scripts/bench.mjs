#!/usr/bin/env node
// Runs every benchmark in bench/ and writes the numbers to docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const tsx = path.join(root, 'tenant-api', 'node_modules', '.bin', 'tsx');
const only = process.argv[2];
const all = ['performers.ts', 'embed.ts', 'routing.ts', 'scale.ts', 'scaleout.ts', 'stall.ts', 'lighthouse.ts'];
// `pnpm bench <name>`: that bench when one is named exactly so (`scale` is not `scaleout`), else every bench starting with it.
const exact = all.filter((file) => file === `${only}.ts`);
const benches = !only ? all : exact.length ? exact : all.filter((file) => file.startsWith(only));
for (const file of benches) {
  console.log(`\n=== bench/${file} ===`);
  const run = spawnSync(tsx, [path.join(root, 'bench', file)], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
