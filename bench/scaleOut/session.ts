/** Starts the topology in a fresh `.test-data/scale-<pid>` folder, runs `work`, and stops everything it started (also on failure and SIGINT). */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../tenant-api/src/config';
import { startDatabases } from './databases';
import { ensurePackages } from './system';
import { PORTS, startTopology, type Topology } from './topology';

export const log = (line: string) => process.stderr.write(`[scale] ${line}\n`);

export async function withTopology<T>(webCount: number, work: (topology: Topology) => Promise<T>): Promise<T> {
  ensurePackages(log);
  const dataDir = path.join(REPO_ROOT, '.test-data', `scale-${process.pid}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  let topology: Topology | null = null;
  const stop = async () => {
    const running = topology;
    topology = null;
    await running?.stop();
  };
  const onSigint = () => {
    log('SIGINT: stopping everything this run started');
    void stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSigint);
  try {
    const databases = await startDatabases(
      path.join(dataDir, 'pg'),
      { primary: PORTS.pgPrimary, replica: PORTS.pgReplica },
      log,
    );
    try {
      topology = await startTopology({ dataDir, webCount, databases, log });
    } catch (error) {
      await databases.stop();
      throw error;
    }
    return await work(topology);
  } finally {
    await stop();
    process.off('SIGINT', onSigint);
    if (process.env.SCALE_KEEP_DATA !== '1') fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
