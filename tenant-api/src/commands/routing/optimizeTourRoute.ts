import type { TenantEm } from '../../db/tenantScope';
import type { OptimizedTour, PlannedStop, RouteSegment } from '../../domain/routing/tourPlan';
import { forbidden } from '../../http/errors';
import { accessibleTour, type TourActor } from './tourAccess';

export interface OptimizedRoute {
  tourId: string;
  routeSegments: RouteSegment[];
  totalDistance: number;
  originalDistance: number;
  savedDistance: number;
  stops: { stopId: string; city: string; state: string; date: string }[];
  persisted: boolean;
}

/** The optimiser: domain/routing/tourPlan `optimizeTour`, run off the request thread (workers/routeOptimizer). */
export type TourOptimizer = (stops: readonly PlannedStop[]) => Promise<OptimizedTour>;

/**
 * Orders a tour's stops for the least driving with fixed dates kept (domain/routing/tourPlan).
 * With `persist`, the tour's performer saves the new order and the flexible stops' new dates.
 */
export async function optimizeTourRoute(
  em: TenantEm,
  actor: TourActor,
  tourId: string,
  persist: boolean,
  optimize: TourOptimizer,
): Promise<OptimizedRoute> {
  const { tour, access } = await accessibleTour(em, actor, tourId, persist);
  if (persist && access !== 'owner') throw forbidden('Only the tour’s performer can change it');
  const result = await optimize(tour.stops);
  const stops = result.order.map((index, position) => {
    const stop = tour.stops[index]!;
    return { stopId: stop.id, city: stop.city, state: stop.state, date: result.dates[position]! };
  });
  if (persist) {
    for (const [position, stop] of stops.entries()) {
      await em.execute(`update tour_stops set position = ?, stop_date = ? where tenant_id = ? and id = ?`, [
        position,
        stop.date,
        actor.tenant.id,
        stop.stopId,
      ]);
    }
    await em.execute(`update tours set updated_at = now() where tenant_id = ? and id = ?`, [actor.tenant.id, tourId]);
  }
  return {
    tourId,
    routeSegments: result.routeSegments,
    totalDistance: result.totalDistance,
    originalDistance: result.originalDistance,
    savedDistance: Math.round((result.originalDistance - result.totalDistance) * 10) / 10,
    stops,
    persisted: persist,
  };
}
