import { EntitySchema } from '@mikro-orm/core';
import { money } from './cents';
import { tenantFilter } from './tenantOwned';

export interface PerformerMediaItem {
  type: 'image' | 'video';
  url: string;
  title: string;
}

export interface Performer {
  tenantId: string;
  id: string;
  userId: string;
  stageName: string;
  shortBio: string | null;
  bio: string;
  baseFeeCents: number;
  /** Mean of the visible reviews, one decimal; null while the act has none ("New"). */
  rating: string | null;
  reviewCount: number;
  isAvailable: boolean;
  genres: string[];
  profileImageUrl: string | null;
  media: PerformerMediaItem[];
  city: string | null;
  state: string | null;
  lat: number | null;
  lng: number | null;
  isFeatured: boolean;
  isElite: boolean;
  cleanContent: boolean;
  isVetted: boolean;
  responseTimeHours: number;
  performerTier: 'basic' | 'elite';
  profileCompleted: boolean;
  isVerified: boolean;
  ratesConfigured: boolean;
  stripeConnected: boolean;
  stripeAccountId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const PerformerEntity = new EntitySchema<Performer>({
  name: 'Performer',
  tableName: 'performers',
  filters: tenantFilter,
  properties: {
    tenantId: { type: 'uuid', primary: true },
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    stageName: { type: 'string', columnType: 'text' },
    shortBio: { type: 'string', columnType: 'text', nullable: true },
    bio: { type: 'string', columnType: 'text' },
    baseFeeCents: money,
    rating: { type: 'decimal', columnType: 'numeric(2,1)', nullable: true },
    reviewCount: { type: 'integer' },
    isAvailable: { type: 'boolean' },
    genres: { type: 'string[]', columnType: 'text[]' },
    profileImageUrl: { type: 'string', columnType: 'text', nullable: true },
    media: { type: 'json', columnType: 'jsonb' },
    city: { type: 'string', columnType: 'text', nullable: true },
    state: { type: 'string', columnType: 'char(2)', nullable: true },
    lat: { type: 'double', nullable: true },
    lng: { type: 'double', nullable: true },
    isFeatured: { type: 'boolean' },
    isElite: { type: 'boolean' },
    cleanContent: { type: 'boolean' },
    isVetted: { type: 'boolean' },
    responseTimeHours: { type: 'integer' },
    performerTier: { type: 'string', columnType: 'text' },
    profileCompleted: { type: 'boolean' },
    isVerified: { type: 'boolean' },
    ratesConfigured: { type: 'boolean' },
    stripeConnected: { type: 'boolean' },
    stripeAccountId: { type: 'string', columnType: 'text', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date() },
    updatedAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
