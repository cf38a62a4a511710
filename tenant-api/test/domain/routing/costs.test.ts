import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTING_RATES, estimateTourCosts, marginBadge } from '../../../src/domain/routing/costs';
import { canMoveVenueNotification } from '../../../src/domain/routing/venueNotificationStatus';

describe('estimateTourCosts', () => {
  it('prices fuel, lodging and food in integer cents from the rates', () => {
    const estimate = estimateTourCosts(
      { totalMiles: 1100, nights: 4, potentialRevenueCents: 500_000 },
      DEFAULT_ROUTING_RATES,
    );
    expect(estimate.estimatedFuelCost).toBe(17_500); // 1100 / 22 × $3.50
    expect(estimate.estimatedAccommodationCost).toBe(48_000); // 4 × $120
    expect(estimate.estimatedFoodCost).toBe(30_000); // 5 days × $60
    expect(estimate.totalEstimatedCost).toBe(95_500);
    expect(estimate.estimatedProfit).toBe(404_500);
    expect(estimate.profitMarginBps).toBe(8_090);
    expect(estimate.profitMarginBadge).toBe('Highly Profitable');
    for (const value of Object.values(estimate))
      if (typeof value === 'number' && value !== estimate.totalDistance) {
        expect(Number.isInteger(value)).toBe(true);
      }
  });

  it('has no margin without revenue', () => {
    const estimate = estimateTourCosts({ totalMiles: 0, nights: 0, potentialRevenueCents: 0 }, DEFAULT_ROUTING_RATES);
    expect(estimate.profitMarginBps).toBe(0);
    expect(estimate.estimatedProfit).toBe(-6_000);
    expect(estimate.profitMarginBadge).toBe('Consider Route Optimization');
  });
});

describe('marginBadge (SPEC 9)', () => {
  it.each([
    [2_501, 'Highly Profitable'],
    [2_500, 'Moderately Profitable'],
    [1_501, 'Moderately Profitable'],
    [1_500, 'Consider Route Optimization'],
    [-4_000, 'Consider Route Optimization'],
  ])('%i bps is %s', (bps, badge) => expect(marginBadge(bps)).toBe(badge));
});

describe('venue notification transitions', () => {
  it('allows active→booked, active→dismissed, dismissed→active and nothing from booked', () => {
    expect(canMoveVenueNotification('active', 'booked')).toBe(true);
    expect(canMoveVenueNotification('active', 'dismissed')).toBe(true);
    expect(canMoveVenueNotification('dismissed', 'active')).toBe(true);
    expect(canMoveVenueNotification('dismissed', 'booked')).toBe(false);
    expect(canMoveVenueNotification('booked', 'active')).toBe(false);
    expect(canMoveVenueNotification('active', 'active')).toBe(false);
  });
});
