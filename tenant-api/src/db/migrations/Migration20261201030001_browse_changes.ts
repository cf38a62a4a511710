import { Migration } from '@mikro-orm/migrations';
import { statementTriggers } from '../statementTriggers';

/**
 * What each replica's in-process browse index (queries/browseIndex) needs to stay exact: for every
 * act whose browse row may have changed (its `performers` row, its all-day availability blocks,
 * its photos), the id of the last transaction that changed it. Kept by statement triggers, so
 * every writer is covered, the app's commands and plain SQL alike.
 *
 * A reader asks for the acts changed by transactions at or after the oldest transaction still
 * running when it last asked (`pg_snapshot_xmin`): a transaction that commits late keeps that
 * bound back, so its change is never skipped, which a sequence number could not promise (a
 * smaller number can commit after a larger one was read).
 */
export class Migration20261201030001BrowseChanges extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table performer_browse_changes (
        tenant_id uuid not null references tenants (id) on delete cascade,
        performer_id uuid not null,
        xid xid8 not null,
        primary key (tenant_id, performer_id)
      );`);
    this.addSql(`create index performer_browse_changes_xid on performer_browse_changes (tenant_id, xid);`);
    // Enabled, not forced: the triggers' function (its owner's) marks acts of any tenant; the app
    // role reads its own tenant's marks and may not write them (bootstrap revokes the writes).
    const current = `nullif(current_setting('app.tenant_id', true), '')::uuid`;
    this.addSql(`alter table performer_browse_changes enable row level security;`);
    this.addSql(
      `create policy performer_browse_changes_tenant_isolation on performer_browse_changes using (tenant_id = ${current});`,
    );
    this.addSql(`
      create function performer_browse_changes_mark() returns trigger
      language plpgsql security definer set search_path = public, pg_temp as $$
      begin
        -- One row per act, ordered, so writers marking the same acts wait for each other, never deadlock.
        execute format(
          'insert into performer_browse_changes (tenant_id, performer_id, xid)
           select distinct tenant_id, %1$I, pg_current_xact_id() from (%2$s) changed order by 1, 2
           on conflict (tenant_id, performer_id) do update set xid = excluded.xid',
          tg_argv[0],
          case tg_op
            when 'INSERT' then 'select tenant_id, ' || quote_ident(tg_argv[0]) || ' from new_rows'
            when 'DELETE' then 'select tenant_id, ' || quote_ident(tg_argv[0]) || ' from old_rows'
            else 'select tenant_id, ' || quote_ident(tg_argv[0]) || ' from new_rows union select tenant_id, '
              || quote_ident(tg_argv[0]) || ' from old_rows'
          end);
        return null;
      end $$;`);
    for (const [table, idColumn] of [
      ['performers', 'id'],
      ['availability_blocks', 'performer_id'],
      ['performer_media', 'performer_id'],
    ] as const) {
      const mark = `performer_browse_changes_mark('${idColumn}')`;
      for (const sql of statementTriggers(`${table}_browse_changes`, table, mark)) this.addSql(sql);
    }
  }
}
