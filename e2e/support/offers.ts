import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { confirmEmailFromMail } from './emailVerification';

/** A calendar day `days` from today in the browser's local time, as the date input wants it. */
export function isoDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The toast area (one toast at a time, SPEC 9). */
export const toasts = (page: Page): Locator => page.getByRole('region', { name: /^Notifications/ });

export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const area = toasts(page);
  await expect(area.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(area).toContainText(description);
}

/** The offer card of one event, in the list of /offers. */
export const offerCard = (page: Page, eventName: string): Locator => page.getByRole('article', { name: eventName });

export const nextButton = (scope: Page | Locator): Locator => scope.getByRole('button', { name: /^Next/ });

/** Walks the four wizard steps with valid values, from step 1 to the submitted offer. */
export async function completeOfferWizard(
  page: Page,
  offer: { eventName: string; dollars: number; venueName?: string },
): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Event Details' })).toBeVisible();
  await page.getByLabel('Event name').fill(offer.eventName);
  await page.getByLabel('Event date').fill(isoDay(45));
  await page.getByLabel('Event time').fill('20:00');
  await nextButton(page).click();

  await expect(page.getByRole('heading', { name: 'Venue Info' })).toBeVisible();
  await page.getByLabel('Venue name').fill(offer.venueName ?? 'The Velvet Room');
  await page.getByLabel('Venue address').fill('12 Main Street');
  await page.getByLabel('Venue city').fill('Austin');
  await page.getByLabel('Venue state').selectOption('TX');
  await nextButton(page).click();

  await expect(page.getByRole('heading', { name: 'Performance' })).toBeVisible();
  await page.getByLabel('Offer amount (USD per night)').fill(String(offer.dollars));
  await nextButton(page).click();

  await expect(page.getByRole('heading', { name: 'Review & Submit' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Offer' }).click();
}

/** Makes an offer through the API (for journeys that start after the offer exists). */
let slotsTaken = 0;
/** Where this worker's slots start: a retry runs in a new worker, whose slots must not meet the first try's. */
const SLOT_SEED = Math.floor(Math.random() * 10_000);

/**
 * A day and start time no other offer of the run is likely to have, with the shortest
 * performance (15 minutes): a performer cannot accept two offers whose times overlap, and the
 * journeys share one demo performer. 64 slots a day over 200 days, taken in turn from a random start.
 */
export function ownSlot(): { eventDate: string; eventTime: string; performanceLength: number } {
  const index = SLOT_SEED + slotsTaken++;
  const minutes = 8 * 60 + 15 * (index % 64);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { eventDate: isoDay(45 + (Math.floor(index / 64) % 200)), eventTime: time, performanceLength: 15 };
}

export async function createOfferByApi(
  request: APIRequestContext,
  token: string,
  offer: { performerId: string; eventName: string; dollars: number },
): Promise<string> {
  const response = await request.post('/api/offers/create', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      performerId: offer.performerId,
      eventName: offer.eventName,
      ...ownSlot(),
      venueName: 'The Corner Stage',
      venueAddress: '5 Elm Street',
      venueCity: 'Denver',
      venueState: 'CO',
      offerAmount: offer.dollars * 100,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { offerId: string }).offerId;
}

/** Waits until the offers list has finished its first load. */
export async function waitForOffersList(page: Page, title: 'MY OFFERS' | 'INCOMING OFFERS'): Promise<void> {
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText('Loading offers…')).toHaveCount(0);
}

/** Pays on the local gateway's checkout page with the test card. */
export async function payOnLocalCheckout(page: Page): Promise<void> {
  await page.waitForURL(/\/checkout\/lcs_[0-9a-f]{24}$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

/**
 * Signs up on /signup as a buyer on a paid plan: the account, then the plan's checkout, paid, and
 * the address confirmed from the e-mailed link (paying for a booking needs it: docs/accounts.md).
 */
export async function signUpOnPaidPlan(
  page: Page,
  person: { firstName: string; lastName: string; email: string },
  password: string,
  plan: RegExp = /Basic/,
): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('radio', { name: plan }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await payOnLocalCheckout(page);
  await page.waitForURL(/\/pricing/);
  await expect(page.getByText('Subscription Updated')).toBeVisible();
  await confirmEmailFromMail(page, new URL(page.url()).origin, person.email);
}
