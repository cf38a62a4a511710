// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { User } from 'tenant-api/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from 'widgets/ui';
import { fakeFetch, type FakeCall, type FakeRoutes } from 'widgets/test-support';
import { api } from '../../api';
import { createQueryClient } from '../../queryClient';
import { SessionProvider } from '../../session/SessionProvider';
import { ME_QUERY_KEY } from '../../session/sessionCache';
import { AUTH_TOKEN_KEY } from '../../session/tokenStorage';
import { NotificationSettings } from './NotificationSettings';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { SettingsView } from './SettingsView';
import { SubscriptionControls } from './SubscriptionControls';

const user: User = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'pat@example.test',
  emailVerified: true,
  firstName: 'Pat',
  lastName: 'Jones',
  role: 'BUYER',
  subscriptionTier: 'BASIC',
  profileImageUrl: null,
  phone: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  tenant: { slug: 'flagship', name: 'Headliner' },
  performerId: null,
  onboarding: null,
  applicationsUnderReview: [],
};

const DEFAULTS = { bookingConfirmations: true, tourRoutingAlerts: true, marketingEmails: false, sms: false };

let calls: FakeCall[];

function renderWith(ui: ReactElement, routes: FakeRoutes) {
  calls = [];
  vi.stubGlobal('fetch', fakeFetch(routes, calls));
  const queryClient = createQueryClient(api);
  queryClient.setQueryData(ME_QUERY_KEY, user);
  const tree = createElement(
    QueryClientProvider,
    { client: queryClient },
    createElement(MemoryRouter, null, createElement(ToastProvider, null, createElement(SessionProvider, null, ui))),
  );
  return { ...render(tree), queryClient };
}

/** The text of the hint and error an input is described by. */
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const bodiesOf = (key: string) => calls.filter((call) => call.key === key).map((call) => call.body);
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfileForm', () => {
  it('saves through PUT /api/auth/me, refreshes the session user and says Profile Updated', async () => {
    const saved = { ...user, firstName: 'Patricia', phone: '+1 555 010 2030' };
    const { queryClient } = renderWith(createElement(ProfileForm, { user }), { 'PUT /api/auth/me': saved });
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Pat');
    type('First name', 'Patricia');
    type('Phone (optional)', '+1 555 010 2030');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(bodiesOf('PUT /api/auth/me')).toEqual([
      { firstName: 'Patricia', lastName: 'Jones', email: 'pat@example.test', phone: '+1 555 010 2030' },
    ]);
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(saved);
  });

  it('shows the field errors of a 400 answer next to their fields', async () => {
    renderWith(createElement(ProfileForm, { user }), {
      'PUT /api/auth/me': {
        status: 400,
        body: {
          error: {
            code: 'validation_error',
            message: 'Please enter a valid phone number',
            fields: { phone: 'Please enter a valid phone number' },
          },
        },
      },
    });
    type('Phone (optional)', '555 0102 030');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const phone = screen.getByLabelText('Phone (optional)');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(phone)).toContain('Please enter a valid phone number');
    expect(screen.queryByText('Profile Updated')).toBeNull();
  });

  it('shows a taken e-mail (409) on the email field', async () => {
    renderWith(createElement(ProfileForm, { user }), {
      'PUT /api/auth/me': {
        status: 409,
        body: { error: { code: 'email_taken', message: 'An account with this email already exists' } },
      },
    });
    type('Email', 'someone@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(screen.getByLabelText('Email'))).toContain('An account with this email already exists');
  });

  it('checks the fields before sending', async () => {
    renderWith(createElement(ProfileForm, { user }), {});
    type('First name', ' ');
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(calls).toEqual([]);
  });
});

describe('PasswordForm', () => {
  const fill = (current: string, next: string, confirm: string) => {
    type('Current password', current);
    type('New password', next);
    type('Confirm new password', confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  };

  it('says when the confirmation does not match, without calling the API', async () => {
    renderWith(createElement(PasswordForm), {});
    fill('old-password', 'new-password-1', 'new-password-2');
    await screen.findByText('Passwords do not match');
    expect(describedBy(screen.getByLabelText('Confirm new password'))).toBe('Passwords do not match');
    expect(calls).toEqual([]);
  });

  it('applies the sign-up rule to the new password', async () => {
    renderWith(createElement(PasswordForm), {});
    fill('old-password', 'short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('changes the password, keeps this session with the new token, clears the form and confirms', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-before');
    renderWith(createElement(PasswordForm), {
      'PUT /api/auth/me/password': {
        changed: true,
        message: 'Your password has been changed. Other devices are signed out.',
        token: 'token-after',
      },
    });
    fill('old-password', 'new-password-1', 'new-password-1');
    expect(await screen.findByText('Password Changed')).toBeTruthy();
    expect(bodiesOf('PUT /api/auth/me/password')).toEqual([
      { currentPassword: 'old-password', newPassword: 'new-password-1' },
    ]);
    expect(screen.getByLabelText('Current password')).toHaveProperty('value', '');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-after');
    expect(calls.find((call) => call.key === 'PUT /api/auth/me/password')?.headers.get('authorization')).toBe(
      'Bearer token-before',
    );
  });

  it('shows a wrong current password on its field', async () => {
    renderWith(createElement(PasswordForm), {
      'PUT /api/auth/me/password': {
        status: 400,
        body: {
          error: {
            code: 'validation_error',
            message: 'Current password is incorrect',
            fields: { currentPassword: 'Current password is incorrect' },
          },
        },
      },
    });
    fill('wrong-password', 'new-password-1', 'new-password-1');
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText('Current password'))).toBe('Current password is incorrect'),
    );
    expect(screen.getByText('Password Not Changed')).toBeTruthy();
  });
});

