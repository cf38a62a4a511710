// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyOffersResponse } from 'tenant-api/contract';
import { createApiClient } from '../src/api';
import { WidgetEnvironmentProvider, type WidgetEnvironment } from '../src/core';
import { OffersListWidget, PAYMENT_REDIRECT_MS } from '../src/offers-list';
import { ToastProvider } from '../src/ui';
import { offerItem, offersResponse } from './offerFixtures';

type Handler = (url: URL, body: unknown) => { status?: number; body: unknown };

/** A fetch answering "METHOD /path" routes, recording every call. */
function fakeApi(routes: Record<string, Handler>) {
  const calls: { key: string; url: URL; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = new URL(String(input), 'http://test.local');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, url, body });
    const route = routes[key];
    const answer = route ? route(url, body) : { status: 404, body: { error: { code: 'not_found', message: key } } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  };
  return { api: createApiClient({ fetch }), calls };
}

function renderWidget(routes: Record<string, Handler>, props: Parameters<typeof OffersListWidget>[0] = {}) {
  const { api, calls } = fakeApi(routes);
  const environment: WidgetEnvironment = {
    api,
    user: null,
    hrefFor: (target) => (target.kind === 'offer' ? `/offers/${target.offerId}` : '/somewhere'),
    navigate: vi.fn(),
    emit: vi.fn(),
  };
  render(
    <WidgetEnvironmentProvider value={environment}>
      <ToastProvider>
        <OffersListWidget {...props} />
      </ToastProvider>
    </WidgetEnvironmentProvider>,
  );
  return { calls, environment, user: userEvent.setup() };
}

const listing = (response: MyOffersResponse) => ({ 'GET /api/offers/my-offers': () => ({ body: response }) });

afterEach(cleanup);

