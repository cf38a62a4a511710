import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';

/** Messages from the contact form and white-label enquiries, kept per tenant for its team. */
export class Migration20261123000005Contact extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table contact_messages (
        tenant_id uuid not null references tenants (id),
        id uuid not null,
        user_id uuid,
        type text not null check (type in ('general', 'booking', 'performer', 'technical', 'billing', 'white-label')),
        name text not null,
        email text not null,
        subject text not null,
        message text not null,
        company text,
        website text,
        ip text not null,
        status text not null default 'new' check (status in ('new', 'answered', 'closed')),
        created_at timestamptz not null default now(),
        primary key (tenant_id, id),
        foreign key (tenant_id, user_id) references users (tenant_id, id) deferrable initially deferred
      );`);
    this.addSql(`create index contact_messages_inbox on contact_messages (tenant_id, status, created_at desc);`);
    for (const sql of enableTenantRls('contact_messages')) this.addSql(sql);
  }
}
