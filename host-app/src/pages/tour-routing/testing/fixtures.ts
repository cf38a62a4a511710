import type { CostEstimate, RoutingOpportunity, Tour, User, VenueNotification } from 'tenant-api/contract';

export const PERFORMER_ID = '11111111-1111-4111-8111-111111111111';
export const TOUR_ID = '22222222-2222-4222-8222-222222222222';
export const VENUE_ID = '33333333-3333-4333-8333-333333333333';
export const NOTIFICATION_ID = '44444444-4444-4444-8444-444444444444';
export const TODAY = '2026-03-01';

const stopId = (n: number) => `55555555-5555-4555-8555-55555555555${n}`;

export function user(role: User['role'], patch: Partial<User> = {}): User {
  return {
    id: '66666666-6666-4666-8666-666666666666',
    email: 'someone@example.com',
    emailVerified: true,
    firstName: 'Sam',
    lastName: 'Stone',
    role,
    subscriptionTier: 'ELITE',
    profileImageUrl: null,
    phone: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    tenant: { slug: 'demo', name: 'Demo' },
    performerId: role === 'PERFORMER' ? PERFORMER_ID : null,
    onboarding: null,
    applicationsUnderReview: [],
    ...patch,
  };
}

export function tour(patch: Partial<Tour> = {}): Tour {
  return {
    id: TOUR_ID,
    performerId: PERFORMER_ID,
    name: 'Heartland Spring Run',
    startDate: '2026-03-05',
    endDate: '2026-03-10',
    stops: [
      {
        id: stopId(1),
        position: 0,
        city: 'Austin',
        state: 'TX',
        lat: 30.27,
        lng: -97.74,
        date: '2026-03-05',
        isFixedDate: true,
        venueId: null,
      },
      {
        id: stopId(2),
        position: 1,
        city: 'Dallas',
        state: 'TX',
        lat: 32.78,
        lng: -96.8,
        date: '2026-03-07',
        isFixedDate: false,
        venueId: null,
      },
      {
        id: stopId(3),
        position: 2,
        city: 'Tulsa',
        state: 'OK',
        lat: 36.15,
        lng: -95.99,
        date: '2026-03-10',
        isFixedDate: true,
        venueId: null,
      },
    ],
    createdAt: '2026-02-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
    ...patch,
  };
}

export function opportunity(patch: Partial<RoutingOpportunity> = {}): RoutingOpportunity {
  return {
    venueId: VENUE_ID,
    venueName: 'The Laugh Barn',
    city: 'Waco',
    state: 'TX',
    distance: 12.34,
    estimatedFee: 75_050,
    suggestedDate: '2026-03-06',
    confidence: 'HIGH',
    score: 82,
    performerId: PERFORMER_ID,
    performerName: 'Patty Punchline',
    tourId: TOUR_ID,
    tourName: 'Heartland Spring Run',
    betweenCities: ['Austin, TX', 'Dallas, TX'],
    ...patch,
  };
}

export function estimate(patch: Partial<CostEstimate> = {}): CostEstimate {
  return {
    id: '77777777-7777-4777-8777-777777777771',
    tourId: TOUR_ID,
    totalDistance: 512.4,
    totalEstimatedCost: 120_000,
    estimatedFuelCost: 30_000,
    estimatedAccommodationCost: 60_000,
    estimatedFoodCost: 30_000,
    potentialRevenue: 200_000,
    estimatedProfit: 80_000,
    profitMargin: 40,
    profitMarginBadge: 'Highly Profitable',
    createdAt: '2026-02-20T10:00:00.000Z',
    ...patch,
  };
}

export function notification(patch: Partial<VenueNotification> = {}): VenueNotification {
  return {
    id: NOTIFICATION_ID,
    performerId: PERFORMER_ID,
    performerName: 'Patty Punchline',
    routeName: 'Heartland Spring Run',
    tourId: TOUR_ID,
    venueId: VENUE_ID,
    venueName: 'The Laugh Barn',
    city: 'Waco',
    state: 'TX',
    showDate: '2026-03-06',
    estimatedFee: 75_050,
    distance: 12.3,
    status: 'active',
    createdAt: '2026-02-25T00:00:00.000Z',
    ...patch,
  };
}
