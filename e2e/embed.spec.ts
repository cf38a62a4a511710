import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
// @ts-expect-error -- a plain ES module without types (demo/serve.mjs)
import { startDemoSites } from '../demo/serve.mjs';

/**
 * The widgets embedded on the demo agency's own sites, on other origins than the marketplace:
 * the plain page with script tags (4100) and the React host using federation (4200).
 */
const API_PORT = Number(process.env.E2E_PORT ?? 3100);
const API_BASE = `http://127.0.0.1:${API_PORT}`;
const SITE = 'http://127.0.0.1:4100/';
const FEDERATED_HOST = 'http://127.0.0.1:4200/';
const NOT_ALLOWED_SITE = 'http://not-allowed.localhost:4100/';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** laugh-factory-blue, demo-agency's theme: its primary colour as the browser reports it. */
const AGENCY_PRIMARY = 'rgb(11, 92, 213)';

let sites: { close(): Promise<void> } | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The agency's React host is built against the remote the marketplace under test serves.
  const hostDist = path.join(ROOT, '.test-data', `federated-host-${API_PORT}`);
  execFileSync(process.execPath, [path.join(ROOT, 'demo', 'build.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DEMO_REMOTE_ENTRY: `${API_BASE}/federation/remoteEntry.js`, DEMO_HOST_OUT_DIR: hostDist },
  });
  sites = await startDemoSites({ apiBase: API_BASE, hostDist });
});
test.afterAll(async () => {
  await sites?.close();
});

async function agencyPerformerNames(): Promise<string[]> {
  const response = await fetch(`${API_BASE}/api/performers?limit=100`, {
    headers: { 'X-Tenant-Key': 'pk_live_m2R6R2fecITAD9VtJJTOeJWp', Origin: SITE.slice(0, -1) },
  });
  const body = (await response.json()) as { performers: { stageName: string }[] };
  return body.performers.map((performer) => performer.stageName);
}

async function signIn(scope: Locator) {
  await scope.getByLabel('Email').fill('buyer@demo-agency.test');
  await scope.getByLabel('Password', { exact: true }).fill('demo-password');
  await scope.getByRole('button', { name: 'Sign In', exact: true }).click();
}

const eventLog = (page: Page) => page.locator('#event-log');

/** Counts React DOM copies: each one registers its renderer with the devtools hook once. */
async function countReactCopies(page: Page) {
  await page.addInitScript(() => {
    const renderers = new Map<number, { version?: string }>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject: (renderer: { version?: string }) => {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  return () =>
    page.evaluate(() =>
      [
        ...(
          window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version?: string }> } }
        ).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.values(),
      ].map((renderer) => renderer.version),
    );
}

