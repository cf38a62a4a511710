/**
 * Tour cost model, integer cents. Rates are per tenant (table routing_rates), defaults below:
 *   fuel          = round(miles / milesPerGallon × fuelPriceCentsPerGallon)
 *   accommodation = nights × lodgingCentsPerNight, nights = days from the first to the last show
 *   food          = (nights + 1) × foodCentsPerDay
 *   total cost    = fuel + accommodation + food
 *   profit        = potential revenue - total cost
 *   margin        = profit / revenue (0 without revenue), in basis points
 * Badge (SPEC 9): above 25% Highly Profitable, above 15% Moderately Profitable, otherwise
 * Consider Route Optimization.
 */
export interface RoutingRates {
  fuelPriceCentsPerGallon: number;
  milesPerGallon: number;
  lodgingCentsPerNight: number;
  foodCentsPerDay: number;
}

export const DEFAULT_ROUTING_RATES: RoutingRates = {
  fuelPriceCentsPerGallon: 350,
  milesPerGallon: 22,
  lodgingCentsPerNight: 12_000,
  foodCentsPerDay: 6_000,
};

export type MarginBadge = 'Highly Profitable' | 'Moderately Profitable' | 'Consider Route Optimization';

export interface CostInput {
  totalMiles: number;
  nights: number;
  potentialRevenueCents: number;
}

export interface CostEstimate {
  totalDistance: number;
  estimatedFuelCost: number;
  estimatedAccommodationCost: number;
  estimatedFoodCost: number;
  totalEstimatedCost: number;
  potentialRevenue: number;
  estimatedProfit: number;
  profitMarginBps: number;
  profitMarginBadge: MarginBadge;
}

export function estimateTourCosts(input: CostInput, rates: RoutingRates): CostEstimate {
  const fuel = Math.round((input.totalMiles / rates.milesPerGallon) * rates.fuelPriceCentsPerGallon);
  const nights = Math.max(0, input.nights);
  const accommodation = nights * rates.lodgingCentsPerNight;
  const food = (nights + 1) * rates.foodCentsPerDay;
  const total = fuel + accommodation + food;
  const profit = input.potentialRevenueCents - total;
  const marginBps = input.potentialRevenueCents > 0 ? Math.round((profit * 10_000) / input.potentialRevenueCents) : 0;
  return {
    totalDistance: Math.round(input.totalMiles * 10) / 10,
    estimatedFuelCost: fuel,
    estimatedAccommodationCost: accommodation,
    estimatedFoodCost: food,
    totalEstimatedCost: total,
    potentialRevenue: input.potentialRevenueCents,
    estimatedProfit: profit,
    profitMarginBps: marginBps,
    profitMarginBadge: marginBadge(marginBps),
  };
}

export function marginBadge(marginBps: number): MarginBadge {
  if (marginBps > 2_500) return 'Highly Profitable';
  if (marginBps > 1_500) return 'Moderately Profitable';
  return 'Consider Route Optimization';
}

/** SPEC 9: the last five estimates of a tour are kept. */
export const COST_ESTIMATES_KEPT = 5;
