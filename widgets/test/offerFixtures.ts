import type { MyOffersResponse, OfferDetails, OfferListItem } from 'tenant-api/contract';

let sequence = 0;

/** An offer as the API lists it; override what a test is about. */
export function offerItem(overrides: Partial<OfferListItem> = {}): OfferListItem {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    eventName: `Comedy Night ${sequence}`,
    eventDate: '2030-06-14',
    eventTime: '20:00',
    eventType: 'COMEDY_SHOW',
    audienceSize: 120,
    contentRating: 'CLEAN',
    venueName: 'The Laugh Cellar',
    venueAddress: null,
    venueCity: 'Austin',
    venueState: 'TX',
    venueTimeZone: 'America/Chicago',
    eventStartsAt: '2030-06-15T01:00:00.000Z',
    venueType: 'COMEDY_CLUB',
    venuePhone: null,
    venueEmail: null,
    performanceLength: 60,
    specialRequests: null,
    isMultiNight: false,
    numberOfNights: 1,
    status: 'PENDING',
    expirationStatus: { isExpired: false, hoursLeft: 40, warningMessage: null, urgencyLevel: 'low' },
    requiresAdminApproval: false,
    adminApproved: null,
    isExpired: false,
    offerAmount: 50_000,
    counterOfferAmount: null,
    counterOfferCount: 0,
    counterQuote: null,
    serviceFeeRate: 15,
    platformFee: 7_500,
    totalAmount: 57_500,
    createdAt: '2030-06-01T12:00:00.000Z',
    buyer: { companyName: 'Acme Events', user: { firstName: 'Bea', lastName: 'Buyer', email: null, phone: null } },
    performer: {
      id: '00000000-0000-4000-8000-00000000aaaa',
      stageName: 'Patty Punchline',
      city: 'Austin',
      state: 'TX',
      user: { firstName: 'Pat', lastName: 'Performer', email: null, phone: null },
    },
    overlapsBooking: null,
    calendarConflict: null,
    validation: { canAccept: true, canCounterOffer: true, canReject: true },
    _contactRedaction: { isRedacted: true, message: 'Contact details are released after the buyer pays.' },
    ...overrides,
  };
}

export function offersResponse(
  userRole: MyOffersResponse['userRole'],
  offers: OfferListItem[],
  counts: Partial<MyOffersResponse['counts']> = {},
): MyOffersResponse {
  return {
    userRole,
    offers,
    counts: { all: offers.length, pending: 0, accepted: 0, declined: 0, expired: 0, ...counts },
    bookedAmount: 0,
    nextCursor: null,
  };
}

export function offerDetails(overrides: Partial<OfferDetails> = {}): OfferDetails {
  return { ...offerItem(), history: [], availableActions: [], buyerTier: 'BASIC', ...overrides };
}
