import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
// @ts-expect-error -- a plain ES module without types (demo/serve.mjs)
import { startDemoSites } from '../demo/serve.mjs';
import { apiGet, apiToken, DEMO, demoPerformer, NEW_PASSWORD, signInWithForm, uniqueStamp } from './support/accounts';
import {
  AGENCY,
  backgroundOf,
  darkColour,
  E2E_PORT,
  OPERATOR,
  openAdminSection,
  rgbOf,
  signInOn,
  tenantOrigin,
} from './support/admin';
import { expectNoSeriousViolations } from './support/axe';
import { createOfferByApi, expectToast, offerCard, waitForOffersList } from './support/offers';

/**
 * Tenant administration (SPEC issue 7): a tenant admin rebrands the marketplace and changes a fee,
 * and the site, the embedded widgets and the fee calculator follow; the flagship admin approves a
 * guest's offer; the platform operator creates a tenant whose first admin accepts the invitation,
 * then suspends and reactivates it.
 */

const API_BASE = `http://127.0.0.1:${E2E_PORT}`;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The demo agency page with script tags, on ports of this spec's own (embed.spec uses 4100/4200). */
const SITE_PORT = 4110;
const AGENCY_SITE = `http://127.0.0.1:${SITE_PORT}`;
const AGENCY_ORIGIN = tenantOrigin(AGENCY.slug);

/** laugh-factory-blue's primary, which embed.spec expects on the agency's widgets. */
const AGENCY_PACK_PRIMARY = 'rgb(11, 92, 213)';

/** The hero's primary call to action on the home page. */
const heroButton = (page: Page) => page.getByRole('main').getByRole('link', { name: 'Browse Talent' }).first();

/**
 * Clears the agency's colour overrides again (the suite shares one database, and embed.spec checks
 * the pack's colour on the agency's widgets), in a browser on the agency's own host.
 */
