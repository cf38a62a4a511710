import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { expect, test, type Page } from '@playwright/test';
import { EMBED_SNIPPET, fillEmbedSnippet } from '../widgets/src/embed/snippet';
import { E2E_PORT } from './support/admin';
import { confirmEmailFromMail } from './support/emailVerification';
import { isoDay, nextButton, payOnLocalCheckout } from './support/offers';
import { marketplaceRequest, onePageSite, ROOT, startMarketplace, tenantToken } from './support/marketplace';
import {
  BROWSE_ONLY_CEILING,
  browseOnlySnippet,
  EMBED_BUDGETS,
  KB,
  recordScriptTransfers,
  totalBytes,
} from './support/embedBytes';

/**
 * The README's snippet, verbatim with the marketplace and the key filled in, on a bare page that a
 * tiny static server on another origin serves and nothing else: everything else comes from the
 * marketplace the run started exactly as `pnpm start` starts it. A new buyer browses, signs up in
 * the wizard, makes an offer that waits for the agency's approval, and pays once it is accepted.
 */
const API_BASE = `http://127.0.0.1:${E2E_PORT}`;
const AGENCY_HOST = `demo-agency.localhost:${E2E_PORT}`;
const AGENCY_KEY = 'pk_live_m2R6R2fecITAD9VtJJTOeJWp';
const SITE_PORT = 4310;
const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`;

const README = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');

const pageWith = (marketplace: string, snippet = fillEmbedSnippet(marketplace, AGENCY_KEY)) =>
  `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>An agency</title></head>\n<body>\n${snippet}\n</body>\n</html>\n`;

/** Every hl-* event the page hears, recorded without adding anything to the page itself. */
/** How long a browser may answer from its cache: `max-age` plus `stale-while-revalidate`, in ms. */
function httpCacheLifetimeMs(cacheControl: string | undefined): number {
  const seconds = (directive: string) => Number(new RegExp(`${directive}=(\\d+)`).exec(cacheControl ?? '')?.[1] ?? 0);
  return (seconds('max-age') + seconds('stale-while-revalidate')) * 1000;
}

/** The first card's "Make offer" link inside `<hl-browse>`: the widget has painted real cards. */
const firstMakeOfferLink = (page: Page) =>
  page
    .locator('hl-browse')
    .getByRole('link', { name: /make offer/i })
    .first();

async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const seen: { type: string; detail: unknown }[] = [];
    (window as unknown as { __hlEvents: typeof seen }).__hlEvents = seen;
    const names = ['ready', 'signed-in', 'offer-created', 'offer-accepted', 'payment-started'];
    for (const name of [...names, 'payment-completed', 'error', 'navigate'])
      document.addEventListener(`hl-${name}`, (event) =>
        seen.push({ type: event.type, detail: (event as CustomEvent).detail }),
      );
  });
  return async (type: string) =>
    (
      await page.evaluate(() => (window as unknown as { __hlEvents: { type: string; detail: any }[] }).__hlEvents)
    ).filter((event) => event.type === type);
}

let adminToken: string;

test.beforeAll(async () => {
  expect(README).toContain(EMBED_SNIPPET);
  adminToken = await tenantToken(API_BASE, AGENCY_HOST, 'admin@demo-agency.test');
  // The agency allows its new site, as its admin does in the console.
  const allowed = await marketplaceRequest(API_BASE, 'POST', '/api/admin/embeds/origins', {
    host: AGENCY_HOST,
    token: adminToken,
    body: { origin: SITE_ORIGIN },
  });
  expect(allowed.status).toBe(200);
});

test('the README snippet on a bare page of another origin books and pays end to end', async ({ page }) => {
  test.setTimeout(120_000);
  const site = await onePageSite(pageWith(API_BASE), SITE_PORT);
  try {
    const events = await recordEvents(page);
    await page.goto(site.url);

    const browse = page.locator('hl-browse');
    const wizard = page.locator('hl-offer-wizard');
    const list = page.locator('hl-offers-list');
    await expect(browse.getByRole('link', { name: /make offer/i }).first()).toBeVisible();
    await expect
      .poll(async () => (await events('hl-ready')).map((event) => event.detail.widget).sort())
      .toEqual(['browse', 'offer-wizard', 'offers-list']);

    // The buyer looks for the agency's performer; Make Offer fills the wizard on the same page.
    const performer = await tenantToken(API_BASE, AGENCY_HOST, 'performer@demo-agency.test');
    const { performerId } = (
      await marketplaceRequest(API_BASE, 'GET', '/api/auth/me', { host: AGENCY_HOST, token: performer })
    ).body;
    const { stageName } = (
      await marketplaceRequest(API_BASE, 'GET', `/api/performers/${performerId}`, { host: AGENCY_HOST })
    ).body;
    await browse.getByLabel('Search').fill(stageName);
    await expect(browse.getByRole('heading', { name: stageName })).toBeVisible();
    await browse
      .getByRole('link', { name: /make offer/i })
      .first()
      .click();
    await expect(wizard).toHaveAttribute('performer-id', performerId);
    await wizard.getByRole('button', { name: 'Create Account' }).click();
    const email = `embed.${Date.now().toString(36)}@example.test`;
    await wizard.getByLabel('First name').fill('Ada');
    await wizard.getByLabel('Last name').fill('Agencyfan');
    await wizard.getByLabel('Email').fill(email);
    await wizard.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await wizard.getByRole('button', { name: 'Create Account', exact: true }).first().click();
    await expect.poll(async () => (await events('hl-signed-in')).length).toBe(1);
    // Paying needs a confirmed address: the buyer opens the e-mailed link (to the agency's own site).
    await confirmEmailFromMail(page, API_BASE, email, AGENCY_HOST);
    // The offers list on the page shares the session.
    await expect(list.getByRole('heading', { name: 'MY OFFERS' })).toBeVisible();

    const eventName = `Snippet Night ${Date.now().toString(36)}`;
    await expect(wizard.getByText(stageName).first()).toBeVisible();
    await wizard.getByLabel('Event name').fill(eventName);
    await wizard.getByLabel('Event date').fill(isoDay(45));
    await wizard.getByLabel('Event time').fill('20:00');
    await nextButton(wizard).click();
    await wizard.getByLabel('Venue name').fill('The Snippet Room');
    await wizard.getByLabel('Venue address').fill('12 Main Street');
    await wizard.getByLabel('Venue city').fill('Austin');
    await wizard.getByLabel('Venue state').selectOption('TX');
    await nextButton(wizard).click();
    await wizard.getByLabel('Offer amount (USD per night)').fill('800');
    await nextButton(wizard).click();
    await wizard.getByRole('button', { name: 'Submit Offer' }).click();

    // A widget sign-up gets the agency's free plan, whose offers wait for the agency's approval.
    await expect.poll(async () => (await events('hl-offer-created'))[0]?.detail.requiresApproval).toBe(true);
    await expect(list.getByRole('article', { name: eventName })).toBeVisible();

    const pending = await marketplaceRequest(API_BASE, 'GET', '/api/admin/offers/pending', {
      host: AGENCY_HOST,
      token: adminToken,
    });
    const offer = pending.body.offers.find((candidate: { eventName: string }) => candidate.eventName === eventName);
    expect(offer, 'the offer waits in the agency’s approval queue').toBeTruthy();
    const approved = await marketplaceRequest(API_BASE, 'PUT', `/api/admin/offers/${offer.id}/approve`, {
      host: AGENCY_HOST,
      token: adminToken,
      body: {},
    });
    expect(approved.status).toBe(200);
    const accepted = await marketplaceRequest(API_BASE, 'PUT', `/api/offers/${offer.id}/respond`, {
      host: AGENCY_HOST,
      token: performer,
      body: { action: 'accept' },
    });
    expect(accepted.status).toBe(200);

    await page.reload();
    // The snippet opens the list on its Pending tab; the accepted offer is under Accepted.
    await list.getByRole('tab', { name: /^Accepted/ }).click();
    const card = list.getByRole('article', { name: eventName });
    await card.getByRole('button', { name: 'Pay now' }).click();
    // The marketplace's checkout page, on the host the session was first opened on (the API's or the agency's).
    await page.waitForURL(new RegExp(`^(${API_BASE}|http://${AGENCY_HOST})/checkout/lcs_`));
    await payOnLocalCheckout(page);

    await page.waitForURL(site.url);
    await expect.poll(async () => (await events('hl-payment-completed'))[0]?.detail.offerId).toBe(offer.id);
    await list.getByRole('tab', { name: /^Accepted/ }).click();
    await expect(list.getByRole('article', { name: eventName }).getByText('Paid · In Escrow')).toBeVisible();
  } finally {
    await site.close();
  }
});

