// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { AdminDashboard, BuyerDashboard, DashboardOffer, PerformerDashboard, User } from 'tenant-api/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FakeCall, type FakeRoutes } from 'widgets/test-support';
import { api } from '../../api';
import { createQueryClient } from '../../queryClient';
import { DashboardView } from './DashboardView';

const buyer: User = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'bill@example.test',
  emailVerified: true,
  firstName: 'Bill',
  lastName: 'Basic',
  role: 'BUYER',
  subscriptionTier: 'BASIC',
  profileImageUrl: null,
  phone: null,
  createdAt: '2026-03-02T03:04:05.000Z',
  tenant: { slug: 'flagship', name: 'Headliner' },
  performerId: null,
  onboarding: null,
  applicationsUnderReview: [],
};

const performer: User = {
  ...buyer,
  firstName: 'Pat',
  role: 'PERFORMER',
  subscriptionTier: 'GUEST',
  performerId: '00000000-0000-4000-8000-000000000009',
  onboarding: { profileCompleted: true, isVerified: false, ratesConfigured: true, stripeConnected: false },
};

const offer = (n: number, overrides: Partial<DashboardOffer> = {}): DashboardOffer => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  eventName: `Show ${n}`,
  eventDate: '2026-12-05',
  eventTime: '20:00',
  venueName: 'The Cellar',
  venueCity: 'Austin',
  venueState: 'TX',
  venueTimeZone: 'America/Chicago',
  status: 'PAID',
  amount: 115_000,
  counterOfferAmount: null,
  counterpart: 'Jo Comic',
  needsAction: false,
  expirationStatus: { isExpired: false, hoursLeft: null, warningMessage: null, urgencyLevel: 'low' },
  ...overrides,
});

/** Deliberately odd amounts, so nothing hard-coded can pass. */
const buyerData: BuyerDashboard = {
  role: 'buyer',
  stats: {
    totalSpent: 333_333,
    totalCharged: 345_000,
    totalRefunded: 11_667,
    upcomingCount: 1,
    pendingCount: 2,
    actionNeededCount: 1,
  },
  upcomingBookings: [offer(1)],
  pendingOffers: [
    offer(2, {
      status: 'COUNTER_OFFER',
      needsAction: true,
      counterOfferAmount: 175_000,
      expirationStatus: { isExpired: false, hoursLeft: 30, warningMessage: null, urgencyLevel: 'low' },
    }),
    offer(3, { status: 'PENDING_ADMIN_APPROVAL' }),
  ],
};

const performerData: PerformerDashboard = {
  role: 'performer',
  stats: { incomingCount: 1, upcomingCount: 1 },
  earnings: { booked: 300_001, inEscrow: 100_000, paidOut: 183_001, commission: 17_000 },
  incomingOffers: [
    offer(4, {
      status: 'PENDING',
      needsAction: true,
      amount: 120_000,
      counterpart: 'Riverside Events',
      expirationStatus: { isExpired: false, hoursLeft: 3, warningMessage: 'Expires in 3 hours', urgencyLevel: 'high' },
    }),
  ],
  upcomingGigs: [offer(5, { amount: 100_000, counterpart: 'Riverside Events' })],
  recentPayouts: [
    { offerId: offer(6).id, eventName: 'Paid out show', amount: 183_001, paidAt: '2026-11-20T10:00:00.000Z' },
  ],
};

function renderDashboard(user: User, routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', fakeFetch(routes, calls));
  const tree = createElement(
    QueryClientProvider,
    { client: createQueryClient(api) },
    createElement(MemoryRouter, null, createElement(DashboardView, { user })),
  );
  return { ...render(tree), calls };
}

const section = (name: string) => screen.getByRole('region', { name });
const statValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent ?? '';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DashboardView for a buyer', () => {
  it('shows spend, upcoming bookings and pending offers, counter-offers flagged, each linking to its offer', async () => {
    renderDashboard(buyer, { 'GET /api/dashboard': buyerData });
    expect(await screen.findByRole('heading', { level: 1, name: 'DASHBOARD' })).toBeTruthy();
    await screen.findByText('Total spent');
    expect(statValue('Total spent')).toContain('$3,333.33');
    expect(statValue('Total spent')).toContain('After $116.67 refunded');
    expect(statValue('Needs your answer')).toContain('1');

    const upcoming = section('Upcoming bookings');
    const link = within(upcoming).getByRole('link', { name: 'Show 1' });
    expect(link.getAttribute('href')).toBe(`/offers/${offer(1).id}`);
    expect(within(upcoming).getByText('Total $1,150')).toBeTruthy();

    const pending = section('Pending offers');
    const rows = within(pending).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Your answer needed')).toBeTruthy();
    expect(within(rows[0]!).getByText('Counter $1,750')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Your answer needed')).toBeNull();
    expect(within(rows[1]!).getByText('Pending Admin Approval')).toBeTruthy();

    const quick = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(quick).getByRole('link', { name: 'Browse Talent' }).getAttribute('href')).toBe('/browse');
    expect(within(quick).getByRole('link', { name: 'My Offers' }).getAttribute('href')).toBe('/offers');
  });

  it('has empty states that point to Browse', async () => {
    renderDashboard(buyer, {
      'GET /api/dashboard': {
        ...buyerData,
        stats: { ...buyerData.stats, totalSpent: 0, totalRefunded: 0, actionNeededCount: 0 },
        upcomingBookings: [],
        pendingOffers: [],
      },
    });
    expect(await screen.findByText(/No upcoming bookings yet/)).toBeTruthy();
    expect(within(section('Upcoming bookings')).getByRole('link', { name: 'Browse performers' })).toBeTruthy();
    expect(screen.getByText('No offers are waiting for an answer.')).toBeTruthy();
    expect(statValue('Total spent')).toContain('$0');
  });

  it('shows a loading state, then an error with a working retry', async () => {
    let fail = true;
    renderDashboard(buyer, {
      'GET /api/dashboard': () => (fail ? { status: 500, body: { error: { code: 'x', message: 'down' } } } : buyerData),
    });
    expect(screen.getByRole('status').textContent).toContain('Loading your dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your dashboard');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total spent')).toBeTruthy();
  });
});

