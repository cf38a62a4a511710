import { expect, type Page } from '@playwright/test';
import { marketplaceRequest } from './marketplace';

/**
 * How journeys confirm a fresh account's e-mail address (docs/accounts.md, "Tests"): the way its
 * owner does, from the link in the confirmation e-mail, read from the development mailbox
 * (scripts/e2e-server.mjs runs the server with DEV_MAILBOX=true). No back door in the product.
 */
interface MailboxMessage {
  to: string;
  text: string;
  kind: string | null;
}

const LINK = /https?:\/\/[^\s]+\/verify-email\?token=[A-Za-z0-9_-]{43}/;

/** The confirmation link e-mailed to `email`, from the mailbox of `host`'s tenant (default: the flagship). */
export async function confirmationLink(apiBase: string, email: string, host?: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const mailbox = await marketplaceRequest<{ messages: MailboxMessage[] }>(
      apiBase,
      'GET',
      '/api/dev/mailbox?format=json',
      {
        ...(host && { host }),
      },
    );
    expect(mailbox.status).toBe(200);
    const mail = mailbox.body.messages.find((message) => message.to === email && message.kind === 'email_verification');
    link = LINK.exec(mail?.text ?? '')?.[0];
    expect(link, `a confirmation e-mail to ${email}`).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return link!;
}

/** Opens the e-mailed link in a new tab of the page's browser, and sees the address confirmed. */
export async function confirmEmailFromMail(page: Page, apiBase: string, email: string, host?: string): Promise<void> {
  const link = await confirmationLink(apiBase, email, host);
  const tab = await page.context().newPage();
  try {
    await tab.goto(link);
    await expect(tab.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
  } finally {
    await tab.close();
  }
}
