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
  },
});
