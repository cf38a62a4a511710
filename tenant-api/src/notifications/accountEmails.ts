import { randomUUID } from 'node:crypto';
import type { TenantEm } from '../db/tenantScope';
import { OutboxEmailEntity, type NotificationKind, type User } from '../entities';

export interface AccountEmail {
  kind: Extract<NotificationKind, 'password_reset' | 'password_changed' | 'email_verification' | 'signup_attempt'>;
  title: string;
  body: string;
}

/**
 * An e-mail about the account itself, with no in-app notification (its reader may be signed out):
 * an outbox row in the caller's transaction, delivered by the worker's mail job
 * (jobs/deliverOutbox.ts) in the tenant's name and theme like every notification.
 */
export function queueAccountEmail(
  em: TenantEm,
  user: Pick<User, 'tenantId' | 'email'>,
  message: AccountEmail,
  now: Date,
): void {
  em.create(OutboxEmailEntity, {
    tenantId: user.tenantId,
    id: randomUUID(),
    toAddress: user.email,
    subject: message.title,
    body: message.body,
    kind: message.kind,
    offerId: null,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: new Date(),
    createdAt: now,
    sentAt: null,
  });
}