test('a buyer who forgot the password asks for a link inside the widget and signs in there with the new one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `forgot.${Date.now().toString(36)}@example.test`;
  const created = await marketplaceRequest(API_BASE, 'POST', '/api/auth/signup', {
    host: AGENCY_HOST,
    body: { email, password: 'the old password', firstName: 'Fay', lastName: 'Forgetful', role: 'BUYER' },
  });
  expect(created.status).toBe(201);
  const site = await onePageSite(pageWith(API_BASE), SITE_PORT);
  try {
    const events = await recordEvents(page);
    await page.goto(site.url);
    const wizard = page.locator('hl-offer-wizard');
    await firstMakeOfferLink(page).click();
    await wizard.getByRole('button', { name: 'Forgot password?' }).click();
    await wizard.getByLabel('Email').fill(email);
    await wizard.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(wizard.getByRole('status')).toContainText('If an account exists for that address');
    expect(page.url()).toBe(site.url); // the embedding page stays

    // The link goes to the agency's own site, where it works.
    let link: string | undefined;
    await expect(async () => {
      const mailbox = await marketplaceRequest<{ messages: { to: string; text: string; kind: string | null }[] }>(
        API_BASE,
        'GET',
        '/api/dev/mailbox?format=json',
        { host: AGENCY_HOST },
      );
      const mail = mailbox.body.messages.find((message) => message.to === email && message.kind === 'password_reset');
      link = /http:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0];
      expect(link).toBeDefined();
    }).toPass({ timeout: 10_000 });
    expect(new URL(link!).host).toBe(AGENCY_HOST);
    const tab = await page.context().newPage();
    await tab.goto(link!);
    await tab.getByLabel('New password', { exact: true }).fill('the new password');
    await tab.getByLabel('Confirm new password').fill('the new password');
    await tab.getByRole('button', { name: 'Reset Password' }).click();
    await expect(tab).toHaveURL(/\/signin$/);
    await tab.close();

    await wizard.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await wizard.getByLabel('Email').fill(email);
    await wizard.getByLabel('Password', { exact: true }).fill('the new password');
    await wizard.getByRole('button', { name: 'Sign In', exact: true }).first().click();
    await expect.poll(async () => (await events('hl-signed-in')).length).toBe(1);
  } finally {
    await site.close();
  }
});

