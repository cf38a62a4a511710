import type { z } from 'zod';
import type { AdminPerformer, AdminPerformerUpdate, ApplicationDecision } from '../../contract';
import type { TenantEm } from '../../db/tenantScope';
import { PerformerEntity, UserEntity, type User } from '../../entities';
import { conflict, notFound } from '../../http/errors';
import { notify } from '../../notifications/notify';
import { findAdminPerformer } from '../../queries/adminPerformers';
import { lockSetting, recordAudit } from './audit';

const flagsOf = (performer: { isVetted: boolean; isElite: boolean; isFeatured: boolean }) => ({
  isVetted: performer.isVetted,
  isElite: performer.isElite,
  isFeatured: performer.isFeatured,
});

/** Vetting and placement flags of one of the tenant's performers. */
export async function updatePerformerFlags(
  em: TenantEm,
  admin: User,
  performerId: string,
  input: z.output<typeof AdminPerformerUpdate>,
): Promise<AdminPerformer> {
  await lockSetting(em, admin.tenantId, `performer:${performerId}`);
  const performer = await em.findOne(PerformerEntity, { id: performerId });
  if (!performer) throw notFound('Performer not found');
  const before = flagsOf(performer);
  if (input.isVetted !== undefined) performer.isVetted = input.isVetted;
  if (input.isElite !== undefined) performer.isElite = input.isElite;
  if (input.isFeatured !== undefined) performer.isFeatured = input.isFeatured;
  await em.flush();
  await recordAudit(em, admin, {
    action: 'performer.update',
    target: `performer:${performer.id}`,
    before,
    after: flagsOf(performer),
  });
  return findAdminPerformer(em, admin.tenantId, performer.id);
}

interface ApplicationRow {
  id: string;
  user_id: string;
  tier: 'basic' | 'elite';
  status: 'submitted' | 'approved' | 'rejected';
}

/**
 * Decides a performer application once: approving a basic one vets the performer, an elite one
 * also grants elite; a rejection carries its reason. The row is locked, so of two admins deciding
 * at once one wins and the other gets a 409. The performer is told in-app and by e-mail.
 */
export async function decideApplication(
  em: TenantEm,
  admin: User,
  applicationId: string,
  input: z.output<typeof ApplicationDecision>,
  now: Date,
): Promise<AdminPerformer> {
  const rows = await em.execute<ApplicationRow[]>(
    `select id, user_id, tier, status from performer_applications where tenant_id = ? and id = ? for update`,
    [admin.tenantId, applicationId],
  );
  const application = rows[0];
  if (!application) throw notFound('Application not found');
  if (application.status !== 'submitted') {
    throw conflict('application_decided', `This application was already ${application.status}`);
  }
  const performer = await em.findOne(PerformerEntity, { userId: application.user_id });
  const applicant = await em.findOne(UserEntity, { id: application.user_id });
  if (!performer || !applicant) {
    throw conflict('no_performer_profile', 'The applicant has no performer profile to vet yet');
  }
  const approve = input.decision === 'approve';
  const before = { status: 'pending', ...flagsOf(performer) };
  if (approve) {
    performer.isVetted = true;
    if (application.tier === 'elite') performer.isElite = true;
  }
  const reason = input.reason || null;
  await em.execute(
    `update performer_applications set status = ?, decision_reason = ?, decided_at = ?, decided_by = ?
      where tenant_id = ? and id = ?`,
    [approve ? 'approved' : 'rejected', reason, now, admin.id, admin.tenantId, application.id],
  );
  const tierName = application.tier === 'elite' ? 'Elite' : 'performer';
  notify(
    em,
    applicant,
    approve
      ? {
          kind: 'application_approved',
          title: `Your ${tierName} application was approved`,
          body:
            application.tier === 'elite'
              ? 'You now have Elite status and your profile is visible to buyers.'
              : 'You are vetted: your profile is now visible to buyers.',
        }
      : {
          kind: 'application_rejected',
          title: `Your ${tierName} application was not approved`,
          body: `Reason: ${reason}`,
        },
  );
  await em.flush();
  await recordAudit(em, admin, {
    action: 'application.decide',
    target: `application:${application.id}`,
    before,
    after: { status: approve ? 'approved' : 'rejected', reason, tier: application.tier, ...flagsOf(performer) },
  });
  return findAdminPerformer(em, admin.tenantId, performer.id);
}
