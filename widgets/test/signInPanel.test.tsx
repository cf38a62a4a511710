// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../src/api';
import { SignInPanel } from '../src/auth/SignInPanel';
import { fakeFetch } from './support';

afterEach(cleanup);

describe('SignInPanel', () => {
  it('links "Forgot password?" to the marketplace’s own reset page, in a new tab, while signing in', async () => {
    const api = createApiClient({ baseUrl: 'https://agency.example/', fetch: fakeFetch({}, []) });
    render(<SignInPanel api={api} tenantName="Agency" purpose="make an offer" onSignedIn={vi.fn()} />);
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('https://agency.example/forgot-password');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
  });
});
