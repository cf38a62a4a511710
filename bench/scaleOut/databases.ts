/** The PostgreSQL servers under the topology: a primary and (when available) a streaming replica. */
import crypto from 'node:crypto';
import pg from 'pg';

export interface Databases {
  /** The primary's loopback port. */
  primaryPort: number;
  /** The streaming replica's port, or null with `noReplicaReason`. */
  replicaPort: number | null;
  noReplicaReason: string | null;
  /** The database the marketplace uses (on both servers). */
  database: string;
  /** Restarts the replica's PostgreSQL (fast shutdown, start); null without a replica. */
  restartReplica: (() => Promise<void>) | null;
  stop(): Promise<void>;
}

export const ownerUrl = (port: number, database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;

/**
 * No replica yet: the primary is an existing server (`SCALE_ADMIN_URL`, default the machine's
 * PostgreSQL on 5432) with a database of this run, dropped at the end.
 */
export async function existingPrimary(adminUrl: string): Promise<Databases> {
  const database = `scale_${crypto.randomBytes(4).toString('hex')}`;
  const port = Number(new URL(adminUrl).port || 5432);
  return {
    primaryPort: port,
    replicaPort: null,
    noReplicaReason: 'no streaming replica in this topology (tenant-api/test/support/pgStreamingPair.ts not merged yet)',
    database,
    restartReplica: null,
    async stop() {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    },
  };
}

/** The servers of a run: a fresh streaming pair when available, else a database on an existing primary. */
export async function startDatabases(dataDir: string, log: (line: string) => void): Promise<Databases> {
  void dataDir;
  const adminUrl = process.env.SCALE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  log(`primary: a fresh database on ${new URL(adminUrl).host} (no streaming replica in this build)`);
  return existingPrimary(adminUrl);
}
