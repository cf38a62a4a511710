import { expect, test, type APIRequestContext } from '@playwright/test';
import { newcomer, NEW_PASSWORD } from './support/accounts';

/**
 * "Forgot password?" against the shipped server (scripts/e2e-server.mjs runs it with DEV_MAILBOX=true):
 * the link is read from the development mailbox, as the user would read it from their inbox.
 */
const RESET_PASSWORD = 'a brand new secret';

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  kind: string | null;
}

async function mailTo(request: APIRequestContext, email: string, kind: string): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect(async () => {
    const response = await request.get('/api/dev/mailbox?format=json');
    expect(response.ok()).toBeTruthy();
    const { messages } = (await response.json()) as { messages: MailboxMessage[] };
    found = messages.find((message) => message.to === email && message.kind === kind);
    expect(found, `a ${kind} e-mail to ${email}`).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return found!;
}

test('a user who forgot the password resets it from the e-mailed link, once', async ({ page, request }) => {
  const person = newcomer();
  const signup = await request.post('/api/auth/signup', {
    data: { ...person, password: NEW_PASSWORD, role: 'BUYER' },
  });
  expect(signup.status()).toBe(201);

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText("If an account exists for that address, we've sent a link to reset its password."),
  ).toBeVisible();

  const mail = await mailTo(request, person.email, 'password_reset');
  expect(mail.subject).toMatch(/: Reset your password$/);
  const link = /http:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  expect(new URL(link!).origin).toBe(new URL(page.url()).origin);

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const password = page.getByLabel('New password', { exact: true });
  await password.fill(RESET_PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByLabel('Confirm new password').fill(RESET_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText('Your password has been reset. Sign in with your new password.')).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');

  await page.getByLabel('Password', { exact: true }).fill(RESET_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  const notice = await mailTo(request, person.email, 'password_changed');
  expect(notice.subject).toMatch(/: Your password was changed$/);

  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('yet another secret');
  await page.getByLabel('Confirm new password').fill('yet another secret');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This link has already been used')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
});
