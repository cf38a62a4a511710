import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { apiGet, apiToken, DEMO, demoPerformer, signInWithToken, uniqueStamp } from './support/accounts';
import { createOfferByApi, expectToast, offerCard, toasts, waitForOffersList } from './support/offers';

/**
 * Issue 19 item 4, "a directory that looks real", in Chromium at desktop and phone sizes: even
 * cards with two-line bios and 4:3 photos, "New" for an act without reviews, the phone's Filters
 * sheet with the result count on the first screen, and toasts that never cover a dialog's
 * buttons. Every screen is kept as a screenshot in the test's output folder.
 */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

async function signedInBuyer(page: Page, request: APIRequestContext): Promise<void> {
  await signInWithToken(page, await apiToken(request, DEMO.basicBuyer));
}

const performersList = (page: Page): Locator => page.getByRole('list', { name: 'Performers' });

async function openBrowse(page: Page, search = ''): Promise<void> {
  await page.goto(`/browse${search}`);
  await expect(page.getByRole('heading', { name: /performers? found$/ })).toBeVisible();
  await expect(performersList(page)).toHaveAttribute('aria-busy', 'false');
}

interface CardBox {
  top: number;
  height: number;
  bioLines: number;
  bioClamped: boolean;
  bioClamp: string;
  photoRatio: number;
}

/** Each card's box, its bio's height in lines (and whether CSS cut it) and its photo tile's ratio. */
function measureCards(list: Locator): Promise<CardBox[]> {
  return list.evaluate((element) =>
    [...element.querySelectorAll('article')].map((card) => {
      const box = card.getBoundingClientRect();
      const bio = [...card.querySelectorAll('p')].find((p) => getComputedStyle(p).webkitLineClamp === '2')!;
      const style = getComputedStyle(bio);
      const photo = card.querySelector('img, [role="img"]')!.parentElement!.getBoundingClientRect();
      return {
        top: Math.round(box.top),
        height: Math.round(box.height),
        bioLines: Math.round(bio.clientHeight / parseFloat(style.lineHeight)),
        bioClamped: bio.scrollHeight > bio.clientHeight + 1,
        bioClamp: style.webkitLineClamp,
        photoRatio: photo.width / photo.height,
      };
    }),
  );
}

interface ListedPerformer {
  id: string;
  stageName: string;
  reviewCount: number;
}

/** A vetted performer of the seed without any review (about one in ten has none). */
async function unreviewedPerformer(request: APIRequestContext): Promise<ListedPerformer> {
  for (let page = 1; page <= 6; page++) {
    const list = await apiGet<{ performers: ListedPerformer[] }>(
      request,
      `/api/performers?isVetted=true&limit=100&sortBy=newest&page=${page}`,
    );
    const found = list.performers.find((performer) => performer.reviewCount === 0);
    if (found) return found;
  }
  throw new Error('The seed has no vetted performer without reviews');
}

test('desktop: even cards, two-line bios, 4:3 photos, and New for an act without reviews', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await signedInBuyer(page, request);
  await openBrowse(page);
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  await expect(page.getByLabel('City')).toBeVisible();
  await shot(page, testInfo, 'browse-desktop');

  const cards = await measureCards(performersList(page));
  expect(cards).toHaveLength(12);
  // Four columns; every card of a row as tall as the row, and the rows alike.
  const rows = new Map<number, CardBox[]>();
  for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
  expect(rows.size).toBe(3);
  for (const row of rows.values()) expect(new Set(row.map((card) => card.height)).size).toBe(1);
  const heights = cards.map((card) => card.height);
  expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(30);
  for (const card of cards) {
    expect(card.bioLines).toBe(2);
    expect(card.bioClamp).toBe('2');
    expect(card.photoRatio).toBeCloseTo(4 / 3, 1);
  }
  expect(cards.some((card) => card.bioClamped)).toBe(true);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await shot(page, testInfo, 'browse-desktop-bottom');

  const newcomer = await unreviewedPerformer(request);
  await page.getByLabel('Search').fill(newcomer.stageName);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: newcomer.stageName }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expect(card).not.toContainText('★');
  await expect(card).not.toContainText('0 reviews');
  await shot(page, testInfo, 'browse-desktop-new-act');

  await card.getByRole('link', { name: `View Profile of ${newcomer.stageName}` }).click();
  await expect(page.getByRole('heading', { name: newcomer.stageName, level: 1 })).toBeVisible();
  await expect(page.getByText('No reviews yet', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'profile-desktop-new-act');
});

