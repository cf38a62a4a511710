import { Migration } from '@mikro-orm/migrations';

/**
 * Changing a password signs the account out everywhere else: each sign-in token carries the
 * account's session version (tokens from before carry none and count as 0), and a change of
 * password moves the version on, so every earlier token is refused.
 */
export class Migration20261124000301SessionVersion extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table users add column session_version integer not null default 0;`);
  }
}