test('the loader asks for the tenant and the first page of performers while the runtime downloads', async ({
  page,
}) => {
  const site = await onePageSite(pageWith(API_BASE), SITE_PORT);
  try {
    const events = await recordEvents(page);
    const apiCalls: string[] = [];
    let performersAsked!: () => void;
    const asked = new Promise<void>((resolve) => (performersAsked = resolve));
    page.on('request', (request) => {
      if (!request.url().startsWith(`${API_BASE}/api/`) || request.method() !== 'GET') return;
      apiCalls.push(request.url());
      if (new URL(request.url()).pathname === '/api/performers') performersAsked();
    });
    // Three kinds of element: the loader takes the all-in-one script, which carries the runtime. It is
    // held back until the performers request starts (at most 10 s): on loopback it would otherwise
    // often arrive first, and a loader that waited for React would never ask.
    let runtimeHeld = 0;
    let askedWhileHeld = false;
    await page.route(/\/embed\/chunks\/headliner-widgets-[\w-]+\.js$/, async (route) => {
      runtimeHeld++;
      askedWhileHeld = await Promise.race([asked.then(() => true), delay(10_000).then(() => false)]);
      await route.continue();
    });
    await page.goto(site.url);
    await expect(firstMakeOfferLink(page)).toBeVisible();
    await expect.poll(async () => (await events('hl-ready')).length).toBeGreaterThan(0);
    // One request each for the page's three elements: they took the loader's answers instead of asking again.
    const paths = apiCalls.map((url) => new URL(url).pathname);
    expect(paths.filter((path) => path === '/api/tenant')).toHaveLength(1);
    expect(paths.filter((path) => path === '/api/performers')).toHaveLength(1);
    expect(runtimeHeld, 'the script with the runtime').toBe(1);
    // Started while the runtime was still on its way: it did not wait for React, nor for the tenant's answer.
    expect(askedWhileHeld).toBe(true);
  } finally {
    await site.close();
  }
});

