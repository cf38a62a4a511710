// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { MyOffersFirstPage, OfferListItem, TiersResponse, User } from 'tenant-api/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from 'widgets/ui';
import { fakeFetch, type FakeRoutes } from 'widgets/test-support';
import { api } from '../../api';
import { createQueryClient } from '../../queryClient';
import { ProfileView } from './ProfileView';

const buyer: User = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'pat@example.test',
  emailVerified: true,
  firstName: 'Pat',
  lastName: 'Jones',
  role: 'BUYER',
  subscriptionTier: 'ELITE',
  profileImageUrl: null,
  phone: null,
  createdAt: '2026-03-02T03:04:05.000Z',
  tenant: { slug: 'flagship', name: 'Headliner' },
  performerId: null,
  onboarding: null,
  applicationsUnderReview: [],
};

const performerUser: User = {
  ...buyer,
  role: 'PERFORMER',
  subscriptionTier: 'GUEST',
  performerId: '00000000-0000-4000-8000-000000000009',
  onboarding: { profileCompleted: true, isVerified: true, ratesConfigured: true, stripeConnected: true },
};

const buyerTier = (tier: 'GUEST' | 'BASIC' | 'ELITE', name: string, monthlyPrice: number, serviceFeeRate: number) => ({
  tier,
  name,
  monthlyPrice,
  yearlyPrice: null,
  serviceFeeBps: serviceFeeRate * 100,
  serviceFeeRate,
  adminApprovalRequired: false,
  features: [`${name} feature`],
});

/** Deliberately not the spec's prices, so nothing hard-coded can pass. */
const tiers: TiersResponse = {
  currency: 'usd',
  buyerTiers: [
    buyerTier('GUEST', 'Guest', 0, 20),
    buyerTier('BASIC', 'Basic', 4_900, 15),
    buyerTier('ELITE', 'Premier', 17_700, 9.5),
  ],
  performerTiers: [
    {
      tier: 'basic',
      name: 'Basic Act',
      monthlyPrice: 0,
      commissionBps: 1000,
      commissionRate: 10,
      approvalRequired: false,
      features: [],
    },
    {
      tier: 'elite',
      name: 'Elite Act',
      monthlyPrice: 2_900,
      commissionBps: 500,
      commissionRate: 5,
      approvalRequired: true,
      features: [],
    },
  ],
  paymentProcessing: { rateBps: 290, rate: 2.9, fixedCents: 30 },
};

const offer = (id: number, status: OfferListItem['status'], offerAmount: number, totalAmount: number) =>
  ({
    id: `00000000-0000-4000-8000-00000000010${id}`,
    eventName: `Show ${id}`,
    eventDate: '2026-12-05',
    eventTime: '20:00',
    venueName: 'The Cellar',
    venueCity: 'Austin',
    venueState: 'TX',
    status,
    isExpired: false,
    expirationStatus: { isExpired: false, hoursLeft: 40, warningMessage: null, urgencyLevel: 'low' },
    offerAmount,
    totalAmount,
    counterOfferAmount: null,
    buyer: { companyName: 'Laugh Inc', user: { firstName: 'Pat', lastName: 'Jones', email: null, phone: null } },
    performer: {
      id: 'p',
      stageName: 'Jo Comic',
      city: null,
      state: null,
      user: { firstName: 'Jo', lastName: 'C', email: null, phone: null },
    },
  }) as unknown as OfferListItem;

const offersOf = (userRole: MyOffersFirstPage['userRole'], offers: OfferListItem[]): MyOffersFirstPage => ({
  userRole,
  offers,
  nextCursor: null,
  bookedAmount: offers
    .filter((o) => o.status === 'PAID' || o.status === 'ACCEPTED')
    .reduce((sum, o) => sum + (userRole === 'buyer' ? o.totalAmount : o.offerAmount), 0),
  counts: {
    all: offers.length,
    pending: offers.filter((o) => o.status === 'PENDING').length,
    accepted: offers.filter((o) => o.status === 'PAID' || o.status === 'ACCEPTED').length,
    declined: offers.filter((o) => o.status === 'REJECTED').length,
    expired: 0,
  },
});

