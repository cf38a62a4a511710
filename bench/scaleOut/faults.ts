/**
 * The faults of a run, each at a fixed share of its duration and independent of the others (a slow
 * restart does not delay the next fault): a web process killed with SIGKILL (and started again 3 s
 * later, as a supervisor would), the worker restarted, the replica's PostgreSQL restarted.
 */
import type { Topology } from './topology';

export interface FaultRecord {
  fault: string;
  atSeconds: number;
  /** How long until the part was back (ready), or null if it did not come back. */
  backAfterMs: number | null;
  note?: string;
}

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/** Runs `action` at `start + offsetMs` and records how long it took to be back. */
async function timed(
  start: number,
  offsetMs: number,
  fault: string,
  action: () => Promise<void>,
  log: (line: string) => void,
): Promise<FaultRecord> {
  await sleepUntil(start + offsetMs);
  const atSeconds = Math.round((Date.now() - start) / 100) / 10;
  log(`fault at ${atSeconds} s: ${fault}`);
  const began = Date.now();
  try {
    await action();
    return { fault, atSeconds, backAfterMs: Date.now() - began };
  } catch (error) {
    return { fault, atSeconds, backAfterMs: null, note: error instanceof Error ? error.message : String(error) };
  }
}

export async function runFaults(
  topology: Topology,
  start: number,
  durationMs: number,
  log: (line: string) => void,
): Promise<FaultRecord[]> {
  const victim = topology.webs[topology.webs.length - 1]!;
  const restartReplica = topology.databases.restartReplica;
  return Promise.all([
    timed(
      start,
      durationMs * 0.2,
      `SIGKILL ${victim.name}, started again 3 s later`,
      async () => {
        await topology.killWeb(victim);
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        await topology.startWeb(victim);
      },
      log,
    ),
    timed(start, durationMs * 0.45, 'worker restarted (SIGTERM, then started)', () => topology.restartWorker(), log),
    restartReplica
      ? timed(start, durationMs * 0.65, 'replica PostgreSQL restarted (fast shutdown, start)', restartReplica, log)
      : Promise.resolve({
          fault: 'replica PostgreSQL restart',
          atSeconds: (durationMs * 0.65) / 1000,
          backAfterMs: null,
          note: `skipped: ${topology.databases.noReplicaReason}`,
        }),
  ]);
}
