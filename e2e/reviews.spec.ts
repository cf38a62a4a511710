import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { apiToken, DEMO, demoPerformer, signInWithToken, uniqueStamp } from './support/accounts';
import { moveEventIntoPast } from './support/database';
import { createOfferByApi, expectToast } from './support/offers';

/**
 * Issue 19 item 2, "reviews after the show", in Chromium: a past booking reviewed by both sides
 * (double-blind in between), the review on the performer's profile with "Verified booking", a
 * report, and the admin hiding it. Screenshots at desktop and phone sizes in the output folder.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The whole page at desktop size; at phone size the screen around `focus` (the part that changed). */
async function shots(page: Page, testInfo: TestInfo, name: string, focus: Locator): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: testInfo.outputPath(`${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await focus.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`${name}-phone.png`) });
  await page.setViewportSize(DESKTOP);
}

const reviewsPanel = (page: Page): Locator => page.getByRole('region', { name: 'Reviews' });

/** A paid booking of the demo performer whose event was two days ago. */
async function pastBooking(request: APIRequestContext, performerId: string, eventName: string): Promise<string> {
  const buyer = await apiToken(request, DEMO.basicBuyer);
  const performer = await apiToken(request, DEMO.performer);
  const offerId = await createOfferByApi(request, buyer, { performerId, eventName, dollars: 900 });
  const accepted = await request.put(`/api/offers/${offerId}/respond`, {
    headers: { Authorization: `Bearer ${performer}` },
    data: { action: 'accept' },
  });
  expect(accepted.status()).toBe(200);
  const paymentUrl = ((await accepted.json()) as { paymentUrl: string }).paymentUrl;
  const paid = await request.post(paymentUrl, {
    form: { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(302);
  const verified = await request.get(`/api/payments/verify-local-payment?session_id=${paymentUrl.split('/').pop()}`, {
    headers: { Authorization: `Bearer ${buyer}` },
  });
  expect(verified.status()).toBe(200);
  await moveEventIntoPast(offerId, 2);
  return offerId;
}

async function pageAs(browser: Browser, request: APIRequestContext, email: string): Promise<Page> {
  const page = await browser.newPage({ viewport: DESKTOP });
  await signInWithToken(page, await apiToken(request, email));
  return page;
}

async function writeReview(page: Page, stars: number, text: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Leave a review' });
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: `${stars} stars` }).check({ force: true });
  await form.getByLabel('Your review').fill(text);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form).toHaveCount(0);
}

test('a past booking reviewed by both sides, shown on the profile, reported and hidden by the admin', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const performer = await demoPerformer(request);
  const eventName = `Review night ${uniqueStamp()}`;
  const offerId = await pastBooking(request, performer.id, eventName);
  const buyerText = `Brilliant set, the room loved it ${uniqueStamp()}`;

  const buyerPage = await pageAs(browser, request, DEMO.basicBuyer);
  await buyerPage.goto('/dashboard');
  const toWrite = buyerPage.getByRole('region', { name: 'Leave a review' });
  const link = toWrite.getByRole('link', { name: `Review ${performer.stageName}: ${eventName}` });
  // The dashboard's first load can take a while on a loaded machine.
  await expect(link).toBeVisible({ timeout: 30_000 });
  await shots(buyerPage, testInfo, '0-dashboard-to-write', toWrite);
  await link.click();
  await expect(buyerPage).toHaveURL(new RegExp(`/offers/${offerId}$`));
  await expect(buyerPage.getByRole('heading', { name: eventName })).toBeVisible();
  await shots(buyerPage, testInfo, '1-buyer-form', reviewsPanel(buyerPage));
  await writeReview(buyerPage, 5, buyerText);
  const mine = buyerPage.getByRole('region', { name: 'Your review' });
  await expect(mine.getByText('Awaiting the other side')).toBeVisible();
  await expectToast(buyerPage, 'Review sent');
  await shots(buyerPage, testInfo, '2-buyer-awaiting', reviewsPanel(buyerPage));

  // Double-blind: the performer sees the form, not the buyer's review.
  const performerPage = await pageAs(browser, request, DEMO.performer);
  await performerPage.goto(`/offers/${offerId}`);
  await expect(performerPage.getByRole('form', { name: 'Leave a review' })).toBeVisible();
  await expect(performerPage.getByText(buyerText)).toHaveCount(0);
  await shots(performerPage, testInfo, '3-performer-before', reviewsPanel(performerPage));
  await writeReview(performerPage, 4, 'Warm hosts, great sound, paid on time.');
  await expect(performerPage.getByRole('region', { name: "The buyer's review" }).getByText(buyerText)).toBeVisible();
  await shots(performerPage, testInfo, '4-performer-both', reviewsPanel(performerPage));

  // The performer answers the buyer's review once, from the booking's page.
  const replyText = `Thank you, come back any time ${uniqueStamp()}`;
  await reviewsPanel(performerPage).getByRole('button', { name: 'Reply publicly' }).click();
  await reviewsPanel(performerPage).getByLabel('Your public reply (one only)').fill(replyText);
  await shots(performerPage, testInfo, '4b-performer-replying', reviewsPanel(performerPage));
  await reviewsPanel(performerPage).getByRole('button', { name: 'Post reply' }).click();
  await expect(performerPage.getByRole('region', { name: "The buyer's review" }).getByText(replyText)).toBeVisible();
  await expect(reviewsPanel(performerPage).getByRole('button', { name: 'Reply publicly' })).toHaveCount(0);
  await shots(performerPage, testInfo, '4c-performer-replied', reviewsPanel(performerPage));

  await buyerPage.reload();
  const theirs = buyerPage.getByRole('region', { name: `${performer.stageName}'s review of you` });
  await expect(theirs.getByText('Warm hosts, great sound, paid on time.')).toBeVisible();
  await expect(buyerPage.getByText('Awaiting the other side')).toHaveCount(0);

  // The review on the public profile, reported by another signed-in buyer.
  const reporter = await pageAs(browser, request, 'buyer.elite@demo.test');
  await reporter.goto(`/performer/${performer.id}`);
  const card = reporter.locator('li', { hasText: buyerText });
  await expect(card.getByText('Verified booking')).toBeVisible();
  await expect(card.getByText(replyText)).toBeVisible();
  await shots(reporter, testInfo, '5-profile-review', card);
  await card.getByRole('button', { name: 'Report' }).click();
  await card.getByLabel('Why should our team look at this review?').fill('This reads like an advert.');
  await card.getByRole('button', { name: 'Send report' }).click();
  await expect(card.getByText('Reported. Thank you')).toBeVisible();

  // The admin hides it from "Reported reviews"; the profile no longer shows it.
  const adminPage = await pageAs(browser, request, DEMO.admin);
  await adminPage.goto('/admin/reviews');
  const report = adminPage.getByRole('article').filter({ hasText: 'This reads like an advert.' });
  await expect(report).toBeVisible();
  await shots(adminPage, testInfo, '6-admin-reports', report);
  await report.getByRole('button', { name: 'Hide review' }).click();
  await expectToast(adminPage, 'Review hidden');
  await expect(adminPage.getByText('This reads like an advert.')).toHaveCount(0);
  await shots(adminPage, testInfo, '7-admin-hidden', adminPage.getByRole('heading', { name: 'Reported reviews' }));

  await reporter.reload();
  await expect(reporter.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(reporter.getByText(buyerText)).toHaveCount(0);
});

