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

type Row = Record<string, any>;

export function presentCostEstimate(row: Row): CostEstimate {
  return {
    id: row.id,
    tourId: row.tour_id,
    totalDistance: Number(row.total_distance_miles),
    totalEstimatedCost: row.total_cost_cents,
    estimatedFuelCost: row.fuel_cents,
    estimatedAccommodationCost: row.accommodation_cents,
    estimatedFoodCost: row.food_cents,
    potentialRevenue: row.potential_revenue_cents,
    estimatedProfit: row.profit_cents,
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
    estimatedFee: row.estimated_fee_cents,
    distance: Number(row.detour_miles),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
