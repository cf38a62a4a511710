// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { User } from 'tenant-api/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from 'widgets/ui';
import { fakeFetch, type FakeCall, type FakeRoutes } from 'widgets/test-support';
import { api } from '../../api';
import { createQueryClient } from '../../queryClient';
import { SessionProvider } from '../../session/SessionProvider';
import { ME_QUERY_KEY } from '../../session/sessionCache';
import { AUTH_TOKEN_KEY } from '../../session/tokenStorage';
import { PlanStatus } from './PlanStatus';

const buyer = {
  id: '00000000-0000-4000-8000-000000000002',
  email: 'bea@example.test',
  emailVerified: true,
  firstName: 'Bea',
  lastName: 'Buyer',
  role: 'BUYER',
  subscriptionTier: 'ELITE',
  profileImageUrl: null,
  phone: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  tenant: { slug: 'flagship', name: 'Headliner' },
  performerId: null,
  onboarding: null,
  applicationsUnderReview: [],
} as unknown as User;

const STATE = {
  tier: 'ELITE',
  status: 'cancelling',
  billingInterval: 'monthly',
  priceCents: 6000,
  currentPeriodStart: '2026-12-12T00:00:00.000Z',
  currentPeriodEnd: '2027-01-12T00:00:00.000Z',
  scheduledTier: null,
  scheduledBillingInterval: null,
  nextAttemptAt: '2027-01-12T00:00:00.000Z',
  canResume: true,
  message: 'You keep Elite until 12 January 2027. Then you move to the Guest plan.',
};

let calls: FakeCall[];
function renderAs(user: User, routes: FakeRoutes) {
  calls = [];
  localStorage.setItem(AUTH_TOKEN_KEY, 'token');
  vi.stubGlobal('fetch', fakeFetch(routes, calls));
  const queryClient = createQueryClient(api);
  queryClient.setQueryData(ME_QUERY_KEY, user);
  return render(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(
        MemoryRouter,
        null,
        createElement(ToastProvider, null, createElement(SessionProvider, null, createElement(PlanStatus))),
      ),
    ),
  );
}

afterEach(() => {
  localStorage.clear();
  cleanup();
  vi.unstubAllGlobals();
});

describe('PlanStatus (pricing page)', () => {
  it('says until when a cancelled plan is kept', async () => {
    renderAs(buyer, { 'GET /api/subscriptions/current': STATE });
    expect(await screen.findByText(STATE.message)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Your plan');
  });

  it('warns when a renewal failed', async () => {
    const message =
      'The renewal of your Elite plan failed. You keep Elite while we try your card again on 13 January 2027.';
    renderAs(buyer, { 'GET /api/subscriptions/current': { ...STATE, status: 'past_due', canResume: false, message } });
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it('shows nothing without a paid plan, and asks nothing for a performer', async () => {
    renderAs(buyer, {
      'GET /api/subscriptions/current': { ...STATE, status: 'none', message: 'You are on the Guest plan.' },
    });
    await vi.waitFor(() => expect(calls.some((call) => call.key === 'GET /api/subscriptions/current')).toBe(true));
    expect(screen.queryByText('You are on the Guest plan.')).toBeNull();
    cleanup();
    renderAs({ ...buyer, role: 'PERFORMER' } as User, {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.key.includes('/subscriptions/'))).toEqual([]);
    expect(screen.queryByText('Your plan')).toBeNull();
  });
});
