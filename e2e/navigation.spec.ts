import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from '@playwright/test';
import { apiToken, DEMO, demoPerformer, signInWithToken, uniqueStamp } from './support/accounts';
import {
  createOfferByApi,
  expectToast,
  isoDay,
  nextButton,
  offerCard,
  toasts,
  waitForOffersList,
} from './support/offers';

/** SPEC 2.1: the routes that need a signed-in user. */
const SIGNED_IN_ROUTES = [
  '/browse',
  '/tour-routing',
  '/create-offer?performerId=x',
  '/offers',
  '/payment/success',
  '/profile',
  '/settings',
  '/dashboard',
  '/performer/x',
  '/offers/x',
];

test.describe('signed-out visitors', () => {
  for (const route of SIGNED_IN_ROUTES) {
    test(`are sent from ${route} to /signin, to come back after signing in`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(/\/signin\?returnTo=/);
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe(route);
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    });
  }

  test('see the not-found screen on an unknown route', async ({ page }) => {
    await page.goto(`/no-such-page-${Date.now()}`);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});

test('at phone width a signed-in buyer navigates through the slide-out panel', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInWithToken(page, await apiToken(request, DEMO.basicBuyer));
  await page.goto('/');

  const menuButton = page.getByRole('button', { name: 'Open menu' });
  const panel = page.getByRole('dialog', { name: 'Menu' });
  // The desktop links are not shown at this width; the panel is closed until asked for.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Browse Talent' })).toBeHidden();
  await expect(panel).toBeHidden();

  await menuButton.click();
  await expect(panel).toBeVisible();
  // It slides in from the right and ends flush with the right edge.
  await expect.poll(async () => panel.boundingBox().then((box) => box && Math.round(box.x + box.width))).toBe(375);
  for (const name of ['Browse Talent', 'Tour Routing', 'Pricing', 'For Performers', 'Profile', 'Settings', 'Dashboard'])
    await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(panel).toContainText('Signed in as Bill Basic');

  await panel.getByRole('link', { name: 'Browse Talent', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/browse$/);
  await expect(page.getByRole('heading', { name: 'Browse vetted talent', level: 1 })).toBeVisible();

  await menuButton.click();
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(menuButton).toBeFocused();
});

test('at phone width the main pages fit without sideways scrolling', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const performer = await demoPerformer(request);
  await signInWithToken(page, await apiToken(request, DEMO.basicBuyer));
  const pages: [string, RegExp][] = [
    ['/', /./],
    ['/browse', /performers? found$/],
    [`/performer/${performer.id}`, new RegExp(performer.stageName)],
    [`/create-offer?performerId=${performer.id}`, /^Event Details$/],
    ['/offers', /^MY OFFERS$/],
    ['/pricing', /^Pricing$/],
    ['/signup', /./],
  ];
  const overflowing: string[] = [];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 375) overflowing.push(`${path}: ${width}px`);
  }
  expect(overflowing).toEqual([]);
});

/** axe on the page as it is now: no serious or critical violations (the rule, the elements). */

test.describe('accessibility (axe)', () => {
  test('home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'home');
  });

  test('pricing page', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('group', { name: 'Billing period' })).toBeVisible();
    await expectNoSeriousViolations(page, 'pricing');
  });

  test('sign in page', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expectNoSeriousViolations(page, 'sign in with errors');
  });

  test('sign up page', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expectNoSeriousViolations(page, 'sign up with errors');
  });

  test('browse page', async ({ page, request }) => {
    await signInWithToken(page, await apiToken(request, DEMO.basicBuyer));
    await page.goto('/browse');
    await expect(page.getByRole('heading', { name: /performers? found$/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Performers' })).not.toHaveAttribute('aria-busy', 'true');
    await expectNoSeriousViolations(page, 'browse');
  });

  test('offer wizard, step by step, with field errors', async ({ page, request }) => {
    const performer = await demoPerformer(request);
    await signInWithToken(page, await apiToken(request, DEMO.basicBuyer));
    await page.goto(`/create-offer?performerId=${performer.id}`);
    await expect(page.getByRole('heading', { name: 'Event Details' })).toBeVisible();
    await expectNoSeriousViolations(page, 'wizard step 1');

    await nextButton(page).click();
    await expect(page.getByText('Enter the event name.')).toBeVisible();
    // The toast has its own test below; here the field errors alone.
    await toasts(page).getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toasts(page).getByText('Missing Information')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'wizard step 1 with field errors');

    await page.getByLabel('Event name').fill('Accessibility Night');
    await page.getByLabel('Event date').fill(isoDay(30));
    await page.getByLabel('Event time').fill('20:00');
    await nextButton(page).click();
    await expect(page.getByRole('heading', { name: 'Venue Info' })).toBeVisible();
    await expectNoSeriousViolations(page, 'wizard step 2');
    await page.getByLabel('Venue name').fill('The Velvet Room');
    await page.getByLabel('Venue address').fill('12 Main Street');
    await page.getByLabel('Venue city').fill('Austin');
    await page.getByLabel('Venue state').selectOption('TX');
    await nextButton(page).click();
    await expect(page.getByRole('heading', { name: 'Performance' })).toBeVisible();
    await page.getByRole('checkbox', { name: /Multi-night booking/ }).check();
    await expectNoSeriousViolations(page, 'wizard step 3');
    await page.getByRole('checkbox', { name: /Multi-night booking/ }).uncheck();
    await nextButton(page).click();
    await expect(page.getByRole('heading', { name: 'Review & Submit' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Fee calculation' })).toContainText('Total amount');
    await expectNoSeriousViolations(page, 'wizard step 4');
  });

  test('a toast on screen (the wizard’s Missing Information)', async ({ page, request }) => {
    const performer = await demoPerformer(request);
    await signInWithToken(page, await apiToken(request, DEMO.basicBuyer));
    await page.goto(`/create-offer?performerId=${performer.id}`);
    await nextButton(page).click();
    await expectToast(page, 'Missing Information');
    await expectNoSeriousViolations(page, 'wizard step 1 with the toast');
  });

  test('offers page', async ({ page, browser, request }) => {
    const performer = await demoPerformer(request);
    const buyerToken = await apiToken(request, DEMO.basicBuyer);
    const eventName = `Axe Night ${uniqueStamp()}`;
    await createOfferByApi(request, buyerToken, { performerId: performer.id, eventName, dollars: 500 });

    await signInWithToken(page, buyerToken);
    await page.goto('/offers');
    await waitForOffersList(page, 'MY OFFERS');
    await expect(offerCard(page, eventName)).toBeVisible();
    await expectNoSeriousViolations(page, 'offers (buyer)');

    const performerContext = await browser.newContext();
    try {
      const performerPage = await performerContext.newPage();
      await signInWithToken(performerPage, await apiToken(request, DEMO.performer));
      await performerPage.goto('/offers');
      await waitForOffersList(performerPage, 'INCOMING OFFERS');
      await expect(offerCard(performerPage, eventName)).toBeVisible();
      await expectNoSeriousViolations(performerPage, 'offers (performer)');
      await offerCard(performerPage, eventName).getByRole('button', { name: 'Counter' }).click();
      await expect(performerPage.getByRole('dialog', { name: 'Make a Counter-offer' })).toBeVisible();
      await expectNoSeriousViolations(performerPage, 'offers (performer, counter dialog)');
    } finally {
      await performerContext.close();
    }
  });
});
