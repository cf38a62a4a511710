/** The PostgreSQL servers under the topology: a primary and (when available) a streaming replica. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PG_BIN_DIR, startPgStreamingPair } from '../../tenant-api/test/support/pgStreamingPair';

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
 * No replica: the primary is an existing server (`SCALE_ADMIN_URL`, default the machine's
 * PostgreSQL on 5432) with a database of this run, dropped at the end.
 */
export async function existingPrimary(adminUrl: string, reason: string): Promise<Databases> {
  const database = `scale_${crypto.randomBytes(4).toString('hex')}`;
  const port = Number(new URL(adminUrl).port || 5432);
  return {
    primaryPort: port,
    replicaPort: null,
    noReplicaReason: `no streaming replica: ${reason}`,
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

/** A fresh PostgreSQL 15 primary and streaming replica (pg_basebackup), run as the postgres user. */
export async function streamingPair(dir: string, ports: { primary: number; replica: number }): Promise<Databases> {
  const pair = await startPgStreamingPair({ dir, primaryPort: ports.primary, replicaPort: ports.replica });
  return {
    primaryPort: pair.primaryPort,
    replicaPort: pair.replicaPort,
    noReplicaReason: null,
    database: 'marketplace',
    restartReplica: () => pair.restartReplica(),
    stop: () => pair.stop(),
  };
}

/**
 * The servers of a run: a fresh streaming pair (the machine's PostgreSQL 15 binaries), or with
 * SCALE_ADMIN_URL (or without those binaries) a database on an existing server, without a replica.
 */
export async function startDatabases(
  dir: string,
  ports: { primary: number; replica: number },
  log: (line: string) => void,
): Promise<Databases> {
  const adminUrl = process.env.SCALE_ADMIN_URL;
  if (!adminUrl && fs.existsSync(path.join(PG_BIN_DIR, 'pg_basebackup'))) {
    const pair = await streamingPair(dir, ports);
    log(`postgres primary on ${ports.primary}, streaming replica on ${ports.replica} (pg_basebackup)`);
    return pair;
  }
  const url = adminUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  log(
    `postgres: a fresh database on ${new URL(url).host}, no replica (${adminUrl ? 'SCALE_ADMIN_URL' : `no ${PG_BIN_DIR}`})`,
  );
  return existingPrimary(
    url,
    adminUrl ? 'SCALE_ADMIN_URL names one existing server' : `no PostgreSQL binaries in ${PG_BIN_DIR}`,
  );
}
