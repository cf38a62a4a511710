/**
 * The per-account sign-in throttle's arithmetic (docs/accounts.md, "Sign-in defences"). Pure: the
 * state lives in `sign_in_throttles` (commands/signInThrottle.ts reads and writes it).
 *
 * Every attempt on an account from an address it has not signed in from is counted as a failure
 * BEFORE its password is checked (a success clears the count afterwards), so a burst of parallel
 * guesses cannot all slip past the check. After `freeFailures` failures each further attempt must
 * wait: `baseDelaySeconds`, doubling with every failure, never more than `maxDelaySeconds`.
 * Attempts refused while waiting are not checked and count for nothing. The count starts again
 * once the account has been quiet (no failure, no wait) for `quietSeconds`.
 *
 * There is no hard lock: whatever an attacker does, a correct password is accepted once the wait
 * is over, and the wait never exceeds `maxDelaySeconds`.
 */

export interface ThrottlePolicy {
  /** SIGNIN_MAX_FAILURES_PER_ACCOUNT: failures before the first wait. */
  freeFailures: number;
  /** SIGNIN_DELAY_BASE_SECONDS: the first wait. */
  baseDelaySeconds: number;
  /** SIGNIN_DELAY_MAX_SECONDS: the longest wait. */
  maxDelaySeconds: number;
  /** SIGNIN_WINDOW_SECONDS: quiet time after which the count starts again. */
  quietSeconds: number;
}

export interface ThrottleState {
  failures: number;
  lastFailureAt: Date | null;
  notBefore: Date | null;
}

export type Admission = { admitted: true; next: ThrottleState } | { admitted: false; retryAfterSeconds: number };

/** How many of the last addresses an account signed in from successfully are remembered. */
export const KNOWN_ADDRESSES_KEPT = 10;

export const EMPTY_THROTTLE: ThrottleState = { failures: 0, lastFailureAt: null, notBefore: null };

/** The wait (seconds) after `failures` failures: 0 up to the free ones, then doubling up to the cap. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = failures - policy.freeFailures;
  // 2^31 seconds is longer than any cap: stop doubling before the number stops being exact.
  if (doublings >= 31) return policy.maxDelaySeconds;
  return Math.min(policy.maxDelaySeconds, policy.baseDelaySeconds * 2 ** doublings);
}

/**
 * Whether an attempt at `now` may check its password; if so, the state counting it as a failure
 * (cleared by `afterSuccess` when the password was right). If not, the whole seconds to wait (≥ 1),
 * as the 429's Retry-After says.
 */
export function admit(state: ThrottleState, now: Date, policy: ThrottlePolicy): Admission {
  if (state.notBefore && state.notBefore.getTime() > now.getTime()) {
    return {
      admitted: false,
      retryAfterSeconds: Math.max(1, Math.ceil((state.notBefore.getTime() - now.getTime()) / 1000)),
    };
  }
  const failures = wentQuiet(state, now, policy) ? 1 : state.failures + 1;
  const delay = delayAfter(failures, policy);
  return {
    admitted: true,
    next: { failures, lastFailureAt: now, notBefore: delay > 0 ? new Date(now.getTime() + delay * 1000) : null },
  };
}

/** True when the account had no failure and no wait for the last `quietSeconds`. */
function wentQuiet(state: ThrottleState, now: Date, policy: ThrottlePolicy): boolean {
  const last = Math.max(state.lastFailureAt?.getTime() ?? -Infinity, state.notBefore?.getTime() ?? -Infinity);
  return now.getTime() - last >= policy.quietSeconds * 1000;
}

/** A correct password clears the count and the wait. */
export function afterSuccess(): ThrottleState {
  return EMPTY_THROTTLE;
}

/** The known addresses with `address` first, the oldest dropped past KNOWN_ADDRESSES_KEPT. */
export function rememberAddress(known: readonly string[], address: string): string[] {
  return [address, ...known.filter((entry) => entry !== address)].slice(0, KNOWN_ADDRESSES_KEPT);
}
