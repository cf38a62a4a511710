import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { formatCents } from '../widgets/src/format/money';
import { apiGet, apiToken, DEMO, demoPerformer, NEW_PASSWORD, newcomer, signInWithToken } from './support/accounts';
import { createOfferByApi, waitForOffersList } from './support/offers';

/** More than one page of My offers (OFFER_PAGE_SIZE is 20), so the tab's figures must come from the whole history. */
const OFFERS_SENT = 53;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

interface Counts {
  all: number;
  pending: number;
  accepted: number;
  declined: number;
  expired: number;
}

async function signUpGuestBuyer(request: APIRequestContext): Promise<string> {
  const person = newcomer();
  const response = await request.post('/api/auth/signup', {
    data: { ...person, password: NEW_PASSWORD, role: 'BUYER', subscriptionTier: 'GUEST' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return apiToken(request, person.email, NEW_PASSWORD);
}

async function put(request: APIRequestContext, path: string, token: string, data: object): Promise<void> {
  const response = await request.put(path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
}

/** A guest buyer's offers wait for the admin; three are approved, then the performer accepts two and declines one. */
async function buyerWithHistory(request: APIRequestContext): Promise<string> {
  const buyer = await signUpGuestBuyer(request);
  const performer = await demoPerformer(request);
  const offerIds: string[] = [];
  for (let index = 0; index < OFFERS_SENT; index++) {
    offerIds.push(
      await createOfferByApi(request, buyer, {
        performerId: performer.id,
        eventName: `Analytics night ${index + 1}`,
        dollars: 400 + index,
      }),
    );
  }
  const [admin, performerToken] = [await apiToken(request, DEMO.admin), await apiToken(request, DEMO.performer)];
  const answers = ['accept', 'accept', 'decline'] as const;
  for (const [index, action] of answers.entries()) {
    await put(request, `/api/admin/offers/${offerIds[index]}/approve`, admin, { notes: 'Fine.' });
    await put(request, `/api/offers/${offerIds[index]}/respond`, performerToken, { action });
  }
  return buyer;
}

async function openAnalytics(page: Page): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
}

async function expectTile(page: Page, label: string, value: string): Promise<void> {
  const tile = page.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
  await expect(tile.locator('dd')).toHaveText(value);
}

test('the Analytics tab sums the whole offer history, not the first page of My offers', async ({
  page,
  request,
}, testInfo: TestInfo) => {
  test.setTimeout(120_000);
  const buyer = await buyerWithHistory(request);
  const firstPage = await apiGet<{
    offers: unknown[];
    counts: Counts;
    bookedAmount: number;
    nextCursor: string | null;
  }>(request, '/api/offers/my-offers', buyer);
  expect(firstPage.counts).toMatchObject({ all: OFFERS_SENT, accepted: 2, declined: 1 });
  expect(firstPage.offers.length).toBeLessThan(OFFERS_SENT);
  expect(firstPage.nextCursor, 'My offers has more than one page').not.toBeNull();

  await signInWithToken(page, buyer);
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await openAnalytics(page);
    await expectTile(page, 'Offers sent', String(OFFERS_SENT));
    await expectTile(page, 'Accepted', '2');
    await expectTile(page, 'Awaiting an answer', String(firstPage.counts.pending));
    // Two of the three answered offers were accepted.
    await expectTile(page, 'Acceptance rate', '67%');
    await expectTile(page, 'Total booked spend', formatCents(firstPage.bookedAmount));
    // Every account tab is on screen at once, the last one included (no scrolling the tab row).
    const lastTab = await page.getByRole('tab', { name: 'Settings' }).boundingBox();
    expect(lastTab && lastTab.x + lastTab.width).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: testInfo.outputPath(`analytics-${size}.png`), fullPage: true });
  }

  // The same figures as the My offers tabs.
  await page.getByRole('link', { name: 'Open My Offers' }).click();
  await waitForOffersList(page, 'MY OFFERS');
  await expect(page.getByRole('tab', { name: /^All/ })).toContainText(String(OFFERS_SENT));
});
