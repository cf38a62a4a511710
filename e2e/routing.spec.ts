import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiGet, apiToken, DEMO, demoPerformer, signInWithForm, uniqueStamp } from './support/accounts';
import { expectToast, isoDay, nextButton } from './support/offers';

/**
 * The tour-routing journeys (SPEC 2.5, 7, 9): the demo performer plans a route, optimises it on
 * the map and reads its costs; a venue's buyer is notified of a tour passing by and books from
 * the notification into the pre-filled offer wizard.
 */

interface VenueNotification {
  id: string;
  performerId: string;
  performerName: string;
  routeName: string;
  venueName: string;
  city: string;
  state: string;
  showDate: string;
  status: 'active' | 'booked' | 'dismissed';
}

const authorised = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The active notifications a signed-in buyer sees for the venues they own. */
async function activeNotifications(request: APIRequestContext, token: string): Promise<VenueNotification[]> {
  const body = await apiGet<{ notifications: VenueNotification[] }>(
    request,
    '/api/venue-notifications?status=active',
    token,
  );
  return body.notifications;
}

test.describe('tour routing', () => {
  test('the performer creates a route, optimises it on the map and sees its costs', async ({ page }) => {
    test.setTimeout(120_000);
    const routeName = `Lone Star Loop ${uniqueStamp()}`;
    const stops = [
      { city: 'Austin', state: 'TX', date: isoDay(20) },
      { city: 'Houston', state: 'TX', date: isoDay(22) },
      { city: 'San Antonio', state: 'TX', date: isoDay(24) },
      { city: 'Dallas', state: 'TX', date: isoDay(26) },
    ];

    await signInWithForm(page, DEMO.performer);
    await page.goto('/tour-routing');
    const tabs = page.getByRole('tablist', { name: 'Tour routing' });
    await tabs.getByRole('tab', { name: 'My Routes' }).click();
    await expect(page.getByRole('heading', { name: 'My routes' })).toBeVisible();
    await page.getByRole('button', { name: 'Create New Route' }).click();

    const form = page.getByRole('form', { name: 'New route' });
    await expect(form).toBeVisible();
    await form.getByLabel('Tour name').fill(routeName);
    for (let index = 2; index < stops.length; index++) await form.getByRole('button', { name: 'Add Stop' }).click();
    for (const [index, stop] of stops.entries()) {
      const fieldset = form.getByRole('group', { name: new RegExp(`^Stop ${index + 1}\\b`) });
      await fieldset.getByLabel('City', { exact: true }).fill(stop.city);
      await fieldset.getByLabel('State', { exact: true }).selectOption(stop.state);
      await fieldset.getByLabel('Date', { exact: true }).fill(stop.date);
    }
    // Austin → Houston → San Antonio → Dallas doubles back; only the first date is fixed.
    await form
      .getByRole('group', { name: /^Stop 1\b/ })
      .getByLabel('Fixed date')
      .check();
    await form.getByRole('button', { name: 'Create Route' }).click();
    await expectToast(page, 'Route Created', `${routeName}: 4 stops.`);

    const card = page
      .getByRole('list', { name: 'My routes' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: routeName }) });
    await expect(card).toContainText('Austin, TX → Houston, TX → San Antonio, TX → Dallas, TX');
    await card.getByRole('button', { name: 'View on Map' }).click();

    // Interactive Map: the chosen tour on the map, then the optimised order and distance.
    await expect(tabs.getByRole('tab', { name: 'Interactive Map' })).toHaveAttribute('aria-selected', 'true');
    const map = page.getByRole('img', { name: `Map of ${routeName}: 4 stops and`, exact: false });
    await expect(map).toBeVisible({ timeout: 20_000 });
    await expect(map.locator('canvas')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByRole('list', { name: 'Stops in order' }).getByRole('listitem')).toHaveCount(4);

    await page.getByRole('button', { name: 'Optimize Route' }).click();
    await expectToast(page, 'Route Optimized', /segments, [\d,.]+ mi in total\./);
    const optimised = page.getByRole('region', { name: 'Optimized route' });
    await expect(optimised).toContainText(/[\d,.]+ mi/);
    const order = await optimised.getByRole('list', { name: 'Optimized order' }).getByRole('listitem').allInnerTexts();
    expect(order).toHaveLength(4);
    expect(order[0]).toContain('Austin, TX');
    // Austin → San Antonio → Houston → Dallas (or the like) beats doubling back through Houston.
    await expect(optimised).toContainText(/saves [\d,.]+ mi/);
    await expect(optimised.getByRole('list', { name: 'Route segments' }).getByRole('listitem')).toHaveCount(3);

    // Cost Analysis for the same tour (the tabs share it), with its profit margin badge.
    await tabs.getByRole('tab', { name: 'Cost Analysis' }).click();
    const costs = page.getByRole('tabpanel', { name: 'Cost Analysis' });
    await expect(costs.getByLabel('Tour', { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
    await expect(costs.getByRole('heading', { name: 'NO ESTIMATES YET' })).toBeVisible();
    await costs.getByRole('button', { name: 'Calculate Costs' }).click();
    await expectToast(page, 'Cost Estimate Ready', /Total cost \$[\d,]+/);
    const latest = costs.getByRole('article', { name: 'Latest estimate' });
    await expect(latest).toBeVisible();
    await expect(
      latest.getByText(/^(Highly Profitable|Moderately Profitable|Consider Route Optimization)$/),
    ).toBeVisible();
    await expect(latest).toContainText(/Margin\s*−?[\d.]+%/);
    await expect(latest).toContainText(/Total cost\s*\$[\d,]+/);
  });

  test('a venue’s buyer is notified of a tour passing by and books from the notification', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const performer = await demoPerformer(request);
    const performerToken = await apiToken(request, DEMO.performer);

    // The performer expresses interest along their own tours (the seeded Heartland Spring Run
    // passes Houston, San Antonio and Dallas, where the seed gives buyers their venues).
    const notify = await request.post('/api/integration/routing/notify', {
      headers: authorised(performerToken),
      data: {
        performerId: performer.id,
        startDate: isoDay(0),
        endDate: isoDay(90),
        maxDetourMiles: 100,
        cities: [],
      },
    });
    expect(notify.status(), await notify.text()).toBe(200);
    const notified = (await notify.json()) as { data: { notifiedVenues: number; alreadyNotified: number } };
    expect(notified.data.notifiedVenues + notified.data.alreadyNotified).toBeGreaterThan(0);

    // Whichever demo buyer owns one of those venues.
    let buyer: { email: string; notification: VenueNotification } | null = null;
    for (const email of [DEMO.basicBuyer, DEMO.guestBuyer]) {
      const mine = (await activeNotifications(request, await apiToken(request, email))).filter(
        (notification) => notification.performerId === performer.id,
      );
      if (mine.length) {
        buyer = { email, notification: mine[0]! };
        break;
      }
    }
    expect(buyer, 'a demo buyer owns a venue along the performer’s tours').not.toBeNull();
    const { email, notification } = buyer!;

    await signInWithForm(page, email);
    await page.goto('/tour-routing');
    await page.getByRole('tablist', { name: 'Tour routing' }).getByRole('tab', { name: 'Notifications' }).click();
    const cards = page.getByRole('list', { name: 'Venue notifications' });
    const card = cards
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: notification.performerName }) })
      .filter({ hasText: `at ${notification.venueName}, ${notification.city}, ${notification.state}` })
      .filter({ hasText: notification.routeName })
      .first();
    await expect(card).toBeVisible();
    await expect(card.getByText('active', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Book Now' }).click();

    // The offer wizard, pre-filled with the performer, the show date and the venue.
    await expect(page).toHaveURL(/\/create-offer\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('performerId')).toBe(performer.id);
    expect(url.searchParams.get('eventDate')).toBe(notification.showDate.slice(0, 10));
    expect(url.searchParams.get('venueName')).toBe(notification.venueName);
    await expect(page.getByText(performer.stageName).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Event Details' })).toBeVisible();
    await expect(page.getByLabel('Event name')).toHaveValue(notification.routeName);
    await expect(page.getByLabel('Event date')).toHaveValue(notification.showDate.slice(0, 10));
    await page.getByLabel('Event time').fill('20:00');
    await nextButton(page).click();
    await expect(page.getByRole('heading', { name: 'Venue Info' })).toBeVisible();
    await expect(page.getByLabel('Venue name')).toHaveValue(notification.venueName);
    await expect(page.getByLabel('Venue city')).toHaveValue(notification.city);
    await expect(page.getByLabel('Venue state')).toHaveValue(notification.state);

    // The notification is booked now (a final state).
    const booked = await apiGet<{ notifications: VenueNotification[] }>(
      request,
      '/api/venue-notifications?status=booked',
      await apiToken(request, email),
    );
    expect(booked.notifications.map((item) => item.id)).toContain(notification.id);
  });
});
