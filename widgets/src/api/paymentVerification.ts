import { isApiError } from './ApiError';

/**
 * Confirming a payment when the buyer comes back from the checkout: which provider's session it
 * is, and a few retries while the provider's confirmation catches up.
 */
export type PaymentProvider = 'local' | 'stripe';

/** Which provider made a checkout session: ours start with `lcs_`, Stripe's with `cs_`. */
export function providerOfSession(sessionId: string): PaymentProvider | null {
  if (sessionId.startsWith('lcs_')) return 'local';
  if (sessionId.startsWith('cs_')) return 'stripe';
  return null;
}

export const verifyPaymentPath = (provider: PaymentProvider) => `/api/payments/verify-${provider}-payment`;

/** SPEC 9: verification retries 3 times, 1 second apart. */
export const VERIFY_RETRIES = 3;
export const VERIFY_RETRY_DELAY_MS = 1000;

/**
 * A payment may be confirmed by the provider a moment after the browser comes back, so a
 * conflict, a server error or a lost connection is tried again; an answer that cannot change
 * (no such session, not signed in, not yours) is not.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  return !isApiError(error) || error.status === 409 || error.status >= 500;
}

interface RetryOptions {
  retries?: number;
  delayMs?: number;
  signal?: AbortSignal | undefined;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Runs `attempt`, and again up to `retries` times after a pause while the failure is retryable. */
export async function withRetries<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { retries = VERIFY_RETRIES, delayMs = VERIFY_RETRY_DELAY_MS, signal, sleep = pause } = options;
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= retries || !isRetryable(error) || signal?.aborted) throw error;
      await sleep(delayMs, signal);
    }
  }
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}
