// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeFetch, type FakeCall, type FakeRoutes } from 'widgets/test-support';
import { ToastProvider } from 'widgets/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { createQueryClient } from '../../queryClient';
import { SessionProvider } from '../../session/SessionProvider';
import { AUTH_TOKEN_KEY } from '../../session/tokenStorage';
import InvitePage from '../InvitePage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const INFO_KEY = `GET /api/auth/invitations/${TOKEN}`;
const INFO = {
  email: 'boss@comedyco.test',
  role: 'ADMIN',
  tenant: { slug: 'comedy-co', name: 'Comedy Co' },
  expiresAt: '2026-12-01T00:00:00.000Z',
};
const NEW_USER = {
  id: '00000000-0000-4000-8000-000000000001',
  email: INFO.email,
  firstName: 'Fay',
  lastName: 'First',
  role: 'ADMIN',
  subscriptionTier: 'GUEST',
  profileImageUrl: null,
  phone: null,
  createdAt: '2026-11-23T00:00:00.000Z',
  tenant: INFO.tenant,
  performerId: null,
  onboarding: null,
  applicationsUnderReview: [],
};

function renderInvite(routes: FakeRoutes, calls: FakeCall[] = []) {
  vi.stubGlobal('fetch', fakeFetch(routes, calls));
  render(
    <QueryClientProvider client={createQueryClient(api)}>
      <MemoryRouter initialEntries={[`/invite/${TOKEN}`]}>
        <ToastProvider>
          <SessionProvider>
            <Routes>
              <Route path="/invite/:token" element={<InvitePage />} />
              <Route path="/admin" element={<h1>Admin console</h1>} />
            </Routes>
          </SessionProvider>
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe('InvitePage', () => {
  it('shows who is invited, validates, accepts, stores the session and opens /admin', async () => {
    const calls = renderInvite({
      [INFO_KEY]: INFO,
      [`POST /api/auth/invitations/${TOKEN}/accept`]: { status: 201, body: { token: 'session-token', user: NEW_USER } },
      'GET /api/auth/me': NEW_USER,
    });
    expect(screen.getByRole('status', { name: 'Loading the invitation' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Join Comedy Co' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(INFO.email);

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Fay' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'First' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and continue' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and continue' }));
    expect(await screen.findByRole('heading', { name: 'Admin console' })).toBeTruthy();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('session-token');
    expect(calls.find((call) => call.key.startsWith('POST'))!.body).toEqual({
      firstName: 'Fay',
      lastName: 'First',
      password: 'long-enough',
    });
  });

  it('explains an unknown link', async () => {
    renderInvite({ [INFO_KEY]: { status: 404, body: { error: { code: 'not_found', message: 'Not valid' } } } });
    expect(await screen.findByRole('heading', { name: 'Invitation not found' })).toBeTruthy();
    expect(screen.getByText('This invitation link is not valid')).toBeTruthy();
  });

  it('explains an expired and a used invitation', async () => {
    renderInvite({
      [INFO_KEY]: { status: 410, body: { error: { code: 'invitation_expired', message: 'Expired' } } },
    });
    expect(await screen.findByRole('heading', { name: 'Invitation expired' })).toBeTruthy();
    expect(screen.getByText(/Ask the platform operator to send you a new invitation/)).toBeTruthy();
    cleanup();
    renderInvite({ [INFO_KEY]: { status: 410, body: { error: { code: 'invitation_used', message: 'Used' } } } });
    expect(await screen.findByRole('heading', { name: 'Invitation already used' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
  });

  it('shows the server’s reason when the account cannot be made', async () => {
    renderInvite({
      [INFO_KEY]: INFO,
      [`POST /api/auth/invitations/${TOKEN}/accept`]: {
        status: 409,
        body: { error: { code: 'email_taken', message: 'An account with this email already exists' } },
      },
    });
    await screen.findByRole('heading', { name: 'Join Comedy Co' });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Fay' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'First' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and continue' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('already exists'));
  });
});
