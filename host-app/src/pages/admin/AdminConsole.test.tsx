// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { defaultPack, themePacks, toStyledTheme } from 'theme-packs';
import type { AdminThemeResponse, AdminTiersResponse, User } from 'tenant-api/contract';
import { RESULT_WINDOW_NOTE } from 'tenant-api/contract/constants';
import { fillEmbedSnippet } from 'widgets/snippet';
import { fakeFetch, type FakeCall, type FakeRoutes } from 'widgets/test-support';
import { ToastProvider } from 'widgets/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TENANT_QUERY_KEY } from '../../tenant/useTenant';
import { AdminConsole } from './AdminConsole';
import type { PendingApproval } from './adminApi';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin: User = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'admin@agency.test',
  emailVerified: true,
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'ADMIN',
  subscriptionTier: 'BASIC',
  profileImageUrl: null,
  phone: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  tenant: { slug: 'agency', name: 'Agency' },
  performerId: null,
  onboarding: null,
  applicationsUnderReview: [],
};

function renderConsole(section: string | undefined, routes: FakeRoutes, user: User = admin) {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', fakeFetch(routes, calls));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={toStyledTheme(defaultPack)}>
        <ToastProvider>
          <MemoryRouter>
            <AdminConsole user={user} section={section} />
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { calls, queryClient };
}

const putCalls = (calls: FakeCall[], key: string) => calls.filter((call) => call.key === key);

