import { Migration } from '@mikro-orm/migrations';

/**
 * One booking, one charge. An offer has at most one payable (open) checkout and at most one booked
 * (paid) payment; a second checkout call reuses the open one, updating where it returns to (kept
 * here, in `success_url` / `cancel_url`, because a provider session cannot change its own). A paid
 * payment that cannot be booked is refunded and marked `refunded`. Older duplicate open sessions
 * become `superseded`: still watched by the reconciliation job, never handed out again.
 * The local gateway now keeps its refunds, so a test can compare what it captured and gave back.
 */
export class Migration20261125001001OneCheckoutPerOffer extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table payments drop constraint payments_status_check;`);
    this.addSql(`
      alter table payments
        add constraint payments_status_check
          check (status in ('open', 'superseded', 'paid', 'refunded', 'failed', 'expired')),
        add column cancel_url text,
        add column refunded_at timestamptz,
        add column refund_id text,
        add column checked_at timestamptz;`);
    this.addSql(`
      update payments p set status = 'superseded'
       where p.status = 'open'
         and exists (select 1 from payments newer
                      where newer.tenant_id = p.tenant_id and newer.offer_id = p.offer_id and newer.status = 'open'
                        and (newer.created_at, newer.id) > (p.created_at, p.id));`);
    this.addSql(
      `create unique index payments_one_open_per_offer on payments (tenant_id, offer_id) where status = 'open';`,
    );
    this.addSql(
      `create unique index payments_one_paid_per_offer on payments (tenant_id, offer_id) where status = 'paid';`,
    );
    this.addSql(
      `create index payments_unsettled on payments (tenant_id, status) where status in ('open', 'superseded');`,
    );

    this.addSql(`
      create table local_refunds (
        idempotency_key text primary key,
        payment_id text not null,
        amount_cents bigint not null check (amount_cents > 0),
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index local_refunds_by_payment on local_refunds (payment_id);`);
  }
}
