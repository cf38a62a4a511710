import { Migration } from '@mikro-orm/migrations';

/**
 * Escrow always ends at zero (issue 39, part 1). A booking cancelled late left what the buyer did
 * not get back in escrow for good: the payout sweep only looked at PAID and COMPLETED offers.
 *
 * `escrow_released_at` records when an offer's escrow was settled: paid out to the performer after
 * the event (PAID_OUT, or what a late cancellation left — the offer stays CANCELLED), or emptied by a
 * cancellation's full refund. The amounts stay the ledger's (the payout reads the offer's escrow
 * balance from its journals); this is only the "done" mark, so the sweep looks at the offers whose
 * escrow may still hold money and no others.
 *
 * Backfill (the migration runs as the owner, past row security): PAID_OUT offers were released when
 * they entered that state; a cancelled paid offer whose escrow is already zero, when it was
 * cancelled. A cancelled offer still holding escrow stays unmarked, so the next sweep pays it out.
 *
 * The recent-payouts list of the performer's dashboard reads the newest releases (by this time)
 * that have a payout journal, whatever the offer's state: `offers_released_by_performer` replaces
 * `offers_paid_out_by_performer`, which knew only PAID_OUT.
 */
export class Migration20261207010001EscrowRelease extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table offers add column escrow_released_at timestamptz;`);
    this.addSql(`update offers set escrow_released_at = state_entered_at where status = 'PAID_OUT';`);
    this.addSql(`
      update offers o set escrow_released_at = o.state_entered_at
       where o.status = 'CANCELLED' and o.paid_at is not null
         and coalesce((select sum(l.amount_cents) from ledger_entries l
                        where l.tenant_id = o.tenant_id and l.offer_id = o.id and l.account = 'escrow'), 0) = 0;`);
    this.addSql(`
      create index offers_escrow_due on offers (tenant_id, event_date, id)
        where escrow_released_at is null
          and (status in ('PAID', 'COMPLETED') or (status = 'CANCELLED' and paid_at is not null));`);
    this.addSql(`drop index if exists offers_paid_out_by_performer;`);
    this.addSql(`
      create index offers_released_by_performer on offers (tenant_id, performer_id, escrow_released_at desc, id desc)
        where escrow_released_at is not null;`);
    this.addSql(`analyze offers;`);
  }
}
