import { Migration } from '@mikro-orm/migrations';

/**
 * The outbox is delivered: each e-mail keeps its notification kind and offer (for its template),
 * a delivery status, attempts, the next attempt's time, the last error, the provider's answer and
 * the Message-ID it was sent with. Rows written before this change are queued.
 *
 * Statuses: `queued` (waiting, or waiting for a retry at `next_attempt_at`), `sending` (claimed by
 * a worker, which is talking to the SMTP server), `sent`, `failed` (permanent refusal or too many
 * attempts), `dev_mailbox` (no SMTP: kept for the development mailbox page), `unknown` (a worker
 * stopped while sending; never resent automatically, see docs/deploy.md).
 */
export class Migration20261125004001OutboxDelivery extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table outbox_emails
        add column kind text,
        add column offer_id uuid,
        add column status text not null default 'queued'
          check (status in ('queued', 'sending', 'sent', 'failed', 'dev_mailbox', 'unknown')),
        add column attempts integer not null default 0 check (attempts >= 0),
        add column next_attempt_at timestamptz not null default now(),
        add column claimed_at timestamptz,
        add column last_error text,
        add column message_id text,
        add column provider_message_id text;`);
    this.addSql(`update outbox_emails set status = 'sent' where sent_at is not null;`);
    this.addSql(
      `create index outbox_emails_due on outbox_emails (tenant_id, next_attempt_at) where status = 'queued';`,
    );
    this.addSql(
      `create index outbox_emails_sending on outbox_emails (tenant_id, claimed_at) where status = 'sending';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists outbox_emails_sending;`);
    this.addSql(`drop index if exists outbox_emails_due;`);
    this.addSql(`
      alter table outbox_emails
        drop column kind, drop column offer_id, drop column status, drop column attempts,
        drop column next_attempt_at, drop column claimed_at, drop column last_error,
        drop column message_id, drop column provider_message_id;`);
  }
}
