import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';

/**
 * Idempotency-Key for every state-changing offer call: the first answer (status and body) is kept
 * with a fingerprint of the request, for one user of one tenant, until it expires; a retry with the
 * key gets that answer back instead of doing the work again. Replaces the offers' own key column
 * (kept for rows written before; no longer written).
 */
export class Migration20261125001002IdempotencyKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table idempotency_keys (
        tenant_id uuid not null,
        user_id uuid not null,
        key text not null,
        request_method text not null,
        request_path text not null,
        request_hash text not null,
        response_status integer not null,
        response_body jsonb not null,
        completed boolean not null default true,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        primary key (tenant_id, user_id, key),
        foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade deferrable initially deferred
      );`);
    this.addSql(`create index idempotency_keys_expiry on idempotency_keys (tenant_id, expires_at);`);
    for (const sql of enableTenantRls('idempotency_keys')) this.addSql(sql);
  }
}