test.describe('the agency page with script tags', () => {
  test('browse shows the agency’s performers in the agency’s theme', async ({ page }) => {
    await page.goto(SITE);
    const browse = page.locator('hl-browse');
    const names = await agencyPerformerNames();
    await expect(browse.getByRole('heading', { name: names[0] })).toBeVisible();
    const primary = await browse
      .getByRole('link', { name: /make offer/i })
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(primary).toBe(AGENCY_PRIMARY);
    await expect(eventLog(page).locator('[data-event="hl-ready"]', { hasText: '"widget":"browse"' })).toHaveCount(1);
  });

  test('the page’s CSS does not reach into the widgets, and theirs does not leak out', async ({ page }) => {
    await page.goto(SITE);
    const list = page.locator('hl-offers-list');
    const widgetButton = list.getByRole('button', { name: 'Sign In', exact: true });
    await expect(widgetButton).toBeVisible();
    const inside = await widgetButton.evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, font: style.fontFamily };
    });
    expect(inside.background).toBe(AGENCY_PRIMARY);
    expect(inside.font).not.toMatch(/Comic/);
    const heading = list.getByRole('heading', { level: 2 });
    expect(await heading.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(255, 0, 0)');

    const outside = await page.locator('button.page-button').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(outside).toBe('rgb(255, 0, 0)');
    expect(
      await page
        .locator('body > main h2')
        .first()
        .evaluate((el) => getComputedStyle(el).color),
    ).toBe('rgb(255, 0, 0)');
    // The widgets' styles live in their shadow roots, none in the page's document.
    expect(await page.evaluate(() => document.querySelectorAll('style[data-styled]').length)).toBe(0);
    const variables = await list.evaluate((el) => getComputedStyle(el).getPropertyValue('--hl-color-primary').trim());
    expect(variables).toBe('#0b5cd5');
  });

  test('a buyer signs in inside the widget; the widgets share one React and one session; the page hears the events', async ({
    page,
  }) => {
    const reactCopies = await countReactCopies(page);
    await page.goto(SITE);
    const list = page.locator('hl-offers-list');
    await signIn(list);
    await expect(list.getByRole('heading', { name: 'MY OFFERS' })).toBeVisible();
    await expect(eventLog(page).locator('[data-event="hl-signed-in"]')).toContainText('buyer@demo-agency.test');
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('headliner:')));
    expect(stored).toHaveLength(1);
    expect(await page.context().cookies()).toEqual([]);
    expect(await reactCopies()).toHaveLength(1);
    await page.reload();
    await expect(page.locator('hl-offers-list').getByRole('heading', { name: 'MY OFFERS' })).toBeVisible();
  });

  test('a buyer completes an offer inside the embedded wizard', async ({ page }) => {
    await page.goto(SITE);
    const browse = page.locator('hl-browse');
    await browse
      .getByRole('link', { name: /make offer/i })
      .first()
      .click();
    const wizard = page.locator('hl-offer-wizard');
    await expect(wizard).toBeVisible();
    await signIn(wizard);
    await expect(eventLog(page).locator('[data-event="hl-signed-in"]')).toHaveCount(1);

    const eventDate = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    await wizard.getByLabel(/event name/i).fill('Embedded Friday Late Show');
    await wizard.getByLabel(/event date/i).fill(eventDate);
    await wizard.getByLabel(/event time/i).fill('20:30');
    await wizard.getByRole('button', { name: /next/i }).click();
    await wizard.getByLabel(/venue name/i).fill('The Laugh Loft');
    await wizard.getByLabel(/venue address/i).fill('12 Main St');
    await wizard.getByLabel(/venue city|^city/i).fill('Austin');
    await wizard.getByLabel(/venue state|^state/i).selectOption('TX');
    await wizard.getByRole('button', { name: /next/i }).click();
    await wizard.getByLabel(/offer amount/i).fill('1000');
    await wizard.getByRole('button', { name: /next/i }).click();
    await wizard.getByRole('button', { name: /submit/i }).click();

    await expect(eventLog(page).locator('[data-event="hl-offer-created"]')).toHaveCount(1);
    // The list on the same page reloads at once (no waiting for its 30-second refresh).
    await expect(page.locator('hl-offers-list').getByText('Embedded Friday Late Show')).toBeVisible();
  });
});

