// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TenantLogo } from 'tenant-api/contract';
import { defaultPack } from 'theme-packs';
import { fakeFetch } from 'widgets/test-support';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { createQueryClient } from '../queryClient';
import { TenantThemeProvider } from '../tenant/TenantThemeProvider';
import { Logo } from './Logo';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

const TENANT = '00000000-0000-4000-8000-0000000000aa';
const LOGO: TenantLogo = {
  id: '00000000-0000-4000-8000-0000000000a1',
  width: 600,
  height: 200,
  variants: [120, 240, 480].map((width) => ({
    width,
    avif: `/api/media/${TENANT}/00000000-0000-4000-8000-0000000000a1-${width}.avif`,
    webp: `/api/media/${TENANT}/00000000-0000-4000-8000-0000000000a1-${width}.webp`,
  })),
  icon: `/api/media/${TENANT}/00000000-0000-4000-8000-0000000000a1-icon-32.png`,
  touchIcon: `/api/media/${TENANT}/00000000-0000-4000-8000-0000000000a1-icon-180.png`,
};

function renderLogo(logo: TenantLogo | null) {
  document.head.innerHTML = '<link rel="icon" type="image/svg+xml" href="/favicon.svg">';
  const tenant = { slug: 'demo-agency', name: 'Laugh Lines Agency', isDefault: false, status: 'active' };
  vi.stubGlobal(
    'fetch',
    fakeFetch({ 'GET /api/tenant': { ...tenant, themePack: 'midnight', theme: defaultPack, logo } }),
  );
  render(
    <QueryClientProvider client={createQueryClient(api)}>
      <MemoryRouter>
        <TenantThemeProvider>
          <Logo />
        </TenantThemeProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the header logo', () => {
  it('draws the uploaded logo named by the tenant from AVIF and WebP sizes, and links its icons', async () => {
    renderLogo(LOGO);
    const image = await screen.findByRole('img', { name: 'Laugh Lines Agency' });
    const sources = [...image.closest('picture')!.querySelectorAll('source')];
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toContain('-480.avif 480w');
    // Drawn 36 pixels high at 3:1.
    expect(sources[0]!.getAttribute('sizes')).toBe('108px');
    expect(image.getAttribute('width')).toBe('600');
    await waitFor(() => expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(LOGO.icon));
    expect(document.head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe(LOGO.touchIcon);
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
  });

  it('shows the text logo and keeps the product icon without one', async () => {
    renderLogo(null);
    expect(await screen.findByText('Laugh Lines Agency')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Laugh Lines Agency' })).toBeNull();
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.svg');
    expect(document.head.querySelector('link[rel="apple-touch-icon"]')).toBeNull();
  });
});
