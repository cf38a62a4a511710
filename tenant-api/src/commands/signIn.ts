import type { z } from 'zod';
import type { SignInBody } from '../contract';
import { verifyPassword } from '../auth/passwords';
import type { RateLimiter } from '../auth/rateLimiter';
import type { TenantEm } from '../db/tenantScope';
import { UserEntity, type Tenant, type User } from '../entities';
import { AppError } from '../http/errors';

export interface SignInLimits {
  maxFailuresPerAccount: number;
  maxAttemptsPerIp: number;
  windowSeconds: number;
}

export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Checks a password, limited per IP (every attempt counts) and per account (failures count,
 * a success clears them). Over either limit the answer is 429 with Retry-After.
 */
export async function signIn(
  em: TenantEm,
  tenant: Tenant,
  input: z.output<typeof SignInBody>,
  ip: string,
  limiter: RateLimiter,
  limits: SignInLimits,
): Promise<User> {
  const ipKey = `signin:ip:${tenant.id}:${ip}`;
  const accountKey = `signin:account:${tenant.id}:${input.email}`;
  await enforce(limiter, ipKey, limits.maxAttemptsPerIp, limits.windowSeconds);
  await enforce(limiter, accountKey, limits.maxFailuresPerAccount, limits.windowSeconds);
  await limiter.hit(ipKey, limits.windowSeconds);

  const user = await em.findOne(UserEntity, { email: input.email }, { populate: ['passwordHash'] });
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    await limiter.hit(accountKey, limits.windowSeconds);
    throw new AppError(401, 'invalid_credentials', INVALID_CREDENTIALS);
  }
  await limiter.reset(accountKey);
  return user;
}

async function enforce(limiter: RateLimiter, key: string, limit: number, windowSeconds: number): Promise<void> {
  const check = await limiter.check(key, limit, windowSeconds);
  if (check.allowed) return;
  const minutes = Math.ceil(check.retryAfterSeconds / 60);
  throw new AppError(
    429,
    'rate_limited',
    `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'Retry-After': String(check.retryAfterSeconds) },
  );
}
