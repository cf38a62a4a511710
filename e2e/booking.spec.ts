import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiGet,
  apiToken,
  DEMO,
  demoPerformer,
  NEW_PASSWORD,
  newcomer,
  signInWithForm,
  signInWithToken,
  uniqueStamp,
} from './support/accounts';
import {
  completeOfferWizard,
  createOfferByApi,
  expectToast,
  isoDay,
  nextButton,
  offerCard,
  signUpOnPaidPlan,
  waitForOffersList,
} from './support/offers';

/**
 * The booking journeys of the host app (SPEC 2.4, 2.10-2.12, 4, 5): a newcomer finds the demo
 * performer, makes an offer, the performer counters, the buyer accepts and pays; a guest buyer's
 * offer waits for the admin; a declined offer lands under the Declined tab.
 */

interface PerformerDetails {
  id: string;
  stageName: string;
  state: string;
  genres: string[];
}

interface PerformerPage {
  performers: { stageName: string; baseFee: number }[];
  pagination: { total: number };
}

/** The browse API's answer for the same filters the page sends (isVetted, 12 a page). */
async function browseResults(request: APIRequestContext, filters: Record<string, string>): Promise<PerformerPage> {
  const query = new URLSearchParams({ isVetted: 'true', limit: '12', sortBy: 'featured', ...filters });
  return apiGet<PerformerPage>(request, `/api/performers?${query}`);
}

const countText = (total: number) =>
  `${total.toLocaleString('en-US')} ${total === 1 ? 'performer' : 'performers'} found`;

/** The stage names of the result cards, in order. */
const cardNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Performers' })
    .getByRole('article')
    .getByRole('heading', { level: 3 })
    .allInnerTexts();

async function expectBrowseMatches(page: Page, request: APIRequestContext, filters: Record<string, string>) {
  const expected = await browseResults(request, filters);
  await expect(page.getByRole('heading', { name: /performers? found$/ })).toHaveText(
    countText(expected.pagination.total),
  );
  await expect.poll(() => cardNames(page)).toEqual(expected.performers.map((performer) => performer.stageName));
  return expected;
}

