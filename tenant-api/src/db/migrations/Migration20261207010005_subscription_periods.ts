import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';

/**
 * Plans billed by period (issue 39, part 3; docs/plans-and-billing.md).
 *
 * `subscriptions`: one row per buyer who has bought a paid plan, with its current period, what
 * was paid for it (the base of the upgrade credit), what the next renewal charges, a change
 * scheduled for the period's end (a downgrade), the checkout whose saved card renewals charge,
 * and the grace state of a failed renewal. `subscription_renewals`: every renewal attempt, one
 * row per (period start, attempt); at most one paid row per period.
 *
 * `subscription_changes` gains `superseded` (a newer change closed its checkout) and `refunded`
 * (its checkout was paid anyway and the money sent back), and the credit it was priced with.
 *
 * The local gateway (the offline provider) keeps how the card paid at checkout behaves on later
 * off-session charges, and its own record of those charges (like local_checkout_sessions, the
 * provider's side: not a tenant table of ours).
 *
 * Plans bought before this migration get a subscription whose period starts when they were paid.
 */
export class Migration20261207010005SubscriptionPeriods extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table subscriptions (
        tenant_id uuid not null,
        id uuid not null,
        user_id uuid not null,
        tier text not null,
        billing_interval text not null check (billing_interval in ('monthly', 'yearly')),
        price_cents bigint not null check (price_cents >= 0),
        paid_cents bigint not null check (paid_cents >= 0),
        status text not null check (status in ('active', 'past_due', 'cancelling', 'ended')),
        current_period_start timestamptz not null,
        current_period_end timestamptz not null,
        scheduled_tier text,
        scheduled_interval text check (scheduled_interval in ('monthly', 'yearly')),
        scheduled_price_cents bigint check (scheduled_price_cents >= 0),
        gateway text not null,
        payment_session_id text,
        failed_attempts integer not null default 0 check (failed_attempts >= 0),
        next_attempt_at timestamptz,
        ended_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        primary key (tenant_id, id),
        unique (tenant_id, user_id),
        check (current_period_end > current_period_start),
        check ((scheduled_tier is null) = (scheduled_interval is null) and (scheduled_tier is null) = (scheduled_price_cents is null)),
        check ((status = 'ended') = (next_attempt_at is null)),
        foreign key (tenant_id, user_id) references users (tenant_id, id) deferrable initially deferred
      );`);
    this.addSql(`create index subscriptions_due on subscriptions (next_attempt_at) where status <> 'ended';`);
    this.addSql(`
      create table subscription_renewals (
        tenant_id uuid not null,
        subscription_id uuid not null,
        period_start timestamptz not null,
        attempt integer not null check (attempt >= 0),
        tier text not null,
        amount_cents bigint not null check (amount_cents >= 0),
        status text not null check (status in ('paid', 'failed')),
        payment_id text,
        failure text,
        created_at timestamptz not null default now(),
        primary key (tenant_id, subscription_id, period_start, attempt),
        foreign key (tenant_id, subscription_id) references subscriptions (tenant_id, id)
      );`);
    this.addSql(
      `create unique index subscription_renewals_one_paid on subscription_renewals (tenant_id, subscription_id, period_start) where status = 'paid';`,
    );
    for (const table of ['subscriptions', 'subscription_renewals'])
      for (const sql of enableTenantRls(table)) this.addSql(sql);

    this.addSql(`alter table subscription_changes drop constraint if exists subscription_changes_status_check;`);
    this.addSql(
      `alter table subscription_changes add constraint subscription_changes_status_check
         check (status in ('pending', 'active', 'superseded', 'refunded'));`,
    );
    this.addSql(
      `alter table subscription_changes add column credit_cents bigint not null default 0 check (credit_cents >= 0);`,
    );
    this.addSql(`alter table subscription_changes add column requested_at timestamptz;`);
    this.addSql(`alter table subscription_changes add column payment_id text;`);
    this.addSql(`alter table subscription_changes add column refund_id text;`);
    this.addSql(
      `create index subscription_changes_pending on subscription_changes (tenant_id, user_id) where status = 'pending';`,
    );

    this.addSql(
      `alter table local_checkout_sessions add column off_session text not null default 'succeeds' check (off_session in ('succeeds', 'declines'));`,
    );
    this.addSql(`
      create table local_charges (
        id text primary key,
        tenant_id uuid not null references tenants (id),
        session_id text not null references local_checkout_sessions (id),
        amount_cents bigint not null check (amount_cents > 0),
        description text not null,
        status text not null check (status in ('succeeded', 'failed')),
        failure text,
        idempotency_key text not null unique,
        created_at timestamptz not null default now()
      );`);

    // Plans bought before: the latest paid change of a buyer still on its tier starts a period.
    this.addSql(`
      insert into subscriptions (tenant_id, id, user_id, tier, billing_interval, price_cents, paid_cents, status,
                                 current_period_start, current_period_end, gateway, payment_session_id, next_attempt_at)
      select c.tenant_id, gen_random_uuid(), c.user_id, c.to_tier, c.billing_interval, c.amount_cents, c.amount_cents,
             'active', c.applied_at,
             c.applied_at + case c.billing_interval when 'yearly' then interval '1 year' else interval '1 month' end,
             case when c.session_id like 'lcs\\_%' then 'local' else 'stripe' end, c.session_id,
             c.applied_at + case c.billing_interval when 'yearly' then interval '1 year' else interval '1 month' end
        from (select distinct on (tenant_id, user_id) *
                from subscription_changes
               where status = 'active' and amount_cents > 0 and applied_at is not null
               order by tenant_id, user_id, applied_at desc) c
        join users u on u.tenant_id = c.tenant_id and u.id = c.user_id and u.subscription_tier = c.to_tier;`);
  }
}
