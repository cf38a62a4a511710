import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MyOffersResponse, OfferListItem, OfferStatus, User } from 'tenant-api/contract';
import { OffersListWidget } from 'widgets/offers-list';
import { withWidgetEnvironment, type FakeAnswer } from './support/environment';

const meta: Meta<typeof OffersListWidget> = {
  title: 'Widgets/Offers list',
  component: OffersListWidget,
  args: { pollMs: 0 },
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof OffersListWidget>;
type Role = MyOffersResponse['userRole'];

const user = (role: Role): User => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: role === 'buyer' ? 'bea@example.com' : 'pat@example.com',
  emailVerified: true,
  firstName: role === 'buyer' ? 'Bea' : 'Pat',
  lastName: role === 'buyer' ? 'Buyer' : 'Performer',
  role: role === 'buyer' ? 'BUYER' : 'PERFORMER',
  subscriptionTier: 'BASIC',
  profileImageUrl: null,
  phone: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  tenant: { slug: 'flagship', name: 'Headliner' },
  performerId: null,
  onboarding: null,
  applicationsUnderReview: [],
});

const released = { isRedacted: false, message: null };

function offer(status: OfferStatus, overrides: Partial<OfferListItem> = {}): OfferListItem {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    eventName: 'Friday Night Laughs',
    eventDate: '2027-06-18',
    eventTime: '20:00',
    eventType: 'COMEDY_SHOW',
    audienceSize: 150,
    contentRating: 'CLEAN',
    venueName: 'The Laugh Cellar',
    venueAddress: null,
    venueCity: 'Austin',
    venueState: 'TX',
    venueTimeZone: 'America/Chicago',
    eventStartsAt: '2027-06-19T01:00:00.000Z',
    venueType: 'COMEDY_CLUB',
    venuePhone: null,
    venueEmail: null,
    performanceLength: 60,
    specialRequests: null,
    isMultiNight: false,
    numberOfNights: 1,
    status,
    expirationStatus: { isExpired: false, hoursLeft: null, warningMessage: null, urgencyLevel: 'low' },
    requiresAdminApproval: false,
    adminApproved: null,
    isExpired: status === 'EXPIRED',
    offerAmount: 80_000,
    counterOfferAmount: null,
    counterOfferCount: 0,
    counterQuote: null,
    serviceFeeRate: 15,
    platformFee: 12_000,
    totalAmount: 92_000,
    createdAt: '2027-06-01T12:00:00.000Z',
    buyer: {
      companyName: 'Acme Events',
      user: { firstName: 'Bea', lastName: 'Buyer', email: null, phone: null },
    },
    performer: {
      id: '00000000-0000-4000-8000-0000000000b1',
      stageName: 'Patty Punchline',
      city: 'Austin',
      state: 'TX',
      user: { firstName: 'Pat', lastName: 'Performer', email: null, phone: null },
    },
    overlapsBooking: null,
    calendarConflict: null,
    validation: { canAccept: false, canCounterOffer: false, canReject: false },
    _contactRedaction: {
      isRedacted: true,
      message: 'Contact details are released once your payment is held in escrow.',
    },
    ...overrides,
  };
}

const pendingFor = (urgencyLevel: 'high' | 'medium' | 'low', hoursLeft: number, warningMessage: string | null) =>
  offer('PENDING', {
    expirationStatus: { isExpired: false, hoursLeft, warningMessage, urgencyLevel },
    validation: { canAccept: true, canCounterOffer: true, canReject: true },
    _contactRedaction: { isRedacted: true, message: 'Contact details are released after the buyer pays.' },
  });

function listStory(role: Role, offers: OfferListItem[] | FakeAnswer): Story {
  const answer = Array.isArray(offers)
    ? {
        userRole: role,
        offers,
        counts: { all: offers.length, pending: 0, accepted: 0, declined: 0, expired: 0 },
      }
    : offers;
  return {
    decorators: [
      withWidgetEnvironment({
        user: user(role),
        routes: {
          'GET /api/offers/my-offers': answer,
          'PUT /api/offers/00000000-0000-4000-8000-0000000000a1/respond': { status: 'ACCEPTED', paymentUrl: null },
          'PUT /api/offers/00000000-0000-4000-8000-0000000000a1/counter': { status: 'COUNTER_OFFER' },
          'PUT /api/offers/00000000-0000-4000-8000-0000000000a1/counter-response': {
            status: 'ACCEPTED',
            paymentUrl: 'https://checkout.example/pay',
          },
          'POST /api/offers/00000000-0000-4000-8000-0000000000a1/checkout': {
            paymentUrl: 'https://checkout.example/pay',
          },
        },
      }),
    ],
  };
}

