#!/usr/bin/env node
// The whole test suite: types, lint, unit and API tests, the production build, browser tests.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name, pkg = '.') => path.join(root, pkg, 'node_modules', '.bin', name);

const steps = [
  ['type check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  // Before the tests: the runtime and browser tests start the server as `pnpm start` does, on this build.
  ['production build (API, widgets, host app)', process.execPath, [path.join(root, 'scripts', 'build.mjs')]],
  ['unit and API tests', bin('vitest'), ['run']],
  // Alone, so that health's delay under each hostile request is the server's (tenant-api/test/stall).
  [
    'bounded work as shipped (one request cannot stall the server)',
    bin('vitest'),
    ['run', '--config', 'vitest.stall.config.ts'],
    path.join(root, 'tenant-api'),
  ],
  // The scale-out topology under faults (HAProxy, PgBouncer, a streaming replica; `pnpm scale:test`), shortened for CI.
  [
    'scale-out fault run (pnpm scale:test, 30 s + 2 × 5 s throughput)',
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench', 'scaleOut', 'run.ts')],
    root,
    { SCALE_SECONDS: '30', SCALE_BENCH_SECONDS: '5' },
  ],
  [
    'storybook build',
    bin('storybook', 'storybook'),
    ['build', '--quiet', '-o', 'storybook-static'],
    path.join(root, 'storybook'),
  ],
  ['browser tests', bin('playwright'), ['test']],
];

const results = [];
for (const [name, command, args, cwd = root, env = {}] of steps) {
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  results.push([name, run.status === 0]);
  if (run.status !== 0) break;
}

const passed = results.filter(([, ok]) => ok).length;
const failed = results.length - passed;
console.log('\n=== summary ===');
for (const [name, ok] of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed || results.length < steps.length ? 1 : 0);