async function clearAgencyColours(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${AGENCY_ORIGIN}/signin`);
    const status = await page.evaluate(
      async ({ email, password }) => {
        const signin = await fetch('/api/auth/signin', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        const { token } = (await signin.json()) as { token: string };
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        const theme = (await (await fetch('/api/admin/theme', { headers })).json()) as {
          pack: string;
          overrides: { colors?: Record<string, string> };
        };
        if (!theme.overrides.colors) return 200;
        const overrides = { ...theme.overrides };
        delete overrides.colors;
        const saved = await fetch('/api/admin/theme', {
          method: 'PUT',
          headers,
          body: JSON.stringify({ pack: theme.pack, overrides }),
        });
        return saved.status;
      },
      { email: AGENCY.admin, password: 'demo-password' },
    );
    expect(status, 'the agency theme is back to its pack').toBe(200);
  } finally {
    await context.close();
  }
}

test.describe('a tenant admin rebrands the marketplace and changes a fee', () => {
  let sites: { close(): Promise<void> } | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    execFileSync(process.execPath, [path.join(ROOT, 'demo', 'build.mjs'), '--if-missing'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    sites = await startDemoSites({ apiBase: API_BASE, sitePort: SITE_PORT, hostPort: 4210 });
  });
  test.afterAll(async ({ browser }) => {
    await sites?.close();
    await clearAgencyColours(browser);
  });

  test('the site, an embedded widget and the fee calculator follow the console', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const primary = darkColour();

    // Before: the agency's site origin may not embed the widgets yet.
    const widgetContext = await browser.newContext();
    const sitePage = await widgetContext.newPage();
    await sitePage.goto(`${AGENCY_SITE}/`);
    await expect(sitePage.locator('hl-offers-list').getByRole('alert')).toContainText(
      'This booking widget could not load',
    );

    await signInOn(page, AGENCY_ORIGIN, AGENCY.admin);
    await expect(await backgroundOf(heroButton(page))).toBe(AGENCY_PACK_PRIMARY);
    await page.goto(`${AGENCY_ORIGIN}/admin`);
    await expect(page.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible();

    // Theme: a low-contrast primary is refused, a dark one is saved.
    await openAdminSection(page, 'Theme', 'Theme');
    const primaryField = page.getByLabel('Primary', { exact: true });
    const saveTheme = page.getByRole('button', { name: 'Save theme' });
    await primaryField.fill('#ffeb3b');
    await expect(primaryField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/colors\.primary on colors\.background has contrast [\d.]+:1/)).toBeVisible();
    await expect(page.getByText('Fix the flagged fields to save')).toBeVisible();
    await expect(saveTheme).toBeDisabled();

    await primaryField.fill(primary);
    await expect(primaryField).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByText('Fix the flagged fields to save')).toHaveCount(0);
    // The live preview already uses it.
    await expect
      .poll(() => backgroundOf(page.getByTestId('theme-preview').getByRole('button', { name: 'Make an offer' })))
      .toBe(rgbOf(primary));
    await saveTheme.click();
    await expectToast(page, 'Theme saved');
    await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();

    // Tiers and fees: above 50% is refused, then Basic's fee (14% in the agency's seed) becomes 12%.
    await openAdminSection(page, 'Tiers & fees', 'Tiers and fees');
    const basicFee = page.getByLabel('Service fee of basic, percent');
    await expect(basicFee).toHaveValue('14');
    await basicFee.fill('60');
    await page.getByRole('button', { name: 'Save basic tier' }).click();
    await expect(page.getByText('Service fee cannot be above 50%')).toBeVisible();
    await expect(basicFee).toHaveAttribute('aria-invalid', 'true');
    await basicFee.fill('12');
    await page.getByRole('button', { name: 'Save basic tier' }).click();
    await expectToast(page, 'Tier saved');
    await expect(page.getByLabel('Service fee of basic, percent')).toHaveValue('12');

    // Embeds: a malformed origin is refused, the agency's site origin is added.
    await openAdminSection(page, 'Embeds', 'Embeds');
    const originField = page.getByLabel('Add an origin');
    await originField.fill(`${AGENCY_SITE}/agency`);
    await page.getByRole('button', { name: 'Add origin' }).click();
    await expect(originField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/without a path/).first()).toBeVisible();
    await originField.fill(AGENCY_SITE);
    await page.getByRole('button', { name: 'Add origin' }).click();
    await expectToast(page, 'Allowed origins saved');
    await expect(page.getByRole('button', { name: `Remove ${AGENCY_SITE}` })).toBeVisible();
    await expect(originField).toHaveValue('');

    // (a) The tenant's own site uses the new primary colour.
    await page.goto(`${AGENCY_ORIGIN}/`);
    await expect.poll(() => backgroundOf(heroButton(page))).toBe(rgbOf(primary));

    // (b) The embedded browse widget on the agency's site, now allowed, too.
    try {
      await sitePage.reload();
      const makeOffer = sitePage
        .locator('hl-browse')
        .getByRole('link', { name: /make offer/i })
        .first();
      await expect(makeOffer).toBeVisible();
      await expect.poll(() => backgroundOf(makeOffer)).toBe(rgbOf(primary));
    } finally {
      await widgetContext.close();
    }

    // (c) The fee calculator prices a Basic booking at 12%.
    await page.goto(`${AGENCY_ORIGIN}/pricing`);
    await page.getByRole('tab', { name: 'Fee Calculator' }).click();
    const calculator = page.getByRole('form', { name: 'Fee calculator' });
    await calculator.getByLabel('Plan').selectOption('BASIC');
    await expect(calculator.getByLabel('Plan').locator('option:checked')).toHaveText(/12% booking fee$/);
    await calculator.getByLabel('Offer amount per night (USD)').fill('1000');
    const result = page.getByRole('heading', { name: 'Your booking cost' }).locator('..');
    await expect(result).toContainText(/Booking fee \(12%\)\s*\$120(\.00)?/);
    await expect(result).toContainText(/Total you pay\s*\$1,120(\.00)?/);
  });
});

test('the flagship admin approves a guest’s offer in the console and the performer then sees it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const eventName = `Approval Night ${uniqueStamp()}`;
  const performer = await demoPerformer(request);
  await createOfferByApi(request, await apiToken(request, DEMO.guestBuyer), {
    performerId: performer.id,
    eventName,
    dollars: 700,
  });

  const performerContext = await browser.newContext();
  try {
    const performerPage = await performerContext.newPage();
    await signInWithForm(performerPage, DEMO.performer);
    await performerPage.goto('/offers');
    await waitForOffersList(performerPage, 'INCOMING OFFERS');
    await expect(offerCard(performerPage, eventName)).toHaveCount(0);

    await signInWithForm(page, DEMO.admin);
    await page.goto('/admin');
    await openAdminSection(page, 'Approvals', 'Approvals');
    const queue = page.getByRole('list', { name: 'Offers waiting for approval' });
    const item = queue.getByRole('listitem').filter({ has: page.getByRole('heading', { name: eventName }) });
    await expect(item).toContainText(performer.stageName);
    await expect(item).toContainText(/\$700(\.00)? \(buyer pays \$826(\.00)?\)/);
    await item.getByRole('button', { name: `Approve ${eventName}` }).click();
    await expectToast(page, 'Offer approved', `${performer.stageName} can now respond.`);
    await expect(page.getByRole('heading', { name: eventName })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Approvals', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: eventName })).toHaveCount(0);

    await performerPage.getByRole('button', { name: 'Refresh' }).click();
    const incoming = offerCard(performerPage, eventName);
    await expect(incoming).toBeVisible();
    await expect(incoming).toContainText('Pending Response');
    await expect(incoming.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
  } finally {
    await performerContext.close();
  }
});

test('the operator creates a tenant, its first admin accepts the invitation, then it is suspended and reactivated', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(150_000);
  const stamp = uniqueStamp();
  const slug = `e2e-${stamp}`;
  const name = `Chuckle Co ${stamp}`;
  const adminEmail = `first-admin-${stamp}@example.test`;
  const origin = tenantOrigin(slug);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: `http://localhost:${E2E_PORT}` });

  await signInWithForm(page, OPERATOR);
  await page.goto('/operator');
  await expect(page.getByRole('heading', { name: 'Tenants', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'New tenant' }).click();
  const form = page.getByRole('form', { name: 'New tenant' });
  // A slug that is not one is refused before anything is sent.
  await form.getByLabel('Slug').fill('Not A Slug!');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('First admin’s e-mail').fill(adminEmail);
  await form.getByRole('button', { name: 'Create tenant' }).click();
  await expect(form.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Slug')).toBeFocused();
  await form.getByLabel('Slug').fill(slug);
  await form.getByRole('button', { name: 'Create tenant' }).click();

  await expect(page.getByText(`${name} is ready`)).toBeVisible();
  const linkBox = page.getByLabel('Invitation link');
  const inviteUrl = await linkBox.inputValue();
  expect(inviteUrl).toMatch(new RegExp(`^${origin}/invite/[A-Za-z0-9_-]+$`));
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expectToast(page, 'Invitation link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteUrl);
  await page.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row).toContainText(slug);
  await expect(row).toContainText('Active');

  // The first admin, in a browser of their own, opens the link on the new tenant's host.
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await adminPage.goto(inviteUrl);
    await expect(adminPage.getByRole('heading', { name: `Join ${name}` })).toBeVisible();
    await expect(adminPage.getByLabel('Email')).toHaveValue(adminEmail);
    await adminPage.getByLabel('First name').fill('Ada');
    await adminPage.getByLabel('Last name').fill(`Admin${stamp.slice(-4)}`);
    await adminPage.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await adminPage.getByRole('button', { name: 'Create account and continue' }).click();
    await expect(adminPage).toHaveURL(`${origin}/admin`);
    await expect(adminPage.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible();
    await expect(adminPage.getByRole('button', { name: `Account menu for Ada Admin${stamp.slice(-4)}` })).toBeVisible();
    // The link works once.
    await adminPage.goto(inviteUrl);
    await expect(adminPage.getByRole('heading', { name: 'Invitation already used' })).toBeVisible();

    // Suspended: the tenant's site shows the "temporarily unavailable" screen.
    await row.getByRole('button', { name: `Suspend ${name}` }).click();
    const suspend = page.getByRole('dialog', { name: `Suspend ${name}?` });
    await suspend.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expectToast(page, `${name} is suspended`);
    await expect(row).toContainText('Suspended');
    await expect(async () => {
      await adminPage.goto(`${origin}/admin`);
      await expect(adminPage.getByRole('heading', { name: 'Temporarily unavailable', level: 1 })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(adminPage.getByRole('heading', { name: 'Overview' })).toHaveCount(0);

    // Reactivated: the console is back, still signed in.
    await row.getByRole('button', { name: `Reactivate ${name}` }).click();
    const reactivate = page.getByRole('dialog', { name: `Reactivate ${name}?` });
    await reactivate.getByRole('button', { name: 'Reactivate', exact: true }).click();
    await expectToast(page, `${name} is active`);
    await expect(row).toContainText('Active');
    await expect(async () => {
      await adminPage.goto(`${origin}/admin`);
      await expect(adminPage.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(adminPage.getByRole('heading', { name: 'Temporarily unavailable' })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }
});

test('at phone width the admin console fits; the payout delay saved there is what the fee summary says', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInWithForm(page, DEMO.admin);
  // Each section with what shows once its data is in (the widest parts come with the data).
  const sections: [string, string, (page: Page) => Locator][] = [
    ['Theme', 'Theme', (p) => p.getByRole('button', { name: 'Save theme' })],
    ['Tiers & fees', 'Tiers and fees', (p) => p.getByRole('button', { name: 'Save fees' })],
    ['Embeds', 'Embeds', (p) => p.getByRole('button', { name: 'Rotate key' })],
    [
      'Approvals',
      'Approvals',
      (p) =>
        p
          .getByText('No offers are waiting for approval.')
          .or(p.getByRole('list', { name: 'Offers waiting for approval' })),
    ],
    ['Performers', 'Performers', (p) => p.getByRole('table')],
    ['Users', 'Users', (p) => p.getByRole('table')],
    ['Audit log', 'Audit log', (p) => p.getByText('Nothing has been changed yet.').or(p.getByText(/@demo\.test · /))],
  ];
  await page.goto('/admin');
  const overflowing: string[] = [];
  for (const [label, heading, ready] of sections) {
    await openAdminSection(page, label, heading);
    await expect(ready(page).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 375) overflowing.push(`${label}: ${width}px`);
  }
  expect(overflowing).toEqual([]);

  await openAdminSection(page, 'Tiers & fees', 'Tiers and fees');
  const delay = page.getByLabel('Payout delay (days after the event)');
  const save = page.getByRole('button', { name: 'Save fees' });
  const before = await delay.inputValue();
  await delay.fill('45');
  await save.click();
  await expect(page.getByText('Enter whole days from 0 to 30')).toBeVisible();
  await delay.fill('4');
  await save.click();
  await expectToast(page, 'Fees saved');
  await expect(page.getByText(/Payouts are released 4 days after the event/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Payout delay (days after the event)')).toHaveValue('4');
  await page.getByLabel('Payout delay (days after the event)').fill(before);
  await page.getByRole('button', { name: 'Save fees' }).click();
  await expectToast(page, 'Fees saved');
});

test.describe('accessibility (axe)', () => {
  test('admin theme section', async ({ page }) => {
    await signInWithForm(page, DEMO.admin);
    await page.goto('/admin/theme');
    await expect(page.getByRole('button', { name: 'Save theme' })).toBeVisible();
    await expectNoSeriousViolations(page, 'admin theme');
  });

  test('operator console', async ({ page }) => {
    await signInWithForm(page, OPERATOR);
    await page.goto('/operator');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousViolations(page, 'operator console');
    await page.getByRole('button', { name: 'New tenant' }).click();
    await page.getByRole('form', { name: 'New tenant' }).getByRole('button', { name: 'Create tenant' }).click();
    await expect(page.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, 'operator console, new tenant form with errors');
  });
});

test('the audit log narrows by action and says when nothing matches', async ({ page, request }) => {
  const token = await apiToken(request, DEMO.admin);
  const admin = { Authorization: `Bearer ${token}` };
  const performer = await demoPerformer(request);
  for (const isFeatured of [true, false]) {
    const changed = await request.put(`/api/admin/performers/${performer.id}`, {
      headers: admin,
      data: { isFeatured },
    });
    expect(changed.ok(), await changed.text()).toBeTruthy();
  }
  // An entry of another kind, newest of all: the site's words saved unchanged.
  const { content } = await apiGet<{ content: object }>(request, '/api/tenant');
  const saved = await request.put('/api/admin/site-content', { headers: admin, data: content });
  expect(saved.ok(), await saved.text()).toBeTruthy();

  await signInWithForm(page, DEMO.admin);
  await page.goto('/admin');
  await openAdminSection(page, 'Audit log', 'Audit log');
  const entries = page.getByRole('main').locator('li').filter({ hasText: '@demo.test · ' });
  // Badges show the action in capitals, so the matching ignores case.
  await expect(entries.filter({ hasText: /site-content\.update/i }).first()).toBeVisible();

  await page.getByLabel('Action').fill('performer.update');
  await expect(entries.filter({ hasNotText: /performer\.update/i })).toHaveCount(0);
  await expect(entries.filter({ hasText: `performer:${performer.id}` })).not.toHaveCount(0);
  expect(await entries.count()).toBeGreaterThanOrEqual(2);

  await page.getByLabel('Action').fill('no-such-action');
  await expect(page.getByText('No changes match.')).toBeVisible();
  await page.getByLabel('Action').fill('');
  await expect(entries.filter({ hasText: /site-content\.update/i }).first()).toBeVisible();
});
