import type { CostEstimate, Tour, VenueNotification } from '../contract';
import type { TourRow } from '../queries/tours';

export function presentTour(tour: TourRow): Tour {
  return {
    id: tour.id,
    performerId: tour.performerId,
    name: tour.name,
    startDate: tour.stops[0]?.date ?? '',
    endDate: tour.stops[tour.stops.length - 1]?.date ?? '',
    stops: tour.stops.map((stop) => ({ ...stop })),
    createdAt: tour.createdAt.toISOString(),
    updatedAt: tour.updatedAt.toISOString(),
  };
}

/** A row as pg reads it: money columns are bigint, read as strings, hence `Number` (cents stay below 2^53). */
type Row = Record<string, any>;

export function presentCostEstimate(row: Row): CostEstimate {
  return {
    id: row.id,
    tourId: row.tour_id,
    totalDistance: Number(row.total_distance_miles),
    totalEstimatedCost: Number(row.total_cost_cents),
    estimatedFuelCost: Number(row.fuel_cents),
    estimatedAccommodationCost: Number(row.accommodation_cents),
    estimatedFoodCost: Number(row.food_cents),
    potentialRevenue: Number(row.potential_revenue_cents),
    estimatedProfit: Number(row.profit_cents),
    profitMargin: row.margin_bps / 100,
    profitMarginBadge: row.badge,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function presentVenueNotification(row: Row): VenueNotification {
  return {
    id: row.id,
    performerId: row.performer_id,
    performerName: row.performer_name,
    routeName: row.tour_name,
    tourId: row.tour_id,
    venueId: row.venue_id,
    venueName: row.venue_name,
    city: row.city,
    state: row.state,
    showDate: row.show_date,
    estimatedFee: Number(row.estimated_fee_cents),
    distance: Number(row.detour_miles),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
