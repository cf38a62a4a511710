import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { z } from 'zod';
import type { PerformerTier, UpdateMeBody } from '../../contract';
import type { TenantEm } from '../../db/tenantScope';
import { PerformerEntity, UserEntity, type Performer, type Tenant, type User } from '../../entities';
import { conflict, unauthorized } from '../../http/errors';
import { applicationsUnderReview } from '../../queries/performerApplications';
import { EMAIL_TAKEN_MESSAGE } from '../signUp';
import { queueVerificationEmail, type VerificationMail } from './emailVerification';

/**
 * The signed-in user edits their own name, e-mail and phone. The e-mail stays unique in the
 * tenant: the same 409 as sign-up, whether found first or caught from the unique index. A changed
 * address is unconfirmed and is sent its own confirmation link.
 */
export async function updateProfile(
  em: TenantEm,
  signedIn: User,
  input: z.output<typeof UpdateMeBody>,
  reconfirm: { tenant: Tenant; mail: VerificationMail },
): Promise<{ user: User; performer: Performer | null; applicationsUnderReview: PerformerTier[] }> {
  const user = await em.findOne(UserEntity, { id: signedIn.id });
  if (!user) throw unauthorized('Unauthorized: please sign in to continue');
  if (input.email !== user.email && (await em.findOne(UserEntity, { email: input.email }))) {
    throw conflict('email_taken', EMAIL_TAKEN_MESSAGE);
  }
  user.firstName = input.firstName;
  user.lastName = input.lastName;
  const emailChanged = input.email !== user.email;
  user.email = input.email;
  // A new address is unconfirmed until its own link is used (docs/accounts.md); earlier links confirm nothing.
  if (emailChanged) user.emailVerifiedAt = null;
  if (input.phone !== undefined) user.phone = input.phone;
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict('email_taken', EMAIL_TAKEN_MESSAGE);
    throw error;
  }
  if (emailChanged) await queueVerificationEmail(em, reconfirm.tenant, user, reconfirm.mail);
  const performer = user.role === 'PERFORMER' ? await em.findOne(PerformerEntity, { userId: user.id }) : null;
  return { user, performer, applicationsUnderReview: await applicationsUnderReview(em, user) };
}
