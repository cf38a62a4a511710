import { Migration } from '@mikro-orm/migrations';

/**
 * The buyer's "action needed" count reads the offers accepted and waiting for their payment that
 * are still in time (a few per buyer at any moment) from this index, instead of every booking
 * still ahead (hundreds for a busy buyer); the upcoming count comes from the offer tallies.
 */
export class Migration20261202010002AcceptedIndex extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index offers_accepted_by_buyer on offers
      (tenant_id, buyer_id, (coalesce(response_deadline, 'infinity'::timestamptz)))
      include (event_date, response_deadline) where status = 'ACCEPTED';`);
    // The expression's statistics, so the planner sees how few accepted offers a buyer has.
    this.addSql(`analyze offers;`);
  }
}