describe('OffersListWidget', () => {
  it('shows older offers a page at a time by the API cursor, until there are no more', async () => {
    const newest = offerItem({ eventName: 'Newest Night' });
    const older = offerItem({ eventName: 'Older Night' });
    const oldest = offerItem({ eventName: 'Oldest Night' });
    const { calls, user } = renderWidget({
      'GET /api/offers/my-offers': (url: URL) => {
        const after = url.searchParams.get('after');
        if (!after) return { body: { ...offersResponse('buyer', [newest]), nextCursor: 'page-2' } };
        if (after === 'page-2') return { body: { ...offersResponse('buyer', [older]), nextCursor: 'page-3' } };
        return { body: offersResponse('buyer', [oldest]) };
      },
    });
    await screen.findByText('Newest Night');
    await user.click(screen.getByRole('button', { name: 'Show older offers' }));
    await screen.findByText('Older Night');
    await user.click(screen.getByRole('button', { name: 'Show older offers' }));
    await screen.findByText('Oldest Night');
    expect(screen.queryByRole('button', { name: 'Show older offers' })).toBeNull();
    const afters = calls
      .filter((call) => call.key === 'GET /api/offers/my-offers')
      .map((call) => call.url.searchParams.get('after'));
    expect(afters).toEqual([null, 'page-2', 'page-3']);
  });

  it('shows the five tabs with their counts and loads the chosen tab', async () => {
    const response = offersResponse('performer', [offerItem()], {
      all: 7,
      pending: 3,
      accepted: 2,
      declined: 1,
      expired: 1,
    });
    const { calls, user } = renderWidget(listing(response));
    const tablist = await screen.findByRole('tablist', { name: 'Filter offers by status' });
    await waitFor(() => expect(within(tablist).getByRole('tab', { name: 'Pending 3' })).toBeTruthy());
    const names = within(tablist)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(names).toEqual(['All 7', 'Pending 3', 'Accepted 2', 'Declined 1', 'Expired 1']);
    expect(screen.getByRole('tab', { name: 'All 7' }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'Declined 1' }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('status')).toBe('declined'));
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: 'Declined 1' }).id,
    );

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Expired 1' }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('status')).toBe('expired'));
  });

  it('polls the list', async () => {
    const { calls } = renderWidget(listing(offersResponse('buyer', [])), { pollMs: 40 });
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'GET /api/offers/my-offers').length).toBeGreaterThan(2),
    );
  });

  it('titles the list by the server role and gives buyers Make New Offer', async () => {
    renderWidget(listing(offersResponse('buyer', [offerItem({ status: 'PENDING' })])));
    expect(await screen.findByRole('heading', { name: 'MY OFFERS' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make New Offer' })).toBeTruthy();
    expect(await screen.findByText('Patty Punchline')).toBeTruthy();
    expect(screen.getByText('Total cost')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('shows performers the buyer and the accept, counter and decline buttons', async () => {
    const { environment } = renderWidget(listing(offersResponse('performer', [offerItem()])));
    expect(await screen.findByRole('heading', { name: 'INCOMING OFFERS' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Make New Offer' })).toBeNull();
    expect(screen.getByText('Bea Buyer')).toBeTruthy();
    expect(screen.getByText(/Acme Events/)).toBeTruthy();
    for (const name of ['Accept', 'Counter', 'Decline']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Details' }).getAttribute('href')).toMatch(/^\/offers\//);
    await waitFor(() => expect(environment.emit).toHaveBeenCalledWith('ready', { widget: 'offers-list' }));
  });

  it('states the house rule once the counter-offer is used', async () => {
    const used = offerItem({
      counterOfferCount: 1,
      validation: { canAccept: true, canCounterOffer: false, canReject: true },
    });
    renderWidget(listing(offersResponse('performer', [used])));
    expect(await screen.findByText('Maximum counter-offers reached.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Counter' })).toBeNull();
  });

  it('validates and sends a counter-offer in cents from the dialog', async () => {
    const offer = offerItem();
    const { calls, user } = renderWidget({
      ...listing(offersResponse('performer', [offer])),
      [`PUT /api/offers/${offer.id}/counter`]: () => ({ body: { status: 'COUNTER_OFFER' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Counter' }));
    const dialog = screen.getByRole('dialog', { name: 'Make a Counter-offer' });
    const amount = within(dialog).getByLabelText('Counter-offer amount (USD)');
    await waitFor(() => expect(document.activeElement).toBe(amount));
    const submit = within(dialog).getByRole('button', { name: 'Send Counter-offer' });
    expect(submit).toHaveProperty('disabled', true);

    await user.type(amount, '0');
    await user.click(submit);
    expect(await screen.findByText('Invalid Amount')).toBeTruthy();
    expect(within(dialog).getAllByText('Please enter a valid counter-offer amount.').length).toBeGreaterThan(0);
    expect(calls.some((call) => call.key.endsWith('/counter'))).toBe(false);

    // The offer limits hold for counters: below the minimum and above the maximum, each named.
    await user.clear(amount);
    await user.type(amount, '0.01');
    await user.click(submit);
    expect(within(dialog).getAllByText('Minimum offer amount is $100.').length).toBeGreaterThan(0);
    await user.clear(amount);
    await user.type(amount, '100000000.01');
    await user.click(submit);
    expect(within(dialog).getAllByText('Maximum offer amount is $100,000,000.').length).toBeGreaterThan(0);
    expect(calls.some((call) => call.key.endsWith('/counter'))).toBe(false);

    await user.clear(amount);
    await user.type(amount, '750');
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'Two sets');
    await user.click(submit);
    expect(await screen.findByText('Counter-offer Submitted')).toBeTruthy();
    expect(screen.getByText('Your counter-offer has been sent to the buyer.')).toBeTruthy();
    expect(calls.find((call) => call.key.endsWith('/counter'))!.body).toEqual({
      counterAmount: 75_000,
      notes: 'Two sets',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes a dialog with Escape and returns focus to its button', async () => {
    const { user } = renderWidget(listing(offersResponse('performer', [offerItem()])));
    const decline = await screen.findByRole('button', { name: 'Decline' });
    await user.click(decline);
    expect(screen.getByRole('dialog', { name: 'Decline this offer?' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(decline));
  });

  it('keeps Tab inside an open dialog', async () => {
    const { user } = renderWidget(listing(offersResponse('performer', [offerItem()])));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this offer?' });
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('accepts with notes, and reports a failed decline with the server message', async () => {
    const offer = offerItem();
    const { calls, user } = renderWidget({
      ...listing(offersResponse('performer', [offer])),
      [`PUT /api/offers/${offer.id}/respond`]: (_url, body) =>
        (body as { action: string }).action === 'accept'
          ? { body: { action: 'accept', status: 'ACCEPTED', paymentUrl: null } }
          : { status: 409, body: { error: { code: 'conflict', message: 'This offer is EXPIRED' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.type(screen.getByLabelText('Notes (optional)'), 'See you there');
    await user.click(screen.getByRole('button', { name: 'Accept Offer' }));
    expect(await screen.findByText('Offer Accepted')).toBeTruthy();
    expect(calls.find((call) => call.key.endsWith('/respond'))!.body).toEqual({
      action: 'accept',
      notes: 'See you there',
    });

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Decline Offer' }));
    expect(await screen.findByText('Failed to Respond')).toBeTruthy();
    expect(screen.getByText('This offer is EXPIRED')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Decline this offer?' })).toBeTruthy();
  });

  it('shows the redaction message until contact details are released', async () => {
    const hidden = offerItem({ eventName: 'Hidden' });
    const released = offerItem({
      eventName: 'Released',
      status: 'PAID',
      _contactRedaction: { isRedacted: false, message: null },
      performer: {
        ...hidden.performer,
        user: { firstName: 'Pat', lastName: 'Performer', email: 'pat@example.com', phone: '555-0100' },
      },
    });
    renderWidget(listing(offersResponse('buyer', [hidden, released])));
    const [hiddenCard, releasedCard] = await screen.findAllByRole('article');
    expect(within(hiddenCard!).getByText('Contact details are released after the buyer pays.')).toBeTruthy();
    expect(within(hiddenCard!).queryByRole('link', { name: /@/ })).toBeNull();
    expect(within(releasedCard!).getByRole('link', { name: 'pat@example.com' }).getAttribute('href')).toBe(
      'mailto:pat@example.com',
    );
    expect(within(releasedCard!).getByText('555-0100')).toBeTruthy();
  });

  it('badges each card by status and urgency', async () => {
    const offers = [
      offerItem({
        status: 'PENDING',
        expirationStatus: {
          isExpired: false,
          hoursLeft: 3,
          warningMessage: 'Expires in 3 hours',
          urgencyLevel: 'high',
        },
      }),
      offerItem({ status: 'COUNTER_OFFER' }),
      offerItem({ status: 'REJECTED' }),
      offerItem({ status: 'ACCEPTED', isExpired: true }),
    ];
    renderWidget(listing(offersResponse('buyer', offers)));
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByText('Expires Soon!')).toBeTruthy();
    expect(within(cards[0]!).getByText('Expires in 3 hours')).toBeTruthy();
    expect(within(cards[1]!).getByText('Counter-offer Pending')).toBeTruthy();
    expect(within(cards[2]!).getByText('Declined')).toBeTruthy();
    expect(within(cards[3]!).getByText('Expired')).toBeTruthy();
  });

  it('shows the buyer the counter-offer’s subtotal, fee and total from the API before they commit', async () => {
    const counterQuote = {
      offerAmount: 75_000,
      numberOfNights: 2,
      subtotal: 150_000,
      platformFee: 22_500,
      serviceFeeRate: 15,
      totalAmount: 172_500,
    };
    const offer = offerItem({
      status: 'COUNTER_OFFER',
      counterOfferAmount: 75_000,
      counterOfferCount: 1,
      counterQuote,
    });
    const { user } = renderWidget(listing(offersResponse('buyer', [offer])));
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(within(card).getByText('Total if you accept the counter')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Accept Counter-offer' }));
    const dialog = screen.getByRole('dialog');
    const summary = within(dialog).getByLabelText('What you pay if you accept');
    expect(within(summary).getByText('Subtotal (2 nights)')).toBeTruthy();
    expect(within(summary).getByText('$1,500')).toBeTruthy();
    expect(within(summary).getByText('Service fee (15%)')).toBeTruthy();
    expect(within(summary).getByText('$225')).toBeTruthy();
    expect(within(summary).getByText('$1,725')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Accept and Pay $1,725' })).toBeTruthy();
  });

  it('warns the performer before accepting an offer that overlaps a booking, and offers no Accept', async () => {
    const offer = offerItem({
      validation: { canAccept: false, canCounterOffer: true, canReject: true },
      overlapsBooking: {
        offerId: '00000000-0000-4000-8000-0000000000b1',
        eventName: 'Friday Headline Set',
        venueName: 'Cap City',
        venueCity: 'Austin',
        venueState: 'TX',
        startsAt: 'Fri, Jun 14, 2030, 8:00 PM CDT',
      },
    });
    renderWidget(listing(offersResponse('performer', [offer])));
    const card = (await screen.findAllByRole('article'))[0]!;
    const note = within(card).getByRole('note');
    expect(note.textContent).toContain('Overlaps your booking:');
    expect(note.textContent).toContain(
      '“Friday Headline Set” at Cap City, Austin, TX on Fri, Jun 14, 2030, 8:00 PM CDT',
    );
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('shows the event on the venue’s clock with its zone', async () => {
    renderWidget(listing(offersResponse('buyer', [offerItem()])));
    const card = (await screen.findAllByRole('article'))[0]!;
    const when = within(card).getByText('Fri, Jun 14, 2030, 8:00 PM CDT');
    expect(when.getAttribute('datetime')).toBe('2030-06-15T01:00:00.000Z');
  });

  it('takes the buyer who accepts a counter-offer to checkout after 1.5 s', async () => {
    const offer = offerItem({ status: 'COUNTER_OFFER', counterOfferAmount: 75_000, counterOfferCount: 1 });
    const paymentUrl = 'http://test.local/checkout/lcs_1';
    const { calls, environment, user } = renderWidget({
      ...listing(offersResponse('buyer', [offer])),
      [`PUT /api/offers/${offer.id}/counter-response`]: () => ({
        body: { action: 'accept', status: 'ACCEPTED', paymentUrl },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept Counter-offer' }));
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: /^Accept and Pay/ }));
    expect(await screen.findByText('Offer Accepted!')).toBeTruthy();
    expect(screen.getByText('Redirecting to payment page...')).toBeTruthy();
    expect(calls.find((call) => call.key.endsWith('/counter-response'))!.body).toEqual({ action: 'accept' });
    expect(environment.emit).toHaveBeenCalledWith('offer-accepted', { offerId: offer.id, paymentUrl });
    expect(environment.emit).toHaveBeenCalledWith('payment-started', { offerId: offer.id, paymentUrl });
    expect(environment.navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(environment.navigate).toHaveBeenCalledWith({ kind: 'checkout', url: paymentUrl }), {
      timeout: PAYMENT_REDIRECT_MS + 1000,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(PAYMENT_REDIRECT_MS - 50);
  });

  it('lets the buyer pay an accepted offer', async () => {
    const offer = offerItem({ status: 'ACCEPTED' });
    const paymentUrl = 'http://test.local/pay';
    const { environment, user } = renderWidget({
      ...listing(offersResponse('buyer', [offer])),
      [`POST /api/offers/${offer.id}/checkout`]: () => ({ body: { paymentUrl } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(environment.navigate).toHaveBeenCalledWith({ kind: 'checkout', url: paymentUrl }));
  });

  it('shows the empty state per role', async () => {
    renderWidget(listing(offersResponse('performer', [])));
    expect(await screen.findByText(/Booking offers from buyers appear here/)).toBeTruthy();
    cleanup();
    renderWidget(listing(offersResponse('buyer', [])));
    expect(await screen.findByText(/make them an offer/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Performers' })).toBeTruthy();
  });

  it('shows a load failure, emits error, and retries', async () => {
    let fail = true;
    const { environment, user } = renderWidget({
      'GET /api/offers/my-offers': () =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'Database is down' } } }
          : { body: offersResponse('buyer', []) },
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Could not load your offers')).toBeTruthy();
    await waitFor(() =>
      expect(environment.emit).toHaveBeenCalledWith('error', {
        widget: 'offers-list',
        code: 'request_failed',
        message: 'Database is down',
        status: 500,
      }),
    );
    fail = false;
    await act(() => user.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('No offers yet')).toBeTruthy();
  });
});
