import { EntitySchema } from '@mikro-orm/core';
import type { BuyerTier, OfferStatus } from '../contract';
import { money } from './cents';
import { tenantFilter } from './tenantOwned';

export interface Offer {
  tenantId: string;
  id: string;
  buyerId: string;
  performerId: string;
  status: OfferStatus;
  eventName: string;
  eventDate: string;
  eventTime: string;
  eventType: string;
  audienceSize: number;
  contentRating: string;
  venueName: string;
  venueAddress: string;
  venueCity: string;
  venueState: string;
  /** The venue's IANA time zone: the event date and time are its wall clock. */
  venueTimeZone: string;
  venueZip: string | null;
  venuePhone: string | null;
  venueEmail: string | null;
  venueType: string;
  performanceLength: number;
  specialRequests: string | null;
  isMultiNight: boolean;
  numberOfNights: number;
  offerAmountCents: number;
  counterOfferAmountCents: number | null;
  counterOfferCount: number;
  buyerTier: BuyerTier;
  serviceFeeBps: number;
  commissionBps: number;
  /** The tenant's payment processing fee when the offer was made: what a full refund keeps back. */
  processingFeeBps: number;
  processingFixedCents: number;
  subtotalCents: number;
  platformFeeCents: number;
  totalAmountCents: number;
  requiresAdminApproval: boolean;
  adminApproved: boolean | null;
  stateEnteredAt: Date;
  responseDeadline: Date | null;
  paidAt: Date | null;
  /**
   * When what the offer held in escrow was settled: paid out to the performer after the event (a
   * booking, or what a late cancellation left), or emptied by a cancellation's full refund. Null
   * while escrow may still hold money for it. The amounts are the ledger's, never copied here.
   */
  escrowReleasedAt: Date | null;
  cancelledBy: string | null;
  idempotencyKey: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

const text = { type: 'string', columnType: 'text' } as const;
const optionalText = { ...text, nullable: true } as const;
const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;

export const OfferEntity = new EntitySchema<Offer>({
  name: 'Offer',
  tableName: 'offers',
  filters: tenantFilter,
  properties: {
    tenantId: { type: 'uuid', primary: true },
    id: { type: 'uuid', primary: true },
    buyerId: { type: 'uuid' },
    performerId: { type: 'uuid' },
    status: text,
    eventName: text,
    eventDate: { type: 'string', columnType: 'date' },
    eventTime: text,
    eventType: text,
    audienceSize: { type: 'integer' },
    contentRating: text,
    venueName: text,
    venueAddress: text,
    venueCity: text,
    venueState: { type: 'string', columnType: 'char(2)' },
    venueTimeZone: text,
    venueZip: optionalText,
    venuePhone: optionalText,
    venueEmail: optionalText,
    venueType: text,
    performanceLength: { type: 'integer' },
    specialRequests: optionalText,
    isMultiNight: { type: 'boolean' },
    numberOfNights: { type: 'integer' },
    offerAmountCents: money,
    counterOfferAmountCents: { ...money, nullable: true },
    counterOfferCount: { type: 'integer' },
    buyerTier: text,
    serviceFeeBps: { type: 'integer' },
    commissionBps: { type: 'integer' },
    processingFeeBps: { type: 'integer' },
    processingFixedCents: money,
    subtotalCents: money,
    platformFeeCents: money,
    totalAmountCents: money,
    requiresAdminApproval: { type: 'boolean' },
    adminApproved: { type: 'boolean', nullable: true },
    stateEnteredAt: timestamp,
    responseDeadline: { ...timestamp, nullable: true },
    paidAt: { ...timestamp, nullable: true },
    escrowReleasedAt: { ...timestamp, nullable: true },
    cancelledBy: optionalText,
    idempotencyKey: optionalText,
    version: { type: 'integer', version: true },
    createdAt: { ...timestamp, onCreate: () => new Date() },
    updatedAt: { ...timestamp, onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

export interface OfferEvent {
  tenantId: string;
  id: string;
  offerId: string;
  transition: string;
  fromStatus: OfferStatus | null;
  toStatus: OfferStatus;
  actorUserId: string | null;
  actorRole: string;
  note: string | null;
  amountCents: number | null;
  createdAt: Date;
}

export const OfferEventEntity = new EntitySchema<OfferEvent>({
  name: 'OfferEvent',
  tableName: 'offer_events',
  filters: tenantFilter,
  properties: {
    tenantId: { type: 'uuid', primary: true },
    id: { type: 'uuid', primary: true },
    offerId: { type: 'uuid' },
    transition: text,
    fromStatus: optionalText,
    toStatus: text,
    actorUserId: { type: 'uuid', nullable: true },
    actorRole: text,
    note: optionalText,
    amountCents: { ...money, nullable: true },
    createdAt: { ...timestamp, onCreate: () => new Date() },
  },
});
