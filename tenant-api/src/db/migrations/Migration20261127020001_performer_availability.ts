import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';

/**
 * A performer's availability (issue 19, item 3): one-off blocks on a date and weekly rules on a
 * weekday, for the whole day or between two times on the performer's own clock; and the secret
 * token of their iCalendar feed (rotating it replaces the row, so the old address answers 404).
 */
export class Migration20261127020001PerformerAvailability extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table availability_blocks (
        tenant_id uuid not null,
        id uuid not null,
        performer_id uuid not null,
        kind text not null check (kind in ('date', 'weekly')),
        date date,
        weekday smallint check (weekday between 1 and 7),
        start_time text,
        end_time text,
        note text not null default '',
        created_at timestamptz not null,
        primary key (tenant_id, id),
        foreign key (tenant_id, performer_id) references performers (tenant_id, id) on delete cascade,
        check ((kind = 'date') = (date is not null) and (kind = 'weekly') = (weekday is not null)),
        check ((start_time is null) = (end_time is null) and (start_time is null or start_time < end_time))
      );`);
    this.addSql(
      `create index availability_blocks_performer on availability_blocks (tenant_id, performer_id, kind, date);`,
    );
    for (const sql of enableTenantRls('availability_blocks')) this.addSql(sql);

    this.addSql(`
      create table calendar_feeds (
        tenant_id uuid not null,
        performer_id uuid not null,
        token text not null unique,
        created_at timestamptz not null,
        primary key (tenant_id, performer_id),
        foreign key (tenant_id, performer_id) references performers (tenant_id, id) on delete cascade
      );`);
    for (const sql of enableTenantRls('calendar_feeds')) this.addSql(sql);
  }
}