function renderProfile(user: User, routes: FakeRoutes) {
  vi.stubGlobal('fetch', fakeFetch(routes));
  const tree = createElement(
    QueryClientProvider,
    { client: createQueryClient(api) },
    createElement(MemoryRouter, null, createElement(ToastProvider, null, createElement(ProfileView, { user }))),
  );
  return render(tree);
}

const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfileView for a buyer', () => {
  const routes = {
    'GET /api/tiers': tiers,
    'GET /api/offers/my-offers': offersOf('buyer', [
      offer(1, 'PAID', 50_000, 54_750),
      offer(2, 'PENDING', 30_000, 32_850),
      offer(3, 'REJECTED', 20_000, 21_900),
    ]),
  };

  it('shows the account with the real tier from the tier data', async () => {
    renderProfile(buyer, routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Pat Jones' })).toBeTruthy();
    expect(screen.getByText('pat@example.test')).toBeTruthy();
    expect(screen.getByText('PJ')).toBeTruthy();
    expect(await screen.findByText('Premier plan')).toBeTruthy();
    expect(screen.getByText('March 2026')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
  });

  it('lists the offers sent, with status badges and links', async () => {
    renderProfile(buyer, routes);
    expect(await screen.findByRole('heading', { name: 'Offers you sent' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show 1' }).getAttribute('href')).toBe(
      '/offers/00000000-0000-4000-8000-000000000101',
    );
    expect(screen.getByText('Paid · In Escrow')).toBeTruthy();
    expect(screen.getByText('Declined')).toBeTruthy();
    expect(screen.getByText('$547.50')).toBeTruthy();
  });

  it('bills the current plan at the tenant’s price and links to pricing', async () => {
    renderProfile(buyer, routes);
    openTab('Billing');
    const plan = await screen.findByRole('region', { name: 'Premier' });
    expect(within(plan).getByText('$177/month')).toBeTruthy();
    expect(within(plan).getByText('9.5%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change Plan' }).getAttribute('href')).toBe('/pricing');
  });

  it('counts the offers for analytics', async () => {
    renderProfile(buyer, routes);
    openTab('Analytics');
    expect(await screen.findByText('Offers sent')).toBeTruthy();
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(value('Offers sent')).toBe('3');
    expect(value('Accepted')).toBe('1');
    expect(value('Total booked spend')).toBe('$547.50');
    expect(value('Acceptance rate')).toBe('50%');
  });

  it('has an empty state with a Browse Performers link', async () => {
    renderProfile(buyer, { ...routes, 'GET /api/offers/my-offers': offersOf('buyer', []) });
    expect(await screen.findByText('No bookings yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Performers' }).getAttribute('href')).toBe('/browse');
  });

  it('has an error state with a retry', async () => {
    renderProfile(buyer, {
      ...routes,
      'GET /api/offers/my-offers': { status: 500, body: { error: { code: 'x', message: 'Boom' } } },
    });
    expect(await screen.findByText('Your bookings are unavailable right now')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('ProfileView for a performer', () => {
  it('speaks of incoming offers and bills the performer tier', async () => {
    renderProfile(performerUser, {
      'GET /api/tiers': tiers,
      'GET /api/performers/me': { id: performerUser.performerId, isElite: true },
      'GET /api/offers/my-offers': offersOf('performer', [offer(1, 'ACCEPTED', 50_000, 54_750)]),
    });
    expect(await screen.findByRole('heading', { name: 'Incoming offers' })).toBeTruthy();
    expect(screen.getByText('From', { exact: false })).toBeTruthy();
    expect(screen.getByText('$500')).toBeTruthy();
    expect(await screen.findByText('Elite Act plan')).toBeTruthy();
    openTab('Billing');
    expect(await screen.findByText('Commission on bookings')).toBeTruthy();
    expect(screen.getByText('5%')).toBeTruthy();
    openTab('Analytics');
    expect(await screen.findByText('Offers received')).toBeTruthy();
    expect(screen.getByText('Total booked fees').nextElementSibling?.textContent).toBe('$500');
  });
});