test.describe('booking journeys', () => {
  let performer: PerformerDetails;

  test.beforeAll(async ({ request }) => {
    const { id } = await demoPerformer(request);
    performer = await apiGet<PerformerDetails>(request, `/api/performers/${id}`);
    performer.id = id;
  });

  test('a newcomer signs up, filters browse, makes an offer, accepts the counter-offer and pays', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const buyer = newcomer();
    const eventName = `Launch Party ${uniqueStamp()}`;

    // Sign up on the Basic plan (paid for at once): offers go straight to the performer.
    await signUpOnPaidPlan(page, buyer, NEW_PASSWORD);
    await page.goto('/');
    await expect(
      page.getByRole('button', { name: `Account menu for ${buyer.firstName} ${buyer.lastName}` }),
    ).toBeVisible();

    // Browse: each filter changes the results to what the server has for it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse Talent' }).click();
    await expect(page).toHaveURL(/\/browse$/);
    await expect(page.getByRole('heading', { name: 'Browse vetted talent', level: 1 })).toBeVisible();
    const everyone = await expectBrowseMatches(page, request, {});

    await page.getByLabel('State', { exact: true }).selectOption(performer.state);
    const inState = await expectBrowseMatches(page, request, { state: performer.state });
    expect(inState.pagination.total).toBeLessThan(everyone.pagination.total);
    for (const place of await page
      .getByRole('list', { name: 'Performers' })
      .getByText(/, [A-Z]{2}$/)
      .allInnerTexts())
      expect(place).toMatch(new RegExp(`, ${performer.state}$`));

    const genre = performer.genres[0]!;
    await page.getByLabel('Genre').selectOption(genre);
    await expectBrowseMatches(page, request, { state: performer.state, genres: genre });

    await page.getByRole('checkbox', { name: /Clean content only/ }).check();
    const clean = await expectBrowseMatches(page, request, {
      state: performer.state,
      genres: genre,
      cleanContent: 'true',
    });
    const cleanBadges = page.getByRole('list', { name: 'Performers' }).getByText('Clean content', { exact: true });
    await expect(cleanBadges).toHaveCount(clean.performers.length);
    await page.getByRole('checkbox', { name: /Clean content only/ }).uncheck();

    await page.getByLabel('Genre').selectOption('all-genres');
    await page.getByLabel('State', { exact: true }).selectOption('all-states');
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    const cheapest = await expectBrowseMatches(page, request, { sortBy: 'price-low' });
    const baseFees = cheapest.performers.map((item) => item.baseFee);
    expect(baseFees).toEqual([...baseFees].sort((a, b) => a - b));
    await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
    await expectBrowseMatches(page, request, { sortBy: 'price-high' });

    // A name search matches any of its words (and misspellings), so narrow it to the performer's state.
    await page.getByLabel('Sort by').selectOption({ label: 'Featured First' });
    await page.getByLabel('State', { exact: true }).selectOption(performer.state);
    await page.getByLabel('Search').fill(performer.stageName);
    await expectBrowseMatches(page, request, { state: performer.state, query: performer.stageName });
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: performer.stageName }) });
    await expect(card).toBeVisible();

    // The performer's profile, then the offer.
    await card.getByRole('link', { name: `View Profile of ${performer.stageName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/performer/${performer.id}$`));
    await expect(page.getByRole('heading', { name: performer.stageName, level: 1 })).toBeVisible();
    // Back from the profile keeps the search: the filters live in the page's URL.
    await page.goBack();
    await expect(page.getByLabel('Search')).toHaveValue(performer.stageName);
    await expect(page.getByLabel('State', { exact: true })).toHaveValue(performer.state);
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: `View Profile of ${performer.stageName}` }).click();
    await expect(page.getByRole('heading', { name: performer.stageName, level: 1 })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: `Make Offer to ${performer.stageName}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/create-offer\\?performerId=${performer.id}$`));
    await expect(
      page.getByRole('heading', { name: `Make an Offer to ${performer.stageName}`, level: 1 }),
    ).toBeVisible();

    // Step 1: Next on an empty step, then a date in the past.
    await expect(page.getByRole('heading', { name: 'Event Details' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await nextButton(page).click();
    await expectToast(page, 'Missing Information', 'Please fill in all event details.');
    await expect(page.getByText('Enter the event name.')).toBeVisible();
    await expect(page.getByText('Choose the event date.')).toBeVisible();
    await expect(page.getByText('Choose the start time.')).toBeVisible();
    await expect(page.getByLabel('Event name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Event name')).toBeFocused();

    await page.getByLabel('Event name').fill(eventName);
    await page.getByLabel('Event date').fill(isoDay(-1));
    await page.getByLabel('Event time').fill('19:00');
    await nextButton(page).click();
    await expectToast(page, 'Invalid Date', 'Event date must be in the future.');
    await expect(page.getByLabel('Event date')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Event name')).toHaveAttribute('aria-invalid', 'false');
    await page.getByLabel('Event date').fill(isoDay(60));
    await nextButton(page).click();

    // Step 2: the venue details are required.
    await expect(page.getByRole('heading', { name: 'Venue Info' })).toBeVisible();
    await nextButton(page).click();
    await expectToast(page, 'Missing Information', 'Please fill in all venue details.');
    await expect(page.getByText('Enter the venue name.')).toBeVisible();
    await expect(page.getByLabel('Venue state')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Venue name').fill('The Laugh Loft');
    await page.getByLabel('Venue address').fill('400 Congress Avenue');
    await page.getByLabel('Venue city').fill('Austin');
    await page.getByLabel('Venue state').selectOption('TX');
    await nextButton(page).click();

    // Step 3: an amount under $100 is refused.
    await expect(page.getByRole('heading', { name: 'Performance' })).toBeVisible();
    const amount = page.getByLabel('Offer amount (USD per night)');
    await amount.fill('50');
    await nextButton(page).click();
    await expectToast(page, 'Invalid Offer Amount', 'Minimum offer amount is $100.');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await amount.fill('1000');
    await nextButton(page).click();

    // Step 4: the summary and the fees, then submit.
    await expect(page.getByRole('heading', { name: 'Review & Submit' })).toBeVisible();
    await expect(page.getByText(eventName)).toBeVisible();
    // Basic plan: a 15% service fee on top of the offer.
    const fees = page.getByRole('region', { name: 'Fee calculation' });
    await expect(fees).toContainText(/Offer amount\s*\$1,000(\.00)?/);
    await expect(fees).toContainText(/Service fee rate\s*15%/);
    await expect(fees).toContainText(/Platform fee\s*\$150(\.00)?/);
    await expect(fees).toContainText(/Total amount\s*\$1,150(\.00)?/);
    await page.getByRole('button', { name: 'Submit Offer' }).click();
    await expectToast(page, 'Offer Sent Successfully');
    await expect(page).toHaveURL(/\/offers$/);
    await waitForOffersList(page, 'MY OFFERS');
    await expect(offerCard(page, eventName)).toContainText('Pending Response');

    // The performer, in a browser of their own, sees it and counters with $1,200.
    const performerContext = await browser.newContext();
    try {
      const performerPage = await performerContext.newPage();
      await signInWithForm(performerPage, DEMO.performer);
      await performerPage.goto('/offers');
      await waitForOffersList(performerPage, 'INCOMING OFFERS');
      const incoming = offerCard(performerPage, eventName);
      await expect(incoming).toContainText(`${buyer.firstName} ${buyer.lastName}`);
      await incoming.getByRole('button', { name: 'Counter' }).click();
      const dialog = performerPage.getByRole('dialog', { name: 'Make a Counter-offer' });
      await expect(dialog.getByRole('button', { name: 'Send Counter-offer' })).toBeDisabled();
      await dialog.getByLabel('Counter-offer amount (USD)').fill('1200');
      await dialog.getByLabel('Notes (optional)').fill('Happy to do it for $1,200 with a 75 minute set.');
      await dialog.getByRole('button', { name: 'Send Counter-offer' }).click();
      await expectToast(performerPage, 'Counter-offer Submitted', 'Your counter-offer has been sent to the buyer.');
      await expect(dialog).toBeHidden();
      await expect(incoming).toContainText('Counter-offer Pending');
      await expect(incoming.getByRole('button', { name: 'Counter' })).toHaveCount(0);
    } finally {
      await performerContext.close();
    }

    // The buyer refreshes, accepts the counter-offer and is sent to the checkout page.
    await page.getByRole('button', { name: 'Refresh' }).click();
    const mine = offerCard(page, eventName);
    await expect(mine).toContainText('Counter-offer Pending');
    await expect(mine).toContainText(/\$1,200(\.00)?/);
    await mine.getByRole('button', { name: 'Accept Counter-offer' }).click();
    const accept = page.getByRole('dialog', { name: 'Accept the counter-offer?' });
    // Before committing, the buyer sees what the counter costs: the API's subtotal, fee and total.
    const quote = accept.getByLabel('What you pay if you accept');
    await expect(quote).toContainText(/Subtotal\s*\$1,200/);
    await expect(quote).toContainText('Service fee');
    const newTotal = (await quote.locator('dt', { hasText: 'New total' }).locator('+ dd').textContent())!;
    expect(newTotal).toMatch(/^\$1,[2-9]\d\d/);
    await accept.getByRole('button', { name: `Accept and Pay ${newTotal}`, exact: true }).click();
    await expectToast(page, 'Offer Accepted!', 'Redirecting to payment page...');
    await expect(page).toHaveURL(/\/checkout\/lcs_[0-9a-f]+$/);

    // The local checkout: the declining test card is refused, the paying one goes through.
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined. Try another card.');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();

    // The payment page confirms and releases the performer's contact details.
    await expect(page).toHaveURL(/\/payment\/success\?session_id=lcs_[0-9a-f]+$/);
    await expect(page.getByRole('heading', { name: 'PAYMENT SUCCESSFUL', level: 1 })).toBeVisible();
    const event = page.getByRole('region', { name: 'Event details' });
    await expect(event).toContainText(eventName);
    await expect(event).toContainText('The Laugh Loft');
    // The event on the venue's clock (Austin), with its zone.
    await expect(event).toContainText(/, 7:00 PM C[DS]T/);
    const contact = page.getByRole('region', { name: 'Your performer' });
    await expect(contact).toContainText(performer.stageName);
    await expect(contact.getByRole('link', { name: DEMO.performer })).toHaveAttribute(
      'href',
      `mailto:${DEMO.performer}`,
    );

    // Verifying again (a reload) is harmless: the same receipt.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'PAYMENT SUCCESSFUL', level: 1 })).toBeVisible();
    await expect(contact.getByRole('link', { name: DEMO.performer })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'View My Offers' }).click();
    await waitForOffersList(page, 'MY OFFERS');
    await expect(offerCard(page, eventName)).toContainText('Paid · In Escrow');
  });

  test('a guest buyer’s offer reaches the performer only after the admin approves it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const eventName = `Backyard Bash ${uniqueStamp()}`;

    await signInWithForm(page, DEMO.guestBuyer);
    await page.goto(`/create-offer?performerId=${performer.id}`);
    await completeOfferWizard(page, { eventName, dollars: 800 });
    await expectToast(page, 'Offer Submitted for Approval');
    await expect(page).toHaveURL(/\/offers$/);
    await waitForOffersList(page, 'MY OFFERS');
    await expect(offerCard(page, eventName)).toContainText('Pending Admin Approval');

    const performerContext = await browser.newContext();
    try {
      const performerPage = await performerContext.newPage();
      await signInWithForm(performerPage, DEMO.performer);
      await performerPage.goto('/offers');
      await waitForOffersList(performerPage, 'INCOMING OFFERS');
      await expect(offerCard(performerPage, eventName)).toHaveCount(0);

      // There is no admin screen yet: the admin approves through the API.
      const adminToken = await apiToken(request, DEMO.admin);
      const pending = await apiGet<{ offers: { id: string; eventName: string }[] }>(
        request,
        '/api/admin/offers/pending',
        adminToken,
      );
      const offer = pending.offers.find((item) => item.eventName === eventName);
      expect(offer, 'the offer waits in the admin queue').toBeDefined();
      const approval = await request.put(`/api/admin/offers/${offer!.id}/approve`, {
        headers: { Authorization: `Bearer ${adminToken}` },
        data: { notes: 'Looks good.' },
      });
      expect(approval.ok(), await approval.text()).toBeTruthy();

      await performerPage.getByRole('button', { name: 'Refresh' }).click();
      const incoming = offerCard(performerPage, eventName);
      await expect(incoming).toBeVisible();
      await expect(incoming).toContainText('Pending Response');
      await expect(incoming.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
    } finally {
      await performerContext.close();
    }

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(offerCard(page, eventName)).toContainText('Pending Response');
  });

  test('a performer declines an offer and the buyer finds it under Declined', async ({ page, browser, request }) => {
    test.setTimeout(90_000);
    const eventName = `Office Gala ${uniqueStamp()}`;
    await createOfferByApi(request, await apiToken(request, DEMO.basicBuyer), {
      performerId: performer.id,
      eventName,
      dollars: 650,
    });

    const performerContext = await browser.newContext();
    try {
      const performerPage = await performerContext.newPage();
      await signInWithForm(performerPage, DEMO.performer);
      await performerPage.goto('/offers');
      await waitForOffersList(performerPage, 'INCOMING OFFERS');
      const incoming = offerCard(performerPage, eventName);
      await incoming.getByRole('button', { name: 'Decline', exact: true }).click();
      const dialog = performerPage.getByRole('dialog', { name: 'Decline this offer?' });
      await dialog.getByLabel('Notes (optional)').fill('Already booked that night, sorry.');
      await dialog.getByRole('button', { name: 'Decline Offer' }).click();
      await expectToast(performerPage, 'Offer Declined');
      await expect(incoming).toContainText('Declined');
    } finally {
      await performerContext.close();
    }

    await signInWithForm(page, DEMO.basicBuyer);
    await page.goto('/offers');
    await waitForOffersList(page, 'MY OFFERS');
    const declinedTab = page.getByRole('tab', { name: /^Declined/ });
    await declinedTab.click();
    await expect(declinedTab).toHaveAttribute('aria-selected', 'true');
    const card = offerCard(page, eventName);
    await expect(card).toBeVisible();
    await expect(card.getByText('Declined', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: /^Pending/ }).click();
    await expect(offerCard(page, eventName)).toHaveCount(0);

    // The card's View Details opens the offer on its own page, still declined.
    await page.getByRole('tab', { name: /^Declined/ }).click();
    await offerCard(page, eventName).getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(/\/offers\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: eventName, level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByText('Declined', { exact: true }).first()).toBeVisible();
  });

  test('browse shows the empty state, and Clear Filters brings the performers back', async ({ page, request }) => {
    await signInWithToken(page, await apiToken(request, DEMO.basicBuyer));
    await page.goto('/browse');
    const everyone = await expectBrowseMatches(page, request, {});
    await page.getByLabel('Search').fill(`zzqx-${uniqueStamp()}`);
    await page.getByLabel('State', { exact: true }).selectOption('WY');
    await expect(page.getByRole('heading', { name: 'NO PERFORMERS FOUND' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /performers? found$/ })).toHaveText('0 performers found');
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByLabel('Search')).toHaveValue('');
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('all-states');
    await expect(page.getByRole('heading', { name: /performers? found$/ })).toHaveText(
      countText(everyone.pagination.total),
    );
  });

  test('the payment page explains a missing or unknown payment session', async ({ page, request }) => {
    await signInWithToken(page, await apiToken(request, DEMO.basicBuyer));
    await page.goto('/payment/success');
    await expect(page.getByRole('heading', { name: 'PAYMENT ERROR', level: 1 })).toBeVisible();
    await expect(page.getByText('No payment session found.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'View My Offers' })).toBeVisible();

    await page.goto(`/payment/success?session_id=lcs_${'0'.repeat(24)}`);
    await expect(page.getByRole('heading', { name: 'PAYMENT VERIFICATION FAILED', level: 1 })).toBeVisible();
    await expect(
      page.getByText('Unable to verify your payment. Please contact support if this issue persists.'),
    ).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL(/\/help$/);
  });
});
