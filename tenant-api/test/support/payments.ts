import { expect } from 'vitest';
import type { TestApp } from './harness';

/** The test card the local checkout page takes, as its form posts it. */
const TEST_CARD_FORM = 'cardNumber=4242424242424242&expiry=12%2F30&cvc=123';

/**
 * The performer accepts the offer; the buyer pays on the local checkout page and the payment is
 * verified (at `tokens.host`'s tenant: the flagship's by default).
 */
export async function acceptAndPayLocally(
  app: TestApp,
  offerId: string,
  tokens: { performer: string; buyer: string; host?: string },
): Promise<void> {
  const host = tokens.host ? { host: tokens.host } : {};
  const accepted = await app.request('PUT', `/api/offers/${offerId}/respond`, {
    ...host,
    token: tokens.performer,
    body: { action: 'accept' },
  });
  expect(accepted.status).toBe(200);
  const paymentUrl = accepted.body.paymentUrl as string;
  const paid = await app.request('POST', paymentUrl, {
    ...host,
    rawBody: TEST_CARD_FORM,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.status).toBe(302);
  const sessionId = paymentUrl.split('/').pop();
  const verified = await app.request('GET', `/api/payments/verify-local-payment?session_id=${sessionId}`, {
    ...host,
    token: tokens.buyer,
  });
  expect(verified.status).toBe(200);
}
