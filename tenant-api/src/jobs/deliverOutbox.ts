import type { Config } from '../config';
import type { Orm } from '../db/orm';
import { inTenant, type TenantEm } from '../db/tenantScope';
import type { NotificationKind } from '../entities';
import { brandFrom, renderEmail, type EmailBrand } from '../notifications/emailTemplates';
import {
  classifySendError,
  messageIdDomain,
  parseFrom,
  retryDelayMs,
  smtpTransport,
  type MailTransport,
} from '../notifications/mailTransport';
import type { Logger } from '../ops/logger';
import type { Metrics } from '../ops/metrics';
import { tenantTheme } from '../presenters/adminTheme';

export interface MailSettings {
  /** SMTP (or a test transport); null when SMTP_URL is not set. */
  transport: MailTransport | null;
  /** MAIL_FROM: `Name <address>` or an address; the tenant's name is the display name. */
  from: string;
  /** DEV_MAILBOX: without a transport, queued mail is marked delivered to the development mailbox. */
  devMailbox: boolean;
  /** Attempts before a temporarily failing message is given up as `failed`. */
  maxAttempts: number;
  /** First retry delay; doubles with every attempt. */
  retryBaseMs: number;
  /** At most this many messages per tenant per run, so one run stays bounded. */
  batchSize?: number;
  /** A row `sending` for longer than this belongs to a worker that died mid-send: it is marked `unknown`. */
  sendingLeaseMs?: number;
}

/** The mail settings of a worker, from SMTP_URL, MAIL_FROM, MAIL_* and DEV_MAILBOX. */
export function mailSettingsFromConfig(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DEV_MAILBOX' | 'MAIL_MAX_ATTEMPTS' | 'MAIL_RETRY_BASE_MS'>,
): MailSettings {
  return {
    transport: config.SMTP_URL ? smtpTransport(config.SMTP_URL) : null,
    from: config.MAIL_FROM ?? 'no-reply@localhost',
    devMailbox: config.DEV_MAILBOX === 'true',
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    retryBaseMs: config.MAIL_RETRY_BASE_MS,
  };
}

export interface DeliverDeps {
  orm: Orm;
  clock: () => Date;
  mail: MailSettings;
  logger?: Logger;
  metrics?: Metrics;
  /** True once the worker is shutting down: no further message is claimed (the one in flight finishes). */
  isStopping?: () => boolean;
}

export interface DeliveryResult {
  sent: number;
  retried: number;
  failed: number;
  devMailbox: number;
  unknown: number;
}

/** Far longer than one attempt can take (three SMTP timeouts of 30 s). */
export const SENDING_LEASE_MS = 15 * 60_000;

interface TenantRow {
  id: string;
  name: string;
  theme_pack: string;
  theme_overrides: unknown;
}

interface ClaimedRow {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  kind: NotificationKind | null;
  attempts: number;
  message_id: string;
}

/**
 * Sends every due outbox e-mail of every active tenant, one message at a time:
 *
 * 1. claim: in a short tenant transaction, one due `queued` row is picked `FOR UPDATE SKIP LOCKED`
 *    and committed as `sending` (attempts + 1, its Message-ID fixed), so no other worker can pick it;
 * 2. send it through SMTP, outside any transaction;
 * 3. record the outcome in another transaction: `sent` (sent_at, the server's queue id), `queued`
 *    again with an exponential backoff (4xx, connection errors), or `failed` (5xx, or the last attempt).
 *
 * A worker killed between 1 and 3 leaves at most one row `sending`; after the lease that row becomes
 * `unknown` and is never resent automatically: the message is sent at most once, and exactly once
 * unless a worker dies in the middle of that message's SMTP exchange (docs/deploy.md, "E-mail").
 */
export async function deliverOutbox(deps: DeliverDeps): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0, devMailbox: 0, unknown: 0 };
  const { mail } = deps;
  if (!mail.transport && !mail.devMailbox) return result;
  const tenants = await deps.orm.em
    .fork()
    .execute<TenantRow[]>(
      `select id, name, theme_pack, theme_overrides from tenants where status = 'active' order by id`,
    );
  for (const tenant of tenants) {
    result.unknown += await markInterrupted(deps, tenant.id);
    if (!mail.transport) {
      result.devMailbox += await deliverToDevMailbox(deps, tenant.id);
      continue;
    }
    const brand = brandFrom(
      tenant.name,
      tenantTheme({ themePack: tenant.theme_pack, themeOverrides: tenant.theme_overrides }),
    );
    for (let count = 0; count < (mail.batchSize ?? 100); count += 1) {
      if (deps.isStopping?.()) return result;
      const row = await inTenant(deps.orm, tenant.id, (em) => claimOne(em, deps, fromAddress(mail)));
      if (!row) break;
      const outcome = await sendOne(deps, mail.transport, tenant.id, brand, row);
      result[outcome] += 1;
    }
  }
  for (const [outcome, count] of Object.entries(result)) {
    if (count) deps.metrics?.mailResults.inc({ outcome: outcome === 'devMailbox' ? 'dev_mailbox' : outcome }, count);
  }
  return result;
}

