import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { z } from 'zod';
import type { PerformerTier, UpdateMeBody } from '../../contract';
import type { TenantEm } from '../../db/tenantScope';
import { PerformerEntity, UserEntity, type Performer, type User } from '../../entities';
import { conflict, unauthorized } from '../../http/errors';
import { applicationsUnderReview } from '../../queries/performerApplications';
import { EMAIL_TAKEN_MESSAGE } from '../signUp';

/**
 * The signed-in user edits their own name, e-mail and phone. The e-mail stays unique in the
 * tenant: the same 409 as sign-up, whether found first or caught from the unique index.
 */
export async function updateProfile(
  em: TenantEm,
  signedIn: User,
  input: z.output<typeof UpdateMeBody>,
): Promise<{ user: User; performer: Performer | null; applicationsUnderReview: PerformerTier[] }> {
  const user = await em.findOne(UserEntity, { id: signedIn.id });
  if (!user) throw unauthorized('Unauthorized: please sign in to continue');
  if (input.email !== user.email && (await em.findOne(UserEntity, { email: input.email }))) {
    throw conflict('email_taken', EMAIL_TAKEN_MESSAGE);
  }
  user.firstName = input.firstName;
  user.lastName = input.lastName;
  user.email = input.email;
  if (input.phone !== undefined) user.phone = input.phone;
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict('email_taken', EMAIL_TAKEN_MESSAGE);
    throw error;
  }
  const performer = user.role === 'PERFORMER' ? await em.findOne(PerformerEntity, { userId: user.id }) : null;
  return { user, performer, applicationsUnderReview: await applicationsUnderReview(em, user) };
}
