import type { FeeResult, PerformerListItem, PerformerListResponse, PerformerProfile } from 'tenant-api/contract';

/** A vetted performer as browse lists it; ids are stable so tests can name them. */
export function performerItem(index = 1, overrides: Partial<PerformerListItem> = {}): PerformerListItem {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    stageName: `Performer ${index}`,
    shortBio: 'Sharp observational comedy for grown-up rooms.',
    bio: 'A long bio that goes on about years on the road, late-night spots and festival sets across the country.',
    baseFee: 75_000,
    rating: 4.8,
    reviewCount: 23,
    isAvailable: true,
    genres: ['Comedy', 'Stand-up'],
    profileImageUrl: null,
    photo: null,
    city: 'Austin',
    state: 'TX',
    isFeatured: false,
    isElite: false,
    cleanContent: false,
    responseTime: 24,
    isVetted: true,
    ...overrides,
  };
}

export function performerPage(
  performers: PerformerListItem[],
  { page = 1, limit = 12, total = performers.length, totalIsCapped = false, nextCursor = null as string | null } = {},
): PerformerListResponse {
  return {
    performers,
    pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)), totalIsCapped, nextCursor },
  };
}

export function performerProfile(overrides: Partial<PerformerProfile> = {}): PerformerProfile {
  return {
    ...performerItem(1, { stageName: 'Patty Punchline' }),
    media: [],
    photos: [],
    videos: [],
    reviewsSummary: { average: 4.8, count: 23, distribution: { 1: 0, 2: 0, 3: 1, 4: 4, 5: 18 } },
    recentReviews: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The fee answer for a Basic-tier buyer (15%), nights multiplied in like the API does. */
export function feeResult(offerAmount: number, numberOfNights = 1, serviceFeeBps = 1500): FeeResult {
  const subtotal = offerAmount * numberOfNights;
  const platformFee = Math.round((subtotal * serviceFeeBps) / 10_000);
  return {
    tier: 'BASIC',
    offerAmount,
    numberOfNights,
    subtotal,
    serviceFeeBps,
    serviceFeeRate: serviceFeeBps / 100,
    platformFee,
    totalAmount: subtotal + platformFee,
  };
}
