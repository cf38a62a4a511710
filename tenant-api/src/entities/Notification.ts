import { EntitySchema } from '@mikro-orm/core';
import { tenantFilter } from './tenantOwned';

export const NOTIFICATION_KINDS = [
  'offer_received',
  'offer_approved',
  'offer_rejected_by_admin',
  'offer_countered',
  'offer_accepted',
  'offer_declined',
  'offer_paid',
  'offer_expiring',
  'offer_expired',
  'offer_cancelled',
  'payment_refunded',
  'payout_sent',
  'approval_requested',
  'application_approved',
  'application_rejected',
  // A plan's renewal receipt, a renewal that failed (grace), and a plan that ended.
  'subscription_receipt',
  'subscription_payment_failed',
  'subscription_ended',
  // E-mail only (no in-app notification): the account's password reset link, and its confirmation.
  'password_reset',
  'password_changed',
  // E-mail only: the link that confirms the account's address, and "someone tried to sign up with it".
  'email_verification',
  'signup_attempt',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface Notification {
  tenantId: string;
  id: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  offerId: string | null;
  readAt: Date | null;
  createdAt: Date;
}

export const NotificationEntity = new EntitySchema<Notification>({
  name: 'Notification',
  tableName: 'notifications',
  filters: tenantFilter,
  properties: {
    tenantId: { type: 'uuid', primary: true },
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    kind: { type: 'string', columnType: 'text' },
    title: { type: 'string', columnType: 'text' },
    body: { type: 'string', columnType: 'text' },
    offerId: { type: 'uuid', nullable: true },
    readAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date() },
  },
});

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'dev_mailbox', 'unknown'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** One e-mail to send; delivered by jobs/deliverOutbox.ts (statuses: Migration20261125004001_outbox_delivery). */
export interface OutboxEmail {
  tenantId: string;
  id: string;
  toAddress: string;
  subject: string;
  body: string;
  kind?: NotificationKind | null;
  offerId?: string | null;
  status?: OutboxStatus;
  attempts?: number;
  nextAttemptAt?: Date;
  lastError?: string | null;
  messageId?: string | null;
  providerMessageId?: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export const OutboxEmailEntity = new EntitySchema<OutboxEmail>({
  name: 'OutboxEmail',
  tableName: 'outbox_emails',
  filters: tenantFilter,
  properties: {
    tenantId: { type: 'uuid', primary: true },
    id: { type: 'uuid', primary: true },
    toAddress: { type: 'string', columnType: 'text' },
    subject: { type: 'string', columnType: 'text' },
    body: { type: 'string', columnType: 'text' },
    kind: { type: 'string', columnType: 'text', nullable: true },
    offerId: { type: 'uuid', nullable: true },
    status: { type: 'string', columnType: 'text', default: 'queued' },
    attempts: { type: 'integer', default: 0 },
    nextAttemptAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date() },
    lastError: { type: 'string', columnType: 'text', nullable: true },
    messageId: { type: 'string', columnType: 'text', nullable: true },
    providerMessageId: { type: 'string', columnType: 'text', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date() },
    sentAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
  },
});
