import { LockMode } from '@mikro-orm/core';
import type { z } from 'zod';
import { CURRENT_PASSWORD_INCORRECT, type ChangePasswordBody } from '../../contract';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { enforceLimit, type RateLimiter } from '../../auth/rateLimiter';
import type { TenantEm } from '../../db/tenantScope';
import { UserEntity, type User } from '../../entities';
import { badRequest, unauthorized } from '../../http/errors';

export interface PasswordLimits {
  maxFailuresPerAccount: number;
  windowSeconds: number;
}

/**
 * The signed-in user replaces their password after proving the current one. Wrong guesses
 * count per account like sign-in failures, so a stolen session cannot brute-force it. Every
 * sign-in token issued before now stops working (the caller hands this session a new one).
 */
export async function changePassword(
  em: TenantEm,
  signedIn: User,
  input: z.output<typeof ChangePasswordBody>,
  limiter: RateLimiter,
  limits: PasswordLimits,
): Promise<User> {
  const key = `password:account:${signedIn.tenantId}:${signedIn.id}`;
  await enforceLimit(limiter, key, limits.maxFailuresPerAccount, limits.windowSeconds, 'Too many incorrect passwords.');
  // Locked: a second change at the same moment waits, then has to prove the password this one set.
  const user = await em.findOne(
    UserEntity,
    { id: signedIn.id },
    { populate: ['passwordHash'], lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!user) throw unauthorized('Unauthorized: please sign in to continue');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await limiter.hit(key, limits.windowSeconds);
    throw badRequest(CURRENT_PASSWORD_INCORRECT, { currentPassword: CURRENT_PASSWORD_INCORRECT });
  }
  if (input.newPassword === input.currentPassword) {
    const message = 'New password must be different from the current password';
    throw badRequest(message, { newPassword: message });
  }
  user.passwordHash = await hashPassword(input.newPassword);
  user.sessionVersion += 1;
  await em.flush();
  await limiter.reset(key);
  return user;
}
