import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';

const CURRENT_TENANT = `nullif(current_setting('app.tenant_id', true), '')::uuid`;

/**
 * Tenant administration: theme overrides next to the chosen pack, the decision on performer
 * applications, and the admin audit log. The app role may only read `tenants` and the embed
 * tables, so the few writes an admin makes there go through SECURITY DEFINER functions that
 * only ever touch the row(s) of the transaction's tenant (`app.tenant_id`, like row-level security).
 */
export class Migration20261123000007Admin extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table tenants add column theme_overrides jsonb not null default '{}';`);

    this.addSql(`
      alter table performer_applications
        add column decision_reason text,
        add column decided_at timestamptz,
        add column decided_by uuid;`);
    this.addSql(
      `create index performer_applications_by_user on performer_applications (tenant_id, user_id, created_at desc);`,
    );

    this.addSql(`
      create table admin_audit_log (
        tenant_id uuid not null references tenants (id),
        id uuid not null,
        actor_user_id uuid not null,
        action text not null check (length(action) between 1 and 80),
        target text not null,
        before jsonb,
        after jsonb,
        created_at timestamptz not null default clock_timestamp(),
        primary key (tenant_id, id),
        foreign key (tenant_id, actor_user_id) references users (tenant_id, id) deferrable initially deferred
      );`);
    this.addSql(`create index admin_audit_log_newest on admin_audit_log (tenant_id, created_at desc, id desc);`);
    for (const sql of enableTenantRls('admin_audit_log')) this.addSql(sql);

    this.addSql(`
      create function admin_current_tenant() returns uuid
      language plpgsql stable set search_path = public, pg_temp as $$
      declare
        tenant uuid := ${CURRENT_TENANT};
      begin
        if tenant is null then
          raise exception 'app.tenant_id is not set' using errcode = '42501';
        end if;
        return tenant;
      end $$;`);

    this.addSql(`
      create function admin_set_tenant_theme(p_pack text, p_overrides jsonb) returns void
      language plpgsql security definer set search_path = public, pg_temp as $$
      begin
        update tenants set theme_pack = p_pack, theme_overrides = coalesce(p_overrides, '{}')
         where id = admin_current_tenant();
      end $$;`);

    this.addSql(`
      create function admin_replace_embed_origins(p_origins text[]) returns void
      language plpgsql security definer set search_path = public, pg_temp as $$
      declare
        tenant uuid := admin_current_tenant();
      begin
        delete from tenant_embed_origins where tenant_id = tenant;
        insert into tenant_embed_origins (tenant_id, origin)
        select distinct tenant, o from unnest(coalesce(p_origins, '{}')) as o;
      end $$;`);

    this.addSql(`
      create function admin_rotate_publishable_key(p_key text) returns void
      language plpgsql security definer set search_path = public, pg_temp as $$
      declare
        tenant uuid := admin_current_tenant();
      begin
        update tenant_publishable_keys set revoked_at = now() where tenant_id = tenant and revoked_at is null;
        insert into tenant_publishable_keys (key, tenant_id) values (p_key, tenant);
      end $$;`);
  }
}
