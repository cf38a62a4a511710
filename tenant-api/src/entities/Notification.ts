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

export interface OutboxEmail {
  tenantId: string;
  id: string;
  toAddress: string;
  subject: string;
  body: string;
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
    createdAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date() },
    sentAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
  },
});
