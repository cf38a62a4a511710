import { z } from 'zod';
import { inTenant } from '../db/tenantScope';
import type { NotificationKind } from '../entities';
import { notFound } from '../http/errors';
import { defineRoute, type Route } from '../http/routeTable';
import { brandFrom, escapeHtml, renderEmail } from '../notifications/emailTemplates';
import { tenantTheme } from '../presenters/adminTheme';

const LIMIT = 200;
const MailboxQuery = z.strictObject({ format: z.enum(['html', 'json']).optional() });
const MailboxParams = z.strictObject({ id: z.uuid() });
const Mailbox = z
  .object({
    tenant: z.string(),
    messages: z.array(
      z.object({
        id: z.uuid(),
        to: z.string(),
        subject: z.string(),
        text: z.string(),
        kind: z.string().nullable(),
        status: z.string(),
        attempts: z.number().int(),
        lastError: z.string().nullable(),
        messageId: z.string().nullable(),
        createdAt: z.string(),
        sentAt: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'DevMailbox' });
const dev = { tags: ['Development'], access: 'public' } as const;

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  kind: NotificationKind | null;
  status: string;
  attempts: number;
  last_error: string | null;
  message_id: string | null;
  created_at: Date;
  sent_at: Date | null;
}

/**
 * Development only (DEV_MAILBOX=true; never mounted otherwise): the tenant's outbox as it would be
 * (or was) sent, newest first, as an HTML list or JSON, and each message's HTML part.
 */
export const devMailboxRoutes: Route[] = [
  defineRoute({
    ...dev,
    method: 'get',
    path: '/dev/mailbox',
    operationId: 'getDevMailbox',
    summary: 'The tenant’s outbox, newest first, as HTML or (`format=json`, or Accept) JSON',
    query: MailboxQuery,
    responses: {
      200: { description: 'The outbox', content: { 'application/json': Mailbox, 'text/html': z.string() } },
    },
    async handler(ctx, { query }) {
      const { tenant } = ctx.state;
      const rows = await inTenant(ctx.deps.orm, tenant.id, (em) =>
        em.execute<OutboxRow[]>(
          `select id, to_address, subject, body, kind, status, attempts, last_error, message_id, created_at, sent_at
           from outbox_emails order by created_at desc, id limit ?`,
          [LIMIT],
        ),
      );
      const brand = brandFrom(tenant.name, tenantTheme(tenant));
      const messages = rows.map((row) => {
        const rendered = renderEmail({ kind: row.kind, title: row.subject, body: row.body }, brand);
        return {
          id: row.id,
          to: row.to_address,
          subject: rendered.subject,
          text: rendered.text,
          kind: row.kind,
          status: row.status,
          attempts: row.attempts,
          lastError: row.last_error,
          messageId: row.message_id,
          createdAt: new Date(row.created_at).toISOString(),
          sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
        };
      });
      ctx.set('Cache-Control', 'no-store');
      const wantsJson = query.format === 'json' || (!query.format && ctx.accepts('html', 'json') === 'json');
      if (wantsJson) {
        ctx.body = { tenant: tenant.slug, messages };
        return;
      }
      ctx.type = 'html';
      ctx.body = mailboxPage(tenant.name, messages);
    },
  }),

  defineRoute({
    ...dev,
    method: 'get',
    path: '/dev/mailbox/:id',
    operationId: 'getDevMailboxMessage',
    summary: 'One e-mail’s HTML part',
    params: MailboxParams,
    responses: { 200: { description: 'The e-mail', content: { 'text/html': z.string() } } },
    errors: { 404: 'No such e-mail' },
    async handler(ctx, { params: { id } }) {
      const { tenant } = ctx.state;
      const rows = await inTenant(ctx.deps.orm, tenant.id, (em) =>
        em.execute<OutboxRow[]>(`select subject, body, kind from outbox_emails where id = ?`, [id]),
      );
      const row = rows[0];
      if (!row) throw notFound('No such e-mail');
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'html';
      ctx.body = renderEmail(
        { kind: row.kind, title: row.subject, body: row.body },
        brandFrom(tenant.name, tenantTheme(tenant)),
      ).html;
    },
  }),
];

function mailboxPage(
  tenantName: string,
  messages: Array<{ id: string; to: string; subject: string; text: string; status: string; createdAt: string }>,
): string {
  const items = messages
    .map(
      (m) => `<li><article>
<h2><a href="mailbox/${m.id}">${escapeHtml(m.subject)}</a></h2>
<p>To <b>${escapeHtml(m.to)}</b> · ${escapeHtml(m.createdAt)} · <span class="status">${escapeHtml(m.status)}</span></p>
<pre>${escapeHtml(m.text)}</pre></article></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development mailbox: ${escapeHtml(tenantName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}li{list-style:none;border-bottom:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Development mailbox: ${escapeHtml(tenantName)}</h1>
<p>E-mail this tenant's outbox holds, newest first (at most ${LIMIT}). Nothing here was sent unless its status is <code>sent</code>. <a href="mailbox?format=json">JSON</a></p>
${messages.length ? `<ol>${items}</ol>` : '<p>No e-mail yet.</p>'}
</body></html>
`;
}
