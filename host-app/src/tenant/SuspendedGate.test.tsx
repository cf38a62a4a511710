// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { TENANT_SUSPENDED_MESSAGE } from 'tenant-api/contract';
import { defaultPack } from 'theme-packs';
import { fakeFetch } from 'widgets/test-support';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { createQueryClient } from '../queryClient';
import { SuspendedGate } from './SuspendedGate';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tenant = (status: 'active' | 'suspended') => ({
  slug: 'demo-agency',
  name: 'Laugh Lines Agency',
  isDefault: false,
  status,
  themePack: defaultPack.id,
  theme: defaultPack,
});

function renderGate(answer: unknown) {
  vi.stubGlobal('fetch', fakeFetch({ 'GET /api/tenant': answer }));
  render(
    <QueryClientProvider client={createQueryClient(api)}>
      <SuspendedGate>
        <h1>The marketplace</h1>
      </SuspendedGate>
    </QueryClientProvider>,
  );
}

describe('SuspendedGate', () => {
  it('replaces every page with a clear "temporarily unavailable" screen while the tenant is suspended', async () => {
    renderGate(tenant('suspended'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Temporarily unavailable' })).toBeTruthy();
    expect(screen.getByText(TENANT_SUSPENDED_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Laugh Lines Agency')).toBeTruthy();
    expect(screen.queryByText('The marketplace')).toBeNull();
  });

  it('renders the app for an active tenant, while loading, and when the tenant cannot be loaded', async () => {
    renderGate('never');
    expect(screen.getByText('The marketplace')).toBeTruthy();
    cleanup();
    renderGate({ status: 500, body: { error: { code: 'x', message: 'down' } } });
    expect(await screen.findByText('The marketplace')).toBeTruthy();
    cleanup();
    renderGate(tenant('active'));
    expect(await screen.findByText('The marketplace')).toBeTruthy();
    expect(screen.queryByText('Temporarily unavailable')).toBeNull();
  });
});
