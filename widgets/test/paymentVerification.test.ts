import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api';
import { isRetryable, providerOfSession, verifyPaymentPath, withRetries } from '../src/api/paymentVerification';

const conflict = () => new ApiError(409, 'Conflict', '{"error":{"code":"payment_not_completed","message":"open"}}');
const notFound = () =>
  new ApiError(404, 'Not Found', '{"error":{"code":"not_found","message":"No payment session found."}}');

describe('providerOfSession', () => {
  it('reads the provider from the session id prefix', () => {
    expect(providerOfSession('lcs_0123456789abcdef01234567')).toBe('local');
    expect(providerOfSession('cs_test_a1b2')).toBe('stripe');
    expect(providerOfSession('xyz')).toBeNull();
    expect(verifyPaymentPath('local')).toBe('/api/payments/verify-local-payment');
  });
});

describe('withRetries', () => {
  const noWait = vi.fn(async () => {});

  it('retries a retryable failure three times, one second apart, then gives up', async () => {
    noWait.mockClear();
    const attempt = vi.fn(async () => {
      throw conflict();
    });
    await expect(withRetries(attempt, { sleep: noWait })).rejects.toBeInstanceOf(ApiError);
    expect(attempt).toHaveBeenCalledTimes(4);
    expect(noWait.mock.calls).toEqual([
      [1000, undefined],
      [1000, undefined],
      [1000, undefined],
    ]);
  });

  it('returns the first success', async () => {
    let calls = 0;
    const attempt = async () => {
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch');
      return 'verified';
    };
    await expect(withRetries(attempt, { sleep: noWait })).resolves.toBe('verified');
    expect(calls).toBe(3);
  });

  it('does not retry an answer that cannot change', async () => {
    const attempt = vi.fn(async () => {
      throw notFound();
    });
    await expect(withRetries(attempt, { sleep: noWait })).rejects.toThrow('404');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('waits for real between attempts by default', async () => {
    vi.useFakeTimers();
    try {
      const attempt = vi.fn(async () => {
        if (attempt.mock.calls.length === 1) throw conflict();
        return 'ok';
      });
      const result = withRetries(attempt);
      await vi.advanceTimersByTimeAsync(999);
      expect(attempt).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('ok');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('isRetryable', () => {
  it('retries conflicts, server errors and network failures only', () => {
    expect(isRetryable(conflict())).toBe(true);
    expect(isRetryable(new ApiError(503, 'Unavailable', ''))).toBe(true);
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(notFound())).toBe(false);
    expect(isRetryable(new ApiError(401, 'Unauthorized', ''))).toBe(false);
  });
});
