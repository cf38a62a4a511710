import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';

/**
 * "Forgot password?": one row per reset link sent. Only the SHA-256 of the link's token is kept
 * (hex), never the token. A link works until `expires_at`, once (`used_at`), and only while no
 * newer link was asked for and no reset went through (`revoked_at`).
 */
export class Migration20261207010003PasswordResetTokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table password_reset_tokens (
        tenant_id uuid not null references tenants (id),
        id uuid not null,
        user_id uuid not null,
        token_hash text not null check (token_hash ~ '^[0-9a-f]{64}$'),
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        revoked_at timestamptz,
        primary key (tenant_id, id),
        unique (tenant_id, token_hash),
        check (expires_at > created_at),
        foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
      );`);
    this.addSql(
      `create index password_reset_tokens_live on password_reset_tokens (tenant_id, user_id)
         where used_at is null and revoked_at is null;`,
    );
    for (const sql of enableTenantRls('password_reset_tokens')) this.addSql(sql);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists password_reset_tokens;`);
  }
}
