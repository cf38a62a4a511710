import { Migration20261122000001Foundation } from './Migration20261122000001_foundation';
import { Migration20261122000002Offers } from './Migration20261122000002_offers';

/** Every migration, in order. Listed explicitly so bundling and tsx need no file globbing. */
export const migrationsList = [
  { name: 'Migration20261122000001Foundation', class: Migration20261122000001Foundation },
  { name: 'Migration20261122000002Offers', class: Migration20261122000002Offers },
];
