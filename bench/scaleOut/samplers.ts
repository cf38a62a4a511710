/** What is sampled while the load runs: replica lag (on the primary) and the web processes' read counters (/metrics). */
import fs from 'node:fs';
import pg from 'pg';
import type { Topology } from './topology';

/** Samples `pg_stat_replication.replay_lag` on the primary every 500 ms; returns a stop function giving the worst (ms). */
export function sampleReplicaLag(primaryOwnerUrl: string): {
  stop(): Promise<{ worstMs: number | null; samples: number }>;
} {
  let worstMs: number | null = null;
  let samples = 0;
  let running = true;
  const loop = (async () => {
    const client = new pg.Client({ connectionString: primaryOwnerUrl });
    await client.connect();
    try {
      while (running) {
        const { rows } = await client.query(
          `select extract(epoch from max(replay_lag)) * 1000 as lag_ms, count(*)::int as replicas from pg_stat_replication`,
        );
        if (rows[0].replicas > 0) {
          samples++;
          worstMs = Math.max(worstMs ?? 0, Number(rows[0].lag_ms ?? 0));
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    } finally {
      await client.end();
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { worstMs: worstMs === null ? null : Math.round(worstMs * 10) / 10, samples };
    },
  };
}

/** Per pool, the sum of `headliner_db_reads_total` in one /metrics text; null if the metric is not there. */
export function readsByPool(metricsText: string): Record<string, number> | null {
  const lines = metricsText.split('\n').filter((line) => line.startsWith('headliner_db_reads_total{'));
  if (!lines.length) return null;
  const byPool: Record<string, number> = {};
  for (const line of lines) {
    const pool = /pool="([^"]+)"/.exec(line)?.[1] ?? 'unknown';
    byPool[pool] = (byPool[pool] ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return byPool;
}

/**
 * Scrapes every web process's metrics listener every second and keeps the last answer of each
 * process (by pid: a killed process's last counts are kept, its successor's are added).
 */
export function sampleReads(topology: Topology): {
  stop(): Promise<{ replicaShare: number | null; reason: string | null }>;
} {
  const last = new Map<string, Record<string, number> | null>();
  let running = true;
  const scrape = async () => {
    for (const web of topology.webs) {
      const pid = topology.supervisor.get(web.name)?.pid;
      if (!pid) continue;
      try {
        const response = await fetch(`http://127.0.0.1:${web.metricsPort}/metrics`, {
          signal: AbortSignal.timeout(2_000),
        });
        last.set(`${web.name}:${pid}`, readsByPool(await response.text()));
      } catch {
        /* down: keep its last answer */
      }
    }
  };
  const loop = (async () => {
    while (running) {
      await scrape();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    await scrape();
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const answers = [...last.values()];
      if (!answers.length || answers.every((answer) => answer === null))
        return {
          replicaShare: null,
          reason: 'the web processes do not export headliner_db_reads_total (replica read routing not in this build)',
        };
      const total: Record<string, number> = {};
      for (const answer of answers)
        for (const [pool, value] of Object.entries(answer ?? {})) total[pool] = (total[pool] ?? 0) + value;
      const all = Object.values(total).reduce((sum, value) => sum + value, 0);
      if (topology.databases.replicaPort === null)
        return { replicaShare: null, reason: topology.databases.noReplicaReason };
      return { replicaShare: all ? Math.round(((total.replica ?? 0) / all) * 1000) / 1000 : null, reason: null };
    },
  };
}

/** utime + stime (clock ticks) of a process, or 0 if it is gone. */
export function cpuTicks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The pids whose parent is `parent` (PostgreSQL's backends under its postmaster). */
export function childrenOf(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === parent) pids.push(Number(entry));
    } catch {
      /* gone */
    }
  }
  return pids;
}
