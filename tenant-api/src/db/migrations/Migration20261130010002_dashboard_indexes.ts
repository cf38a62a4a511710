import { Migration } from '@mikro-orm/migrations';

/**
 * The dashboard's counts and lists read only what is still ahead (issue 18, item 3): bookings
 * (accepted or paid) by event date, and offers still waiting for an answer by their deadline (none:
 * never overdue), per buyer and per performer. A 10,000-offer history is no longer scanned to find
 * the few hundred bookings still to come and the handful of offers still open.
 */
export class Migration20261130010002DashboardIndexes extends Migration {
  override async up(): Promise<void> {
    for (const party of ['buyer', 'performer']) {
      this.addSql(`create index offers_booked_by_${party} on offers (tenant_id, ${party}_id, event_date, event_time, id)
        include (status, response_deadline) where status in ('ACCEPTED', 'PAID');`);
      this.addSql(`create index offers_waiting_by_${party} on offers
        (tenant_id, ${party}_id, (coalesce(response_deadline, 'infinity'::timestamptz)))
        include (status, response_deadline, created_at, event_date, event_time, id)
        where status in ('PENDING_ADMIN_APPROVAL', 'PENDING', 'COUNTER_OFFER');`);
    }
    // The planner's statistics of the deadline expression come with the table's: without them it
    // guesses that most waiting offers are open and may prefer to filter the whole history.
    this.addSql(`analyze offers;`);
  }
}
