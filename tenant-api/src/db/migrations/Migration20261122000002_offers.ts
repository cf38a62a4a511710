import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';

/** Offers and their history, payments, the double-entry ledger, webhooks, notifications, outbox. */
export class Migration20261122000002Offers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table offers (
        tenant_id uuid not null,
        id uuid not null,
        buyer_id uuid not null,
        performer_id uuid not null,
        status text not null check (status in ('PENDING_ADMIN_APPROVAL', 'PENDING', 'COUNTER_OFFER', 'ACCEPTED',
          'PAID', 'COMPLETED', 'PAID_OUT', 'REJECTED', 'EXPIRED', 'CANCELLED')),
        event_name text not null,
        event_date date not null,
        event_time text not null check (event_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        event_type text not null,
        audience_size integer not null check (audience_size >= 1),
        content_rating text not null,
        venue_name text not null,
        venue_address text not null,
        venue_city text not null,
        venue_state char(2) not null,
        venue_zip text,
        venue_phone text,
        venue_email text,
        venue_type text not null,
        performance_length integer not null check (performance_length between 15 and 240),
        special_requests text,
        is_multi_night boolean not null default false,
        number_of_nights integer not null default 1 check (number_of_nights between 1 and 7),
        offer_amount_cents integer not null check (offer_amount_cents >= 10000),
        counter_offer_amount_cents integer check (counter_offer_amount_cents > 0),
        counter_offer_count integer not null default 0 check (counter_offer_count between 0 and 1),
        buyer_tier text not null,
        service_fee_bps integer not null,
        commission_bps integer not null,
        subtotal_cents bigint not null,
        platform_fee_cents bigint not null,
        total_amount_cents bigint not null,
        requires_admin_approval boolean not null,
        admin_approved boolean,
        state_entered_at timestamptz not null default now(),
        response_deadline timestamptz,
        paid_at timestamptz,
        cancelled_by text,
        idempotency_key text,
        version integer not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        primary key (tenant_id, id),
        unique (tenant_id, buyer_id, idempotency_key),
        foreign key (tenant_id, buyer_id) references users (tenant_id, id) deferrable initially deferred,
        foreign key (tenant_id, performer_id) references performers (tenant_id, id) deferrable initially deferred
      );`);
    this.addSql(`create index offers_by_buyer on offers (tenant_id, buyer_id, created_at desc);`);
    this.addSql(`create index offers_by_performer on offers (tenant_id, performer_id, created_at desc);`);
    this.addSql(`create index offers_by_status on offers (tenant_id, status, response_deadline);`);

    this.addSql(`
      create table offer_events (
        tenant_id uuid not null,
        id uuid not null,
        offer_id uuid not null,
        transition text not null,
        from_status text,
        to_status text not null,
        actor_user_id uuid,
        actor_role text not null,
        note text,
        amount_cents bigint,
        created_at timestamptz not null default now(),
        primary key (tenant_id, id),
        foreign key (tenant_id, offer_id) references offers (tenant_id, id) on delete cascade deferrable initially deferred
      );`);
    this.addSql(`create index offer_events_by_offer on offer_events (tenant_id, offer_id, created_at);`);

    this.addSql(`
      create table payments (
        tenant_id uuid not null,
        id uuid not null,
        offer_id uuid not null,
        gateway text not null check (gateway in ('local', 'stripe')),
        session_id text not null,
        checkout_url text not null,
        status text not null check (status in ('open', 'paid', 'failed', 'expired')),
        amount_cents bigint not null check (amount_cents > 0),
        currency text not null default 'usd',
        provider_payment_id text,
        created_at timestamptz not null default now(),
        paid_at timestamptz,
        primary key (tenant_id, id),
        unique (gateway, session_id),
        foreign key (tenant_id, offer_id) references offers (tenant_id, id) deferrable initially deferred
      );`);

    this.addSql(`
      create table ledger_entries (
        tenant_id uuid not null,
        id uuid not null,
        journal_id uuid not null,
        offer_id uuid,
        account text not null,
        amount_cents bigint not null check (amount_cents <> 0),
        kind text not null,
        created_at timestamptz not null default now(),
        primary key (tenant_id, id),
        foreign key (tenant_id, offer_id) references offers (tenant_id, id) deferrable initially deferred
      );`);
    this.addSql(`create index ledger_by_offer on ledger_entries (tenant_id, offer_id);`);
    this.addSql(`create index ledger_by_journal on ledger_entries (tenant_id, journal_id);`);
    this.addSql(`
      create function ledger_journal_balances() returns trigger language plpgsql as $$
      begin
        if (select sum(amount_cents) from ledger_entries where tenant_id = new.tenant_id and journal_id = new.journal_id) <> 0 then
          raise exception 'ledger journal % does not balance', new.journal_id;
        end if;
        return null;
      end $$;`);
    this.addSql(`
      create constraint trigger ledger_journal_balances after insert on ledger_entries
      deferrable initially deferred for each row execute function ledger_journal_balances();`);

    this.addSql(`
      create table webhook_events (
        tenant_id uuid not null,
        gateway text not null,
        event_id text not null,
        type text not null,
        received_at timestamptz not null default now(),
        primary key (tenant_id, gateway, event_id)
      );`);

    this.addSql(`
      create table notifications (
        tenant_id uuid not null,
        id uuid not null,
        user_id uuid not null,
        kind text not null,
        title text not null,
        body text not null,
        offer_id uuid,
        read_at timestamptz,
        created_at timestamptz not null default now(),
        primary key (tenant_id, id),
        foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade deferrable initially deferred
      );`);
    this.addSql(`create index notifications_by_user on notifications (tenant_id, user_id, created_at desc);`);

    this.addSql(`
      create table outbox_emails (
        tenant_id uuid not null,
        id uuid not null,
        to_address text not null,
        subject text not null,
        body text not null,
        created_at timestamptz not null default now(),
        sent_at timestamptz,
        primary key (tenant_id, id)
      );`);

    this.addSql(`
      create table local_checkout_sessions (
        id text primary key,
        tenant_id uuid not null references tenants (id),
        offer_id uuid not null,
        amount_cents bigint not null check (amount_cents > 0),
        description text not null,
        status text not null check (status in ('open', 'paid', 'failed', 'expired')),
        success_url text not null,
        cancel_url text not null,
        idempotency_key text not null unique,
        payment_id text,
        created_at timestamptz not null default now(),
        paid_at timestamptz
      );`);

    this.addSql(`
      create table performer_applications (
        tenant_id uuid not null,
        id uuid not null,
        user_id uuid not null,
        tier text not null check (tier in ('basic', 'elite')),
        email text not null,
        stage_name text not null,
        status text not null default 'submitted' check (status in ('submitted', 'approved', 'rejected')),
        created_at timestamptz not null default now(),
        primary key (tenant_id, id),
        foreign key (tenant_id, user_id) references users (tenant_id, id) deferrable initially deferred
      );`);
    this.addSql(
      `create unique index performer_applications_one_open on performer_applications (tenant_id, user_id, tier) where status = 'submitted';`,
    );

    for (const table of [
      'performer_applications',
      'offers',
      'offer_events',
      'payments',
      'ledger_entries',
      'webhook_events',
      'notifications',
      'outbox_emails',
    ]) {
      for (const sql of enableTenantRls(table)) this.addSql(sql);
    }
  }
}
