import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';

/**
 * Each user's notification preferences (settings page). A user without a row has the
 * defaults of SPEC 2.17, which are also the column defaults.
 */
export class Migration20261123000006Preferences extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table user_preferences (
        tenant_id uuid not null references tenants (id),
        user_id uuid not null,
        booking_confirmations boolean not null default true,
        tour_routing_alerts boolean not null default true,
        marketing_emails boolean not null default false,
        sms boolean not null default false,
        updated_at timestamptz not null default now(),
        primary key (tenant_id, user_id),
        foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade deferrable initially deferred
      );`);
    for (const sql of enableTenantRls('user_preferences')) this.addSql(sql);
  }
}
