import { Migration } from '@mikro-orm/migrations';

/**
 * A tenant's uploaded logo (issue 19, item 5): its id (the files' names in the media store) and
 * drawn size, or null for the text logo. Like the theme and the site content, the app role writes
 * it only through a SECURITY DEFINER function that touches the transaction's own tenant row.
 */
export class Migration20261128020001TenantLogo extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table tenants add column logo jsonb;`);
    this.addSql(`
      create function admin_set_tenant_logo(p_logo jsonb) returns void
      language plpgsql security definer set search_path = public, pg_temp as $$
      begin
        update tenants set logo = p_logo where id = admin_current_tenant();
      end $$;`);
  }
}
