import { Migration } from '@mikro-orm/migrations';

/**
 * The routing opportunity search scans each tour leg's bounding box on (tenant_id, lat, lng) and
 * needs each venue's id, name, city and state: with those included in the index the scan is an
 * index-only scan instead of one random heap page per venue (docs/benchmarks.md, "Tour routing").
 */
export class Migration20261123000009RoutingIndex extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists venues_location;`);
    this.addSql(`create index venues_location on venues (tenant_id, lat, lng) include (id, name, city, state);`);
  }
}