test('the profile lists every review, ten more at each "Show more reviews"', async ({ page, request }, testInfo) => {
  const listed = await request.get('/api/performers?limit=50&sortBy=rating');
  expect(listed.status()).toBe(200);
  const acts = ((await listed.json()) as { performers: { id: string; stageName: string; reviewCount: number }[] })
    .performers;
  const act = acts.filter((candidate) => candidate.reviewCount > 15).sort((a, b) => a.reviewCount - b.reviewCount)[0];
  expect(act, 'a seeded act with more than 15 reviews').toBeDefined();
  await page.setViewportSize(DESKTOP);
  await signInWithToken(page, await apiToken(request, DEMO.basicBuyer));
  await page.goto(`/performer/${act!.id}`);
  const list = page.getByRole('list', { name: `Reviews of ${act!.stageName}` });
  // A loaded machine may take a while to draw the profile.
  await expect(list.getByRole('listitem')).toHaveCount(5, { timeout: 30_000 });
  const more = page.getByRole('button', { name: 'Show more reviews' });
  await more.click();
  await expect(list.getByRole('listitem')).toHaveCount(15, { timeout: 30_000 });
  await expect(page.getByText(`Showing 15 of ${act!.reviewCount} reviews`)).toBeVisible();
  await shots(page, testInfo, '8-profile-more-reviews', more);
  for (let shown = 15; shown < act!.reviewCount;) {
    await more.click();
    shown = Math.min(shown + 10, act!.reviewCount);
    await expect(list.getByRole('listitem')).toHaveCount(shown, { timeout: 30_000 });
  }
  // The last page is in: no more button, every review listed.
  await expect(more).toHaveCount(0);
  const texts = await list.getByRole('listitem').evaluateAll((items) => items.map((item) => item.innerHTML));
  expect(texts).toHaveLength(act!.reviewCount);
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: testInfo.outputPath('9-profile-all-reviews-phone.png') });
});
