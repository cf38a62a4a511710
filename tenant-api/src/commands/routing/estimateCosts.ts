import { pgArrayLiteral } from '../../db/pgArrayLiteral';
import { randomUUID } from 'node:crypto';
import type { CostEstimate } from '../../contract';
import type { TenantEm } from '../../db/tenantScope';
import {
  COST_ESTIMATES_KEPT,
  DEFAULT_ROUTING_RATES,
  estimateTourCosts,
  type RoutingRates,
} from '../../domain/routing/costs';
import { estimateFeeCents } from '../../domain/routing/opportunities';
import { dayNumber, tourMiles } from '../../domain/routing/tourPlan';
import { presentCostEstimate } from '../../presenters/routing';
import { venueHistories } from '../../queries/routingOpportunities';
import type { TourRow } from '../../queries/tours';
import { accessibleTour, type TourActor } from './tourAccess';

type Row = Record<string, any>;

export async function routingRates(em: TenantEm, tenantId: string): Promise<RoutingRates> {
  const [row]: Row[] = await em.execute(`select * from routing_rates where tenant_id = ?`, [tenantId]);
  if (!row) return DEFAULT_ROUTING_RATES;
  return {
    fuelPriceCentsPerGallon: Number(row.fuel_price_cents_per_gallon),
    milesPerGallon: Number(row.miles_per_gallon),
    lodgingCentsPerNight: Number(row.lodging_cents_per_night),
    foodCentsPerDay: Number(row.food_cents_per_day),
  };
}

/** Each stop earns its fee estimate: the venue's history blended with the base fee, or the base fee. */
async function potentialRevenue(em: TenantEm, tenantId: string, tour: TourRow): Promise<number> {
  const [performer]: Row[] = await em.execute(`select base_fee_cents from performers where tenant_id = ? and id = ?`, [
    tenantId,
    tour.performerId,
  ]);
  const venueIds = tour.stops.map((stop) => stop.venueId).filter((id): id is string => !!id);
  const venues: Row[] = venueIds.length
    ? await em.execute(`select id, name, city, state from venues where tenant_id = ? and id = any(?::uuid[])`, [
        tenantId,
        pgArrayLiteral(venueIds),
      ])
    : [];
  const histories = await venueHistories(
    em,
    tenantId,
    venues as { id: string; name: string; city: string; state: string }[],
  );
  const none = { bookings: 0, medianFeeCents: null };
  return tour.stops.reduce(
    (sum, stop) =>
      sum +
      estimateFeeCents(Number(performer?.base_fee_cents ?? 0), (stop.venueId && histories.get(stop.venueId)) || none),
    0,
  );
}

/** Prices a tour with the tenant's rates and keeps its last five estimates (older ones deleted). */
export async function estimateCosts(em: TenantEm, actor: TourActor, tourId: string, now: Date): Promise<CostEstimate> {
  const { tour } = await accessibleTour(em, actor, tourId, true);
  const rates = await routingRates(em, actor.tenant.id);
  const days = tour.stops.map((stop) => dayNumber(stop.date));
  const estimate = estimateTourCosts(
    {
      totalMiles: tourMiles(tour.stops),
      nights: days.length ? Math.max(...days) - Math.min(...days) : 0,
      potentialRevenueCents: await potentialRevenue(em, actor.tenant.id, tour),
    },
    rates,
  );
  const [row]: Row[] = await em.execute(
    `insert into tour_cost_estimates (tenant_id, id, tour_id, total_distance_miles, fuel_cents, accommodation_cents,
       food_cents, total_cost_cents, potential_revenue_cents, profit_cents, margin_bps, badge, rates, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`,
    [
      actor.tenant.id,
      randomUUID(),
      tourId,
      estimate.totalDistance,
      estimate.estimatedFuelCost,
      estimate.estimatedAccommodationCost,
      estimate.estimatedFoodCost,
      estimate.totalEstimatedCost,
      estimate.potentialRevenue,
      estimate.estimatedProfit,
      estimate.profitMarginBps,
      estimate.profitMarginBadge,
      JSON.stringify(rates),
      now,
    ],
  );
  await em.execute(
    `delete from tour_cost_estimates where tenant_id = ? and tour_id = ? and id not in (
       select id from tour_cost_estimates where tenant_id = ? and tour_id = ? order by seq desc limit ?)`,
    [actor.tenant.id, tourId, actor.tenant.id, tourId, COST_ESTIMATES_KEPT],
  );
  return presentCostEstimate(row!);
}

export async function costEstimatesOf(em: TenantEm, actor: TourActor, tourId: string): Promise<CostEstimate[]> {
  await accessibleTour(em, actor, tourId);
  const rows: Row[] = await em.execute(
    `select * from tour_cost_estimates where tenant_id = ? and tour_id = ? order by seq desc`,
    [actor.tenant.id, tourId],
  );
  return rows.map(presentCostEstimate);
}
