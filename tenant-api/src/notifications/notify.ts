import { randomUUID } from 'node:crypto';
import type { TenantEm } from '../db/tenantScope';
import { NotificationEntity, OutboxEmailEntity, type NotificationKind, type User } from '../entities';

export interface NotificationMessage {
  kind: NotificationKind;
  title: string;
  body: string;
  offerId?: string | null;
}

/**
 * Tells a user something in the app and by e-mail. Both rows are written in the caller's
 * transaction, so a notification exists exactly when the change it reports does; the
 * outbox is delivered afterwards by the worker's mail job (jobs/deliverOutbox.ts; nothing is
 * dropped on a crash).
 */
export function notify(
  em: TenantEm,
  user: Pick<User, 'tenantId' | 'id' | 'email'>,
  message: NotificationMessage,
): void {
  em.create(NotificationEntity, {
    tenantId: user.tenantId,
    id: randomUUID(),
    userId: user.id,
    kind: message.kind,
    title: message.title,
    body: message.body,
    offerId: message.offerId ?? null,
    readAt: null,
    createdAt: new Date(),
  });
  em.create(OutboxEmailEntity, {
    tenantId: user.tenantId,
    id: randomUUID(),
    toAddress: user.email,
    subject: message.title,
    body: message.body,
    kind: message.kind,
    offerId: message.offerId ?? null,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: new Date(),
    createdAt: new Date(),
    sentAt: null,
  });
}