describe('access', () => {
  it('refuses users who are not admins', () => {
    const { calls } = renderConsole('theme', {}, { ...admin, role: 'BUYER' });
    expect(screen.getByText("You need to be this marketplace's admin")).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('shows the overview with the queue count and the section nav', async () => {
    renderConsole(undefined, { 'GET /api/admin/offers/pending': { offers: [pendingOffer('o1'), pendingOffer('o2')] } });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    for (const name of ['Theme', 'Tiers & fees', 'Embeds', 'Approvals', 'Performers', 'Users', 'Audit log']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
    expect(await screen.findByText(/offers are waiting for approval/)).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
  });
});

const themeAnswer: AdminThemeResponse = {
  pack: 'flagship',
  overrides: {},
  theme: themePacks.flagship!,
  availablePacks: Object.values(themePacks).map((theme) => ({ id: theme.id, name: theme.name, theme })),
};

describe('theme', () => {
  it('flags a low-contrast colour before saving', async () => {
    const { calls } = renderConsole('theme', { 'GET /api/admin/theme': themeAnswer });
    const primary = await screen.findByLabelText('Primary');
    fireEvent.change(primary, { target: { value: '#ffff66' } });
    expect(primary.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(/colors\.primary on colors\.background has contrast/).length).toBeGreaterThan(0);
    const save = screen.getByRole('button', { name: 'Save theme' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(save);
    expect(putCalls(calls, 'PUT /api/admin/theme')).toHaveLength(0);
  });

  it('shows the server 400 on the field and invalidates the tenant after a save', async () => {
    let reject = true;
    const { calls, queryClient } = renderConsole('theme', {
      'GET /api/admin/theme': themeAnswer,
      'PUT /api/admin/theme': () =>
        reject
          ? {
              status: 400,
              body: {
                error: {
                  code: 'validation',
                  message: 'Invalid theme',
                  fields: { 'overrides.colors.accent': 'Accent is not allowed here' },
                },
              },
            }
          : { ...themeAnswer, overrides: { colors: { accent: '#f2b633' } } },
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.change(await screen.findByLabelText('Accent'), { target: { value: '#f2b633' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save theme' }));
    expect(await screen.findByText('Accent is not allowed here')).toBeTruthy();
    expect(putCalls(calls, 'PUT /api/admin/theme')[0]?.body).toEqual({
      pack: 'flagship',
      overrides: { colors: { accent: '#f2b633' } },
    });
    reject = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save theme' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: TENANT_QUERY_KEY }));
  });

  it('renders the live preview with the candidate colours', async () => {
    renderConsole('theme', { 'GET /api/admin/theme': themeAnswer });
    fireEvent.change(await screen.findByLabelText('Primary'), { target: { value: '#123456' } });
    const preview = screen.getByTestId('theme-preview');
    expect(preview.style.getPropertyValue('--hl-color-primary')).toBe('#123456');
  });
});

const tiersAnswer: AdminTiersResponse = {
  buyerTiers: [
    {
      tier: 'GUEST',
      name: 'Guest',
      monthlyPrice: 0,
      yearlyPrice: null,
      serviceFeeBps: 1500,
      serviceFeeRate: 15,
      adminApprovalRequired: true,
      features: [],
    },
  ],
  performerTiers: [
    {
      tier: 'basic',
      name: 'Basic',
      monthlyPrice: 0,
      commissionBps: 850,
      commissionRate: 8.5,
      approvalRequired: false,
      features: [],
    },
  ],
  paymentProcessing: { rateBps: 290, fixedCents: 30 },
  payoutDelayDays: 2,
};

describe('tiers and fees', () => {
  it('sends cents and basis points, and shows field errors from the server', async () => {
    let fail = true;
    const { calls } = renderConsole('fees', {
      'GET /api/admin/tiers': tiersAnswer,
      'GET /api/fees/calculate': (url: URL) => ({
        tier: url.searchParams.get('tier'),
        offerAmount: Number(url.searchParams.get('offerAmount')),
        numberOfNights: 1,
        subtotal: Number(url.searchParams.get('offerAmount')),
        serviceFeeBps: 1500,
        serviceFeeRate: 15,
        platformFee: 7500,
        totalAmount: 57500,
      }),
      'PUT /api/admin/tiers/buyer/GUEST': () =>
        fail
          ? {
              status: 400,
              body: { error: { code: 'validation', message: 'Bad', fields: { serviceFeeBps: 'Too high' } } },
            }
          : tiersAnswer,
    });
    fireEvent.change(await screen.findByLabelText('Monthly price of guest, dollars'), { target: { value: '19.99' } });
    fireEvent.change(screen.getByLabelText('Service fee of guest, percent'), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save guest tier' }));
    expect(await screen.findByText('Too high')).toBeTruthy();
    expect(putCalls(calls, 'PUT /api/admin/tiers/buyer/GUEST')[0]?.body).toEqual({
      monthlyPrice: 1999,
      serviceFeeBps: 1250,
    });
    // The sample booking: the server's fee for the tier, the client's commission rounding.
    expect(await screen.findByText('$575')).toBeTruthy();
    expect(
      calls.some((call) => call.key === 'GET /api/fees/calculate' && call.url.searchParams.get('tier') === 'GUEST'),
    ).toBe(true);
    expect(screen.getByText('$42.50 (8.5%)')).toBeTruthy();
    fail = false;
  });

  it('rejects a bad amount without calling the API', async () => {
    const { calls } = renderConsole('fees', {
      'GET /api/admin/tiers': tiersAnswer,
      'GET /api/fees/calculate': 'never',
    });
    fireEvent.change(await screen.findByLabelText('Commission of performer basic, percent'), {
      target: { value: 'lots' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save performer basic tier' }));
    expect(screen.getByText('Enter a percentage, e.g. 15 or 12.5')).toBeTruthy();
    expect(calls.filter((call) => call.key.startsWith('PUT'))).toHaveLength(0);
  });
});

describe('processing fee and payout delay', () => {
  const routes = (put: FakeRoutes[string]): FakeRoutes => ({
    'GET /api/admin/tiers': tiersAnswer,
    'GET /api/fees/calculate': 'never',
    'PUT /api/admin/fees': put,
  });

  it('sends only what changed, in basis points, cents and days, and shows the saved values', async () => {
    const saved: AdminTiersResponse = {
      ...tiersAnswer,
      paymentProcessing: { rateBps: 350, fixedCents: 30 },
      payoutDelayDays: 5,
    };
    const { calls } = renderConsole(
      'fees',
      routes(() => saved),
    );
    const fee = (await screen.findByLabelText('Processing fee (%)')) as HTMLInputElement;
    expect(fee.value).toBe('2.9');
    expect((screen.getByLabelText('Fixed processing fee ($)') as HTMLInputElement).value).toBe('0.30');
    const save = screen.getByRole('button', { name: 'Save fees' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(fee, { target: { value: '3.5' } });
    fireEvent.change(screen.getByLabelText('Payout delay (days after the event)'), { target: { value: '5' } });
    fireEvent.click(save);
    expect(await screen.findByText('Fees saved')).toBeTruthy();
    expect(putCalls(calls, 'PUT /api/admin/fees').map((call) => call.body)).toEqual([
      { processingFeeBps: 350, payoutDelayDays: 5 },
    ]);
    expect(((await screen.findByLabelText('Processing fee (%)')) as HTMLInputElement).value).toBe('3.5');
    expect(screen.getByText(/Payouts are released 5 days after the event/)).toBeTruthy();
  });

  it('checks the limits before sending and shows the server’s field errors', async () => {
    const { calls } = renderConsole(
      'fees',
      routes({
        status: 400,
        body: { error: { code: 'validation', message: 'Bad', fields: { processingFixedCents: 'Not that much' } } },
      }),
    );
    fireEvent.change(await screen.findByLabelText('Payout delay (days after the event)'), { target: { value: '31' } });
    fireEvent.change(screen.getByLabelText('Processing fee (%)'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save fees' }));
    expect(screen.getByText('Enter whole days from 0 to 30')).toBeTruthy();
    expect(screen.getByText('Processing fee cannot be above 10%')).toBeTruthy();
    expect(putCalls(calls, 'PUT /api/admin/fees')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Payout delay (days after the event)'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Processing fee (%)'), { target: { value: '2.9' } });
    fireEvent.change(screen.getByLabelText('Fixed processing fee ($)'), { target: { value: '0.45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save fees' }));
    expect(await screen.findByText('Not that much')).toBeTruthy();
    expect(putCalls(calls, 'PUT /api/admin/fees').map((call) => call.body)).toEqual([{ processingFixedCents: 45 }]);
  });
});

const embedsAnswer = {
  publishableKey: 'pk_live_old',
  origins: ['https://agency.example'],
  scriptBase: 'https://book.agency.test',
  signupTier: null,
  effectiveSignupTier: 'GUEST',
};

describe('embeds', () => {
  it('rotates the key only after confirming', async () => {
    const { calls } = renderConsole('embeds', {
      'GET /api/admin/embeds': embedsAnswer,
      'POST /api/admin/embeds/rotate-key': { ...embedsAnswer, publishableKey: 'pk_live_new' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate key' }));
    const dialog = screen.getByRole('dialog', { name: 'Rotate the publishable key?' });
    expect(within(dialog).getByText(/old key stops working at once/)).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/admin/embeds/rotate-key')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate now' }));
    await waitFor(() => expect(screen.getByTestId('publishable-key').textContent).toBe('pk_live_new'));
    expect(screen.getByLabelText('Web components snippet').textContent).toContain('tenant-key="pk_live_new"');
  });

  it('shows the README snippet filled in, and chooses the plan of widget sign-ups with what follows', async () => {
    const { calls } = renderConsole('embeds', {
      'GET /api/admin/embeds': embedsAnswer,
      'GET /api/admin/tiers': {
        ...tiersAnswer,
        buyerTiers: [
          ...tiersAnswer.buyerTiers,
          { ...tiersAnswer.buyerTiers[0]!, tier: 'BASIC', name: 'Basic', adminApprovalRequired: false },
        ],
      },
      'PUT /api/admin/embeds/signup-tier': { ...embedsAnswer, signupTier: 'BASIC', effectiveSignupTier: 'BASIC' },
    });
    const snippet = (await screen.findByLabelText('Web components snippet')).textContent;
    expect(snippet).toBe(fillEmbedSnippet('https://book.agency.test', 'pk_live_old'));
    const select = await screen.findByLabelText('Plan for buyers who sign up in a widget');
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    expect(screen.getByText(/each of their offers waits for your approval/)).toBeTruthy();
    fireEvent.change(select, { target: { value: 'BASIC' } });
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('BASIC'));
    expect(putCalls(calls, 'PUT /api/admin/embeds/signup-tier').map((call) => call.body)).toEqual([{ tier: 'BASIC' }]);
    expect(screen.getByText(/their offers go to the performer at once/)).toBeTruthy();
  });

  it('validates a new origin and shows the server origins.N error on its row', async () => {
    const { calls } = renderConsole('embeds', {
      'GET /api/admin/embeds': embedsAnswer,
      'PUT /api/admin/embeds/origins': {
        status: 400,
        body: { error: { code: 'validation', message: 'Bad', fields: { 'origins.0': 'Origin is revoked' } } },
      },
    });
    const input = await screen.findByLabelText('Add an origin');
    fireEvent.change(input, { target: { value: 'http://agency.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add origin' }));
    expect(screen.getByText('Origins are https://host[:port] (http only for localhost), without a path')).toBeTruthy();
    expect(calls.some((call) => call.key === 'PUT /api/admin/embeds/origins')).toBe(false);
    fireEvent.change(input, { target: { value: 'https://shop.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add origin' }));
    expect(await screen.findByText('Origin is revoked')).toBeTruthy();
    expect(putCalls(calls, 'PUT /api/admin/embeds/origins')[0]?.body).toEqual({
      origins: ['https://agency.example', 'https://shop.example'],
    });
  });
});

function pendingOffer(id: string, minutesAgo = 30): PendingApproval {
  return {
    id,
    eventName: `Event ${id}`,
    eventDate: '2026-12-20',
    eventTime: '20:00',
    venueCity: 'Austin',
    venueState: 'TX',
    venueTimeZone: 'America/Chicago',
    offerAmount: 50_000,
    totalAmount: 57_500,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    waitingMinutes: minutesAgo,
    buyer: { companyName: 'Acme Events', user: { firstName: 'Bo', lastName: 'Buyer', email: null, phone: null } },
    performer: { id: 'p1', stageName: 'Sam Comic', city: 'Austin', state: 'TX', user: {} },
  } as unknown as PendingApproval;
}

describe('approvals', () => {
  it('removes an approved offer at once', async () => {
    let answered = false;
    const { calls } = renderConsole('approvals', {
      'GET /api/admin/offers/pending': () => ({
        offers: answered ? [pendingOffer('o2')] : [pendingOffer('o1'), pendingOffer('o2')],
      }),
      'PUT /api/admin/offers/o1/approve': () => {
        answered = true;
        return { status: 'PENDING' };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Event o1' }));
    await waitFor(() => expect(screen.queryByText('Event o1')).toBeNull());
    expect(screen.getByText('Event o2')).toBeTruthy();
    expect(calls.some((call) => call.key === 'PUT /api/admin/offers/o1/approve')).toBe(true);
  });

  it('asks for a reason to reject and puts the row back on a failure', async () => {
    const { calls } = renderConsole('approvals', {
      'GET /api/admin/offers/pending': { offers: [pendingOffer('o1', 60 * 24 * 3)] },
      'PUT /api/admin/offers/o1/reject': { status: 500, body: { error: { code: 'x', message: 'Server down' } } },
    });
    expect(await screen.findByText(/overdue/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reject Event o1' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this offer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject offer' }));
    expect(within(dialog).getByText('Give a reason')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Date unavailable' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject offer' }));
    await waitFor(() => expect(calls.some((call) => call.key === 'PUT /api/admin/offers/o1/reject')).toBe(true));
    expect(putCalls(calls, 'PUT /api/admin/offers/o1/reject')[0]?.body).toEqual({ reason: 'Date unavailable' });
    expect(await screen.findByText('Server down')).toBeTruthy();
    expect(screen.getByText('Event o1')).toBeTruthy();
  });
});

describe('approvals when someone else decided', () => {
  it('keeps the row out and says so on a 409', async () => {
    renderConsole('approvals', {
      'GET /api/admin/offers/pending': { offers: [pendingOffer('o1')] },
      'PUT /api/admin/offers/o1/approve': { status: 409, body: { error: { code: 'conflict', message: 'Decided' } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Event o1' }));
    expect(await screen.findByText('Already decided')).toBeTruthy();
  });
});

const performer = {
  id: '00000000-0000-4000-8000-00000000000a',
  stageName: 'Sam Comic',
  city: 'Austin',
  state: 'TX',
  email: 'sam@example.test',
  isVetted: true,
  isElite: false,
  isFeatured: false,
  isAvailable: true,
  rating: 4.8,
  reviewCount: 12,
  createdAt: '2026-01-01T00:00:00.000Z',
  application: {
    id: '00000000-0000-4000-8000-0000000000ab',
    tier: 'elite',
    status: 'pending',
    submittedAt: '2026-11-20T00:00:00.000Z',
    decisionReason: null,
  },
};

describe('performers', () => {
  it('filters, needs a reason to reject, and confirms removing a flag', async () => {
    const { calls } = renderConsole('performers', {
      'GET /api/admin/performers': { performers: [performer], total: 1, totalIsCapped: false, hasMore: false, page: 1 },
      'PUT /api/admin/applications/00000000-0000-4000-8000-0000000000ab': performer,
      'PUT /api/admin/performers/00000000-0000-4000-8000-00000000000a': performer,
    });
    expect(await screen.findByText('Sam Comic')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Pending applications' }));
    await waitFor(() => expect(calls.some((call) => call.url.searchParams.get('filter') === 'pending')).toBe(true));

    fireEvent.click(await screen.findByRole('button', { name: "Reject Sam Comic's application" }));
    let dialog = screen.getByRole('dialog', { name: 'Reject this application?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(within(dialog).getByText('Give a reason')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'No clips' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key.startsWith('PUT /api/admin/applications/'))?.body).toEqual({
        decision: 'reject',
        reason: 'No clips',
      }),
    );

    // Adding a flag needs no confirmation; removing one does.
    fireEvent.click(await screen.findByRole('button', { name: 'Featured', pressed: false }));
    await waitFor(() =>
      expect(calls.find((call) => call.key.startsWith('PUT /api/admin/performers/'))?.body).toEqual({
        isFeatured: true,
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Vetted', pressed: true })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Vetted', pressed: true }));
    dialog = screen.getByRole('dialog', { name: 'Remove “Vetted”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.key.startsWith('PUT /api/admin/performers/')).at(-1)?.body).toEqual({
        isVetted: false,
      }),
    );
  });
});

describe('users and audit', () => {
  it('filters users by role', async () => {
    const { calls } = renderConsole('users', {
      'GET /api/admin/users': {
        users: [
          {
            id: '00000000-0000-4000-8000-0000000000c1',
            email: 'bo@example.test',
            firstName: 'Bo',
            lastName: 'Buyer',
            role: 'BUYER',
            subscriptionTier: 'GUEST',
            createdAt: '2026-02-01T00:00:00.000Z',
          },
        ],
        total: 1,
        totalIsCapped: false,
        hasMore: false,
        page: 1,
      },
    });
    expect(await screen.findByText('bo@example.test')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'PERFORMER' } });
    await waitFor(() => expect(calls.some((call) => call.url.searchParams.get('role') === 'PERFORMER')).toBe(true));
  });

  it('says "1,000+" for a capped count and pages on while more follow', async () => {
    const user = (n: number) => ({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      email: `buyer${n}@example.test`,
      firstName: 'Buyer',
      lastName: String(n),
      role: 'BUYER',
      subscriptionTier: 'BASIC',
      createdAt: '2026-02-01T00:00:00.000Z',
    });
    const { calls } = renderConsole('users', {
      'GET /api/admin/users': {
        users: Array.from({ length: 20 }, (_, n) => user(n)),
        total: 1000,
        totalIsCapped: true,
        hasMore: true,
        page: 1,
      },
    });
    expect(await screen.findByText('1,000+ users')).toBeTruthy();
    expect(screen.getByText('Page 1 of 50')).toBeTruthy();
    expect(screen.getByText(RESULT_WINDOW_NOTE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.some((call) => call.url.searchParams.get('page') === '2')).toBe(true));
  });

  it('stops at the last page of the result window and asks to narrow the list', async () => {
    renderConsole('users', {
      'GET /api/admin/users': {
        users: [
          {
            id: '00000000-0000-4000-8000-000000000099',
            email: 'buyer99@example.test',
            firstName: 'Buyer',
            lastName: '99',
            role: 'BUYER',
            subscriptionTier: 'BASIC',
            createdAt: '2026-02-01T00:00:00.000Z',
          },
        ],
        total: 1000,
        totalIsCapped: true,
        hasMore: true,
        page: 50,
      },
    });
    expect(await screen.findByText('Page 50 of 50')).toBeTruthy();
    expect(screen.getByText(RESULT_WINDOW_NOTE)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('narrows the audit log by admin, action and days, and says when nothing matches', async () => {
    const { calls } = renderConsole('audit', {
      'GET /api/admin/audit': { entries: [], total: 0, totalIsCapped: false, hasMore: false, page: 1 },
    });
    expect(await screen.findByText('Nothing has been changed yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Admin'), { target: { value: ' second ' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'Offer' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2027-03-31' } });
    await waitFor(() =>
      expect(
        calls.some(
          ({ url }) =>
            url.searchParams.get('actor') === 'second' &&
            url.searchParams.get('action') === 'offer' &&
            url.searchParams.get('from') === '2027-03-01' &&
            url.searchParams.get('to') === '2027-03-31' &&
            url.searchParams.get('page') === '1',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('No changes match.')).toBeTruthy();
    expect(new URL(calls[0]!.url).search).toBe('?page=1');
  });

  it('shows who changed what, before → after', async () => {
    renderConsole('audit', {
      'GET /api/admin/audit': {
        entries: [
          {
            id: '00000000-0000-4000-8000-0000000000d1',
            actor: { id: admin.id, email: admin.email },
            action: 'tier.update',
            target: 'buyer tier GUEST',
            before: { serviceFeeBps: 1500, name: 'Guest' },
            after: { serviceFeeBps: 1250, name: 'Guest' },
            createdAt: '2026-11-23T10:00:00.000Z',
          },
        ],
        total: 1,
        totalIsCapped: false,
        hasMore: false,
        page: 1,
      },
    });
    expect(await screen.findByText('tier.update')).toBeTruthy();
    expect(screen.getByText('serviceFeeBps')).toBeTruthy();
    expect(screen.getByText('1500')).toBeTruthy();
    expect(screen.getByText('1250')).toBeTruthy();
    expect(screen.queryByText('name')).toBeNull();
    expect(screen.getByText(/admin@agency\.test/)).toBeTruthy();
  });
});
