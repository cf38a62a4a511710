// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_REQUESTED } from 'tenant-api/contract';
import { createApiClient } from '../src/api';
import { SignInPanel } from '../src/auth/SignInPanel';
import { fakeFetch, type FakeCall } from './support';

afterEach(cleanup);

describe('SignInPanel', () => {
  it('asks for a reset link in place (the link is mailed to the agency’s own site), then goes back to sign in', async () => {
    const calls: FakeCall[] = [];
    const api = createApiClient({
      baseUrl: 'https://agency.example/',
      fetch: fakeFetch(
        { 'POST /api/auth/password-reset': { requested: true, message: PASSWORD_RESET_REQUESTED } },
        calls,
      ),
    });
    render(<SignInPanel api={api} tenantName="Agency" purpose="make an offer" onSignedIn={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), ' Rita@Example.test ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('status')).textContent).toContain(PASSWORD_RESET_REQUESTED);
    expect(calls.map((call) => [call.key, call.body])).toEqual([
      ['POST /api/auth/password-reset', { email: 'Rita@Example.test' }],
    ]);

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('heading', { name: 'Sign in to make an offer' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers "Forgot password?" only while signing in', async () => {
    const api = createApiClient({ baseUrl: 'https://agency.example/', fetch: fakeFetch({}, []) });
    render(<SignInPanel api={api} tenantName="Agency" purpose="make an offer" onSignedIn={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
  });
});
