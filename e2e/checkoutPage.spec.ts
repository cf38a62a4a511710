import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, uniqueStamp } from './support/accounts';
import { ownSlot } from './support/offers';

/**
 * The local gateway's checkout page as a buyer sees it: on the site's own /checkout path, in the
 * tenant's theme, with its own strict policy (no script) that still lets the card form post and
 * send the buyer back, also to an agency's page on another origin. Screenshots of the flagship's
 * and the demo agency's page are kept as test artifacts.
 */

const CHECKOUT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
/** The demo agency's publishable key and an origin allowed to embed its widgets (tenant-api/src/db/seed/embed.ts). */
const AGENCY_KEY = 'pk_live_m2R6R2fecITAD9VtJJTOeJWp';
const AGENCY_SITE = 'http://127.0.0.1:4100';

type Headers = Record<string, string>;

async function call(request: APIRequestContext, method: 'post' | 'put', path: string, headers: Headers, data: unknown) {
  const response = await request[method](path, { headers, data });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBeTruthy();
  return response.json();
}

/** An offer the performer has accepted, and the buyer's checkout link for it. */
async function acceptedCheckout(
  request: APIRequestContext,
  people: { buyer: string; performer: string },
  via: Headers,
  returnUrl?: string,
): Promise<string> {
  const signIn = async (email: string) =>
    `Bearer ${(await call(request, 'post', '/api/auth/signin', via, { email, password: DEMO_PASSWORD })).token}`;
  const buyer = { ...via, Authorization: await signIn(people.buyer) };
  const performer = { ...via, Authorization: await signIn(people.performer) };
  const me = await (await request.get('/api/auth/me', { headers: performer })).json();
  const created = await call(request, 'post', '/api/offers/create', buyer, {
    performerId: me.performerId,
    eventName: `Checkout night ${uniqueStamp()}`,
    ...ownSlot(),
    venueName: 'The Corner Stage',
    venueAddress: '5 Elm Street',
    venueCity: 'Denver',
    venueState: 'CO',
    offerAmount: 95_000,
  });
  await call(request, 'put', `/api/offers/${created.offerId}/respond`, performer, { action: 'accept' });
  const checkout = await call(request, 'post', `/api/offers/${created.offerId}/checkout`, buyer, { returnUrl });
  return checkout.paymentUrl as string;
}

/** Opens the page, checks what every checkout page must be, and keeps a screenshot. */
async function openCheckout(page: Page, paymentUrl: string, screenshot: string, csp: string): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  expect(new URL(paymentUrl).pathname).toMatch(/^\/checkout\/lcs_[0-9a-f]{24}$/);
  const response = await page.goto(paymentUrl);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toBe(csp);
  await expect(page.getByRole('row', { name: /^Performance fee \$950\.00$/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Service fee \$/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Total \$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(screenshot), fullPage: true });
  await test.info().attach(screenshot, { path: test.info().outputPath(screenshot), contentType: 'image/png' });
  return violations;
}

async function fillTestCard(page: Page): Promise<void> {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
}

test.describe('the local checkout page', () => {
  test('the flagship’s page: its theme, the amounts, and paying returns to the payment page', async ({
    page,
    request,
  }) => {
    const paymentUrl = await acceptedCheckout(request, { buyer: DEMO.basicBuyer, performer: DEMO.performer }, {});
    const violations = await openCheckout(page, paymentUrl, 'checkout-flagship.png', CHECKOUT_CSP);
    await expect(page.getByRole('banner')).toContainText('Headliner');
    const primary = await page
      .getByRole('button', { name: /^Pay \$/ })
      .evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(primary).not.toBe('rgba(0, 0, 0, 0)');
    await fillTestCard(page);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(/\/payment\/success\?session_id=lcs_[0-9a-f]{24}$/);
    expect(violations).toEqual([]);
  });

  test('the demo agency’s page: its theme and name, and paying returns to the agency’s own page', async ({
    page,
    request,
  }) => {
    const widget = { 'X-Tenant-Key': AGENCY_KEY, Origin: AGENCY_SITE };
    const people = { buyer: 'buyer@demo-agency.test', performer: 'performer@demo-agency.test' };
    const paymentUrl = await acceptedCheckout(request, people, widget, `${AGENCY_SITE}/book`);
    // The agency's page is the one other origin the form's redirect may go to.
    const csp = CHECKOUT_CSP.replace("form-action 'self'", `form-action 'self' ${AGENCY_SITE}`);
    const violations = await openCheckout(page, paymentUrl, 'checkout-demo-agency.png', csp);
    await expect(page.getByRole('contentinfo')).toContainText('Laugh Lines Agency');
    // The post, and the redirect after it on to the agency's page, pass the policy.
    await fillTestCard(page);
    const back = page.waitForRequest((sent) => sent.url().startsWith(`${AGENCY_SITE}/book?hl_checkout=lcs_`));
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await back;
    expect(violations).toEqual([]);
  });

  test('a link that names no checkout shows the site’s own page, in its theme, with the way back', async ({ page }) => {
    const port = new URL(test.info().project.use.baseURL!).port;
    for (const [host, name, shot] of [
      ['localhost', 'Headliner', 'checkout-missing-flagship.png'],
      ['demo-agency.localhost', 'Laugh Lines Agency', 'checkout-missing-demo-agency.png'],
    ] as const) {
      const response = await page.goto(`http://${host}:${port}/checkout/lcs_${'0'.repeat(24)}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'This checkout link doesn’t work' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(name);
      await page.screenshot({ path: test.info().outputPath(shot), fullPage: true });
      await test.info().attach(shot, { path: test.info().outputPath(shot), contentType: 'image/png' });
      await page.getByRole('link', { name: 'Go to my offers' }).click();
      await expect(page).toHaveURL(`http://${host}:${port}/signin?returnTo=%2Foffers`);
    }
  });
});