test('phone: a Filters button and sheet, with the result count and the first result on the first screen', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  await signedInBuyer(page, request);
  await openBrowse(page);
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(filters).toBeVisible();
  await expect(page.getByLabel('City')).toBeHidden();

  const count = page.getByRole('heading', { name: /performers? found$/ });
  const countBox = (await count.boundingBox())!;
  expect(countBox.y + countBox.height).toBeLessThan(PHONE.height);
  const firstCard = (await page.getByRole('article').first().boundingBox())!;
  expect(firstCard.y).toBeLessThan(PHONE.height * 0.6);
  await shot(page, testInfo, 'browse-phone');

  // The sheet: a modal dialog, focus inside, Escape closes it and gives focus back.
  await filters.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByLabel('City')).toBeFocused();
  await sheet.getByLabel('State').selectOption('TX');
  await shot(page, testInfo, 'browse-phone-filters-sheet');
  for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
  expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(filters).toBeFocused();
  await expect(page).not.toHaveURL(/state=TX/);

  // Apply: the choices take effect at once; the button counts them.
  await filters.click();
  await sheet.getByLabel('State').selectOption('TX');
  await sheet.getByLabel('Clean content only').check();
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/state=TX/);
  const active = page.getByRole('button', { name: 'Filters (2 active)' });
  await expect(active).toBeVisible();
  await expect(performersList(page)).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('article').first()).toContainText(', TX');
  await shot(page, testInfo, 'browse-phone-filtered');

  // Reset puts the sheet back to its defaults; Apply shows everyone again.
  await active.click();
  await sheet.getByRole('button', { name: 'Reset' }).click();
  await expect(sheet.getByLabel('State')).toHaveValue('all-states');
  await expect(sheet.getByLabel('Clean content only')).not.toBeChecked();
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(page).not.toHaveURL(/state=TX/);
  await expect(filters).toBeVisible();
});

test('phone: a toast stays clear of a dialog and its buttons', async ({ page, request }, testInfo) => {
  const performer = await demoPerformer(request);
  const buyerToken = await apiToken(request, DEMO.basicBuyer);
  const stamp = uniqueStamp();
  const first = `Toast check A ${stamp}`;
  const second = `Toast check B ${stamp}`;
  for (const eventName of [first, second]) {
    await createOfferByApi(request, buyerToken, { performerId: performer.id, eventName, dollars: 900 });
  }

  await page.setViewportSize(PHONE);
  await signInWithToken(page, await apiToken(request, DEMO.performer));
  await page.goto('/offers');
  await waitForOffersList(page, 'INCOMING OFFERS');
  await offerCard(page, first).getByRole('button', { name: 'Counter' }).click();
  const counter = page.getByRole('dialog', { name: 'Make a Counter-offer' });
  await counter.getByLabel('Counter-offer amount (USD)').fill('1200');
  await counter.getByRole('button', { name: 'Send Counter-offer' }).click();
  await expectToast(page, 'Counter-offer Submitted', 'Your counter-offer has been sent to the buyer.');

  // On a phone the toast is at the top, away from the bottom sheet's buttons.
  const toastBox = (await toasts(page).getByRole('status').boundingBox())!;
  expect(toastBox.y).toBeLessThan(PHONE.height / 3);

  // A dialog opened while the toast is up sits above it: its buttons take the taps.
  await offerCard(page, second).getByRole('button', { name: 'Accept', exact: true }).click();
  const accept = page.getByRole('dialog', { name: 'Accept this offer?' });
  await expect(accept).toBeVisible();
  await expect(toasts(page).getByText('Counter-offer Submitted')).toBeVisible();
  await shot(page, testInfo, 'offers-phone-toast-and-dialog');
  for (const name of ['Accept Offer', 'Cancel', 'Close dialog']) {
    const button = accept.getByRole('button', { name, exact: true });
    const hit = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return element === top || element.contains(top);
    });
    expect(hit, `${name} is the topmost element where it is drawn`).toBe(true);
  }
  const zOrder = await page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]')!.parentElement!;
    const region = document.querySelector('section[aria-label^="Notifications"]')!;
    return { dialog: Number(getComputedStyle(dialog).zIndex), toast: Number(getComputedStyle(region).zIndex) };
  });
  expect(zOrder.dialog).toBeGreaterThan(zOrder.toast);
  await accept.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(accept).toBeHidden();
});
