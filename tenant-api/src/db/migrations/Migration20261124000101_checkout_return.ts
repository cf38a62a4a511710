import { Migration } from '@mikro-orm/migrations';

/**
 * A checkout remembers where it returns to after paying, so a buyer who starts paying in an
 * agency's embedded widget and later on the marketplace itself gets a session that brings them
 * back where they started each time (rows from before have none, and are not reused).
 */
export class Migration20261124000101CheckoutReturn extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table payments add column success_url text;`);
  }
}
