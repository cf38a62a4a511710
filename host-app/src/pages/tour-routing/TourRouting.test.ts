// @vitest-environment jsdom
// Render tests live in a .test.ts file (host-app's vitest include is src/**/*.test.ts); the JSX is in testing/.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeRoutes } from 'widgets/test-support';
import {
  estimate,
  notification,
  NOTIFICATION_ID,
  opportunity,
  PERFORMER_ID,
  tour,
  TOUR_ID,
  user,
} from './testing/fixtures';
import { bodiesOf, mapRenders, renderRouting } from './testing/renderRouting';
import { TourRouting, type RoutingTab } from './TourRouting';

const OPPORTUNITIES = 'POST /api/integration/routing/opportunities';
const NOTIFY = 'POST /api/integration/routing/notify';
const TOURS = 'GET /api/tours';
const TOUR = `GET /api/tours/${TOUR_ID}`;
const OPTIMIZE = `POST /api/integration/routing/optimize/${TOUR_ID}`;
const COSTS = 'POST /api/integration/routing/costs';
const COST_HISTORY = `GET /api/integration/routing/costs/${TOUR_ID}`;
const NOTIFICATIONS = 'GET /api/venue-notifications';

const ok = (opportunities: unknown[]) => ({ success: true, data: { opportunities } });

function show(role: 'PERFORMER' | 'BUYER' | 'ADMIN', routes: FakeRoutes, initialTab?: RoutingTab) {
  return renderRouting(createElement(TourRouting, { user: user(role), initialTab }), routes);
}

const tab = (name: string) => screen.getByRole('tab', { name });
const toastRegion = () => screen.getByRole('region', { name: /notifications \(f8\)/i });

afterEach(cleanup);
beforeEach(() => {
  mapRenders.length = 0;
});

