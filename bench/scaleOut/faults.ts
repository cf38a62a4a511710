/** The faults of a run, at fixed shares of its duration: a web process killed, the worker restarted, the replica's PostgreSQL restarted. */
import type { Topology, WebProcess } from './topology';

export interface FaultRecord {
  fault: string;
  atSeconds: number;
  /** How long until the part was back (ready), or null if it did not come back. */
  backAfterMs: number | null;
  note?: string;
}

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

export async function runFaults(
  topology: Topology,
  start: number,
  durationMs: number,
  log: (line: string) => void,
): Promise<FaultRecord[]> {
  const records: FaultRecord[] = [];
  const at = (share: number) => start + durationMs * share;
  const seconds = () => Math.round((Date.now() - start) / 100) / 10;
  const victim: WebProcess = topology.webs[topology.webs.length - 1]!;

  await sleepUntil(at(0.2));
  const killedAt = seconds();
  log(`fault: SIGKILL ${victim.name} (pid ${topology.supervisor.get(victim.name)?.pid}) at ${killedAt} s`);
  const killed = Date.now();
  await topology.killWeb(victim);
  // A supervisor would start it again; after 3 s, so HAProxy has to notice it gone first.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  await topology.startWeb(victim).then(
    () => records.push({ fault: `SIGKILL ${victim.name}, started again after 3 s`, atSeconds: killedAt, backAfterMs: Date.now() - killed }),
    (error: unknown) => records.push({ fault: `SIGKILL ${victim.name}`, atSeconds: killedAt, backAfterMs: null, note: String(error) }),
  );

  await sleepUntil(at(0.45));
  const workerAt = seconds();
  log(`fault: worker restart (SIGTERM, start) at ${workerAt} s`);
  const workerStarted = Date.now();
  await topology.restartWorker();
  records.push({ fault: 'worker restarted (SIGTERM, then started)', atSeconds: workerAt, backAfterMs: Date.now() - workerStarted });

  await sleepUntil(at(0.65));
  const replicaAt = seconds();
  if (!topology.databases.restartReplica) {
    records.push({
      fault: 'replica database restart',
      atSeconds: replicaAt,
      backAfterMs: null,
      note: `skipped: ${topology.databases.noReplicaReason}`,
    });
    return records;
  }
  log(`fault: replica PostgreSQL restart at ${replicaAt} s`);
  const replicaStarted = Date.now();
  await topology.databases.restartReplica().then(
    () => records.push({ fault: 'replica PostgreSQL restarted', atSeconds: replicaAt, backAfterMs: Date.now() - replicaStarted }),
    (error: unknown) =>
      records.push({ fault: 'replica PostgreSQL restart', atSeconds: replicaAt, backAfterMs: null, note: String(error) }),
  );
  return records;
}
