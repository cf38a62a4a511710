import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../src/db/embedded';
import { REPO_ROOT } from '../../src/config';
import { freePort } from '../runtime/processes';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
  }
}

let embedded: EmbeddedServer | undefined;

/**
 * One PostgreSQL server for the run: TEST_DATABASE_URL when given (e.g. the machine's
 * PostgreSQL), otherwise a fresh embedded one. Each test file makes its own database on it.
 */
export async function setup(project: TestProject): Promise<void> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('adminUrl', given);
    return;
  }
  const dataDir = path.join(REPO_ROOT, '.test-data', `pg-${process.pid}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  embedded = await startEmbeddedPostgres({
    dataDir,
    port: await freePort(),
    password: 'test-password',
    persistent: false,
  });
  project.provide('adminUrl', embedded.url);
}

export async function teardown(): Promise<void> {
  await embedded?.stop();
}
