// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PASSWORD_RESET_REQUESTED } from 'tenant-api/contract';
import { fakeFetch, type FakeCall, type FakeRoutes } from 'widgets/test-support';
import { ToastProvider } from 'widgets/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { createQueryClient } from '../../queryClient';
import { SessionProvider } from '../../session/SessionProvider';
import ForgotPasswordPage from '../ForgotPasswordPage';
import ResetPasswordPage from '../ResetPasswordPage';
import SignInPage from '../SignInPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';
const REQUEST = 'POST /api/auth/password-reset';
const CONFIRM = 'POST /api/auth/password-reset/confirm';
const REQUESTED = { status: 202, body: { requested: true, message: PASSWORD_RESET_REQUESTED } };

function renderAt(path: string, routes: FakeRoutes = {}) {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', fakeFetch(routes, calls));
  render(
    <QueryClientProvider client={createQueryClient(api)}>
      <MemoryRouter initialEntries={[path]}>
        <ToastProvider>
          <SessionProvider>
            <Routes>
              <Route path="/signin" element={<SignInPage />} />
              <Route path="/forgot-password" element={<ForgotPasswordPage />} />
              <Route path="/reset-password" element={<ResetPasswordPage />} />
            </Routes>
          </SessionProvider>
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

const posts = (calls: FakeCall[], key: string) => calls.filter((call) => call.key === key).map((call) => call.body);

describe('Sign in → Forgot password?', () => {
  it('links from the sign-in form to /forgot-password', async () => {
    renderAt('/signin');
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
  });
});

describe('ForgotPasswordPage', () => {
  it('checks the address, sends it, and says the same whatever the answer', async () => {
    const calls = renderAt('/forgot-password', { [REQUEST]: REQUESTED });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(posts(calls, REQUEST)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Someone@Example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(PASSWORD_RESET_REQUESTED)).toBeTruthy();
    expect(posts(calls, REQUEST)).toEqual([{ email: 'Someone@Example.test' }]);
    expect(PASSWORD_RESET_REQUESTED).toBe(
      "If an account exists for that address, we've sent a link to reset its password.",
    );

    fireEvent.click(screen.getByRole('button', { name: 'Send another link' }));
    expect(await screen.findByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
  });

  it('shows a refusal such as the rate limit', async () => {
    renderAt('/forgot-password', {
      [REQUEST]: {
        status: 429,
        body: {
          error: {
            code: 'rate_limited',
            message: 'Too many password reset requests for this address. Try again in 59 minutes.',
          },
        },
      },
    });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Try again in 59 minutes.'));
    expect(screen.queryByText(PASSWORD_RESET_REQUESTED)).toBeNull();
  });
});

describe('ResetPasswordPage', () => {
  it('checks the new password, shows it on request, resets, and sends the user to sign in with a notice', async () => {
    const calls = renderAt(`/reset-password?token=${TOKEN}`, {
      [CONFIRM]: { reset: true, message: 'Your password has been reset. Sign in with your new password.' },
    });
    const password = screen.getByLabelText('New password') as HTMLInputElement;
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();

    fireEvent.change(password, { target: { value: 'a-new-password' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'a-different-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(posts(calls, CONFIRM)).toEqual([]);

    expect(password.type).toBe('password');
    fireEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect(password.type).toBe('text');

    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'a-new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Your password has been reset.');
    expect(posts(calls, CONFIRM)).toEqual([{ token: TOKEN, newPassword: 'a-new-password' }]);
  });

  it('explains a used and an expired link, with a way to ask for a new one', async () => {
    for (const [code, title] of [
      ['reset_token_used', 'This link has already been used'],
      ['reset_token_expired', 'This link has expired'],
    ] as const) {
      const message = `Server says ${code}`;
      renderAt(`/reset-password?token=${TOKEN}`, {
        [CONFIRM]: { status: 409, body: { error: { code, message, fields: { token: message } } } },
      });
      fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a-new-password' } });
      fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'a-new-password' } });
      fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByText(title)).toBeTruthy();
      expect(screen.getByText(message)).toBeTruthy();
      fireEvent.click(screen.getByRole('link', { name: 'Request a new link' }));
      expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
      cleanup();
    }
  });

  it('refuses a link without a whole token before asking the server', async () => {
    const calls = renderAt('/reset-password?token=cut-off');
    expect(screen.getByText('This link is not valid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(calls).toEqual([]);
  });
});
