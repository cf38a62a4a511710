import { Migration } from '@mikro-orm/migrations';

/**
 * Lists that stay fast as history grows (issue 18, item 3):
 * - the admin console's newest-first lists of every account and every performer (vetted or not)
 *   read their first pages from an index instead of sorting the whole tenant;
 * - a buyer's or performer's offers carry, in the index, what My offers' tab counts and booked sum
 *   and the dashboard's counts read, so a 10,000-offer history is counted by an index-only scan,
 *   and the newest-first page (created_at, then id) is read in index order without a sort;
 * - the admin's approval queue, oldest first, is read in index order however long it grows.
 */
export class Migration20261128030001ListIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index users_newest on users (tenant_id, created_at desc, id);`);
    this.addSql(`create index performers_newest_all on performers (tenant_id, created_at desc, id);`);
    this.addSql(`drop index offers_by_buyer;`);
    this.addSql(`create index offers_by_buyer on offers (tenant_id, buyer_id, created_at desc, id desc)
      include (status, event_date, event_time, response_deadline, total_amount_cents, offer_amount_cents, subtotal_cents);`);
    this.addSql(`drop index offers_by_performer;`);
    this.addSql(`create index offers_by_performer on offers (tenant_id, performer_id, created_at desc, id desc)
      include (status, event_date, event_time, response_deadline, total_amount_cents, offer_amount_cents, subtotal_cents);`);
    this.addSql(`create index offers_awaiting_approval on offers (tenant_id, created_at, id)
      where status = 'PENDING_ADMIN_APPROVAL';`);
  }
}
