// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../src/api';
import {
  readCheckoutReturn,
  WidgetEnvironmentProvider,
  withoutCheckoutReturn,
  type CheckoutReturn,
  type WidgetEnvironment,
} from '../src/core';
import { OffersListWidget } from '../src/offers-list';
import { ToastProvider } from '../src/ui';
import { fakeFetch, type FakeCall, type FakeRoutes } from './support/fakeFetch';
import { offerItem, offersResponse } from './offerFixtures';

const SESSION = 'lcs_0123456789abcdef01234567';
const PAGE = 'https://agency.example/book?act=42#offers';

const verification = {
  offerId: '00000000-0000-4000-8000-000000000999',
  status: 'PAID',
  eventName: 'Friday Late Show',
  eventDate: '2030-06-14',
  eventTime: '20:00',
  venueName: 'The Blue Room',
  venueCity: 'Boston',
  venueState: 'MA',
  totalPaidAmount: 91_200,
  performer: { stageName: 'Dana Quick', user: { firstName: 'Dana', lastName: 'Q', email: 'd@x.test', phone: null } },
};

/** The embedded offers list on a page the checkout brought the buyer back to. */
function renderOnReturnPage(routes: FakeRoutes, returned: CheckoutReturn | null) {
  const calls: FakeCall[] = [];
  const settle = vi.fn();
  const environment: WidgetEnvironment = {
    api: createApiClient({ fetch: fakeFetch(routes, calls) }),
    user: null,
    hrefFor: () => '/somewhere',
    navigate: vi.fn(),
    emit: vi.fn(),
    checkout: { returnUrl: () => PAGE, returned, settle },
  };
  render(
    <WidgetEnvironmentProvider value={environment}>
      <ToastProvider>
        <OffersListWidget />
      </ToastProvider>
    </WidgetEnvironmentProvider>,
  );
  const offerLoads = () => calls.filter((call) => call.key === 'GET /api/offers/my-offers').length;
  return { calls, environment, settle, offerLoads, user: userEvent.setup() };
}

const listing = { 'GET /api/offers/my-offers': offersResponse('buyer', [offerItem({ status: 'ACCEPTED' })]) };

afterEach(cleanup);

describe('the checkout’s way back to an embedding page', () => {
  it('reads the session or the cancellation from the address, and takes it out again', () => {
    expect(readCheckoutReturn(`https://a.example/p?x=1&hl_checkout=${SESSION}#o`)).toEqual({ sessionId: SESSION });
    expect(readCheckoutReturn('https://a.example/p?hl_checkout=cancelled')).toEqual({ cancelled: true });
    expect(readCheckoutReturn('https://a.example/p?x=1')).toBeNull();
    expect(withoutCheckoutReturn(`https://a.example/p?x=1&hl_checkout=${SESSION}#o`)).toBe('https://a.example/p?x=1#o');
  });

  it('pays with this page as the way back', async () => {
    const offer = offerItem({ status: 'ACCEPTED' });
    const { calls, user } = renderOnReturnPage(
      {
        'GET /api/offers/my-offers': offersResponse('buyer', [offer]),
        [`POST /api/offers/${offer.id}/checkout`]: { paymentUrl: 'https://api.example/pay' },
      },
      null,
    );
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(calls.some((call) => call.key.endsWith('/checkout'))).toBe(true));
    expect(calls.find((call) => call.key.endsWith('/checkout'))!.body).toEqual({ returnUrl: PAGE });
  });

  it('confirms a payment it came back with, says so, tells the page and reloads the list', async () => {
    const { calls, environment, settle, offerLoads } = renderOnReturnPage(
      { ...listing, 'GET /api/payments/verify-local-payment': verification },
      { sessionId: SESSION },
    );
    expect(await screen.findByText('Payment Successful')).toBeTruthy();
    expect(
      screen.getByText(/\$912(\.00)? is held in escrow\. Dana Quick's contact details are on the booking\./),
    ).toBeTruthy();
    expect(calls.find((call) => call.key.startsWith('GET /api/payments'))!.url.searchParams.get('session_id')).toBe(
      SESSION,
    );
    expect(environment.emit).toHaveBeenCalledWith('payment-completed', {
      offerId: verification.offerId,
      sessionId: SESSION,
      totalPaidAmount: 91_200,
    });
    expect(settle).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(offerLoads()).toBe(2));
  });

  it('reports a payment once, even when the widget environment changes afterwards', async () => {
    const returned = { sessionId: SESSION };
    const routes = { ...listing, 'GET /api/payments/verify-local-payment': verification };
    const environmentWith = (emit: WidgetEnvironment['emit']): WidgetEnvironment => ({
      api: createApiClient({ fetch: fakeFetch(routes, []) }),
      user: null,
      hrefFor: () => '/somewhere',
      navigate: vi.fn(),
      emit,
      checkout: { returnUrl: () => PAGE, returned, settle: vi.fn() },
    });
    const tree = (environment: WidgetEnvironment) => (
      <WidgetEnvironmentProvider value={environment}>
        <ToastProvider>
          <OffersListWidget />
        </ToastProvider>
      </WidgetEnvironmentProvider>
    );
    const first = vi.fn();
    const view = render(tree(environmentWith(first)));
    await waitFor(() => expect(first).toHaveBeenCalledWith('payment-completed', expect.anything()));
    // The buyer's session check signs them in: a new environment, the same return.
    const second = vi.fn();
    view.rerender(tree(environmentWith(second)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second).not.toHaveBeenCalledWith('payment-completed', expect.anything());
    expect(first.mock.calls.filter(([name]) => name === 'payment-completed')).toHaveLength(1);
  });

  it('says verification failed when the payment cannot be confirmed, and reports the error', async () => {
    const { environment, settle } = renderOnReturnPage(
      {
        ...listing,
        'GET /api/payments/verify-local-payment': {
          status: 404,
          body: { error: { code: 'not_found', message: 'No payment session found.' } },
        },
      },
      { sessionId: SESSION },
    );
    expect(await screen.findByText('Payment Verification Failed')).toBeTruthy();
    expect(
      screen.getByText('Unable to verify your payment. Please contact support if this issue persists.'),
    ).toBeTruthy();
    expect(environment.emit).toHaveBeenCalledWith('error', {
      widget: 'offers-list',
      code: 'request_failed',
      message: 'No payment session found.',
      status: 404,
    });
    expect(settle).toHaveBeenCalledTimes(1);
  });

  it('says nothing was charged after a cancelled checkout, without asking the API', async () => {
    const { calls, settle } = renderOnReturnPage(listing, { cancelled: true });
    expect(await screen.findByText('Payment Cancelled')).toBeTruthy();
    expect(screen.getByText('Nothing was charged.')).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('GET /api/payments'))).toBe(false);
    expect(settle).toHaveBeenCalledTimes(1);
  });
});
