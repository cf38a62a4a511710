import { pgArrayLiteral } from '../../db/pgArrayLiteral';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { TourBody } from '../../contract';
import { allUsCities } from '../../db/seed/cities';
import type { TenantEm } from '../../db/tenantScope';
import { locateCity } from '../../domain/geocode';
import { zoneAt } from '../../domain/timeZones';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { canPlanTours } from '../../policies/routing';
import { findTour, performerIdOf, type TourRow } from '../../queries/tours';
import { ownTour, type TourActor } from './tourAccess';

type TourInput = z.output<typeof TourBody>;

interface PlacedStop {
  city: string;
  state: string;
  lat: number;
  lng: number;
  date: string;
  isFixedDate: boolean;
  venueId: string | null;
}

/** Geocodes every stop with the bundled gazetteer; 400 naming the first stop it cannot place. */
async function placeStops(em: TenantEm, tenantId: string, input: TourInput): Promise<PlacedStop[]> {
  const venueIds = input.stops.map((stop) => stop.venueId).filter((id): id is string => !!id);
  const known: { id: string }[] = venueIds.length
    ? await em.execute(`select id from venues where tenant_id = ? and id = any(?::uuid[])`, [
        tenantId,
        pgArrayLiteral(venueIds),
      ])
    : [];
  const knownIds = new Set(known.map((row) => row.id));
  return input.stops.map((stop, index) => {
    const place = locateCity(allUsCities(), stop.city, stop.state);
    if (!place) {
      throw badRequest(`We could not find ${stop.city}, ${stop.state}`, {
        [`stops.${index}.city`]: 'Choose a US city in that state',
      });
    }
    if (stop.venueId && !knownIds.has(stop.venueId)) {
      throw badRequest('Unknown venue', { [`stops.${index}.venueId`]: 'No such venue' });
    }
    return {
      city: place.name,
      state: place.state,
      lat: place.lat,
      lng: place.lng,
      date: stop.date,
      isFixedDate: stop.isFixedDate,
      venueId: stop.venueId ?? null,
    };
  });
}

async function writeStops(em: TenantEm, tenantId: string, tourId: string, stops: PlacedStop[]): Promise<void> {
  await em.execute(`delete from tour_stops where tenant_id = ? and tour_id = ?`, [tenantId, tourId]);
  for (const [position, stop] of stops.entries()) {
    await em.execute(
      `insert into tour_stops (tenant_id, id, tour_id, position, city, state, lat, lng, stop_date, is_fixed_date, venue_id,
                               time_zone)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        tenantId,
        randomUUID(),
        tourId,
        position,
        stop.city,
        stop.state,
        stop.lat,
        stop.lng,
        stop.date,
        stop.isFixedDate,
        stop.venueId,
        zoneAt(stop.lat, stop.lng),
      ],
    );
  }
}

export async function createTour(em: TenantEm, actor: TourActor, input: TourInput): Promise<TourRow> {
  if (!canPlanTours(actor.user)) throw forbidden('Only performers plan tours');
  const performerId = await performerIdOf(em, actor.user);
  if (!performerId) throw notFound('Performer profile not found');
  const stops = await placeStops(em, actor.tenant.id, input);
  const id = randomUUID();
  await em.execute(`insert into tours (tenant_id, id, performer_id, name) values (?, ?, ?, ?)`, [
    actor.tenant.id,
    id,
    performerId,
    input.name,
  ]);
  await writeStops(em, actor.tenant.id, id, stops);
  return (await findTour(em, actor.tenant.id, id))!;
}

/** Replaces a tour's name and stops; only its performer may. */
export async function updateTour(em: TenantEm, actor: TourActor, tourId: string, input: TourInput): Promise<TourRow> {
  if (!canPlanTours(actor.user)) throw forbidden('Only performers plan tours');
  await ownTour(em, actor, tourId);
  const stops = await placeStops(em, actor.tenant.id, input);
  await em.execute(`update tours set name = ?, updated_at = now() where tenant_id = ? and id = ?`, [
    input.name,
    actor.tenant.id,
    tourId,
  ]);
  await writeStops(em, actor.tenant.id, tourId, stops);
  return (await findTour(em, actor.tenant.id, tourId))!;
}

export async function deleteTour(em: TenantEm, actor: TourActor, tourId: string): Promise<void> {
  if (!canPlanTours(actor.user)) throw forbidden('Only performers plan tours');
  await ownTour(em, actor, tourId);
  await em.execute(`delete from tours where tenant_id = ? and id = ?`, [actor.tenant.id, tourId]);
}
