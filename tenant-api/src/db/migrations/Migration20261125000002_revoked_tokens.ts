import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';

/**
 * Sign-out on the server: a token signed out on its device is listed here until it would have
 * expired anyway (then the row is useless and removed). "Sign out everywhere" needs no row: it
 * moves the account's session version on, as a password change does.
 */
export class Migration20261125000002RevokedTokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table revoked_tokens (
        tenant_id uuid not null references tenants (id),
        token_id uuid not null,
        user_id uuid not null,
        expires_at timestamptz not null,
        primary key (tenant_id, token_id)
      );`);
    this.addSql(`create index revoked_tokens_expiry on revoked_tokens (tenant_id, expires_at);`);
    for (const sql of enableTenantRls('revoked_tokens')) this.addSql(sql);
  }
}
