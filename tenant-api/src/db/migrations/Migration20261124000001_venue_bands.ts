import { Migration } from '@mikro-orm/migrations';

/**
 * The routing opportunity search reads venues by latitude band and longitude (docs/routing.md,
 * "Detour rule"): a btree on (tenant_id, lat, lng) can only range-scan lat, so each leg's box read
 * every venue in its whole latitude span; with quarter-degree bands first, each band is one short
 * lng range. The unit vector (x toward 0°N 0°E, z toward the north pole) makes each great-circle
 * distance one chord and one asin. The covering index makes the scan index-only.
 */
export class Migration20261124000001VenueBands extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table venues
        add column lat_band integer generated always as (floor(lat * 4)::integer) stored,
        add column unit_x double precision generated always as (cos(radians(lat)) * cos(radians(lng))) stored,
        add column unit_y double precision generated always as (cos(radians(lat)) * sin(radians(lng))) stored,
        add column unit_z double precision generated always as (sin(radians(lat))) stored;`);
    this.addSql(`
      create index venues_by_band on venues (tenant_id, lat_band, lng)
        include (lat, unit_x, unit_y, unit_z, id, name, city, state);`);
    this.addSql(`drop index if exists venues_location;`);
  }
}
