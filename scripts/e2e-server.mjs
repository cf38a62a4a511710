#!/usr/bin/env node
// The server Playwright tests run against: started exactly as `pnpm start` starts it (the
// compiled API and the web assets, built when their sources changed; one process), on a fresh database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? path.join('.test-data', 'e2e'));
if (dataDir === root || dataDir === path.parse(dataDir).root) throw new Error(`Refusing to wipe ${dataDir}`);
stopLeftoverPostgres(path.join(dataDir, 'postgres'));
fs.rmSync(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '3100',
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54339',
  SIGNIN_MAX_ATTEMPTS_PER_IP: '10000',
  SIGNUP_MAX_PER_IP: '10000',
  // The development mailbox (GET /api/dev/mailbox): specs read the e-mail the app sends (e2e/passwordReset.spec.ts).
  DEV_MAILBOX: 'true',
  LOG_LEVEL: 'error',
};
if (process.env.TEST_DATABASE_URL) {
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/e2e_${Date.now()}`;
  env.DATABASE_URL = url.toString();
}
const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

/** An earlier run's PostgreSQL still running on this test folder (its server was killed outright): stop it first. */
function stopLeftoverPostgres(databaseDir) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // not running
  }
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  }
}