function fromAddress(mail: MailSettings): string {
  return parseFrom(mail.from).address;
}

async function claimOne(em: TenantEm, deps: DeliverDeps, address: string): Promise<ClaimedRow | null> {
  const now = deps.clock();
  const rows = await em.execute<ClaimedRow[]>(
    // MATERIALIZED: the locking subquery runs once. As a plain subquery of the UPDATE the planner
    // may rescan it, and LIMIT 1 then claims more than one row.
    `with due as materialized (
       select tenant_id, id from outbox_emails
        where status = 'queued' and next_attempt_at <= ?
        order by next_attempt_at, created_at
        limit 1
        for update skip locked)
     update outbox_emails o
        set status = 'sending', attempts = o.attempts + 1, claimed_at = ?,
            message_id = coalesce(o.message_id, '<' || o.id || '.outbox@' || ? || '>')
       from due
      where o.tenant_id = due.tenant_id and o.id = due.id
      returning o.id, o.to_address, o.subject, o.body, o.kind, o.attempts, o.message_id`,
    [now, now, messageIdDomain(address)],
  );
  return rows[0] ?? null;
}

async function sendOne(
  deps: DeliverDeps,
  transport: MailTransport,
  tenantId: string,
  brand: EmailBrand,
  row: ClaimedRow,
): Promise<'sent' | 'retried' | 'failed'> {
  const { mail } = deps;
  const from = parseFrom(mail.from);
  const rendered = renderEmail({ kind: row.kind, title: row.subject, body: row.body }, brand);
  try {
    const answer = await transport.send({
      from: { name: brand.name, address: from.address },
      to: row.to_address,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      messageId: row.message_id,
      headers: { 'X-Headliner-Outbox-Id': row.id },
    });
    await record(deps, tenantId, row.id, `status = 'sent', sent_at = ?, provider_message_id = ?, last_error = null`, [
      deps.clock(),
      answer.providerMessageId,
    ]);
    deps.logger?.info({ tenantId, outboxId: row.id, attempts: row.attempts, response: answer.response }, 'mail sent');
    return 'sent';
  } catch (error) {
    const reason = describeError(error);
    const permanent = classifySendError(error) === 'permanent';
    if (!permanent && row.attempts < mail.maxAttempts) {
      const retryAt = new Date(deps.clock().getTime() + retryDelayMs(row.attempts, mail.retryBaseMs));
      await record(deps, tenantId, row.id, `status = 'queued', next_attempt_at = ?, last_error = ?`, [retryAt, reason]);
      deps.logger?.warn({ tenantId, outboxId: row.id, attempts: row.attempts, retryAt, reason }, 'mail deferred');
      return 'retried';
    }
    await record(deps, tenantId, row.id, `status = 'failed', last_error = ?`, [reason]);
    deps.logger?.error({ tenantId, outboxId: row.id, attempts: row.attempts, permanent, reason }, 'mail failed');
    return 'failed';
  }
}

/** Writes the outcome of a claimed row (only while it is still this worker's `sending` row). */
async function record(deps: DeliverDeps, tenantId: string, id: string, set: string, params: unknown[]): Promise<void> {
  await inTenant(deps.orm, tenantId, (em) =>
    em.execute(`update outbox_emails set ${set}, claimed_at = null where id = ? and status = 'sending'`, [
      ...params,
      id,
    ]),
  );
}

/** Rows left `sending` past the lease: their worker died mid-send. Never resent automatically. */
async function markInterrupted(deps: DeliverDeps, tenantId: string): Promise<number> {
  const lease = deps.mail.sendingLeaseMs ?? SENDING_LEASE_MS;
  const rows = await inTenant(deps.orm, tenantId, (em) =>
    em.execute<{ id: string; message_id: string }[]>(
      `update outbox_emails
          set status = 'unknown', claimed_at = null,
              last_error = 'the worker stopped while sending: it may or may not have been delivered'
        where status = 'sending' and claimed_at <= ?
        returning id, message_id`,
      [new Date(deps.clock().getTime() - lease)],
    ),
  );
  for (const row of rows)
    deps.logger?.error({ tenantId, outboxId: row.id, messageId: row.message_id }, 'mail outcome unknown');
  return rows.length;
}

/** No SMTP, DEV_MAILBOX on: queued mail is "delivered" to the development mailbox page. */
async function deliverToDevMailbox(deps: DeliverDeps, tenantId: string): Promise<number> {
  const now = deps.clock();
  const rows = await inTenant(deps.orm, tenantId, (em) =>
    em.execute<{ id: string }[]>(
      `update outbox_emails
          set status = 'dev_mailbox', sent_at = ?, attempts = attempts + 1,
              message_id = coalesce(message_id, '<' || id || '.outbox@localhost>')
        where status = 'queued'
        returning id`,
      [now],
    ),
  );
  return rows.length;
}

function describeError(error: unknown): string {
  const { message, responseCode, code } = (error ?? {}) as { message?: string; responseCode?: number; code?: string };
  const text = [code, responseCode, message ?? String(error)].filter((part) => part !== undefined).join(' ');
  return text.slice(0, 1000);
}
