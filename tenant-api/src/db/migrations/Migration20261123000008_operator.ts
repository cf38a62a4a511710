import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';

/**
 * The platform operator's console: invitations for a new tenant's first admin (tenant-owned,
 * row-level security; only a sha256 of the token is stored), and two narrowly scoped SECURITY
 * DEFINER functions, because the app role may only read the global tenant tables:
 * - `operator_create_tenant` inserts one tenant, its domains and its first publishable key;
 * - `operator_set_tenant_status` suspends or reactivates a tenant, never the default one.
 * Everything else a new tenant needs (tiers, fees, routing rates, the invitation) is written by
 * the app in the same transaction, under the new tenant's row-level security.
 */
export class Migration20261123000008Operator extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table tenant_invitations (
        tenant_id uuid not null references tenants (id) on delete cascade,
        id uuid not null,
        token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
        email text not null check (email = lower(email)),
        role text not null default 'ADMIN' check (role in ('ADMIN')),
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now(),
        primary key (tenant_id, id)
      );`);
    for (const sql of enableTenantRls('tenant_invitations')) this.addSql(sql);

    this.addSql(`
      create function operator_create_tenant(
        p_id uuid, p_slug text, p_name text, p_domains text[], p_publishable_key text
      ) returns void
      language plpgsql security definer set search_path = public, pg_temp as $$
      begin
        insert into tenants (id, slug, name, status, is_default, theme_pack)
        values (p_id, p_slug, p_name, 'active', false, 'flagship');
        insert into tenant_domains (domain, tenant_id) select d, p_id from unnest(p_domains) as d;
        insert into tenant_publishable_keys (key, tenant_id) values (p_publishable_key, p_id);
      end $$;`);
    this.addSql(`
      create function operator_set_tenant_status(p_id uuid, p_status text) returns boolean
      language plpgsql security definer set search_path = public, pg_temp as $$
      declare
        changed boolean;
      begin
        if p_status not in ('active', 'suspended') then
          raise exception 'unknown tenant status %', p_status using errcode = '22023';
        end if;
        update tenants set status = p_status where id = p_id and not (is_default and p_status = 'suspended');
        get diagnostics changed = row_count;
        return changed;
      end $$;`);
  }
}