describe('tabs', () => {
  it('shows My Routes to performers only, in an accessible tablist', async () => {
    show('PERFORMER', { [OPPORTUNITIES]: ok([]), [TOURS]: { tours: [] } });
    const list = screen.getByRole('tablist', { name: 'Tour routing' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Discover Routes', 'Interactive Map', 'Cost Analysis', 'Notifications', 'My Routes']);
    expect(tab('Discover Routes').getAttribute('aria-selected')).toBe('true');
    cleanup();

    show('BUYER', { [OPPORTUNITIES]: ok([]) });
    expect(screen.queryByRole('tab', { name: 'My Routes' })).toBeNull();
    await screen.findByText('NO ROUTES FOUND');
  });
});

describe('Discover Routes', () => {
  it('searches the performer’s own tours over 30 days and shows the cards', async () => {
    const { calls } = show('PERFORMER', { [OPPORTUNITIES]: ok([opportunity()]), [TOURS]: { tours: [] } });
    const card = (await screen.findByRole('heading', { name: 'The Laugh Barn' })).closest('li')!;
    expect(within(card).getByText('HIGH MATCH')).toBeTruthy();
    expect(within(card).getByText('Waco, TX')).toBeTruthy();
    expect(within(card).getByText('12.3 mi')).toBeTruthy();
    expect(within(card).getByText('$750.50')).toBeTruthy();
    expect(within(card).getByText('Fri, Mar 6, 2026')).toBeTruthy();
    expect(bodiesOf(calls, OPPORTUNITIES)[0]).toEqual({
      performerId: PERFORMER_ID,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      cities: [],
      maxDetourMiles: 100,
    });
  });

  it('asks for every performer as a buyer, applies filters and clears them', async () => {
    const { calls } = show('BUYER', { [OPPORTUNITIES]: ok([]) });
    await screen.findByText('NO ROUTES FOUND');
    expect(bodiesOf(calls, OPPORTUNITIES)[0]).toMatchObject({ performerId: 'all' });

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'TX' } });
    fireEvent.change(screen.getByLabelText('Genre'), { target: { value: 'Magic' } });
    fireEvent.change(screen.getByLabelText('Date range'), { target: { value: '90' } });
    await waitFor(() =>
      expect(bodiesOf(calls, OPPORTUNITIES).at(-1)).toMatchObject({
        state: 'TX',
        genre: 'Magic',
        endDate: '2026-05-30',
      }),
    );

    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Waco' } });
    await waitFor(() => expect(bodiesOf(calls, OPPORTUNITIES).at(-1)).toMatchObject({ city: 'Waco' }));

    fireEvent.click(screen.getAllByRole('button', { name: 'Clear Filters' })[0]!);
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('all-states');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('');
  });

  it('shows the error state with a retry', async () => {
    let fail = true;
    show('BUYER', {
      [OPPORTUNITIES]: () =>
        fail ? { status: 500, body: { error: { code: 'x', message: 'Search is down' } } } : ok([]),
    });
    await screen.findByText('Search is down');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('NO ROUTES FOUND');
  });

  it('Express Interest notifies the venue for a performer and shows a toast', async () => {
    const { calls } = show('PERFORMER', {
      [OPPORTUNITIES]: ok([opportunity()]),
      [TOURS]: { tours: [] },
      [NOTIFY]: { success: true, data: { notifiedVenues: 1, alreadyNotified: 0 } },
    });
    fireEvent.click(await screen.findByRole('button', { name: /express interest/i }));
    await within(toastRegion()).findByText('Venues Notified');
    expect(bodiesOf(calls, NOTIFY)).toEqual([
      {
        performerId: PERFORMER_ID,
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        cities: [],
        maxDetourMiles: 100,
        city: 'Waco',
        state: 'TX',
      },
    ]);
    // SPEC 7: a successful notify refreshes the opportunities.
    await waitFor(() => expect(bodiesOf(calls, OPPORTUNITIES).length).toBe(2));
  });

  it('shows Subscription Failed when notify fails', async () => {
    show('PERFORMER', {
      [OPPORTUNITIES]: ok([opportunity()]),
      [TOURS]: { tours: [] },
      [NOTIFY]: { status: 500, body: { error: { code: 'x', message: 'nope' } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: /express interest/i }));
    await within(toastRegion()).findByText('Subscription Failed');
  });

  it('Express Interest opens a pre-filled offer for a buyer', async () => {
    show('BUYER', { [OPPORTUNITIES]: ok([opportunity()]) });
    fireEvent.click(await screen.findByRole('button', { name: /express interest/i }));
    const location = (await screen.findByTestId('location')).textContent!;
    expect(location).toContain('/create-offer?');
    expect(location).toContain(`performerId=${PERFORMER_ID}`);
    expect(location).toContain('eventDate=2026-03-06');
  });
});

