import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, demoPerformer, signInWithForm } from './support/accounts';
import { payOnLocalCheckout } from './support/offers';

const PASSWORD = 'correct horse battery';
const CHANGED_PASSWORD = 'staple battery horse';

function newcomer() {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return { firstName: 'Nova', lastName: `Newcomer${stamp.slice(-4)}`, email: `newcomer-${stamp}@example.test` };
}

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
}

test('a newcomer signs up as a buyer, signs out and signs in again', async ({ page }) => {
  const person = newcomer();
  const fullName = `${person.firstName} ${person.lastName}`;
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: /booking talent/i })).toBeChecked();

  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('First name is required')).toHaveCount(0);

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('radio', { name: /Basic/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  // The account exists on the free plan; the paid plan chosen on the form is bought next.
  await page.waitForURL(/\/checkout\/lcs_[0-9a-f]{24}$/);
  await expect(page.getByText('$20.00').first()).toBeVisible();
  await payOnLocalCheckout(page);
  await page.waitForURL(/\/pricing/);
  await expect(page.getByText('Subscription Updated')).toBeVisible();
  await page.goto('/');
  // A new account's address is unconfirmed: the banner says where the link went (docs/accounts.md).
  await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toContainText(person.email);
  await openUserMenu(page);
  await expect(page.getByText(fullName)).toBeVisible();
  await expect(page.getByText(person.email, { exact: true })).toBeVisible();
  await expect(page.getByText('buyer', { exact: true })).toBeVisible();

  // Sign out from a signed-in-only page: straight home, without the "logged out" notice.
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();
  await expect(page.getByText('Basic plan', { exact: false }).first()).toBeVisible();
  const tokenBefore = await page.evaluate(() => localStorage.getItem('auth_token'));
  await openUserMenu(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Signed out on the server too: the old token is refused wherever it turns up.
  await expect
    .poll(async () =>
      (await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${tokenBefore}` } })).status(),
    )
    .toBe(401);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.waitForTimeout(700); // longer than the 500 ms redirect a wrong notice would trigger
  await expect(page.getByText('Unauthorized')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await openUserMenu(page);
  await expect(page.getByText(fullName)).toBeVisible();
});

test('sign in shows the validation messages, then the failure alert for a wrong password', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText(/Invalid email or password|Sign in failed/);
  await expect(page).toHaveURL(/\/signin$/);
});

test('a signed-out visitor to /offers is sent to /signin, which remembers the page', async ({ page }) => {
  await page.goto('/offers');
  await expect(page.getByText('You are logged out. Logging in again...')).toBeVisible();
  await expect(page).toHaveURL(/\/signin\?returnTo=%2Foffers$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a signed-out visitor following a booking link signs in and lands back in the wizard', async ({
  page,
  request,
}, testInfo) => {
  const performer = await demoPerformer(request);
  for (const size of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto(`/create-offer?performerId=${performer.id}`);
    await expect(page).toHaveURL(new RegExp(`/signin\\?returnTo=%2Fcreate-offer%3FperformerId%3D${performer.id}$`));
    await page.getByLabel('Email').fill(DEMO.basicBuyer);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.screenshot({ path: testInfo.outputPath(`signin-return-${size.name}.png`) });
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/create-offer\\?performerId=${performer.id}$`));
    await expect(page.getByRole('heading', { name: 'Event Details' })).toBeVisible();
    await expect(page.getByText(performer.stageName).first()).toBeVisible();
    // The notice that sent them to sign in is answered: it does not follow them back.
    await expect(page.getByText('You are logged out. Logging in again...')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`wizard-after-signin-${size.name}.png`) });
    await page.evaluate(() => localStorage.clear());
  }
});

test('sign-in never follows a returnTo that leaves the site', async ({ page }) => {
  for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
    await page.goto(`/signin?${new URLSearchParams({ returnTo })}`);
    await page.getByLabel('Email').fill(DEMO.basicBuyer);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await page.evaluate(() => localStorage.clear());
  }
});

test('Apply as Performer says "Application under review" once sent, also after a reload', async ({
  page,
  request,
}, testInfo) => {
  const person = newcomer();
  const signUp = await request.post('/api/auth/signup', { data: { ...person, password: PASSWORD, role: 'BUYER' } });
  expect(signUp.status()).toBe(201);
  await signInWithForm(page, person.email, PASSWORD);
  await page.goto('/for-performers');
  await page.getByRole('button', { name: 'Apply as Performer' }).click();
  await expect(page.getByText('Application Submitted', { exact: true })).toBeVisible();
  const underReview = page.getByRole('button', { name: 'Application under review' });
  await expect(underReview).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('apply-under-review-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(underReview).toBeDisabled();
  await underReview.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('apply-under-review-phone.png') });
  await expect(page.getByText('Application Failed')).toHaveCount(0);
});

test('an unknown page shows the not-found screen', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('on a phone the hamburger opens the slide-out menu and a link closes it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toBeVisible();
  await menuButton.click();

  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await menuButton.click();

  await panel.getByRole('link', { name: 'Pricing' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
});

test('changing the password keeps this session and signs the other devices out', async ({ page, browser, request }) => {
  const person = newcomer();
  const signUp = await request.post('/api/auth/signup', { data: { ...person, password: PASSWORD, role: 'BUYER' } });
  expect(signUp.status()).toBe(201);
  const otherContext = await browser.newContext();
  try {
    const otherDevice = await otherContext.newPage();
    await signInWithForm(otherDevice, person.email, PASSWORD);
    await signInWithForm(page, person.email, PASSWORD);

    await page.goto('/settings');
    await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(CHANGED_PASSWORD);
    await page.getByLabel('Confirm new password').fill(CHANGED_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password Changed', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
    await otherDevice.reload();
    await expect(otherDevice.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(otherDevice.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);
  } finally {
    await otherContext.close();
  }
});

test('Sign Out Everywhere in the settings signs out the other devices too', async ({ page, browser }) => {
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await signInWithForm(otherPage, 'buyer.guest@demo.test');
    await signInWithForm(page, 'buyer.guest@demo.test');
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Sign Out Everywhere' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await otherPage.goto('/profile');
    await expect(otherPage).toHaveURL(/\/signin/);
  } finally {
    await other.close();
  }
});
