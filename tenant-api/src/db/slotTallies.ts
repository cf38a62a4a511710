import { statementTriggers } from './statementTriggers';

/**
 * Running sums kept per key by statement triggers, for reads that must not grow with history
 * (issue 18): offer_tallies (offers per party and status) and ledger_tallies (ledger amounts per
 * party, account and kind).
 *
 * Concurrency: a key's figures may be split over several rows ("slots"); a read adds them up. A
 * writer locks the key's free slots with SKIP LOCKED, folds them into one and adds its change there,
 * or adds a new slot when every slot is held by other writers. So a writer never waits for another
 * (no lock order, no deadlock, the writes of one buyer or tenant are not serialised), nothing is lost
 * or counted twice, and a key's slots fold back into one as soon as writes to it do not overlap.
 *
 * The triggers run with the writer's rights: writers already have the tenant set, and the tally
 * tables have the usual tenant policy.
 */
export interface SlotTally {
  table: string;
  /** The key's columns and SQL types, `tenant_id` first. */
  keys: ReadonlyArray<readonly [column: string, type: string]>;
  /** The summed columns and SQL types. */
  sums: ReadonlyArray<readonly [column: string, type: string]>;
}

const columnsOf = (tally: SlotTally) => [...tally.keys, ...tally.sums];
const list = (names: readonly string[], alias = '') => names.map((name) => `${alias}${name}`).join(', ');
const sameKey = (tally: SlotTally, left: string, right: string) =>
  tally.keys.map(([column]) => `${left}.${column} = ${right}.${column}`).join(' and ');

/** `<table>_add(keys…, sums…)`: adds each element of the arrays (one per key) to the key's slots. */
export function slotTallyAddFunction(tally: SlotTally): string {
  const columns = columnsOf(tally).map(([column]) => column);
  const keys = tally.keys.map(([column]) => column);
  const sums = tally.sums.map(([column]) => column);
  const parameters = columnsOf(tally)
    .map(([column, type]) => `p_${column} ${type}[]`)
    .join(', ');
  return `
    create function ${tally.table}_add(${parameters})
    returns void language plpgsql set search_path = public, pg_temp as $$
    begin
      with change as (
        select * from unnest(${list(columns, 'p_')}) as c (${list(columns)})
      ), free as materialized (
        select t.id, ${list(columns, 't.')}
          from ${tally.table} t
          join change c on ${sameKey(tally, 'c', 't')}
         for update of t skip locked
      ), folded as (
        select ${list(keys, 'f.')}, min(f.id::text)::uuid as keep, ${sums.map((sum) => `sum(f.${sum}) as ${sum}`).join(', ')}
          from free f group by ${keys.map((_, index) => index + 1).join(', ')}
      ), kept as (
        update ${tally.table} t
           set ${sums.map((sum) => `${sum} = k.${sum} + c.${sum}`).join(', ')}
          from folded k
          join change c on ${sameKey(tally, 'c', 'k')}
         where t.tenant_id = k.tenant_id and t.id = k.keep
      ), merged as (
        delete from ${tally.table} t
         using free f
         join folded k on ${sameKey(tally, 'k', 'f')}
         where t.tenant_id = f.tenant_id and t.id = f.id and f.id <> k.keep
      )
      insert into ${tally.table} (${list(columns)})
      select ${list(columns, 'c.')}
        from change c
       where not exists (select 1 from folded k where ${sameKey(tally, 'k', 'c')});
    end $$;`;
}

/**
 * The statement triggers on `source` that keep the tally: `changedRows(rows, sign)` is a select of
 * the tally's columns (keys, then sums, each sum negated when `sign` is '-') over the transition
 * table `rows`; a statement's rows are netted per key and added in one call of `<table>_add`.
 */
export function slotTallyTriggers(
  tally: SlotTally,
  source: string,
  changedRows: (rows: string, sign: '' | '-') => string,
): string[] {
  const keys = tally.keys.map(([column]) => column);
  const sums = tally.sums.map(([column]) => column);
  const net = (changed: string) => `
    with changed as (${changed}),
    by_key as (
      select ${list(keys)}, ${tally.sums.map(([sum, type]) => `sum(${sum})::${type} as ${sum}`).join(', ')}
        from changed
       group by ${keys.map((_, index) => index + 1).join(', ')}
      having ${sums.map((sum) => `sum(${sum}) <> 0`).join(' or ')}
    )
    select ${columnsOf(tally)
      .map(([column]) => `array_agg(${column}) as ${column}`)
      .join(', ')}
      into net from by_key;`;
  const sync = `${tally.table}_sync`;
  return [
    `create function ${sync}() returns trigger
     language plpgsql set search_path = public, pg_temp as $$
     declare
       net record;
     begin
       if tg_op = 'INSERT' then
         ${net(changedRows('new_rows', ''))}
       elsif tg_op = 'DELETE' then
         ${net(changedRows('old_rows', '-'))}
       else
         ${net(`${changedRows('new_rows', '')} union all ${changedRows('old_rows', '-')}`)}
       end if;
       if net.${keys[0]} is not null then
         perform ${tally.table}_add(${columnsOf(tally)
           .map(([column]) => `net.${column}`)
           .join(', ')});
       end if;
       return null;
     end $$;`,
    ...statementTriggers(tally.table, source, `${sync}()`),
  ];
}
