import { Migration20261122000001Foundation } from './Migration20261122000001_foundation';
import { Migration20261122000002Offers } from './Migration20261122000002_offers';
import { Migration20261123000001Subscriptions } from './Migration20261123000001_subscriptions';
import { Migration20261123000004Embed } from './Migration20261123000004_embed';
import { Migration20261123000005Contact } from './Migration20261123000005_contact';
import { Migration20261123000006Preferences } from './Migration20261123000006_preferences';
import { Migration20261123000002Routing } from './Migration20261123000002_routing';
import { Migration20261123000007Admin } from './Migration20261123000007_admin';
import { Migration20261123000008Operator } from './Migration20261123000008_operator';
import { Migration20261123000009RoutingIndex } from './Migration20261123000009_routing_index';
import { Migration20261124000001VenueBands } from './Migration20261124000001_venue_bands';
import { Migration20261124000101CheckoutReturn } from './Migration20261124000101_checkout_return';
import { Migration20261124000201OfferProcessingFee } from './Migration20261124000201_offer_processing_fee';
import { Migration20261124000301SessionVersion } from './Migration20261124000301_session_version';
import { Migration20261125000001EmbedSignupTier } from './Migration20261125000001_embed_signup_tier';
import { Migration20261125000002RevokedTokens } from './Migration20261125000002_revoked_tokens';
import { Migration20261125001001OneCheckoutPerOffer } from './Migration20261125001001_one_checkout_per_offer';
import { Migration20261125001002IdempotencyKeys } from './Migration20261125001002_idempotency_keys';
import { Migration20261125004001OutboxDelivery } from './Migration20261125004001_outbox_delivery';
import { Migration20261126001001VenueTimeZones } from './Migration20261126001001_venue_time_zones';
import { Migration20261127020001PerformerAvailability } from './Migration20261127020001_performer_availability';
import { Migration20261127050001SiteContent } from './Migration20261127050001_site_content';

/** Every migration, in order. Listed explicitly so bundling and tsx need no file globbing. */
export const migrationsList = [
  { name: 'Migration20261122000001Foundation', class: Migration20261122000001Foundation },
  { name: 'Migration20261122000002Offers', class: Migration20261122000002Offers },
  { name: 'Migration20261123000001Subscriptions', class: Migration20261123000001Subscriptions },
  { name: 'Migration20261123000004Embed', class: Migration20261123000004Embed },
  { name: 'Migration20261123000005Contact', class: Migration20261123000005Contact },
  { name: 'Migration20261123000002Routing', class: Migration20261123000002Routing },
  { name: 'Migration20261123000006Preferences', class: Migration20261123000006Preferences },
  { name: 'Migration20261123000007Admin', class: Migration20261123000007Admin },
  { name: 'Migration20261123000008Operator', class: Migration20261123000008Operator },
  { name: 'Migration20261123000009RoutingIndex', class: Migration20261123000009RoutingIndex },
  { name: 'Migration20261124000001VenueBands', class: Migration20261124000001VenueBands },
  { name: 'Migration20261124000101CheckoutReturn', class: Migration20261124000101CheckoutReturn },
  { name: 'Migration20261124000201OfferProcessingFee', class: Migration20261124000201OfferProcessingFee },
  { name: 'Migration20261124000301SessionVersion', class: Migration20261124000301SessionVersion },
  { name: 'Migration20261125000001EmbedSignupTier', class: Migration20261125000001EmbedSignupTier },
  { name: 'Migration20261125000002RevokedTokens', class: Migration20261125000002RevokedTokens },
  { name: 'Migration20261125001001OneCheckoutPerOffer', class: Migration20261125001001OneCheckoutPerOffer },
  { name: 'Migration20261125001002IdempotencyKeys', class: Migration20261125001002IdempotencyKeys },
  { name: 'Migration20261125004001OutboxDelivery', class: Migration20261125004001OutboxDelivery },
  { name: 'Migration20261126001001VenueTimeZones', class: Migration20261126001001VenueTimeZones },
  { name: 'Migration20261127020001PerformerAvailability', class: Migration20261127020001PerformerAvailability },
  { name: 'Migration20261127050001SiteContent', class: Migration20261127050001SiteContent },
];