test('the scripts a page transfers stay within the embed budgets (brotli, as Chromium receives them)', async ({
  browser,
}) => {
  const pages = {
    all: pageWith(API_BASE),
    browse: pageWith(API_BASE, browseOnlySnippet(fillEmbedSnippet(API_BASE, AGENCY_KEY))),
  };
  const transferred: Record<string, number> = {};
  for (const [name, html] of Object.entries(pages)) {
    const site = await onePageSite(html, SITE_PORT);
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const transfers = recordScriptTransfers(page);
      await page.goto(site.url);
      await expect(firstMakeOfferLink(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      const scripts = await transfers();
      expect(scripts.map((script) => script.url).filter((url) => !url.startsWith(API_BASE))).toEqual([]);
      transferred[name] = totalBytes(scripts);
    } finally {
      await context.close();
      await site.close();
    }
  }
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  expect(transferred.all, `all three elements: ${kb(transferred.all!)}`).toBeLessThanOrEqual(EMBED_BUDGETS.allBrotli);
  expect(transferred.browse, `browse alone: ${kb(transferred.browse!)}`).toBeLessThanOrEqual(BROWSE_ONLY_CEILING);
});

test('widgets added, removed, re-added, doubled and re-configured after the page loaded all work', async ({ page }) => {
  const bare = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SPA</title>
<script src="${API_BASE}/embed/headliner-loader.js" async></script></head><body><main id="app"></main></body></html>`;
  const site = await onePageSite(bare, SITE_PORT);
  try {
    const events = await recordEvents(page);
    await page.goto(site.url);
    // A single-page app renders two browse elements some time after the page loaded.
    await page.evaluate(
      ({ key, api }) => {
        const app = document.getElementById('app')!;
        for (const id of ['first', 'second']) {
          const element = document.createElement('hl-browse');
          element.id = id;
          element.setAttribute('tenant-key', key);
          element.setAttribute('api-base', api);
          element.setAttribute('page-size', '2');
          app.append(element);
        }
      },
      { key: AGENCY_KEY, api: API_BASE },
    );
    const first = page.locator('#first');
    const second = page.locator('#second');
    await expect(first.getByRole('link', { name: /make offer/i })).toHaveCount(2);
    await expect(second.getByRole('link', { name: /make offer/i })).toHaveCount(2);
    await expect.poll(async () => (await events('hl-ready')).length).toBe(2);

    // An attribute changed after mount re-renders the element.
    await page.evaluate(() => document.getElementById('first')!.setAttribute('page-size', '3'));
    await expect(first.getByRole('link', { name: /make offer/i })).toHaveCount(3);
    // A wrong value is shown in the element and reported, never an empty box.
    await page.evaluate(() => document.getElementById('second')!.setAttribute('page-size', 'lots'));
    await expect(second.getByRole('alert')).toContainText('page-size must be a whole number from 1 to 100');
    await expect
      .poll(async () => (await events('hl-error')).map((event) => event.detail.code))
      .toContain('invalid_attribute');

    // Removed and put back, it renders again.
    await page.evaluate(() => {
      const element = document.getElementById('first')!;
      element.remove();
      document.getElementById('app')!.prepend(element);
    });
    await expect(first.getByRole('link', { name: /make offer/i })).toHaveCount(3);

    // Another kind of element added later loads its own code (the loader keeps watching).
    await page.evaluate(
      ({ key, api }) => {
        const list = document.createElement('hl-offers-list');
        list.setAttribute('tenant-key', key);
        list.setAttribute('api-base', api);
        document.getElementById('app')!.append(list);
      },
      { key: AGENCY_KEY, api: API_BASE },
    );
    await expect(
      page.locator('hl-offers-list').getByRole('heading', { name: /sign in to see your offers/i }),
    ).toBeVisible();
    await expect
      .poll(async () => (await events('hl-ready')).map((event) => event.detail.widget))
      .toContain('offers-list');
  } finally {
    await site.close();
  }
});

test('a chunk that cannot be downloaded leaves a message in the element and an hl-error', async ({ page }) => {
  const site = await onePageSite(pageWith(API_BASE), SITE_PORT);
  try {
    const events = await recordEvents(page);
    await page.route('**/embed/chunks/**', (route) => route.abort('connectionrefused'));
    await page.goto(site.url);
    await expect(page.locator('hl-browse').getByRole('alert')).toContainText('The booking widget could not load');
    await expect
      .poll(async () => (await events('hl-error')).map((event) => event.detail.code))
      .toContain('chunk_load_failed');
  } finally {
    await site.close();
  }
});

test('with the marketplace stopped, the page’s widgets say so and send hl-error', async ({ page }) => {
  test.setTimeout(180_000);
  const marketplace = await startMarketplace({
    port: 3191,
    pgPort: 54391,
    dataDir: path.join(ROOT, '.test-data', 'e2e-stopped'),
  });
  const site = await onePageSite(pageWith(marketplace.apiBase), SITE_PORT);
  try {
    const token = await tenantToken(marketplace.apiBase, 'demo-agency.localhost:3191', 'admin@demo-agency.test');
    await marketplaceRequest(marketplace.apiBase, 'POST', '/api/admin/embeds/origins', {
      host: 'demo-agency.localhost:3191',
      token,
      body: { origin: SITE_ORIGIN },
    });
    const events = await recordEvents(page);
    const tenantAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/tenant');
    await page.goto(site.url);
    await expect(firstMakeOfferLink(page)).toBeVisible();
    const reusableForMs = httpCacheLifetimeMs((await tenantAnswer).headers()['cache-control']);

    await marketplace.stop();
    // The widgets' files are in the browser's cache (a year, or minutes for the loader); the API's
    // public answers may be reused for seconds more, so the visitor comes back once those are spent.
    await page.waitForTimeout(reusableForMs + 1_000);
    await page.goto(site.url);
    await expect(page.locator('hl-browse').getByRole('alert')).toContainText('could not reach the booking service');
    await expect
      .poll(async () => (await events('hl-error')).filter((event) => event.detail.code === 'api_unreachable').length)
      .toBeGreaterThanOrEqual(3);
  } finally {
    await site.close();
    await marketplace.stop();
  }
});