export const Loading = listStory('buyer', 'never');
export const EmptyBuyer = listStory('buyer', []);
export const EmptyPerformer = listStory('performer', []);
export const LoadError = listStory('buyer', {
  status: 500,
  body: { error: { code: 'internal', message: 'The offers service is unavailable.' } },
});

export const PendingAdminApproval = listStory('buyer', [
  offer('PENDING_ADMIN_APPROVAL', { requiresAdminApproval: true }),
]);
export const PendingHighUrgency = listStory('performer', [pendingFor('high', 3, 'Expires in 3 hours')]);
export const PendingMediumUrgency = listStory('performer', [pendingFor('medium', 14, 'Expires in 14 hours')]);
export const PendingLowUrgency = listStory('performer', [pendingFor('low', 40, null)]);
export const PendingCounterUsed = listStory('performer', [
  offer('PENDING', {
    counterOfferCount: 1,
    validation: { canAccept: true, canCounterOffer: false, canReject: true },
  }),
]);
export const CounterOffer = listStory('buyer', [
  offer('COUNTER_OFFER', {
    counterOfferAmount: 110_000,
    counterOfferCount: 1,
    // The API's quote for the counter (the one fee module): the dialog shows it before committing.
    counterQuote: {
      offerAmount: 110_000,
      numberOfNights: 1,
      subtotal: 110_000,
      platformFee: 16_500,
      serviceFeeRate: 15,
      totalAmount: 126_500,
    },
    expirationStatus: { isExpired: false, hoursLeft: 30, warningMessage: null, urgencyLevel: 'low' },
  }),
]);
/** The performer is warned before accepting an offer that overlaps a booking; Accept is not offered. */
export const PendingOverlapsBooking = listStory('performer', [
  offer('PENDING', {
    overlapsBooking: {
      offerId: '00000000-0000-4000-8000-0000000000b1',
      eventName: 'Friday Headline Set',
      venueName: 'Cap City Comedy',
      venueCity: 'Austin',
      venueState: 'TX',
      startsAt: 'Fri, Jun 18, 2027, 7:30 PM CDT',
    },
    validation: { canAccept: false, canCounterOffer: true, canReject: true },
    _contactRedaction: { isRedacted: true, message: 'Contact details are released after the buyer pays.' },
  }),
]);
/** An offer whose date the performer blocked after it was made: a warning, Accept still offered. */
export const PendingCalendarConflict = listStory('performer', [
  offer('PENDING', {
    calendarConflict: {
      date: '2027-06-18',
      message:
        'Calendar conflict: you marked yourself unavailable on Fri, Jun 18, 2027 (all day, a block in your calendar).',
    },
    _contactRedaction: { isRedacted: true, message: 'Contact details are released after the buyer pays.' },
  }),
]);
export const Accepted = listStory('buyer', [
  offer('ACCEPTED', {
    expirationStatus: {
      isExpired: false,
      hoursLeft: 20,
      warningMessage: 'Pay within 20 hours',
      urgencyLevel: 'medium',
    },
  }),
]);
export const Paid = listStory('buyer', [
  offer('PAID', {
    _contactRedaction: released,
    performer: {
      ...offer('PAID').performer,
      user: { firstName: 'Pat', lastName: 'Performer', email: 'pat@example.com', phone: '+1 512 555 0100' },
    },
  }),
]);
export const Completed = listStory('performer', [
  offer('COMPLETED', {
    _contactRedaction: released,
    buyer: {
      companyName: 'Acme Events',
      user: { firstName: 'Bea', lastName: 'Buyer', email: 'bea@example.com', phone: '+1 512 555 0199' },
    },
    venueAddress: '100 Congress Ave',
  }),
]);
export const PaidOut = listStory('performer', [offer('PAID_OUT', { _contactRedaction: released })]);
export const Rejected = listStory('buyer', [offer('REJECTED')]);
export const Expired = listStory('buyer', [offer('EXPIRED')]);
export const Cancelled = listStory('buyer', [offer('CANCELLED')]);
