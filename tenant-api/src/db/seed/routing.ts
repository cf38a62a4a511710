import type pg from 'pg';
import { locateCity } from '../../domain/geocode';
import { zoneAt } from '../../domain/timeZones';
import { allUsCities } from './cities';
import { SeededRandom } from './random';

/** The demo tour: days after the seed's clock, a place, and whether the date is fixed. */
const DEMO_TOUR_STOPS: [number, string, string, boolean][] = [
  [7, 'Austin', 'TX', true],
  [9, 'San Antonio', 'TX', false],
  [11, 'Houston', 'TX', false],
  [14, 'Dallas', 'TX', true],
  [16, 'Oklahoma City', 'OK', false],
  [18, 'Tulsa', 'OK', false],
  [21, 'Kansas City', 'MO', true],
];

/**
 * Routing demo data: the tenant's cost rates (column defaults) and one tour for its first demo
 * performer account, dated from the seed's clock. Its own generator keeps the rest of the seed
 * unchanged.
 */
export async function seedRouting(
  client: pg.Client,
  tenantId: string,
  performerUserId: string | undefined,
  seed: number,
  now: Date,
): Promise<void> {
  await client.query('insert into routing_rates (tenant_id) values ($1) on conflict do nothing', [tenantId]);
  if (!performerUserId) return;
  const performer = await client.query('select id from performers where tenant_id = $1 and user_id = $2', [
    tenantId,
    performerUserId,
  ]);
  if (!performer.rows[0]) return;
  const random = new SeededRandom(seed);
  const tourId = random.uuid();
  await client.query('insert into tours (tenant_id, id, performer_id, name) values ($1, $2, $3, $4)', [
    tenantId,
    tourId,
    performer.rows[0].id,
    'Heartland Spring Run',
  ]);
  for (const [position, [days, city, state, isFixedDate]] of DEMO_TOUR_STOPS.entries()) {
    const place = locateCity(allUsCities(), city, state)!;
    await client.query(
      `insert into tour_stops (tenant_id, id, tour_id, position, city, state, lat, lng, stop_date, is_fixed_date, time_zone)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        tenantId,
        random.uuid(),
        tourId,
        position,
        place.name,
        place.state,
        place.lat,
        place.lng,
        dayAfter(now, days),
        isFixedDate,
        zoneAt(place.lat, place.lng),
      ],
    );
  }
}

function dayAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
