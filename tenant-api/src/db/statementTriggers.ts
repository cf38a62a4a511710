/**
 * The statement triggers of `table` for inserts, updates and deletes, named `${prefix}_${event}`,
 * each calling `call` (a function call, e.g. `mark('id')`) with the statement's rows as transition
 * tables: `new_rows` (insert, update) and `old_rows` (update, delete). A migration's SQL.
 */
export function statementTriggers(prefix: string, table: string, call: string): string[] {
  return [
    ['insert', 'new table as new_rows'],
    ['update', 'old table as old_rows new table as new_rows'],
    ['delete', 'old table as old_rows'],
  ].map(
    ([event, tables]) =>
      `create trigger ${prefix}_${event} after ${event} on ${table} referencing ${tables}
         for each statement execute function ${call};`,
  );
}
