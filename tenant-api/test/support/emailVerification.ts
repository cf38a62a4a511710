import { expect } from 'vitest';
import { ownerOf, type TestApp } from './harness';

/**
 * The token of the newest confirmation e-mail sent to `email`, read from the outbox the way its
 * reader would read the mail (the link's `token` parameter). How tests confirm a fresh account:
 * there is no back door in the product (docs/accounts.md, "Tests").
 */
export async function verificationTokenFromMail(app: TestApp, email: string): Promise<string> {
  const { owner } = await ownerOf(app);
  try {
    const { rows } = await owner.query<{ body: string }>(
      `select body from outbox_emails where to_address = $1 and kind = 'email_verification'
        order by created_at desc, id limit 1`,
      [email],
    );
    const token = /\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(rows[0]?.body ?? '')?.[1];
    if (!token) throw new Error(`no confirmation e-mail to ${email} in the outbox`);
    return token;
  } finally {
    await owner.end();
  }
}

/** Confirms `email` with the link of its newest confirmation e-mail, as its owner clicking it would. */
export async function confirmEmailFromMail(app: TestApp, email: string, host?: string): Promise<void> {
  const token = await verificationTokenFromMail(app, email);
  const confirmed = await app.request('POST', '/api/auth/verify-email', { body: { token }, ...(host && { host }) });
  expect(confirmed.status, confirmed.text).toBe(200);
}