describe('NotificationSettings', () => {
  it('shows the saved preferences and saves a toggle through the API', async () => {
    renderWith(createElement(NotificationSettings), {
      'GET /api/auth/me/preferences': DEFAULTS,
      'PUT /api/auth/me/preferences': { ...DEFAULTS, marketingEmails: true },
    });
    const marketing = await screen.findByRole('switch', { name: 'Marketing emails' });
    expect(screen.getByRole('switch', { name: 'Booking confirmations' })).toHaveProperty('checked', true);
    expect(screen.getByRole('switch', { name: 'Tour routing alerts' })).toHaveProperty('checked', true);
    expect(marketing).toHaveProperty('checked', false);
    expect(screen.getByRole('switch', { name: 'SMS notifications' })).toHaveProperty('checked', false);
    fireEvent.click(marketing);
    expect(await screen.findByText('Preferences saved')).toBeTruthy();
    expect(bodiesOf('PUT /api/auth/me/preferences')).toEqual([{ marketingEmails: true }]);
    expect(screen.getByRole('switch', { name: 'Marketing emails' })).toHaveProperty('checked', true);
  });

  it('puts a switch back when saving fails', async () => {
    renderWith(createElement(NotificationSettings), {
      'GET /api/auth/me/preferences': DEFAULTS,
      'PUT /api/auth/me/preferences': { status: 503, body: { error: { code: 'down', message: 'Try later' } } },
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'SMS notifications' }));
    expect(await screen.findByText('Preferences Not Saved')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'SMS notifications' })).toHaveProperty('checked', false);
  });

  it('has a loading and an error state', async () => {
    renderWith(createElement(NotificationSettings), {
      'GET /api/auth/me/preferences': { status: 500, body: { error: { code: 'x', message: 'Boom' } } },
    });
    expect(screen.getByText('Loading notification preferences…')).toBeTruthy();
    expect(await screen.findByText('Notification preferences are unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('SettingsView', () => {
  it('shows the not-yet-available actions switched off, each with its note', async () => {
    renderWith(createElement(SettingsView, { user }), {
      'GET /api/auth/me/preferences': DEFAULTS,
      'GET /api/subscriptions/current': ACTIVE,
    });
    for (const name of ['Enable Two-Factor', 'Download Data', 'Privacy Settings', 'Delete Account']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveProperty('disabled', true);
      expect(button.getAttribute('aria-describedby')).toBeTruthy();
    }
    const danger = screen.getByRole('region', { name: 'Danger zone' });
    expect(within(danger).getByText(/end of the current billing period/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Profile information' })).toBeTruthy();
    await screen.findByRole('switch', { name: 'SMS notifications' });
  });
});

const ACTIVE = {
  tier: 'BASIC',
  status: 'active',
  billingInterval: 'monthly',
  priceCents: 2000,
  currentPeriodStart: '2026-12-12T09:30:00.000Z',
  currentPeriodEnd: '2027-01-12T09:30:00.000Z',
  scheduledTier: null,
  scheduledBillingInterval: null,
  nextAttemptAt: '2027-01-12T09:30:00.000Z',
  canResume: false,
  message: 'Your Basic plan (monthly) renews on 12 January 2027 for $20.00.',
};
const CANCELLING = {
  ...ACTIVE,
  status: 'cancelling',
  canResume: true,
  message: 'You keep Basic until 12 January 2027. Then you move to the Guest plan.',
};

describe('Cancel subscription (danger zone)', () => {
  it('cancels at the end of the period, says until when the plan is kept, and can undo it', async () => {
    renderWith(createElement(SubscriptionControls, { user }), {
      'GET /api/subscriptions/current': ACTIVE,
      'POST /api/subscriptions/cancel': CANCELLING,
      'POST /api/subscriptions/resume': ACTIVE,
    });
    expect(await screen.findByText(ACTIVE.message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Subscription Cancelled')).toBeTruthy();
    expect(screen.getAllByText(CANCELLING.message).length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.key === 'POST /api/subscriptions/cancel')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Undo Cancellation' }));
    expect(await screen.findByText('Subscription Kept')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
    expect(calls.filter((call) => call.key === 'POST /api/subscriptions/resume')).toHaveLength(1);
  });

  it('has nothing to cancel without a paid plan, and shows a refusal', async () => {
    renderWith(createElement(SubscriptionControls, { user }), {
      'GET /api/subscriptions/current': { ...ACTIVE, status: 'none', message: 'You are on the Guest plan.' },
    });
    expect(await screen.findByText('You have no paid plan to cancel.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toHaveProperty('disabled', true);
    cleanup();
    renderWith(createElement(SubscriptionControls, { user }), {
      'GET /api/subscriptions/current': ACTIVE,
      'POST /api/subscriptions/cancel': {
        status: 409,
        body: { error: { code: 'no_subscription', message: 'You have no paid plan to cancel' } },
      },
    });
    await screen.findByText(ACTIVE.message);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('You have no paid plan to cancel')).toBeTruthy();
  });
});
