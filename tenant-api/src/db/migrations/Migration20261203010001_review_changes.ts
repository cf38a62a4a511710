import { Migration } from '@mikro-orm/migrations';
import { statementTriggers } from '../statementTriggers';

/**
 * A review's writes mark its act changed (performer_browse_changes, Migration20261201030001), as
 * the act's own row, photos and blocks do: the public profile each process keeps beside its
 * browse index (queries/performerProfile.ts) shows the act's rating histogram and latest reviews,
 * and a reply, a publication or a hidden review moves them without touching the act's row.
 */
export class Migration20261203010001ReviewChanges extends Migration {
  override async up(): Promise<void> {
    for (const sql of statementTriggers(
      'reviews_browse_changes',
      'reviews',
      `performer_browse_changes_mark('performer_id')`,
    ))
      this.addSql(sql);
  }
}
