import type { Orm } from './orm';

/**
 * Reads on a streaming replica, writes on the primary, and read-your-writes by WAL position
 * (docs/deploy.md "Read replica"):
 * - after a request that wrote, the client is given the primary's `pg_current_wal_lsn()`;
 * - a read carrying such a position runs on the replica once `pg_last_wal_replay_lsn()` there has
 *   reached it, waiting at most `waitMs` (polling), else on the primary.
 * Positions are compared as 64-bit numbers; the last replayed position seen is remembered so a
 * replica that is already past the client's write costs no extra round trip.
 */
export class ReadReplica {
  private replayed = 0n;

  constructor(
    readonly primary: Orm,
    readonly replica: Orm,
    private readonly waitMs: number,
    private readonly pollMs = 10,
  ) {}

  /** The primary's current WAL position (after a committed write: at or past its commit record). */
  async primaryLsn(): Promise<string> {
    const rows = await this.primary.em.fork().execute<{ lsn: string }[]>('select pg_current_wal_lsn()::text as lsn');
    return rows[0]!.lsn;
  }

  /** Whether the replica has replayed `lsn`, waiting up to `waitMs` for it. */
  async reached(lsn: string): Promise<boolean> {
    const wanted = lsnValue(lsn);
    if (wanted === null) return true;
    if (this.replayed >= wanted) return true;
    const deadline = Date.now() + this.waitMs;
    for (;;) {
      const rows = await this.replica.em
        .fork()
        .execute<{ lsn: string | null }[]>('select pg_last_wal_replay_lsn()::text as lsn');
      const now = lsnValue(rows[0]?.lsn ?? '') ?? 0n;
      if (now > this.replayed) this.replayed = now;
      if (now >= wanted) return true;
      if (Date.now() + this.pollMs > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, this.pollMs));
    }
  }
}

const LSN = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** `16/B374D848` as a number, or null when it is not a WAL position. */
export function lsnValue(text: string): bigint | null {
  const match = LSN.exec(text.trim());
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}
