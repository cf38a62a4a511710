// @vitest-environment jsdom
// A .ts file (host-app's vitest project only collects *.test.ts), so the tree is built with createElement.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createElement as h } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { PerformerProfile, User } from 'tenant-api/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from 'widgets/ui';
import { fakeFetch, performerProfile, type FakeCall, type FakeRoutes } from 'widgets/test-support';
import { api } from '../../api';
import { createQueryClient } from '../../queryClient';
import { SessionProvider } from '../../session/SessionProvider';
import { AUTH_TOKEN_KEY } from '../../session/tokenStorage';
import PerformerPage from '../PerformerPage';

const ID = '00000000-0000-4000-8000-000000000001';
const PROFILE = `GET /api/performers/${ID}`;

const loaded: PerformerProfile = performerProfile({
  isFeatured: true,
  isElite: true,
  cleanContent: true,
  baseFee: 75_000,
  responseTime: 24,
  bio: 'Twenty years on the road.\nClean sets for corporate rooms.',
  photos: [
    {
      id: '00000000-0000-4000-8000-0000000000f1',
      width: 1600,
      height: 1200,
      placeholder: 'data:image/webp;base64,AAAA',
      variants: [320, 640].map((width) => ({
        width,
        avif: `/api/media/t/00000000-0000-4000-8000-0000000000f1-${width}.avif`,
        webp: `/api/media/t/00000000-0000-4000-8000-0000000000f1-${width}.webp`,
      })),
    },
  ],
  videos: [
    {
      id: '00000000-0000-4000-8000-0000000000f2',
      provider: 'youtube',
      videoId: 'dQw4w9WgXcQ',
      watchUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    },
  ],
  recentReviews: [
    {
      id: '00000000-0000-4000-8000-0000000000a1',
      authorName: 'Dana Planner',
      rating: 5,
      body: 'The room was in tears laughing.',
      createdAt: '2026-03-14T18:00:00.000Z',
      verifiedBooking: true,
      reply: null,
    },
  ],
});

function renderPage(routes: FakeRoutes, path = `/performer/${ID}`) {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', fakeFetch(routes, calls));
  const tree = h(
    QueryClientProvider,
    { client: createQueryClient(api) },
    h(
      MemoryRouter,
      { initialEntries: [path] },
      h(
        ToastProvider,
        null,
        h(SessionProvider, null, h(Routes, null, h(Route, { path: '/performer/:id', element: h(PerformerPage) }))),
      ),
    ),
  );
  return { ...render(tree), calls };
}

