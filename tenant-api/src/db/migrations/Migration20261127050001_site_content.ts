import { Migration } from '@mikro-orm/migrations';

/**
 * The words on a tenant's home page and footer (issue 19, item 5), beside its theme. Null means
 * the product's default copy. Like the theme, the app role writes it only through a SECURITY
 * DEFINER function that touches the transaction's own tenant row.
 */
export class Migration20261127050001SiteContent extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table tenants add column site_content jsonb;`);
    this.addSql(`
      create function admin_set_tenant_site_content(p_content jsonb) returns void
      language plpgsql security definer set search_path = public, pg_temp as $$
      begin
        update tenants set site_content = p_content where id = admin_current_tenant();
      end $$;`);
  }
}
