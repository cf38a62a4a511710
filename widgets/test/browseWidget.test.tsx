// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BrowseWidget } from '../src/browse';
import { performerSearch, DEFAULT_FILTERS } from '../src/browse/browseQuery';
import { performerItem, performerPage } from './support';
import type { FakeRoutes } from './support';
import { renderWithEnvironment } from './support/renderWithEnvironment';

const LIST = 'GET /api/performers';

const listQueries = (calls: { key: string; url: URL }[]) =>
  calls.filter((call) => call.key === LIST).map((call) => Object.fromEntries(call.url.searchParams));

afterEach(cleanup);
beforeEach(() => localStorage.clear());

describe('performerSearch', () => {
  it('asks for vetted performers only, leaving out all-states, all-genres and empty text', () => {
    expect(performerSearch({ ...DEFAULT_FILTERS, search: '  ' }, 1, 12)).toEqual({
      query: undefined,
      city: undefined,
      state: undefined,
      genres: undefined,
      cleanContent: undefined,
      sortBy: 'featured',
      isVetted: true,
      limit: 12,
      page: 1,
    });
  });
});

describe('BrowseWidget', () => {
  it('builds the query from the filters (text debounced) and starts again at page 1', async () => {
    const { calls, user } = renderWithEnvironment(<BrowseWidget />, {
      [LIST]: (url: URL) => performerPage([performerItem()], { page: Number(url.searchParams.get('page')), total: 40 }),
    });
    await screen.findByText('40 performers found');
    expect(listQueries(calls)[0]).toEqual({ sortBy: 'featured', isVetted: 'true', limit: '12', page: '1' });

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await screen.findByText('Page 2 of 4');
    expect(listQueries(calls).at(-1)).toMatchObject({ page: '2' });

    await user.type(screen.getByLabelText('Search'), 'magic mike');
    await user.type(screen.getByLabelText('City'), 'Austin');
    await user.selectOptions(screen.getByLabelText('State'), 'TX');
    await user.selectOptions(screen.getByLabelText('Genre'), 'Magic');
    await user.click(screen.getByLabelText('Clean content only'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-low');
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toEqual({
        query: 'magic mike',
        city: 'Austin',
        state: 'TX',
        genres: 'Magic',
        cleanContent: 'true',
        sortBy: 'price-low',
        isVetted: 'true',
        limit: '12',
        page: '1',
      }),
    );
    // Typing is debounced: no request was made for a half-typed word.
    expect(listQueries(calls).some((query) => query.query === 'magic m')).toBe(false);
  });

  it('shows 8 placeholder cards while loading', () => {
    renderWithEnvironment(<BrowseWidget />, { [LIST]: 'never' });
    expect(screen.getAllByTestId('performer-placeholder')).toHaveLength(8);
    expect(screen.getByText('Loading performers…')).toBeTruthy();
  });

  it('shows the empty state, whose Clear Filters resets search, city, state and genre', async () => {
    const routes: FakeRoutes = {
      [LIST]: (url: URL) => (url.searchParams.has('state') ? performerPage([]) : performerPage([performerItem()])),
    };
    const { calls, user } = renderWithEnvironment(
      <BrowseWidget
        initialFilters={{ search: 'zzz', city: 'Nowhere', state: 'WY', genre: 'Dance', cleanContent: true }}
      />,
      routes,
    );
    expect(await screen.findByRole('heading', { name: 'NO PERFORMERS FOUND' })).toBeTruthy();
    expect(screen.getByText('0 performers found')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByRole('heading', { name: 'Performer 1' })).toBeTruthy();
    expect(listQueries(calls).at(-1)).toEqual({
      cleanContent: 'true',
      sortBy: 'featured',
      isVetted: 'true',
      limit: '12',
      page: '1',
    });
    expect(screen.getByLabelText('Search')).toHaveProperty('value', '');
    expect(screen.getByLabelText('State')).toHaveProperty('value', 'all-states');
  });

  it('shows an error with Retry, and emits error then ready', async () => {
    let fail = true;
    const { user, environment } = renderWithEnvironment(<BrowseWidget />, {
      [LIST]: () =>
        fail
          ? { status: 503, body: { error: { code: 'unavailable', message: 'Search is resting' } } }
          : performerPage([performerItem()]),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Search is resting');
    expect(environment.emit).toHaveBeenCalledWith('error', {
      widget: 'browse',
      code: 'request_failed',
      message: 'Search is resting',
      status: 503,
    });

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Performer 1' })).toBeTruthy();
    await waitFor(() => expect(environment.emit).toHaveBeenCalledWith('ready', { widget: 'browse' }));
  });

  it('shows each card’s facts, links and a saved heart that survives a remount', async () => {
    const performer = performerItem(7, {
      stageName: 'Mona Magic',
      shortBio: '',
      bio: 'x'.repeat(100),
      rating: 0,
      reviewCount: 0,
      baseFee: 123_450,
      responseTime: 12,
      isFeatured: true,
      isElite: true,
      cleanContent: true,
      profileImageUrl: 'https://img.test/mona.jpg',
      city: 'Denver',
      state: 'CO',
    });
    const routes = { [LIST]: performerPage([performer]) };
    const { user, environment, unmount } = renderWithEnvironment(<BrowseWidget />, routes);
    const card = (await screen.findByRole('heading', { name: 'Mona Magic' })).closest('article')!;
    const inCard = within(card);
    for (const text of [
      'Featured',
      'Elite',
      'Clean content',
      'Denver, CO',
      '$1,234.50',
      'Responds in 12h',
      '(0 reviews)',
    ])
      expect(inCard.getByText(text)).toBeTruthy();
    expect(inCard.getByText(`${'x'.repeat(80)}…`)).toBeTruthy();
    expect(card.textContent).toContain('★ 5.0');
    const image = inCard.getByRole('img', { name: 'Photo of Mona Magic' });
    expect(image.getAttribute('loading')).toBe('lazy');

    await user.click(inCard.getByRole('link', { name: 'Make Offer to Mona Magic' }));
    expect(environment.navigate).toHaveBeenCalledWith({ kind: 'createOffer', performerId: performer.id });
    await user.click(inCard.getByRole('link', { name: 'View Profile of Mona Magic' }));
    expect(environment.navigate).toHaveBeenCalledWith({ kind: 'performer', performerId: performer.id });

    const heart = inCard.getByRole('button', { name: 'Save Mona Magic' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await user.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    unmount();

    renderWithEnvironment(<BrowseWidget />, routes);
    const again = await screen.findByRole('button', { name: 'Save Mona Magic' });
    expect(again.getAttribute('aria-pressed')).toBe('true');
  });
});
