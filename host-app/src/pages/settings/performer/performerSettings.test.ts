// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from 'widgets/ui';
import { fakeFetch, type FakeCall, type FakeRoutes } from 'widgets/test-support';
import { api } from '../../../api';
import { createQueryClient } from '../../../queryClient';
import type { OwnPerformer } from './performerApi';
import { PerformerSettings } from './PerformerSettings';

const performer = {
  id: '00000000-0000-4000-8000-000000000009',
  stageName: 'Jo Comic',
  shortBio: '',
  bio: '',
  baseFee: 0,
  rating: 5,
  reviewCount: 0,
  isAvailable: true,
  genres: [],
  profileImageUrl: null,
  city: '',
  state: '',
  isFeatured: false,
  isElite: false,
  cleanContent: false,
  responseTime: 24,
  isVetted: false,
  onboarding: { profileCompleted: false, isVerified: false, ratesConfigured: false, stripeConnected: false },
} as unknown as OwnPerformer;

let calls: FakeCall[];

function renderSettings(routes: FakeRoutes) {
  calls = [];
  vi.stubGlobal('fetch', fakeFetch({ 'GET /api/performers/me': performer, ...routes }, calls));
  return render(
    createElement(
      QueryClientProvider,
      { client: createQueryClient(api) },
      createElement(MemoryRouter, null, createElement(ToastProvider, null, createElement(PerformerSettings))),
    ),
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const bodiesOf = (key: string) => calls.filter((call) => call.key === key).map((call) => call.body);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PerformerSettings', () => {
  it('has the sections the onboarding steps link to', async () => {
    const { container } = renderSettings({});
    await screen.findByRole('button', { name: 'Save Performer Profile' });
    for (const id of ['performer-profile', 'performer-rates', 'payout-account']) {
      expect(container.querySelector(`#${id}`)).not.toBeNull();
    }
    expect(screen.getByText('Not connected')).toBeTruthy();
  });

  it('checks the profile before sending, then saves it', async () => {
    renderSettings({ 'PUT /api/performers/me/profile': { ...performer, stageName: 'Jo the Comic' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save Performer Profile' }));
    expect(await screen.findByText('Choose at least one genre')).toBeTruthy();
    expect(bodiesOf('PUT /api/performers/me/profile')).toEqual([]);
    type('Stage name', 'Jo the Comic');
    type('About your act', 'Forty minutes of clean observational comedy about airports.');
    fireEvent.click(screen.getByLabelText('Stand-up'));
    type('City', 'Austin');
    type('State', 'TX');
    fireEvent.click(screen.getByRole('button', { name: 'Save Performer Profile' }));
    expect(await screen.findByText('Performer Profile Saved')).toBeTruthy();
    expect(bodiesOf('PUT /api/performers/me/profile')).toEqual([
      {
        stageName: 'Jo the Comic',
        bio: 'Forty minutes of clean observational comedy about airports.',
        genres: ['Stand-up'],
        city: 'Austin',
        state: 'TX',
        cleanContent: false,
      },
    ]);
  });

  it('shows the server’s field error (unknown city) on its field', async () => {
    renderSettings({
      'PUT /api/performers/me/profile': {
        status: 400,
        body: {
          error: {
            code: 'validation_error',
            message: 'We could not find Nowhere, TX',
            fields: { city: 'Choose a US city in that state' },
          },
        },
      },
    });
    await screen.findByRole('button', { name: 'Save Performer Profile' });
    type('About your act', 'Forty minutes of clean observational comedy about airports.');
    fireEvent.click(screen.getByLabelText('Magic'));
    type('City', 'Nowhere');
    type('State', 'TX');
    fireEvent.click(screen.getByRole('button', { name: 'Save Performer Profile' }));
    expect(await screen.findByText('Choose a US city in that state')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBe('true'));
  });

  it('saves rates in cents', async () => {
    renderSettings({ 'PUT /api/performers/me/rates': { ...performer, baseFee: 75_000 } });
    await screen.findByRole('button', { name: 'Save Rates' });
    type('Base fee (USD)', '750');
    type('Response time (hours)', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Save Rates' }));
    expect(await screen.findByText('Rates Saved')).toBeTruthy();
    expect(bodiesOf('PUT /api/performers/me/rates')).toEqual([
      { baseFee: 75_000, responseTimeHours: 12, isAvailable: true },
    ]);
  });

  it('connects the payout account', async () => {
    renderSettings({
      'POST /api/performers/me/payout-account': {
        ...performer,
        onboarding: { ...performer.onboarding, stripeConnected: true },
        onboardingUrl: null,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Payout Account' }));
    expect(await screen.findByText('Payout Account Connected')).toBeTruthy();
    expect(screen.getByText('Connected')).toBeTruthy();
  });
});
