import { EntitySchema } from '@mikro-orm/core';
import { tenantFilter } from './tenantOwned';

/** A one-off block or weekly rule of a performer's calendar (domain/availability.ts). */
export interface AvailabilityBlock {
  tenantId: string;
  id: string;
  performerId: string;
  kind: 'date' | 'weekly';
  date: string | null;
  weekday: number | null;
  startTime: string | null;
  endTime: string | null;
  note: string;
  createdAt: Date;
}

export const AvailabilityBlockEntity = new EntitySchema<AvailabilityBlock>({
  name: 'AvailabilityBlock',
  tableName: 'availability_blocks',
  filters: tenantFilter,
  properties: {
    tenantId: { type: 'uuid', primary: true },
    id: { type: 'uuid', primary: true },
    performerId: { type: 'uuid' },
    kind: { type: 'string', columnType: 'text' },
    date: { type: 'string', columnType: 'date', nullable: true },
    weekday: { type: 'smallint', nullable: true },
    startTime: { type: 'string', columnType: 'text', nullable: true },
    endTime: { type: 'string', columnType: 'text', nullable: true },
    note: { type: 'string', columnType: 'text' },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
});

/** The secret token of a performer's iCalendar feed. */
export interface CalendarFeed {
  tenantId: string;
  performerId: string;
  token: string;
  createdAt: Date;
}

export const CalendarFeedEntity = new EntitySchema<CalendarFeed>({
  name: 'CalendarFeed',
  tableName: 'calendar_feeds',
  filters: tenantFilter,
  properties: {
    tenantId: { type: 'uuid', primary: true },
    performerId: { type: 'uuid', primary: true },
    token: { type: 'string', columnType: 'text' },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
});
