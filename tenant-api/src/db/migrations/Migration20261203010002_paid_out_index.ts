import { Migration } from '@mikro-orm/migrations';

/**
 * A performer's latest payouts (their dashboard's "recent payouts") by the time each booking was
 * paid out, newest first: the dashboard reads the first five entries of this index and their
 * payout postings, however many bookings the performer has had (it sorted every one before).
 * PAID_OUT is final, so `state_entered_at` stays the payout's time.
 */
export class Migration20261203010002PaidOutIndex extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index offers_paid_out_by_performer on offers (tenant_id, performer_id, state_entered_at desc, id desc)
         where status = 'PAID_OUT';`,
    );
    this.addSql(`analyze offers;`);
  }
}
