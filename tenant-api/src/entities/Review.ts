import { EntitySchema } from '@mikro-orm/core';
import { tenantFilter } from './tenantOwned';

export interface Review {
  tenantId: string;
  id: string;
  performerId: string;
  authorName: string;
  rating: number;
  body: string;
  createdAt: Date;
  /** The booking reviewed; null for the seeded reviews, which predate reviews of bookings. */
  offerId: string | null;
  authorUserId: string | null;
  /** Who wrote it: the buyer (about the performer) or the performer (about the buyer). */
  authorRole: 'buyer' | 'performer';
  windowClosesAt: Date | null;
  /** Null while double-blind: the other side has not written and the window is open. */
  publishedAt: Date | null;
  hiddenAt: Date | null;
  replyBody: string | null;
  repliedAt: Date | null;
}

export const ReviewEntity = new EntitySchema<Review>({
  name: 'Review',
  tableName: 'reviews',
  filters: tenantFilter,
  properties: {
    tenantId: { type: 'uuid', primary: true },
    id: { type: 'uuid', primary: true },
    performerId: { type: 'uuid' },
    authorName: { type: 'string', columnType: 'text' },
    rating: { type: 'smallint' },
    body: { type: 'string', columnType: 'text' },
    createdAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date() },
    offerId: { type: 'uuid', nullable: true },
    authorUserId: { type: 'uuid', nullable: true },
    authorRole: { type: 'string', columnType: 'text' },
    windowClosesAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    publishedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    hiddenAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    replyBody: { type: 'string', columnType: 'text', nullable: true },
    repliedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
  },
});
