import type { z } from 'zod';
import type { SignInBody } from '../contract';
import { admitAttempt, lockThrottle, recordSuccess, successChangesNothing } from '../auth/accountThrottle';
import { verifyPassword } from '../auth/passwords';
import { enforceLimit, waitInWords, type RateLimiter } from '../auth/rateLimiter';
import type { Orm } from '../db/orm';
import { inTenant } from '../db/tenantScope';
import type { ThrottlePolicy } from '../domain/signInThrottle';
import { UserEntity, type Tenant, type User } from '../entities';
import { AppError } from '../http/errors';

export interface SignInLimits {
  /** SIGNIN_MAX_FAILURES_PER_ACCOUNT: free failures per account, and per account from one address. */
  maxFailuresPerAccount: number;
  /** SIGNIN_MAX_ATTEMPTS_PER_IP: failures from one address before it waits (known accounts excepted). */
  maxAttemptsPerIp: number;
  windowSeconds: number;
  delayBaseSeconds: number;
  delayMaxSeconds: number;
}

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const TOO_MANY = 'Too many failed sign-in attempts.';

/**
 * Checks a password behind three limits (docs/accounts.md, "Sign-in defences"):
 *
 * - per account, from every address: a progressive wait (domain/signInThrottle.ts), counted
 *   before the password is checked, so guessing from any number of addresses is slowed; never a
 *   lock: after the wait a correct password works;
 * - per address, failures only (successes use up nothing): an address past its limit waits,
 *   except for accounts that have signed in from it before, so an office behind one address keeps
 *   signing in while someone there guesses;
 * - per account from one address (failures only), which also bounds guesses from an address the
 *   account signed in from.
 *
 * No wait is ever slept on the server: a refused attempt is answered 429 with Retry-After. The
 * throttle row is locked only while it is read and written (one short transaction, with the
 * user's row); the password is checked after that transaction, on no pooled connection.
 */
export async function signIn(
  orm: Orm,
  tenant: Tenant,
  input: z.output<typeof SignInBody>,
  ip: string,
  limiter: RateLimiter,
  limits: SignInLimits,
  now: Date,
): Promise<User> {
  const ipKey = `signin:ip-failures:${tenant.id}:${ip}`;
  const accountKey = `signin:account-failures:${tenant.id}:${input.email}:${ip}`;
  const policy = throttlePolicy(limits);
  const ipCheck = await limiter.check(ipKey, limits.maxAttemptsPerIp, limits.windowSeconds);
  const { user, known, throttle } = await inTenant(orm, tenant.id, async (em) => {
    const throttle = await lockThrottle(em, tenant.id, input.email, now);
    const known = throttle.knownAddresses.includes(ip);
    if (!known) {
      if (!ipCheck.allowed) throw tooMany(ipCheck.retryAfterSeconds);
      const admission = await admitAttempt(em, tenant.id, input.email, throttle, now, policy);
      if (!admission.admitted) throw tooMany(admission.retryAfterSeconds);
    }
    const user = await em.findOne(UserEntity, { email: input.email }, { populate: ['passwordHash'] });
    return { user, known, throttle };
  });
  if (known) await enforceLimit(limiter, accountKey, limits.maxFailuresPerAccount, limits.windowSeconds, TOO_MANY);

  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    await limiter.hit(ipKey, limits.windowSeconds);
    if (known) await limiter.hit(accountKey, limits.windowSeconds);
    throw new AppError(401, 'invalid_credentials', INVALID_CREDENTIALS);
  }
  if (known) await limiter.reset(accountKey);
  if (!(known && successChangesNothing(throttle, ip)))
    await inTenant(orm, tenant.id, (em) => recordSuccess(em, tenant.id, input.email, ip, now));
  return user;
}

export function throttlePolicy(limits: SignInLimits): ThrottlePolicy {
  return {
    freeFailures: limits.maxFailuresPerAccount,
    baseDelaySeconds: limits.delayBaseSeconds,
    maxDelaySeconds: limits.delayMaxSeconds,
    quietSeconds: limits.windowSeconds,
  };
}

/** 429 with Retry-After, and a message that says the same wait. */
function tooMany(retryAfterSeconds: number): AppError {
  return new AppError(429, 'rate_limited', `${TOO_MANY} Try again in ${waitInWords(retryAfterSeconds)}.`, undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
}
