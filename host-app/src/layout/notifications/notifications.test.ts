// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import type { NotificationItem, NotificationListResponse } from 'tenant-api/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FakeCall, type FakeRoutes } from 'widgets/test-support';
import { api } from '../../api';
import { createQueryClient } from '../../queryClient';
import { NotificationMenu, bellLabel } from './NotificationMenu';
import { NOTIFICATIONS_REFRESH_MS, notificationLink } from './notificationsApi';
import { timeAgo } from './timeAgo';

const USER_ID = '00000000-0000-4000-8000-000000000001';
const OFFER_ID = '00000000-0000-4000-8000-000000000101';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const note = (n: number, overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  id: `00000000-0000-4000-8000-00000000020${n}`,
  kind: 'offer_received',
  title: `Title ${n}`,
  body: `Body ${n}`,
  offerId: null,
  read: false,
  createdAt: minutesAgo(n * 5),
  ...overrides,
});

/** A tiny server: GET lists, POST marks read; every call is recorded. */
function fakeServer(initial: NotificationItem[]) {
  let items = initial.map((item) => ({ ...item }));
  const list = (): NotificationListResponse => ({
    notifications: items,
    unreadCount: items.filter((item) => !item.read).length,
  });
  const routes: FakeRoutes = {
    'GET /api/notifications': () => list(),
    'POST /api/notifications/read-all': () => {
      const marked = items.filter((item) => !item.read).length;
      items = items.map((item) => ({ ...item, read: true }));
      return { marked };
    },
  };
  for (const item of initial) {
    routes[`POST /api/notifications/${item.id}/read`] = () => {
      items = items.map((candidate) => (candidate.id === item.id ? { ...candidate, read: true } : candidate));
      return items.find((candidate) => candidate.id === item.id);
    };
  }
  return routes;
}

function OfferPage() {
  return createElement('p', null, `Offer page ${useParams().id}`);
}

function renderMenu(routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', fakeFetch(routes, calls));
  const tree = createElement(
    QueryClientProvider,
    { client: createQueryClient(api) },
    createElement(
      MemoryRouter,
      { initialEntries: ['/'] },
      createElement('p', null, 'Outside'),
      createElement(
        Routes,
        null,
        createElement(Route, { path: '/', element: createElement('p', null, 'Home') }),
        createElement(Route, { path: '/offers/:id', element: createElement(OfferPage) }),
      ),
      createElement(NotificationMenu, { userId: USER_ID }),
    ),
  );
  return { ...render(tree), calls };
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const panel = () => screen.queryByRole('region', { name: 'Notifications' });
const count = (calls: FakeCall[], key: string) => calls.filter((call) => call.key === key).length;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the notification bell', () => {
  it('names the unread count and opens a list of the latest notifications', async () => {
    renderMenu(fakeServer([note(1), note(2, { offerId: OFFER_ID }), note(3, { read: true })]));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    const items = within(panel()!).getAllByRole('button', { name: /Title/ });
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Unread: ');
    expect(items[0]!.textContent).toContain('Body 1');
    expect(items[0]!.textContent).toContain('5 minutes ago');
    expect(items[2]!.textContent).not.toContain('Unread');
  });

  it('marks a notification read when chosen and opens its offer', async () => {
    const { calls } = renderMenu(fakeServer([note(1), note(2, { offerId: OFFER_ID })]));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    fireEvent.click(bell());
    fireEvent.click(within(panel()!).getByRole('button', { name: /Title 2/ }));
    expect(await screen.findByText(`Offer page ${OFFER_ID}`)).toBeTruthy();
    expect(panel()).toBeNull();
    expect(count(calls, `POST /api/notifications/${note(2).id}/read`)).toBe(1);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread'));
  });

  it('marks all as read', async () => {
    const { calls } = renderMenu(fakeServer([note(1), note(2)]));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    fireEvent.click(bell());
    fireEvent.click(within(panel()!).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications'));
    expect(count(calls, 'POST /api/notifications/read-all')).toBe(1);
    expect(within(panel()!).queryByText('Unread:', { exact: false })).toBeNull();
    expect(within(panel()!).getByRole('button', { name: 'Mark all as read' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('closes on Escape (focus back on the bell) and on a click outside', async () => {
    renderMenu(fakeServer([note(1)]));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    fireEvent.click(bell());
    expect(panel()).not.toBeNull();
    within(panel()!)
      .getByRole('button', { name: /Title 1/ })
      .focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(bell());
    fireEvent.click(bell());
    expect(panel()).not.toBeNull();
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(panel()).toBeNull();
  });

  it('moves between notifications with the arrow keys', async () => {
    renderMenu(fakeServer([note(1), note(2), note(3)]));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread'));
    fireEvent.click(bell());
    const items = within(panel()!).getAllByRole('button', { name: /Title/ });
    fireEvent.keyDown(panel()!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[1]);
  });

  it('shows an empty state', async () => {
    const { calls } = renderMenu(fakeServer([]));
    await waitFor(() => expect(count(calls, 'GET /api/notifications')).toBe(1));
    fireEvent.click(bell());
    expect(await within(panel()!).findByText('You’re all caught up')).toBeTruthy();
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    const server = fakeServer([note(1)]);
    const list = server['GET /api/notifications'] as () => unknown;
    renderMenu({
      'GET /api/notifications': () =>
        fail ? { status: 503, body: { error: { code: 'down', message: 'down' } } } : list(),
    });
    fireEvent.click(bell());
    expect((await within(panel()!).findByRole('alert')).textContent).toContain('could not be loaded');
    fail = false;
    fireEvent.click(within(panel()!).getByRole('button', { name: 'Try again' }));
    expect(await within(panel()!).findByRole('button', { name: /Title 1/ })).toBeTruthy();
  });

  it('refreshes every minute and whenever it opens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = renderMenu(fakeServer([note(1)]));
    await waitFor(() => expect(count(calls, 'GET /api/notifications')).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_REFRESH_MS + 10));
    await waitFor(() => expect(count(calls, 'GET /api/notifications')).toBe(2));
    fireEvent.click(bell());
    await waitFor(() => expect(count(calls, 'GET /api/notifications')).toBe(3));
  });
});

describe('notification helpers', () => {
  it('labels the bell and links offers', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(notificationLink({ offerId: OFFER_ID })).toBe(`/offers/${OFFER_ID}`);
    expect(notificationLink({ offerId: null })).toBeNull();
  });

  it('says how long ago', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const ago = (seconds: number) => timeAgo(new Date(now.getTime() - seconds * 1000).toISOString(), now);
    expect(ago(20)).toBe('just now');
    expect(ago(5 * 60)).toBe('5 minutes ago');
    expect(ago(3 * 3600)).toBe('3 hours ago');
    expect(ago(26 * 3600)).toBe('yesterday');
    expect(ago(10 * 86_400)).toBe('last week');
    expect(ago(60 * 86_400)).toBe('Sep 24, 2026');
  });
});
