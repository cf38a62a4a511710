/**
 * Change markers: what lets a process keep a tenant's rows in memory and prove them fresh
 * (docs/routing.md, "Venues in memory").
 *
 * A marked table has `change_xid xid8`, set by a row trigger to the writing transaction's id
 * (`pg_current_xact_id()`) on every insert and update, and each deleted row (or a row whose key
 * changed) leaves a tombstone in `change_tombstones` with the deleting transaction's id.
 *
 * A copy taken in snapshot S is brought up to date by reading, in one later snapshot S', the rows
 * and tombstones whose xid is ≥ xmin(S): every transaction S did not see has an xid ≥ xmin(S)
 * (it was running when S was taken, or began after), so every key whose value differs between S
 * and S' is among them, however late its transaction committed. A plain sequence would not do:
 * a lower value can commit after a higher one was read. For a tombstoned key the read answers the
 * key's row as S' has it (or that it is gone), never "deleted" blindly: it may have come back.
 *
 * Reads run in the tenant (row-level security on the tables and the tombstones).
 */

/** A marked table: its name, key columns (with their SQL types) and the columns a copy keeps. */
export interface MarkedTable {
  table: string;
  keys: readonly { column: string; type: string }[];
  /** SQL expressions over the table's alias `v`, in the order a copy's rows carry them. */
  columns: readonly string[];
}

/** The shared parts: the stamping and tombstone functions and the tombstone table (a migration's SQL). */
export const CHANGE_MARKER_SETUP_SQL: readonly string[] = [
  `create function stamp_change_xid() returns trigger language plpgsql as $$
   begin
     new.change_xid := pg_current_xact_id();
     return new;
   end $$;`,
  `create table change_tombstones (
     tenant_id uuid not null references tenants (id),
     source text not null,
     row_key text[] not null,
     change_xid xid8 not null default pg_current_xact_id()
   );`,
  `create index change_tombstones_since on change_tombstones (tenant_id, source, change_xid);`,
  // The key is read by column name (trigger arguments), so one function serves every marked table.
  `create function record_change_tombstone() returns trigger language plpgsql as $$
   begin
     insert into change_tombstones (tenant_id, source, row_key)
     values (old.tenant_id, tg_table_name,
             array(select to_jsonb(old) ->> k.name from unnest(tg_argv) with ordinality as k (name, n) order by k.n));
     return null;
   end $$;`,
];

/**
 * Marks a table (a migration's SQL). Rows already there get xid 0: a copy's first read takes
 * everything (xid ≥ 0), and later reads only what changed after a snapshot, which they are not.
 */
export function markTableSql({ table, keys }: Pick<MarkedTable, 'table' | 'keys'>): string[] {
  const keyArgs = keys.map(({ column }) => `'${column}'`).join(', ');
  const keyOf = (row: string) => `row(${keys.map(({ column }) => `${row}.${column}`).join(', ')})`;
  return [
    `alter table ${table} add column change_xid xid8 not null default '0';`,
    `create trigger ${table}_change_xid before insert or update on ${table}
       for each row execute function stamp_change_xid();`,
    `create trigger ${table}_tombstone after delete on ${table}
       for each row execute function record_change_tombstone(${keyArgs});`,
    `create trigger ${table}_key_tombstone after update on ${table}
       for each row when (${keyOf('old')} is distinct from ${keyOf('new')})
       execute function record_change_tombstone(${keyArgs});`,
    `create index ${table}_changes on ${table} (tenant_id, change_xid);`,
  ];
}

/**
 * Two SQL expressions (json arrays) for a marked table's changes since `$2` (xid8) in tenant `$1`:
 * `rows`, each row written or tombstoned since (as it is now, its `columns` as a json array), and
 * `gone`, the keys tombstoned since that have no row now (each a text array).
 */
export function changesSinceSql({ table, keys, columns }: MarkedTable): { rows: string; gone: string } {
  // The keys are cast in a subquery of their own: a cast (not leakproof) in the join itself would be
  // kept out of the index condition by row-level security, and each tombstone would scan the tenant.
  const typedKeys = keys.map(({ type }, index) => `t.row_key[${index + 1}]::${type} as k${index + 1}`).join(', ');
  const tombstones = `(select ${typedKeys} from change_tombstones t
           where t.tenant_id = $1 and t.source = '${table}' and t.change_xid >= $2 offset 0) t`;
  const matches = keys.map(({ column }, index) => `v.${column} = t.k${index + 1}`).join(' and ');
  const rows = `(select coalesce(json_agg(json_build_array(${columns.join(', ')})), '[]') from (
         select * from ${table} v where v.tenant_id = $1 and v.change_xid >= $2
         union all
         select v.* from ${tombstones} join ${table} v on v.tenant_id = $1 and ${matches}
       ) v)`;
  const gone = `(select coalesce(json_agg(array[${keys.map((_, index) => `t.k${index + 1}::text`).join(', ')}]), '[]')
         from ${tombstones} where not exists (select 1 from ${table} v where v.tenant_id = $1 and ${matches}))`;
  return { rows, gone };
}

/** `pg_current_snapshot()` as text ('xmin:xmax:xip,…'), read in the same statement as the changes. */
export const SNAPSHOT_SQL = 'pg_current_snapshot()::text';

export interface Snapshot {
  xmin: bigint;
  xmax: bigint;
  /** Transactions in progress when it was taken. */
  running: ReadonlySet<bigint>;
}

export function parseSnapshot(text: string): Snapshot {
  const [xmin, xmax, running = ''] = text.split(':');
  if (xmin === undefined || xmax === undefined) throw new Error(`not a snapshot: ${text}`);
  return {
    xmin: BigInt(xmin),
    xmax: BigInt(xmax),
    running: new Set(running ? running.split(',').map((xid) => BigInt(xid)) : []),
  };
}

/** The first read of a copy: everything (every xid is ≥ 0). */
export const EVERYTHING = '0';

/**
 * Whether `later` sees every transaction `earlier` sees: snapshots are taken one after another, so
 * of any two, one covers the other. A transaction is seen when its xid is below xmax and it was not
 * running; `later` misses one `earlier` sees only if it lists as running an xid below earlier's
 * xmax that earlier did not.
 */
export function covers(later: Snapshot, earlier: Snapshot): boolean {
  if (later.xmax < earlier.xmax) return false;
  for (const xid of later.running) if (xid < earlier.xmax && !earlier.running.has(xid)) return false;
  return true;
}