describe('DashboardView for a performer', () => {
  it('shows ledger earnings, urgent incoming offers, gigs, payouts and onboarding progress', async () => {
    renderDashboard(performer, { 'GET /api/dashboard': performerData });
    await screen.findByText('Booked');
    expect(statValue('Booked')).toContain('$3,000.01');
    expect(statValue('In escrow')).toContain('$1,000');
    expect(statValue('Paid out')).toContain('$1,830.01');
    expect(statValue('Paid out')).toContain('After $170 commission');
    expect(statValue('Offers to answer')).toContain('1');

    const incoming = section('Incoming offers');
    expect(within(incoming).getByRole('link', { name: 'Show 4' }).getAttribute('href')).toBe(`/offers/${offer(4).id}`);
    expect(within(incoming).getByText('Answer needed')).toBeTruthy();
    expect(within(incoming).getByText('Expires Soon!')).toBeTruthy();
    expect(within(incoming).getByText('Expires in 3 hours')).toBeTruthy();
    expect(within(incoming).getByText('with Riverside Events')).toBeTruthy();

    expect(within(section('Upcoming gigs')).getByText('Fee $1,000')).toBeTruthy();
    const payouts = section('Recent payouts');
    expect(within(payouts).getByRole('link', { name: 'Paid out show' }).getAttribute('href')).toBe(
      `/offers/${offer(6).id}`,
    );
    expect(within(payouts).getByText('$1,830.01')).toBeTruthy();

    const onboarding = section('Onboarding');
    // Profile and rates from /api/auth/me, plus "Start Getting Booked" from the upcoming gig.
    expect(within(onboarding).getByText('You have completed 3 of 5 steps.')).toBeTruthy();
    expect(within(onboarding).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('3');
    expect(within(onboarding).getByRole('link', { name: 'Complete: Get Verified' })).toBeTruthy();
    expect(
      within(onboarding).getByRole('link', { name: 'Complete: Connect Your Payout Account' }).getAttribute('href'),
    ).toBe('/settings#payout-account');
    expect(screen.getByRole('link', { name: 'Incoming Offers' }).getAttribute('href')).toBe('/offers');
  });

  it('has empty states for a new performer', async () => {
    renderDashboard(performer, {
      'GET /api/dashboard': {
        ...performerData,
        stats: { incomingCount: 0, upcomingCount: 0 },
        earnings: { booked: 0, inEscrow: 0, paidOut: 0, commission: 0 },
        incomingOffers: [],
        upcomingGigs: [],
        recentPayouts: [],
      },
    });
    expect(await screen.findByText('No offers are waiting for your answer.')).toBeTruthy();
    expect(screen.getByText(/No upcoming gigs yet/)).toBeTruthy();
    expect(screen.getByText(/No payouts yet/)).toBeTruthy();
    expect(screen.getByText('You have completed 2 of 5 steps.')).toBeTruthy();
  });
});

describe('DashboardView for an admin', () => {
  it('shows the approval count and links the oldest waiting offers', async () => {
    const data: AdminDashboard = { role: 'admin', stats: { pendingApprovalCount: 2 } };
    const { calls } = renderDashboard(
      { ...buyer, role: 'ADMIN' },
      {
        'GET /api/dashboard': data,
        'GET /api/admin/offers/pending': {
          offers: [
            { ...offer(7), performer: { stageName: 'Jo Comic' }, waitingMinutes: 90 },
            { ...offer(8), performer: { stageName: 'Al Act' }, waitingMinutes: 5 },
          ],
        },
      },
    );
    await screen.findByText('Waiting for approval');
    expect(statValue('Waiting for approval')).toContain('2');
    const queue = section('Approval queue');
    expect((await within(queue).findByRole('link', { name: 'Show 7' })).getAttribute('href')).toBe(
      `/offers/${offer(7).id}`,
    );
    expect(within(queue).getByText('Jo Comic · waiting 1 h')).toBeTruthy();
    expect(calls.map((call) => call.key)).toContain('GET /api/admin/offers/pending');
  });
});
