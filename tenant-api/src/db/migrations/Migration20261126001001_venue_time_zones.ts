import { Migration } from '@mikro-orm/migrations';
import { isTimeZone } from '../../contract/dates';
import { zoneAt, zoneOfPlace } from '../../domain/timeZones';
import { pgArrayLiteral } from '../pgArrayLiteral';
import { allUsCities } from '../seed/cities';

/**
 * Venue time zones (issue 15, item 4). Venues and tour stops store the IANA zone of their
 * coordinates; offers store their venue's zone (from the venue city and state), and their event
 * date and time are that zone's wall clock. Existing rows are filled in from the same lookups the
 * app uses, then the columns become required. The check keeps out anything but a zone name shape.
 */
export class Migration20261126001001VenueTimeZones extends Migration {
  override async up(): Promise<void> {
    const zoneShape = `check (time_zone ~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$')`;
    await this.execute(`alter table venues add column time_zone text;`);
    await this.execute(`alter table tour_stops add column time_zone text;`);
    await this.execute(`alter table offers add column venue_time_zone text;`);

    for (const table of ['venues', 'tour_stops']) {
      const rows = (await this.execute(`select id, lat, lng from ${table}`)) as {
        id: string;
        lat: number;
        lng: number;
      }[];
      await this.fillIn(
        table,
        'time_zone',
        'id',
        groupBy(
          rows,
          (row) => zoneAt(row.lat, row.lng),
          (row) => row.id,
        ),
      );
    }
    const places = (await this.execute(`select distinct venue_city, venue_state from offers`)) as {
      venue_city: string;
      venue_state: string;
    }[];
    const cities = places.length ? allUsCities() : [];
    for (const place of places) {
      const zone = zoneOfPlace(cities, place.venue_city, place.venue_state.trim());
      await this.execute(`update offers set venue_time_zone = ? where venue_city = ? and venue_state = ?`, [
        zone,
        place.venue_city,
        place.venue_state,
      ]);
    }

    await this.execute(`alter table venues alter column time_zone set not null, add ${zoneShape};`);
    await this.execute(`alter table tour_stops alter column time_zone set not null, add ${zoneShape};`);
    await this.execute(
      `alter table offers alter column venue_time_zone set not null, add ${zoneShape.replace('time_zone', 'venue_time_zone')};`,
    );
  }

  private async fillIn(table: string, column: string, key: string, groups: Map<string, string[]>): Promise<void> {
    for (const [zone, ids] of groups) {
      if (!isTimeZone(zone)) continue;
      await this.execute(`update ${table} set ${column} = ? where ${key} = any(?::uuid[])`, [
        zone,
        pgArrayLiteral(ids),
      ]);
    }
  }
}

function groupBy<T>(rows: T[], keyOf: (row: T) => string, valueOf: (row: T) => string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), valueOf(row)]);
  }
  return groups;
}
