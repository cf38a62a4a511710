import { Migration } from '@mikro-orm/migrations';

/**
 * `GET /api/tours` reads a page at a time, newest first, after a (created_at, id) cursor: a
 * performer's tours and, for an admin, the tenant's, each from an index in that exact order.
 */
export class Migration20261207010006TourPages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists tours_by_performer;`);
    this.addSql(`create index tours_by_performer on tours (tenant_id, performer_id, created_at desc, id desc);`);
    this.addSql(`create index tours_newest_first on tours (tenant_id, created_at desc, id desc);`);
  }
}
