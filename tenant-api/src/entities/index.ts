import { AvailabilityBlockEntity, CalendarFeedEntity } from './Availability';
import { NotificationEntity, OutboxEmailEntity } from './Notification';
import { OfferEntity, OfferEventEntity } from './Offer';
import { PerformerEntity } from './Performer';
import { ReviewEntity } from './Review';
import { TenantEntity } from './Tenant';
import { BuyerTierEntity, FeeSettingsEntity, PerformerTierEntity } from './Tier';
import { UserEntity } from './User';

export * from './Availability';
export * from './Notification';
export * from './Offer';
export * from './Performer';
export * from './Review';
export * from './Tenant';
export * from './Tier';
export * from './User';

export const allEntities = [
  TenantEntity,
  UserEntity,
  PerformerEntity,
  ReviewEntity,
  BuyerTierEntity,
  PerformerTierEntity,
  FeeSettingsEntity,
  OfferEntity,
  OfferEventEntity,
  NotificationEntity,
  OutboxEmailEntity,
  AvailabilityBlockEntity,
  CalendarFeedEntity,
];