test.describe('paying from the agency page', () => {
  const AGENCY_ORIGIN = SITE.slice(0, -1);
  /** What a widget on the agency page sends: the publishable key and the page's Origin. */
  const widgetRequest = async (method: string, path: string, token?: string, body?: unknown) => {
    const response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: {
        'X-Tenant-Key': 'pk_live_m2R6R2fecITAD9VtJJTOeJWp',
        Origin: AGENCY_ORIGIN,
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return response.json() as Promise<Record<string, any>>;
  };

  /** An offer of the agency's buyer that the agency's performer has accepted. */
  /** Each accepted offer on its own day: a performer cannot be booked twice at one time. */
  let acceptedOffers = 0;
  async function acceptedOffer(eventName: string) {
    const signIn = (email: string) =>
      widgetRequest('POST', '/api/auth/signin', undefined, { email, password: 'demo-password' });
    const buyer = (await signIn('buyer@demo-agency.test')).token as string;
    const performer = (await signIn('performer@demo-agency.test')).token as string;
    const performerId = (await widgetRequest('GET', '/api/auth/me', performer)).performerId as string;
    const eventDate = new Date(Date.now() + (50 + acceptedOffers++) * 86_400_000).toISOString().slice(0, 10);
    const { offerId } = await widgetRequest('POST', '/api/offers/create', buyer, {
      performerId,
      eventName,
      eventDate,
      eventTime: '20:00',
      venueName: 'The Blue Room',
      venueAddress: '1 Harbour St',
      venueCity: 'Boston',
      venueState: 'MA',
      offerAmount: 90_000,
    });
    await widgetRequest('PUT', `/api/offers/${offerId}/respond`, performer, { action: 'accept' });
    return offerId as string;
  }

  test('a buyer pays on the checkout and comes back to the agency page, where the payment is confirmed', async ({
    page,
  }) => {
    const eventName = `Harbour Comedy ${Date.now().toString(36)}`;
    await acceptedOffer(eventName);
    await page.goto(`${SITE}?section=booking`);
    const list = page.locator('hl-offers-list');
    await signIn(list);
    const card = list.getByRole('article', { name: eventName });
    await card.getByRole('button', { name: 'Pay now' }).click();

    // The checkout is the site's own /checkout page (on the API's host here), in the agency's name and colours.
    await page.waitForURL(new RegExp(`^${API_BASE}/checkout/lcs_`));
    await expect(page.getByRole('contentinfo')).toContainText('Laugh Lines Agency');
    await expect(page.getByRole('row', { name: /^Total \$/ })).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();

    // Back on the page the buyer started on; the widget confirms and the address is clean again.
    await page.waitForURL(new RegExp(`^${SITE}\\?section=booking`));
    await expect(list.getByText('Payment Successful')).toBeVisible();
    await expect(eventLog(page).locator('[data-event="hl-payment-completed"]')).toContainText('"totalPaidAmount"');
    await expect(page).toHaveURL(`${SITE}?section=booking`);
    await expect(list.getByRole('article', { name: eventName }).getByText('Paid · In Escrow')).toBeVisible();
  });

  test('cancelling on the checkout comes back to the agency page with nothing charged', async ({ page }) => {
    const eventName = `Harbour Late ${Date.now().toString(36)}`;
    await acceptedOffer(eventName);
    await page.goto(SITE);
    const list = page.locator('hl-offers-list');
    await signIn(list);
    await list.getByRole('article', { name: eventName }).getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(new RegExp(`^${API_BASE}/checkout/`));
    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await expect(page.locator('hl-offers-list').getByText('Payment Cancelled')).toBeVisible();
    await expect(page).toHaveURL(SITE);
    await expect(
      page.locator('hl-offers-list').getByRole('article', { name: eventName }).getByRole('button', { name: 'Pay now' }),
    ).toBeVisible();
  });
});

test('a page on an origin the agency does not allow is refused with a clear message', async ({ page }) => {
  await page.goto(NOT_ALLOWED_SITE);
  const list = page.locator('hl-offers-list');
  await expect(list.getByRole('alert')).toContainText('This booking widget could not load');
  await expect(list.getByRole('alert')).toContainText(
    'http://not-allowed.localhost:4100 is not an allowed origin for Laugh Lines Agency',
  );
  await expect(eventLog(page).locator('[data-event="hl-error"]').first()).toContainText('"code":"origin_not_allowed"');
  const direct = await fetch(`${API_BASE}/api/tenant`, {
    headers: { 'X-Tenant-Key': 'pk_live_m2R6R2fecITAD9VtJJTOeJWp', Origin: 'http://not-allowed.localhost:4100' },
  });
  expect(direct.status).toBe(403);
});

test('the federated React host renders all three widgets with its single React', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const reactCopies = await countReactCopies(page);
  await page.goto(FEDERATED_HOST);
  await expect(page.getByRole('heading', { name: 'Laugh Lines Agency (React site)' })).toBeVisible();
  const names = await agencyPerformerNames();
  await expect(page.getByRole('heading', { name: names[0] })).toBeVisible();
  await page
    .getByRole('link', { name: /make offer/i })
    .first()
    .click();
  await expect(
    page.locator('[data-hl-widget="offer-wizard"]').getByRole('heading', { name: /sign in to make an offer/i }),
  ).toBeVisible();
  await expect(
    page.locator('[data-hl-widget="offers-list"]').getByRole('heading', { name: /sign in to see your offers/i }),
  ).toBeVisible();
  await expect(page.locator('[data-hl-widget="browse"] [data-hl-theme="laugh-factory-blue"]')).toHaveCount(1);
  // One React DOM registered on the page: the host's, which the remote's widgets share.
  expect(await reactCopies()).toEqual([
    await page.evaluate(() => (window as { __HL_HOST_REACT_VERSION__?: string }).__HL_HOST_REACT_VERSION__),
  ]);
  expect(errors).toEqual([]);
});
