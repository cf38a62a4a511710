/**
 * `pnpm scale:test`: starts the scale-out topology, runs the mixed workload through HAProxy for
 * SCALE_SECONDS (default 60) while a web process is killed, the worker restarted and the replica's
 * PostgreSQL restarted, checks the invariants on the primary, measures browse throughput with one
 * web process and with all, stops everything it started, and prints ONE JSON line on stdout.
 * Exit code 1 when an invariant fails (or the run could not be made). Progress goes to stderr.
 */
import crypto from 'node:crypto';
import { Tally } from './client';
import { runFaults } from './faults';
import { evaluate, gatherFacts } from './invariants';
import { sampleReads, sampleReplicaLag } from './samplers';
import { measureThroughput } from './throughput';
import { log, withTopology } from './session';
import type { Topology } from './topology';
import { runAdminChanges } from './visibility';
import { runWorkload } from './workload';

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
};

const SETTINGS = {
  seconds: numberFrom('SCALE_SECONDS', 60),
  webs: Math.max(2, numberFrom('SCALE_WEBS', 2)),
  concurrency: numberFrom('SCALE_CONCURRENCY', 8),
  benchSeconds: numberFrom('SCALE_BENCH_SECONDS', 10),
  benchConnections: numberFrom('SCALE_BENCH_CONNECTIONS', 32),
  visibleWithinMs: 2_000,
};

async function main(): Promise<number> {
  const runId = crypto.randomBytes(3).toString('hex');
  return withTopology(SETTINGS.webs, async (topology) => {
    const report = await faultRun(topology, runId);
    if (SETTINGS.benchSeconds > 0) {
      log(`browse throughput: ${SETTINGS.benchSeconds} s with 1 web process, then ${SETTINGS.webs}`);
      // A measurement, not an invariant: if it cannot be made, the line says why and the fault run still counts.
      report.throughput = await measureThroughput(topology, SETTINGS.benchSeconds, SETTINGS.benchConnections).catch(
        (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
      );
    }
    process.stdout.write(`${JSON.stringify(report)}\n`);
    return report.ok ? 0 : 1;
  });
}

async function faultRun(topology: Topology, runId: string): Promise<Record<string, unknown> & { ok: boolean }> {
  const tally = new Tally();
  const durationMs = SETTINGS.seconds * 1000;
  const start = Date.now();
  const until = start + durationMs;
  log(`mixed workload through HAProxy for ${SETTINGS.seconds} s (${SETTINGS.concurrency} loops), with faults`);
  const lag = topology.replicaOwnerUrl ? sampleReplicaLag(topology.primaryOwnerUrl) : null;
  const reads = sampleReads(topology);
  const [workload, visibility, faults] = await Promise.all([
    runWorkload({ baseUrl: topology.haproxyUrl, tally, concurrency: SETTINGS.concurrency, until, runId }),
    runAdminChanges({
      baseUrl: topology.haproxyUrl,
      webs: topology.webs,
      isRunning: (web) => topology.isServing(web),
      tally,
      until,
      everyMs: 3_000,
      boundMs: SETTINGS.visibleWithinMs,
      runId,
    }),
    runFaults(topology, start, durationMs, log),
  ]);
  const elapsed = (Date.now() - start) / 1000;
  const lagSeen = lag ? await lag.stop() : null;
  const readShare = await reads.stop();
  const facts = await gatherFacts(topology.primaryOwnerUrl, `scale ${runId} `);
  const invariants = evaluate(workload.records, facts, visibility, SETTINGS.visibleWithinMs);
  for (const invariant of invariants) log(`${invariant.ok ? 'ok  ' : 'FAIL'} ${invariant.name}: ${invariant.detail}`);
  const bookings = workload.records;
  return {
    ok: invariants.every((invariant) => invariant.ok),
    seconds: Math.round(elapsed * 10) / 10,
    webProcesses: topology.webs.length,
    requests: tally.requests,
    requestsPerSecond: Math.round(tally.requests / elapsed),
    failures: tally.failures(),
    failuresByKind: tally.failuresByKind,
    retries: tally.retries,
    retriesByKind: tally.retriesByKind,
    operations: tally.byOperation,
    bookings: {
      attempted: bookings.length,
      created: bookings.filter((booking) => booking.offerId).length,
      accepted: bookings.filter((booking) => booking.accepted).length,
      paidAndVerified: bookings.filter((booking) => booking.verified).length,
    },
    replicaReadShare: readShare.replicaShare,
    ...(readShare.reason ? { replicaReadShareReason: readShare.reason } : {}),
    worstReplicaLagMs: lagSeen?.worstMs ?? null,
    ...(lagSeen ? {} : { worstReplicaLagReason: topology.databases.noReplicaReason }),
    adminChanges: visibility,
    faults,
    invariants: Object.fromEntries(invariants.map((invariant) => [invariant.name, invariant.ok])),
    invariantDetails: Object.fromEntries(invariants.map((invariant) => [invariant.name, invariant.detail])),
  };
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.stdout.write(
      `${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`,
    );
    process.exit(1);
  },
);