const heading = (name: string | RegExp, level = 1) => screen.findByRole('heading', { level, name });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PerformerPage', () => {
  it('shows a loading status until the profile arrives', () => {
    renderPage({ [PROFILE]: 'never' });
    expect(screen.getByRole('status')).toHaveProperty('textContent', expect.stringContaining('Loading performer'));
    expect(screen.getByRole('link', { name: /back to browse/i }).getAttribute('href')).toBe('/browse');
  });

  it('shows the whole profile with Make Offer for a buyer', async () => {
    const { calls } = renderPage({ [PROFILE]: loaded });

    await heading('Patty Punchline');
    expect(calls.map((call) => call.key)).toContain(PROFILE);
    await waitFor(() => expect(document.title).toMatch(/^Patty Punchline · /));

    for (const badge of ['Featured', 'Elite', 'Clean content', 'Vetted', 'Available'])
      expect(screen.getByText(badge, { exact: false, selector: 'span' })).toBeTruthy();
    expect(screen.getByText('Austin, TX')).toBeTruthy();
    expect(screen.getByText('$750')).toBeTruthy();
    expect(screen.getByText('Usually within 24 hours')).toBeTruthy();
    expect(screen.getByText(/Twenty years on the road/)).toBeTruthy();

    const genres = screen.getByRole('list', { name: 'Genres' });
    expect(
      within(genres)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Comedy', 'Stand-up']);

    const offer = screen.getByRole('link', { name: 'Make Offer to Patty Punchline' });
    expect(offer.getAttribute('href')).toBe(`/create-offer?performerId=${ID}`);

    // Media: responsive photos, and a video that loads its player only when played.
    const photo = await screen.findByRole('img', { name: 'Photo of Patty Punchline, photo 1' });
    expect(photo.getAttribute('loading')).toBe('lazy');
    const sources = [...photo.closest('picture')!.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toContain('-640.avif 640w');
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play Patty Punchline, video 1 (loads YouTube)' }));
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );

    // Rating, distribution bars and the review.
    expect(screen.getAllByRole('img', { name: 'Rated 4.8 out of 5' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '(23 reviews)' }).getAttribute('href')).toBe('#reviews');
    const bars = within(screen.getByRole('list', { name: 'Rating distribution' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual([
      expect.stringContaining('5 stars: 18 reviews (78%)'),
      expect.stringContaining('4 stars: 4 reviews (17%)'),
      expect.stringContaining('3 stars: 1 review (4%)'),
      expect.stringContaining('2 stars: 0 reviews (0%)'),
      expect.stringContaining('1 star: 0 reviews (0%)'),
    ]);
    const review = screen.getByRole('article');
    expect(within(review).getByRole('heading', { level: 4, name: 'Dana Planner' })).toBeTruthy();
    expect(within(review).getByText('Sat, Mar 14, 2026').getAttribute('datetime')).toBe('2026-03-14T18:00:00.000Z');
    expect(within(review).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeTruthy();
    expect(within(review).getByText('The room was in tears laughing.')).toBeTruthy();
  });

  it('loads the next reviews after the last one shown on "Show more reviews", until there are no more', async () => {
    const review = (n: number) => ({
      id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
      authorName: `Reviewer ${n}`,
      rating: 4,
      body: `Review number ${n}`,
      createdAt: '2026-02-01T18:00:00.000Z',
      verifiedBooking: false,
      reply: null,
    });
    const pages: Record<string, unknown> = {
      '00000000-0000-4000-8000-0000000000a1': { reviews: [review(1), review(2)], nextCursor: review(2).id },
      [review(2).id]: { reviews: [review(3)], nextCursor: null },
    };
    const { calls } = renderPage({
      [PROFILE]: loaded,
      [`GET /api/performers/${ID}/reviews`]: (url: URL) => pages[url.searchParams.get('after') ?? ''],
    });
    await heading('Patty Punchline');
    const list = screen.getByRole('list', { name: 'Reviews of Patty Punchline' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Showing 1 of 23 reviews')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await screen.findByText('Review number 2');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(await screen.findByRole('button', { name: 'Show more reviews' }));
    await screen.findByText('Review number 3');
    const asked = calls.filter((call) => call.key === `GET /api/performers/${ID}/reviews`);
    expect(asked.map((call) => call.url.searchParams.get('after'))).toEqual([
      '00000000-0000-4000-8000-0000000000a1',
      review(2).id,
    ]);
    expect(asked[0]!.url.searchParams.get('limit')).toBe('10');
    // The last page: the button is gone.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull());
  });

  it('has empty states for no reviews and no media, and initials without a photo', async () => {
    renderPage({
      [PROFILE]: performerProfile({
        reviewsSummary: { average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
        recentReviews: [],
        photos: [],
        videos: [],
      }),
    });
    await heading('Patty Punchline');
    expect(screen.getByRole('img', { name: 'Patty Punchline (no photo)' }).textContent).toBe('PP');
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.getByText(/No reviews yet\. Reviews from buyers appear here/)).toBeTruthy();
    expect(await screen.findByText('No photos or videos yet.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Rating distribution' })).toBeNull();
  });

  it('explains that an unavailable performer takes no offers', async () => {
    renderPage({ [PROFILE]: performerProfile({ isAvailable: false }) });
    await heading('Patty Punchline');
    expect(screen.getByText('Not currently taking bookings')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Make Offer/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse other performers' }).getAttribute('href')).toBe('/browse');
  });

  it('does not offer Make Offer to a signed-in performer', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    const performer = { id: '00000000-0000-4000-8000-0000000000b1', role: 'PERFORMER', performerId: null };
    renderPage({ [PROFILE]: loaded, 'GET /api/auth/me': performer as unknown as User });
    await heading('Patty Punchline');
    await screen.findByText(/You are signed in as a performer/);
    expect(screen.queryByRole('link', { name: /Make Offer/ })).toBeNull();
  });

  it('tells a performer viewing their own profile how buyers see it', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    const me = { id: '00000000-0000-4000-8000-0000000000b1', role: 'PERFORMER', performerId: ID };
    renderPage({ [PROFILE]: loaded, 'GET /api/auth/me': me as unknown as User });
    await screen.findByText(/This is your public profile/);
    expect(screen.queryByRole('link', { name: /Make Offer/ })).toBeNull();
  });

  it.each([404, 400])('shows "Performer not found" for a %i', async (status) => {
    renderPage({ [PROFILE]: { status, body: { error: { code: 'not_found', message: 'Performer not found' } } } });
    await heading('Performer not found');
    expect(screen.getByRole('link', { name: 'Back to browse' }).getAttribute('href')).toBe('/browse');
    await waitFor(() => expect(document.title).toMatch(/^Performer not found · /));
  });

  it('shows other failures in an alert with Retry, which loads the profile', async () => {
    let failures = 1;
    renderPage({
      [PROFILE]: () =>
        failures-- > 0 ? { status: 500, body: { error: { code: 'internal', message: 'Database is down' } } } : loaded,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load this performer');
    expect(alert.textContent).toContain('Database is down');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await heading('Patty Punchline');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
