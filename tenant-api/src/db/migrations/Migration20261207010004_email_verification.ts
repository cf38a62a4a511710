import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';

/**
 * E-mail verification and the per-account sign-in throttle (docs/accounts.md).
 *
 * - `users.email_verified_at`: when the address was confirmed. Every account that exists now
 *   (seeded demo accounts, migrated data) counts as verified, and so does any row inserted without
 *   the column (seeds, an invitation accepted from its e-mail); sign-up writes NULL explicitly.
 * - `email_verification_tokens`: one row per link sent; only the SHA-256 (hex) of the link's token
 *   is kept. A link works once (`used_at`), until `expires_at`, and only for the address it was sent
 *   to (`email`): after an e-mail change an older link confirms nothing.
 * - `sign_in_throttles`: one row per (tenant, e-mail typed at sign-in), whether or not an account
 *   has that address, so the throttle never tells which addresses have accounts. `failures` since
 *   the account last went quiet, `not_before` the earliest next attempt, and the last few
 *   addresses (`known_addresses`) the account signed in from successfully.
 */
export class Migration20261207010004EmailVerification extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table users add column email_verified_at timestamptz default now();`);
    this.addSql(`update users set email_verified_at = created_at;`);

    this.addSql(`
      create table email_verification_tokens (
        tenant_id uuid not null references tenants (id),
        id uuid not null,
        user_id uuid not null,
        email text not null,
        token_hash text not null check (token_hash ~ '^[0-9a-f]{64}$'),
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        primary key (tenant_id, id),
        unique (tenant_id, token_hash),
        check (expires_at > created_at),
        foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
      );`);
    this.addSql(
      `create index email_verification_tokens_user on email_verification_tokens (tenant_id, user_id, created_at);`,
    );
    for (const sql of enableTenantRls('email_verification_tokens')) this.addSql(sql);

    this.addSql(`
      create table sign_in_throttles (
        tenant_id uuid not null references tenants (id),
        email text not null,
        failures integer not null default 0 check (failures >= 0),
        last_failure_at timestamptz,
        not_before timestamptz,
        known_addresses text[] not null default '{}',
        updated_at timestamptz not null,
        primary key (tenant_id, email)
      );`);
    this.addSql(`create index sign_in_throttles_updated on sign_in_throttles (tenant_id, updated_at);`);
    for (const sql of enableTenantRls('sign_in_throttles')) this.addSql(sql);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists sign_in_throttles;`);
    this.addSql(`drop table if exists email_verification_tokens;`);
    this.addSql(`alter table users drop column if exists email_verified_at;`);
  }
}
