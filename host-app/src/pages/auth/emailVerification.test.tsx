// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { emailUnverifiedMessage, type OfferListItem, type User } from 'tenant-api/contract';
import { OfferActionBar, type OfferCommands } from 'widgets/offers-list';
import { fakeFetch, type FakeCall, type FakeRoutes } from 'widgets/test-support';
import { ToastProvider } from 'widgets/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import VerifyEmailPage from '../VerifyEmailPage';
import { createQueryClient } from '../../queryClient';
import { SessionProvider } from '../../session/SessionProvider';
import { VerifyEmailBanner } from '../../features/email-verification';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';
const ME = 'GET /api/auth/me';
const VERIFY = 'POST /api/auth/verify-email';
const RESEND = 'POST /api/account/verification-email';

const user = (emailVerified: boolean): User => ({
  id: '00000000-0000-4000-8000-000000000007',
  email: 'vera@example.test',
  emailVerified,
  firstName: 'Vera',
  lastName: 'Newman',
  role: 'BUYER',
  subscriptionTier: 'GUEST',
  profileImageUrl: null,
  phone: null,
  createdAt: '2026-12-01T00:00:00.000Z',
  tenant: { slug: 'flagship', name: 'Laugh Riot' },
  performerId: null,
  onboarding: null,
  applicationsUnderReview: [],
});

function renderAt(path: string, routes: FakeRoutes, signedIn = true) {
  const calls: FakeCall[] = [];
  if (signedIn) localStorage.setItem('auth_token', 'a-token');
  vi.stubGlobal('fetch', fakeFetch(routes, calls));
  render(
    <QueryClientProvider client={createQueryClient(api)}>
      <MemoryRouter initialEntries={[path]}>
        <ToastProvider>
          <SessionProvider>
            <VerifyEmailBanner />
            <Routes>
              <Route path="/" element={<p>Home</p>} />
              <Route path="/verify-email" element={<VerifyEmailPage />} />
            </Routes>
          </SessionProvider>
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

const count = (calls: FakeCall[], key: string) => calls.filter((call) => call.key === key).length;

describe('VerifyEmailBanner', () => {
  it('tells a signed-in unverified user what waits for the address, resends the link, and can be dismissed', async () => {
    const calls = renderAt('/', {
      [ME]: user(false),
      [RESEND]: {
        status: 202,
        body: {
          sent: true,
          email: 'vera@example.test',
          message: 'We sent a new confirmation link to vera@example.test.',
        },
      },
    });
    const banner = await screen.findByRole('region', { name: 'Confirm your e-mail address' });
    expect(banner.textContent).toContain('We sent a link to vera@example.test.');
    expect(banner.textContent).toContain('not pay for bookings or receive payouts');
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('We sent a new confirmation link to vera@example.test.')).toBeTruthy();
    expect(count(calls, RESEND)).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
    expect(sessionStorage.getItem('hl_verify_banner_dismissed')).toBe(user(false).id);
  });

  it('shows the rate limit’s message when a resend is refused', async () => {
    renderAt('/', {
      [ME]: user(false),
      [RESEND]: {
        status: 429,
        body: { error: { code: 'rate_limited', message: 'Too many confirmation e-mails. Try again in 59 minutes.' } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Try again in 59 minutes.'));
  });

  it('is not shown to a verified user, nor when signed out', async () => {
    renderAt('/', { [ME]: user(true) });
    expect(await screen.findByText('Home')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull());
    cleanup();
    localStorage.clear();
    renderAt('/', {}, false);
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
  });
});

describe('VerifyEmailPage', () => {
  it('sends the link’s token once, says the address is confirmed, and reads the user again (banner gone)', async () => {
    let verified = false;
    const calls = renderAt(`/verify-email?token=${TOKEN}`, {
      [ME]: () => user(verified),
      [VERIFY]: () => {
        verified = true;
        return { verified: true, email: 'vera@example.test' };
      },
    });
    expect(await screen.findByRole('heading', { name: 'E-mail address confirmed' })).toBeTruthy();
    expect(screen.getByText(/vera@example.test is confirmed/)).toBeTruthy();
    expect(calls.filter((call) => call.key === VERIFY).map((call) => call.body)).toEqual([{ token: TOKEN }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull());
  });

  it('explains a link that did not work, and offers a new one to the signed-in unverified user', async () => {
    const message = 'This confirmation link has expired. Ask for a new one from your account.';
    const calls = renderAt(`/verify-email?token=${TOKEN}`, {
      [ME]: user(false),
      [VERIFY]: {
        status: 409,
        body: { error: { code: 'verification_token_expired', message, fields: { token: message } } },
      },
      [RESEND]: {
        status: 202,
        body: {
          sent: true,
          email: 'vera@example.test',
          message: 'We sent a new confirmation link to vera@example.test.',
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findAllByText('We sent a new confirmation link to vera@example.test.')).not.toHaveLength(0);
    expect(count(calls, RESEND)).toBe(1);
  });

  it('sends nothing for an incomplete link', async () => {
    const calls = renderAt('/verify-email?token=abc', {}, false);
    expect(await screen.findByText(/This confirmation link is incomplete/)).toBeTruthy();
    expect(count(calls, VERIFY)).toBe(0);
  });
});

describe('Pay now for an unverified buyer', () => {
  it('is disabled and says why', () => {
    const pay = vi.fn();
    const offer = { id: '00000000-0000-4000-8000-0000000000aa', status: 'ACCEPTED' } as OfferListItem;
    const reason = emailUnverifiedMessage('vera@example.test');
    render(
      <OfferActionBar
        offer={offer}
        actions={{ pay: true } as never}
        commands={{ pay } as unknown as OfferCommands}
        payBlocked={reason}
      />,
    );
    const button = screen.getByRole('button', { name: 'Pay now' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(reason)).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(reason);
    expect(reason).toBe('Confirm your e-mail address first; we sent a link to vera@example.test.');
  });
});