describe('Notifications', () => {
  it('lists notifications for a buyer; Book Now marks it booked and opens the wizard', async () => {
    const { calls } = show(
      'BUYER',
      {
        [OPPORTUNITIES]: ok([]),
        [NOTIFICATIONS]: { notifications: [notification(), notification({ id: TOUR_ID, status: 'booked' })] },
        [`PUT /api/venue-notifications/${NOTIFICATION_ID}`]: notification({ status: 'booked' }),
      },
      'notifications',
    );
    await screen.findByText('active');
    expect(screen.getByText('booked')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Book Now' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    const location = (await screen.findByTestId('location')).textContent!;
    expect(bodiesOf(calls, `PUT /api/venue-notifications/${NOTIFICATION_ID}`)).toEqual([{ status: 'booked' }]);
    const params = new URLSearchParams(location.split('?')[1]);
    expect(Object.fromEntries(params)).toMatchObject({
      performerId: PERFORMER_ID,
      eventDate: '2026-03-06',
      venueName: 'The Laugh Barn',
      venueState: 'TX',
    });
  });

  it('Dismiss sends dismissed', async () => {
    const { calls } = show(
      'ADMIN',
      {
        [OPPORTUNITIES]: ok([]),
        [TOURS]: { tours: [] },
        [NOTIFICATIONS]: { notifications: [notification()] },
        [`PUT /api/venue-notifications/${NOTIFICATION_ID}`]: notification({ status: 'dismissed' }),
      },
      'notifications',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(bodiesOf(calls, `PUT /api/venue-notifications/${NOTIFICATION_ID}`)).toEqual([{ status: 'dismissed' }]),
    );
  });

  it('the empty state switches to Discover Routes; performers never fetch the list', async () => {
    const { calls } = show(
      'BUYER',
      { [OPPORTUNITIES]: ok([]), [NOTIFICATIONS]: { notifications: [] } },
      'notifications',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Discover Routes' }));
    expect(tab('Discover Routes').getAttribute('aria-selected')).toBe('true');
    expect(calls.filter((call) => call.key === NOTIFICATIONS)).toHaveLength(1);
    cleanup();

    const performer = show('PERFORMER', { [TOURS]: { tours: [] } }, 'notifications');
    await screen.findByRole('button', { name: 'Discover Routes' });
    expect(performer.calls.some((call) => call.key === NOTIFICATIONS)).toBe(false);
  });
});

describe('My Routes', () => {
  it('lists tours and creates one, with client checks first', async () => {
    const created = tour({ id: TOUR_ID, name: 'New Run' });
    const { calls } = show(
      'PERFORMER',
      { [TOURS]: { tours: [] }, 'POST /api/tours': { status: 201, body: created } },
      'my-routes',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Create Route' }));
    fireEvent.change(screen.getByLabelText('Tour name'), { target: { value: 'New Run' } });
    const stop = (n: number) => within(screen.getByRole('group', { name: new RegExp(`^Stop ${n}`) }));
    fireEvent.change(stop(1).getByLabelText('City'), { target: { value: 'Austin' } });
    fireEvent.change(stop(1).getByLabelText('State'), { target: { value: 'TX' } });
    fireEvent.change(stop(1).getByLabelText('Date'), { target: { value: '2026-03-07' } });
    fireEvent.change(stop(2).getByLabelText('City'), { target: { value: 'Dallas' } });
    fireEvent.change(stop(2).getByLabelText('State'), { target: { value: 'TX' } });
    fireEvent.change(stop(2).getByLabelText('Date'), { target: { value: '2026-03-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Route' }));
    expect(await stop(2).findByText('Each stop must be after the one before')).toBeTruthy();
    expect(bodiesOf(calls, 'POST /api/tours')).toHaveLength(0);

    // Moving stop 2 up puts the dates in order.
    fireEvent.click(screen.getByRole('button', { name: 'Move stop 2 up' }));
    fireEvent.click(stop(1).getByLabelText('Fixed date'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Route' }));
    await within(toastRegion()).findByText('Route Created');
    expect(bodiesOf(calls, 'POST /api/tours')).toEqual([
      {
        name: 'New Run',
        stops: [
          { city: 'Dallas', state: 'TX', date: '2026-03-05', isFixedDate: true },
          { city: 'Austin', state: 'TX', date: '2026-03-07', isFixedDate: false },
        ],
      },
    ]);
  });

  it('puts a server 400 on the stop field it names', async () => {
    show(
      'PERFORMER',
      {
        [TOURS]: { tours: [tour()] },
        [`PUT /api/tours/${TOUR_ID}`]: {
          status: 400,
          body: {
            error: {
              code: 'validation_failed',
              message: 'x',
              fields: { 'stops.1.city': 'Choose a US city in that state' },
            },
          },
        },
      },
      'my-routes',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Heartland Spring Run' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Route' }));
    const stop2 = within(screen.getByRole('group', { name: /^Stop 2/ }));
    expect(await stop2.findByText('Choose a US city in that state')).toBeTruthy();
    expect(stop2.getByLabelText('City').getAttribute('aria-invalid')).toBe('true');
  });

  it('lists the newest routes first and shows older ones a page at a time', async () => {
    const older = { ...tour(), id: '7d3e1b7a-1c7e-4f0a-9c55-2d5b3a3f0b11', name: 'Autumn Coast Run' };
    const { calls } = show(
      'PERFORMER',
      {
        [TOURS]: (url: URL) =>
          url.searchParams.get('after') === 'page-2'
            ? { tours: [older], nextCursor: null }
            : { tours: [tour()], nextCursor: 'page-2' },
      },
      'my-routes',
    );
    expect(await screen.findByRole('heading', { name: 'Heartland Spring Run' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Autumn Coast Run' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show older routes' }));
    expect(await screen.findByRole('heading', { name: 'Autumn Coast Run' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Heartland Spring Run' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older routes' })).toBeNull();
    expect(calls.filter((call) => call.key === TOURS).map((call) => call.url.searchParams.get('after'))).toEqual([
      null,
      'page-2',
    ]);
  });

  it('deletes a tour after confirming', async () => {
    const { calls } = show(
      'PERFORMER',
      {
        [TOURS]: { tours: [tour()] }, // The real answer is a bodiless 204; fakeFetch cannot build one, and the client ignores the body.
        [`DELETE /api/tours/${TOUR_ID}`]: {},
      },
      'my-routes',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Heartland Spring Run' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this route?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Route' }));
    await within(toastRegion()).findByText('Route Deleted');
    expect(calls.filter((call) => call.key === `DELETE /api/tours/${TOUR_ID}`)).toHaveLength(1);
  });
});

describe('Interactive Map and Cost Analysis', () => {
  const optimized = {
    success: true,
    data: {
      tourId: TOUR_ID,
      routeSegments: [
        { fromCity: 'Austin, TX', toCity: 'Dallas, TX', distance: 220 },
        { fromCity: 'Dallas, TX', toCity: 'Tulsa, OK', distance: 300 },
      ],
      totalDistance: 520,
      originalDistance: 600,
      savedDistance: 80,
      stops: tour().stops.map((s) => ({ stopId: s.id, city: s.city, state: s.state, date: s.date })),
      persisted: false,
    },
  };

  it('maps the chosen tour with its opportunities, optimizes and saves the order', async () => {
    const { calls } = show(
      'PERFORMER',
      {
        [TOURS]: { tours: [tour()] },
        [TOUR]: tour(),
        [OPPORTUNITIES]: ok([opportunity(), opportunity({ tourId: PERFORMER_ID, venueName: 'Other tour' })]),
        [OPTIMIZE]: (_url: URL, init: RequestInit) =>
          JSON.parse(String(init.body ?? '{}')).persist
            ? { ...optimized, data: { ...optimized.data, persisted: true } }
            : optimized,
      },
      'map',
    );
    // Before a tour is chosen the map shows the country with no stops.
    await screen.findByText('the United States: 0 stops, 0 opportunities');
    fireEvent.change(await screen.findByLabelText('Tour'), { target: { value: TOUR_ID } });
    expect(await screen.findByText('Heartland Spring Run: 3 stops, 1 opportunities')).toBeTruthy();
    expect(bodiesOf(calls, OPPORTUNITIES).at(-1)).toMatchObject({
      performerId: PERFORMER_ID,
      startDate: '2026-03-05',
      endDate: '2026-03-10',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Optimize Route' }));
    await within(toastRegion()).findByText('Route Optimized');
    expect(screen.getByText('520 mi')).toBeTruthy();
    expect(screen.getByText('Dallas, TX → Tulsa, OK: 300 mi')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save this order' }));
    await screen.findByText('This order is saved.');
    expect(bodiesOf(calls, OPTIMIZE)).toEqual([{}, { persist: true }]);
  });

  it('accepts a typed tour id and reports a tour that is not found', async () => {
    show(
      'BUYER',
      {
        [OPPORTUNITIES]: ok([]),
        [TOUR]: { status: 404, body: { error: { code: 'not_found', message: 'Tour not found' } } },
      },
      'map',
    );
    fireEvent.change(screen.getByLabelText('Tour ID'), { target: { value: 'abc' } });
    expect(screen.getByText('Enter a tour id (a UUID)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tour ID'), { target: { value: TOUR_ID } });
    expect(await screen.findByText('Tour not found', { selector: 'strong' })).toBeTruthy();
  });

  it('Estimate Costs opens Cost Analysis for the tour and calculates it', async () => {
    let history = [
      estimate({
        id: '77777777-7777-4777-8777-777777777772',
        profitMargin: 10,
        profitMarginBadge: 'Consider Route Optimization',
      }),
    ];
    const latest = estimate();
    const { calls } = show(
      'PERFORMER',
      {
        [TOURS]: { tours: [tour()] },
        [TOUR]: tour(),
        [OPPORTUNITIES]: ok([]),
        [COSTS]: () => {
          history = [latest, ...history];
          return { status: 201, body: { success: true, data: latest } };
        },
        [COST_HISTORY]: () => ({ success: true, data: { estimates: history } }),
      },
      'map',
    );
    fireEvent.change(await screen.findByLabelText('Tour'), { target: { value: TOUR_ID } });
    fireEvent.click(screen.getByRole('button', { name: 'Estimate Costs' }));
    expect(tab('Cost Analysis').getAttribute('aria-selected')).toBe('true');
    await within(toastRegion()).findByText('Cost Estimate Ready');
    expect(bodiesOf(calls, COSTS)).toEqual([{ tourId: TOUR_ID }]);

    const card = (await screen.findByRole('heading', { name: 'Latest estimate' })).closest('article')!;
    expect(within(card).getByText('Highly Profitable')).toBeTruthy();
    expect(within(card).getByText('$1,200')).toBeTruthy();
    expect(within(card).getByText('40%')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Previous estimates' })).toBeTruthy();
    expect(screen.getByText('10%')).toBeTruthy();
  });

  it('shows Estimation Failed with the server message', async () => {
    show(
      'ADMIN',
      {
        [TOURS]: { tours: [tour()] },
        [COST_HISTORY]: { success: true, data: { estimates: [] } },
        [COSTS]: { status: 404, body: { error: { code: 'not_found', message: 'Tour not found' } } },
        [OPPORTUNITIES]: ok([]),
      },
      'costs',
    );
    fireEvent.change(await screen.findByLabelText('Tour'), { target: { value: TOUR_ID } });
    await screen.findByText('NO ESTIMATES YET');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Costs' }));
    const region = toastRegion();
    await within(region).findByText('Estimation Failed');
    expect(within(region).getByText('Tour not found')).toBeTruthy();
  });
});

describe('Estimate Costs runs once', () => {
  it('does not recalculate when Cost Analysis is opened again later', async () => {
    const { calls } = show(
      'PERFORMER',
      {
        [TOURS]: { tours: [tour()] },
        [TOUR]: tour(),
        [OPPORTUNITIES]: ok([]),
        [COSTS]: { status: 201, body: { success: true, data: estimate() } },
        [COST_HISTORY]: { success: true, data: { estimates: [estimate()] } },
      },
      'map',
    );
    fireEvent.change(await screen.findByLabelText('Tour'), { target: { value: TOUR_ID } });
    fireEvent.click(screen.getByRole('button', { name: 'Estimate Costs' }));
    await within(toastRegion()).findByText('Cost Estimate Ready');
    fireEvent.click(tab('Interactive Map'));
    fireEvent.click(tab('Cost Analysis'));
    await screen.findByRole('heading', { name: 'Latest estimate' });
    expect(bodiesOf(calls, COSTS)).toHaveLength(1);
    // The tour stays chosen across the two tabs.
    expect((screen.getByLabelText('Tour ID') as HTMLInputElement).value).toBe(TOUR_ID);
  });
});
