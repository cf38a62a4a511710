import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { z } from 'zod';
import type { AcceptInvitationBody, Role } from '../../contract';
import { hashPassword } from '../../auth/passwords';
import type { TenantEm } from '../../db/tenantScope';
import { UserEntity, type Tenant, type User } from '../../entities';
import { AppError, conflict, notFound } from '../../http/errors';
import { EMAIL_TAKEN_MESSAGE } from '../signUp';
import { hashInvitationToken, INVITATION_TOKEN_PATTERN } from './invitationToken';

export interface Invitation {
  id: string;
  email: string;
  role: Role;
  expiresAt: Date;
  usedAt: Date | null;
}

type Row = Record<string, any>;

export const INVITATION_NOT_FOUND = 'This invitation link is not valid. Check that you copied the whole link.';
export const INVITATION_USED = 'This invitation has already been used. Sign in instead.';
export const INVITATION_EXPIRED = 'This invitation has expired. Ask the platform operator for a new one.';

/** The tenant's invitation for this token (404 if unknown, 410 if used or expired). */
export async function findUsableInvitation(em: TenantEm, token: string, now: Date): Promise<Invitation> {
  const invitation = INVITATION_TOKEN_PATTERN.test(token) ? await findInvitation(em, token) : null;
  if (!invitation) throw notFound(INVITATION_NOT_FOUND);
  if (invitation.usedAt) throw new AppError(410, 'invitation_used', INVITATION_USED);
  if (invitation.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(410, 'invitation_expired', INVITATION_EXPIRED);
  }
  return invitation;
}

async function findInvitation(em: TenantEm, token: string): Promise<Invitation | null> {
  const [row] = await em.execute<Row[]>(
    `select id, email, role, expires_at, used_at from tenant_invitations where token_hash = ?`,
    [hashInvitationToken(token)],
  );
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    expiresAt: new Date(row.expires_at),
    usedAt: row.used_at ? new Date(row.used_at) : null,
  };
}

/**
 * Makes the invited account (role from the invitation, argon2id password like sign-up) and
 * marks the invitation used, in the tenant's transaction. 409 if the e-mail already has an
 * account here; a second accept of the same link loses the race on `used_at` and gets 410.
 */
export async function acceptInvitation(
  em: TenantEm,
  tenant: Tenant,
  token: string,
  input: z.output<typeof AcceptInvitationBody>,
  now: Date,
): Promise<User> {
  const invitation = await findUsableInvitation(em, token, now);
  if (await em.findOne(UserEntity, { email: invitation.email })) throw conflict('email_taken', EMAIL_TAKEN_MESSAGE);
  const claimed = await em.execute<Row[]>(
    `update tenant_invitations set used_at = ? where id = ? and used_at is null returning id`,
    [now, invitation.id],
  );
  if (!claimed.length) throw new AppError(410, 'invitation_used', INVITATION_USED);
  const user = em.create(UserEntity, {
    tenantId: tenant.id,
    id: randomUUID(),
    email: invitation.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    role: invitation.role,
    subscriptionTier: 'GUEST',
    companyName: null,
    profileImageUrl: null,
    phone: null,
    sessionVersion: 0,
  } as User);
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict('email_taken', EMAIL_TAKEN_MESSAGE);
    throw error;
  }
  return user;
}
