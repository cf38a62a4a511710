import type { z } from 'zod';
import type { SignInBody } from '../contract';
import { verifyPassword } from '../auth/passwords';
import { enforceLimit, type RateLimiter } from '../auth/rateLimiter';
import type { Orm } from '../db/orm';
import { inTenant } from '../db/tenantScope';
import { UserEntity, type Tenant, type User } from '../entities';
import { AppError } from '../http/errors';

export interface SignInLimits {
  maxFailuresPerAccount: number;
  maxAttemptsPerIp: number;
  windowSeconds: number;
}

export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Checks a password, limited per address and per account on that address: failed attempts count,
 * a success clears the account's failures and uses up nothing, so people behind one office
 * network do not lock each other out, and someone guessing from elsewhere never locks the
 * owner out. The limits are read and written outside any transaction, and the password is
 * checked after the user's row is read and its connection handed back: a burst of sign-ins
 * cannot hold every pooled connection while asking for one more.
 */
export async function signIn(
  orm: Orm,
  tenant: Tenant,
  input: z.output<typeof SignInBody>,
  ip: string,
  limiter: RateLimiter,
  limits: SignInLimits,
): Promise<User> {
  const ipKey = `signin:ip-failures:${tenant.id}:${ip}`;
  const accountKey = `signin:account-failures:${tenant.id}:${input.email}:${ip}`;
  await enforceLimit(limiter, ipKey, limits.maxAttemptsPerIp, limits.windowSeconds, TOO_MANY);
  await enforceLimit(limiter, accountKey, limits.maxFailuresPerAccount, limits.windowSeconds, TOO_MANY);

  const user = await inTenant(orm, tenant.id, (em) =>
    em.findOne(UserEntity, { email: input.email }, { populate: ['passwordHash'] }),
  );
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    await limiter.hit(ipKey, limits.windowSeconds);
    await limiter.hit(accountKey, limits.windowSeconds);
    throw new AppError(401, 'invalid_credentials', INVALID_CREDENTIALS);
  }
  await limiter.reset(accountKey);
  return user;
}

const TOO_MANY = 'Too many failed sign-in attempts.';
