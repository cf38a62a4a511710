// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { OPERATOR_PAGE_SIZE, type OperatorTenant, type User } from 'tenant-api/contract';
import { fakeFetch, type FakeCall, type FakeRoutes } from 'widgets/test-support';
import { ToastProvider } from 'widgets/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { createQueryClient } from '../../queryClient';
import { OperatorConsole } from './OperatorConsole';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = (role: User['role']): User => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: `${role.toLowerCase()}@demo.test`,
  emailVerified: true,
  firstName: 'Otto',
  lastName: 'Operator',
  role,
  subscriptionTier: 'GUEST',
  profileImageUrl: null,
  phone: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  tenant: { slug: 'flagship', name: 'Headliner' },
  performerId: null,
  onboarding: null,
  applicationsUnderReview: [],
});

const tenant = (overrides: Partial<OperatorTenant>): OperatorTenant => ({
  id: '00000000-0000-4000-8000-000000000010',
  slug: 'flagship',
  name: 'Headliner',
  status: 'active',
  isDefault: true,
  domains: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  counts: { users: 546, performers: 540, offers: 12 },
  ...overrides,
});
const FLAGSHIP = tenant({});
const AGENCY = tenant({
  id: '00000000-0000-4000-8000-000000000020',
  slug: 'demo-agency',
  name: 'Laugh Lines Agency',
  isDefault: false,
  domains: ['laughlines.test'],
  counts: { users: 64, performers: 60, offers: 3 },
});

/** One page of the tenants list as the API answers it. */
const listOf = (tenants: OperatorTenant[], page = 1, total = tenants.length) => ({
  tenants,
  total: Math.min(total, 1000),
  totalIsCapped: total > 1000,
  hasMore: page * OPERATOR_PAGE_SIZE < total,
  page,
});

function renderConsole(routes: FakeRoutes, role: User['role'] = 'OPERATOR', calls: FakeCall[] = []) {
  vi.stubGlobal('fetch', fakeFetch(routes, calls));
  render(
    <QueryClientProvider client={createQueryClient(api)}>
      <MemoryRouter>
        <ToastProvider>
          <OperatorConsole user={user(role)} />
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe('OperatorConsole', () => {
  it('lists the tenants with slug, domains, status and counts', async () => {
    renderConsole({ 'GET /api/operator/tenants': listOf([FLAGSHIP, AGENCY]) });
    expect(screen.getByRole('status', { name: 'Loading tenants' })).toBeTruthy();
    const row = (await screen.findByRole('rowheader', { name: 'Laugh Lines Agency' })).closest('tr')!;
    expect(within(row).getByText('demo-agency')).toBeTruthy();
    expect(within(row).getByText('laughlines.test')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('60')).toBeTruthy();
    const flagshipRow = screen.getByRole('rowheader', { name: /Headliner/ }).closest('tr')!;
    expect(within(flagshipRow).getByText('Always on')).toBeTruthy();
    expect(within(flagshipRow).queryByRole('button')).toBeNull();
  });

  it('pages through the tenants 50 at a time', async () => {
    const many = Array.from({ length: 60 }, (_, n) =>
      tenant({
        id: `00000000-0000-4000-8000-${String(100 + n).padStart(12, '0')}`,
        slug: `agency-${n}`,
        name: `Agency ${n}`,
        isDefault: false,
      }),
    );
    const calls = renderConsole({
      'GET /api/operator/tenants': (url: URL) => {
        const page = Number(url.searchParams.get('page'));
        return listOf(many.slice((page - 1) * OPERATOR_PAGE_SIZE, page * OPERATOR_PAGE_SIZE), page, many.length);
      },
    });
    expect(await screen.findByRole('rowheader', { name: 'Agency 0' })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Tenant pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'Agency 59' })).toBeTruthy();
    expect(calls.at(-1)!.url.searchParams.get('page')).toBe('2');
    expect((within(pager).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the empty and error states', async () => {
    renderConsole({ 'GET /api/operator/tenants': listOf([]) });
    expect(await screen.findByText(/No tenants yet/)).toBeTruthy();
    cleanup();
    renderConsole({ 'GET /api/operator/tenants': { status: 500, body: { error: { code: 'x', message: 'Boom' } } } });
    expect(await screen.findByText('The tenants could not be loaded')).toBeTruthy();
    expect(screen.getByText('Boom')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('tells anyone but the operator that the console is not for them', () => {
    const calls = renderConsole({}, 'ADMIN');
    expect(screen.getByText('Not allowed')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('creates a tenant and shows the invitation link with a Copy button', async () => {
    const created = tenant({
      id: '00000000-0000-4000-8000-000000000030',
      slug: 'comedy-co',
      name: 'Comedy Co',
      isDefault: false,
      domains: ['book.comedyco.test'],
      counts: { users: 0, performers: 0, offers: 0 },
    });
    const inviteUrl = 'http://comedy-co.localhost:5173/invite/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    const calls = renderConsole({
      'GET /api/operator/tenants': listOf([FLAGSHIP, AGENCY]),
      'POST /api/operator/tenants': (_url: URL, init: RequestInit) => {
        const body = JSON.parse(String(init.body));
        if (body.slug === 'demo-agency') {
          return {
            status: 409,
            body: { error: { code: 'slug_taken', message: 'Taken', fields: { slug: 'This slug is already used' } } },
          };
        }
        return { status: 201, body: { tenant: created, inviteUrl, inviteExpiresAt: '2026-12-01T00:00:00.000Z' } };
      },
    });
    await screen.findByRole('rowheader', { name: 'Laugh Lines Agency' });
    fireEvent.click(screen.getByRole('button', { name: 'New tenant' }));

    fireEvent.click(screen.getByRole('button', { name: 'Create tenant' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Slug'), { target: { value: 'demo-agency' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Comedy Co' } });
    fireEvent.change(screen.getByLabelText('Domains (optional)'), { target: { value: 'book.comedyco.test' } });
    fireEvent.change(screen.getByLabelText('First admin’s e-mail'), { target: { value: 'boss@comedyco.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create tenant' }));
    expect(await screen.findByText('This slug is already used')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Slug'), { target: { value: 'comedy-co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create tenant' }));
    expect(await screen.findByText('Comedy Co is ready')).toBeTruthy();
    expect((screen.getByLabelText('Invitation link') as HTMLInputElement).value).toBe(inviteUrl);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    const post = calls.filter((call) => call.key === 'POST /api/operator/tenants').at(-1)!;
    expect(post.body).toEqual({
      slug: 'comedy-co',
      name: 'Comedy Co',
      domains: ['book.comedyco.test'],
      adminEmail: 'boss@comedyco.test',
    });
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'GET /api/operator/tenants').length).toBeGreaterThan(1),
    );
  });

  it('suspends a tenant after confirmation', async () => {
    let current = AGENCY;
    const calls = renderConsole({
      'GET /api/operator/tenants': () => listOf([FLAGSHIP, current]),
      [`PUT /api/operator/tenants/${AGENCY.id}/status`]: (_url: URL, init: RequestInit) => {
        current = { ...AGENCY, status: JSON.parse(String(init.body)).status };
        return current;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend Laugh Lines Agency' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Laugh Lines Agency?' });
    expect(within(dialog).getByText(/No data is deleted/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.key.startsWith('PUT'))!.body).toEqual({ status: 'suspended' });
    expect(await screen.findByRole('button', { name: 'Reactivate Laugh Lines Agency' })).toBeTruthy();
    expect(screen.getByText('Suspended')).toBeTruthy();
  });
});
