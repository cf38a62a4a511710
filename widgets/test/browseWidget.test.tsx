// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RESULT_WINDOW_NOTE } from 'tenant-api/contract/constants';
import { BrowseWidget } from '../src/browse';
import { activeFilterCount } from '../src/browse/BrowseControls';
import { performerSearch, DEFAULT_FILTERS } from '../src/browse/browseQuery';
import { cardBio, ratingSummary } from '../src/browse/PerformerCard';
import { performerItem, performerPage } from './support';
import type { FakeRoutes } from './support';
import { renderWithEnvironment } from './support/renderWithEnvironment';

const LIST = 'GET /api/performers';

const listQueries = (calls: { key: string; url: URL }[]) =>
  calls.filter((call) => call.key === LIST).map((call) => Object.fromEntries(call.url.searchParams));

/** Shown by a container query when the widget is narrow; jsdom has no layout, so it counts as hidden (and nameless). */
const filtersButton = (label: string) =>
  screen.getAllByRole('button', { hidden: true }).find((button) => button.getAttribute('aria-label') === label)!;

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

describe('card pieces', () => {
  it('shows the short bio, else the whole bio, uncut', () => {
    expect(cardBio({ shortBio: '  Short.  ', bio: 'Long' })).toBe('Short.');
    expect(cardBio({ shortBio: '', bio: ` ${'word '.repeat(40)}` })).toBe('word '.repeat(40).trim());
  });

  it('says New until the first review, then the average and the count', () => {
    expect(ratingSummary({ rating: null, reviewCount: 0 })).toEqual({ isNew: true });
    expect(ratingSummary({ rating: 0, reviewCount: 0 })).toEqual({ isNew: true });
    expect(ratingSummary({ rating: 4.25, reviewCount: 1 })).toEqual({
      isNew: false,
      rating: '4.3',
      reviews: '1 review',
    });
    expect(ratingSummary({ rating: 5, reviewCount: 1200 })).toMatchObject({ reviews: '1,200 reviews' });
  });

  it('counts the active filters, not the sort', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, sortBy: 'rating', search: 'x', city: '  ' })).toBe(0);
    expect(
      activeFilterCount({ ...DEFAULT_FILTERS, city: 'Austin', state: 'TX', genre: 'Magic', cleanContent: true }),
    ).toBe(4);
  });
});

describe('BrowseWidget', () => {
  it('says 1,000+ once the count stops, and follows the cursor to the next page', async () => {
    const { calls, user } = renderWithEnvironment(<BrowseWidget />, {
      [LIST]: (url: URL) =>
        performerPage([performerItem()], {
          page: Number(url.searchParams.get('page')),
          total: 1000,
          totalIsCapped: true,
          nextCursor: `cursor-after-${url.searchParams.get('page')}`,
        }),
    });
    await screen.findByText('1,000+ performers found');
    // Pages end at the result window: 83 pages of 12 (996 results), and a line says why.
    expect(screen.getByText('Page 1 of 83')).toBeTruthy();
    expect(screen.getByText(RESULT_WINDOW_NOTE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await screen.findByText('Page 2 of 83');
    expect(listQueries(calls).at(-1)).toMatchObject({ page: '2', after: 'cursor-after-1' });
    await user.click(screen.getByRole('button', { name: /previous page/i }));
    await screen.findByText('Page 1 of 83');
    expect(listQueries(calls).at(-1)).not.toHaveProperty('after');
  });

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
    // Types into five controls one key at a time: slow on a busy machine.
  }, 15_000);

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
    // The event is emitted from an effect, which may run just after the alert appears.
    await waitFor(() =>
      expect(environment.emit).toHaveBeenCalledWith('error', {
        widget: 'browse',
        code: 'request_failed',
        message: 'Search is resting',
        status: 503,
      }),
    );

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
    for (const text of ['Featured', 'Elite', 'Clean content', 'Denver, CO', '$1,234.50', 'Responds in 12h', 'New'])
      expect(inCard.getByText(text)).toBeTruthy();
    // The whole bio is there; CSS clamps it to two lines, ending with an ellipsis on a whole word.
    expect(inCard.getByText('x'.repeat(100))).toBeTruthy();
    expect(card.textContent).not.toContain('★');
    expect(card.textContent).not.toContain('0 reviews');
    expect(card.textContent).toContain('New, no reviews yet');
    // The only card is the first of the first row: its photo is fetched first.
    const image = inCard.getByRole('img', { name: 'Photo of Mona Magic' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');

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

  it('loads the first row’s photos at once (the first one first) and the rest lazily', async () => {
    const performers = Array.from({ length: 6 }, (_, index) =>
      performerItem(index + 1, { profileImageUrl: `https://img.test/${index + 1}.jpg` }),
    );
    renderWithEnvironment(<BrowseWidget />, { [LIST]: performerPage(performers) });
    await screen.findByRole('heading', { name: 'Performer 6' });
    const images = screen.getAllByRole('img').filter((image) => image.tagName === 'IMG');
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null, null]);
  });

  it('has a Filters sheet whose changes wait for Apply; Reset clears it and Escape leaves everything as it was', async () => {
    const { calls, user } = renderWithEnvironment(<BrowseWidget initialFilters={{ state: 'TX' }} />, {
      [LIST]: performerPage([performerItem()]),
    });
    await screen.findByRole('heading', { name: 'Performer 1' });
    const button = filtersButton('Filters (1 active)');

    await user.click(button);
    let sheet = await screen.findByRole('dialog', { name: 'Filters' });
    // The dialog moves focus in an effect, which may run just after it appears.
    await waitFor(() => expect(document.activeElement).toBe(within(sheet).getByLabelText('City')));
    await user.selectOptions(within(sheet).getByLabelText('Genre'), 'Magic');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(listQueries(calls).at(-1)).not.toHaveProperty('genres');

    await user.click(button);
    sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByLabelText('State')).toHaveProperty('value', 'TX');
    await user.click(within(sheet).getByRole('button', { name: 'Reset' }));
    expect(within(sheet).getByLabelText('State')).toHaveProperty('value', 'all-states');
    await user.selectOptions(within(sheet).getByLabelText('Genre'), 'Magic');
    await user.click(within(sheet).getByLabelText('Clean content only'));
    expect(listQueries(calls).at(-1)).toMatchObject({ state: 'TX' });
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toEqual({
        genres: 'Magic',
        cleanContent: 'true',
        sortBy: 'featured',
        isVetted: 'true',
        limit: '12',
        page: '1',
      }),
    );
    expect(filtersButton('Filters (2 active)')).toBeTruthy();
  });
});
