import { Migration20261122000001Foundation } from './Migration20261122000001_foundation';

/** Every migration, in order. Listed explicitly so bundling and tsx need no file globbing. */
export const migrationsList = [{ name: 'Migration20261122000001Foundation', class: Migration20261122000001Foundation }];
