// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { User } from 'tenant-api/contract';
import { fakeFetch, type FakeCall, type FakeRoutes } from 'widgets/test-support';
import { ToastProvider } from 'widgets/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { createQueryClient } from '../../queryClient';
import { RequireAuth } from '../../session/RequireAuth';
import { SessionProvider, useSession } from '../../session/SessionProvider';
import { AUTH_TOKEN_KEY } from '../../session/tokenStorage';
import { ApplyButton } from './ApplyButton';
import { useApply, withApplicationUnderReview } from './useApply';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const USER: User = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'sam@example.test',
  emailVerified: true,
  firstName: 'Sam',
  lastName: 'Stage',
  role: 'BUYER',
  subscriptionTier: 'GUEST',
  profileImageUrl: null,
  phone: null,
  createdAt: '2026-11-23T00:00:00.000Z',
  tenant: { slug: 'flagship', name: 'Headliner' },
  performerId: null,
  onboarding: null,
  applicationsUnderReview: [],
};

const APPLY = 'POST /api/performers/apply';

function Applying() {
  const { apply, submitting, underReview } = useApply();
  const { user } = useSession();
  return (
    <>
      {user && <p>Signed in as {user.firstName}</p>}
      <ApplyButton
        tier="basic"
        label="Apply as Performer"
        {...{ submitting, underReview }}
        onApply={() => apply('basic')}
      />
      <ApplyButton
        tier="elite"
        label="Apply for Elite Status"
        {...{ submitting, underReview }}
        onApply={() => apply('elite')}
      />
    </>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, routes: FakeRoutes, signedIn = true) {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', fakeFetch(routes, calls));
  if (signedIn) localStorage.setItem(AUTH_TOKEN_KEY, 'token');
  render(
    <QueryClientProvider client={createQueryClient(api)}>
      <MemoryRouter initialEntries={[path]}>
        <ToastProvider>
          <SessionProvider>
            <Routes>
              <Route path="/for-performers" element={<Applying />} />
              <Route
                path="/create-offer"
                element={
                  <RequireAuth>
                    <h1>Wizard</h1>
                  </RequireAuth>
                }
              />
              <Route path="/signin" element={<Where />} />
            </Routes>
          </SessionProvider>
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe('Apply as Performer', () => {
  it('adds a tier once', () => {
    const once = withApplicationUnderReview(USER, 'basic');
    expect(once.applicationsUnderReview).toEqual(['basic']);
    expect(withApplicationUnderReview(once, 'basic')).toBe(once);
  });

  it('says "Application under review" once sent, and cannot be pressed again', async () => {
    const calls = renderAt('/for-performers', {
      'GET /api/auth/me': USER,
      [APPLY]: { status: 201, body: { id: USER.id, status: 'submitted', message: 'ok' } },
    });
    await screen.findByText('Signed in as Sam');
    fireEvent.click(screen.getByRole('button', { name: 'Apply as Performer' }));
    const underReview = await screen.findByRole('button', { name: 'Application under review' });
    expect(underReview).toHaveProperty('disabled', true);
    expect(await screen.findByText('Application Submitted')).toBeTruthy();
    fireEvent.click(underReview);
    expect(calls.filter((call) => call.key === APPLY)).toHaveLength(1);
    // The other tier is still open.
    expect(screen.getByRole('button', { name: 'Apply for Elite Status' })).toHaveProperty('disabled', false);
  });

  it('says so at once after a reload, from the signed-in user', async () => {
    renderAt('/for-performers', { 'GET /api/auth/me': { ...USER, applicationsUnderReview: ['elite'] } });
    expect(await screen.findByRole('button', { name: 'Elite application under review' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Apply as Performer' })).toBeTruthy();
  });

  it('treats "already applied" (from another tab) as under review, not as a failure', async () => {
    renderAt('/for-performers', {
      'GET /api/auth/me': USER,
      [APPLY]: {
        status: 409,
        body: { error: { code: 'application_open', message: 'You already have an application under review' } },
      },
    });
    await screen.findByText('Signed in as Sam');
    fireEvent.click(screen.getByRole('button', { name: 'Apply as Performer' }));
    expect(await screen.findByRole('button', { name: 'Application under review' })).toBeTruthy();
    expect(screen.queryByText('Application Failed')).toBeNull();
  });

  it('still says "Application Failed" when sending fails', async () => {
    renderAt('/for-performers', {
      'GET /api/auth/me': USER,
      [APPLY]: { status: 503, body: { error: { code: 'unavailable', message: 'Down' } } },
    });
    await screen.findByText('Signed in as Sam');
    fireEvent.click(screen.getByRole('button', { name: 'Apply as Performer' }));
    expect(await screen.findByText('Application Failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply as Performer' })).toHaveProperty('disabled', false);
  });
});

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /signin with the page to come back to', async () => {
    renderAt('/create-offer?performerId=p-1', {}, false);
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    expect((await screen.findByTestId('where', {}, { timeout: 3000 })).textContent).toBe(
      '/signin?returnTo=%2Fcreate-offer%3FperformerId%3Dp-1',
    );
  });
});
