import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';

/**
 * The plan a buyer gets who signs up inside an embedded widget, chosen by the tenant admin. No
 * row (or a null tier) means the tenant's free plan, the same as a sign-up on the site.
 */
export class Migration20261125000001EmbedSignupTier extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table embed_settings (
        tenant_id uuid primary key references tenants (id),
        signup_tier text check (signup_tier in ('GUEST', 'BASIC', 'ELITE'))
      );`);
    for (const sql of enableTenantRls('embed_settings')) this.addSql(sql);
  }
}
