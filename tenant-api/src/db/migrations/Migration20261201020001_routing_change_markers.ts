import { Migration } from '@mikro-orm/migrations';
import { CHANGE_MARKER_SETUP_SQL, markTableSql } from '../changeMarkers';
import { enableTenantRls } from '../rls';

/**
 * Change markers (db/changeMarkers.ts) on what the opportunity search keeps in memory: venues and
 * their booking facts. Each row carries the id of the transaction that last wrote it, and deletions
 * leave tombstones, so a process's copy is brought up to date by reading only what changed.
 */
export class Migration20261201020001RoutingChangeMarkers extends Migration {
  override async up(): Promise<void> {
    for (const sql of CHANGE_MARKER_SETUP_SQL) this.addSql(sql);
    for (const sql of enableTenantRls('change_tombstones')) this.addSql(sql);
    for (const sql of markTableSql({ table: 'venues', keys: [{ column: 'id', type: 'uuid' }] })) this.addSql(sql);
    const statsKeys = ['venue_state', 'venue_city_key', 'venue_name_key'].map((column) => ({ column, type: 'text' }));
    for (const sql of markTableSql({ table: 'venue_booking_stats', keys: statsKeys })) this.addSql(sql);
  }
}
