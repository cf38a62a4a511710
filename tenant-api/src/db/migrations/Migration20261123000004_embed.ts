import { Migration } from '@mikro-orm/migrations';

/**
 * Embedding: each tenant's publishable keys (they name the tenant to widgets on other sites;
 * not secrets) and the origins allowed to embed its widgets. Read before a tenant is known,
 * like tenant_domains, so they carry no row-level security; the app role may only read them.
 */
export class Migration20261123000004Embed extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table tenant_publishable_keys (
        key text primary key check (key ~ '^pk_(live|test)_[A-Za-z0-9]{16,64}$'),
        tenant_id uuid not null references tenants (id) on delete cascade,
        created_at timestamptz not null default now(),
        revoked_at timestamptz
      );`);
    this.addSql(`create index tenant_publishable_keys_by_tenant on tenant_publishable_keys (tenant_id);`);
    this.addSql(`
      create table tenant_embed_origins (
        tenant_id uuid not null references tenants (id) on delete cascade,
        origin text not null check (
          origin = lower(origin)
          and (origin ~ '^https://[a-z0-9.-]+(:[0-9]{1,5})?$'
            or origin ~ '^http://(localhost|127\\.0\\.0\\.1|\\[::1\\]|[a-z0-9.-]+\\.localhost)(:[0-9]{1,5})?$')
        ),
        created_at timestamptz not null default now(),
        primary key (tenant_id, origin)
      );`);
    this.addSql(`create index tenant_embed_origins_by_origin on tenant_embed_origins (origin);`);
    // Databases seeded before this migration get the demo tenants' embed settings (see seed/embed.ts).
    this.addSql(`
      insert into tenant_publishable_keys (key, tenant_id)
      select k.key, t.id from tenants t
        join (values ('flagship', 'pk_live_2AMUi2VPrJBl9uL2gU0I5G'),
                     ('demo-agency', 'pk_live_m2R6R2fecITAD9VtJJTOeJWp')) as k (slug, key) on k.slug = t.slug
      on conflict do nothing;`);
    this.addSql(`
      insert into tenant_embed_origins (tenant_id, origin)
      select t.id, o.origin from tenants t
        join (values ('flagship', 'https://partners.headliner.test'),
                     ('demo-agency', 'http://localhost:4100'), ('demo-agency', 'http://127.0.0.1:4100'),
                     ('demo-agency', 'http://localhost:4200'), ('demo-agency', 'http://127.0.0.1:4200'),
                     ('demo-agency', 'https://laughlines.test')) as o (slug, origin) on o.slug = t.slug
      on conflict do nothing;`);
  }
}
