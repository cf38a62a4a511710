import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';

/** Buyers' plan changes: requested, then active once paid (free plans apply at once). */
export class Migration20261123000001Subscriptions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table subscription_changes (
        tenant_id uuid not null,
        id uuid not null,
        user_id uuid not null,
        from_tier text not null,
        to_tier text not null,
        billing_interval text not null check (billing_interval in ('monthly', 'yearly')),
        amount_cents bigint not null check (amount_cents >= 0),
        status text not null check (status in ('pending', 'active')),
        session_id text unique,
        created_at timestamptz not null default now(),
        applied_at timestamptz,
        primary key (tenant_id, id),
        foreign key (tenant_id, user_id) references users (tenant_id, id) deferrable initially deferred
      );`);
    this.addSql(`create index subscription_changes_by_user on subscription_changes (tenant_id, user_id);`);
    for (const sql of enableTenantRls('subscription_changes')) this.addSql(sql);
  }
}
