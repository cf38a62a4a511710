import type { TenantEm } from '../../db/tenantScope';
import type { User } from '../../entities';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../admin/audit';
import { recomputePerformerRating } from './ratings';
import { lockReview } from './replyToReview';

interface ReportRow {
  id: string;
  review_id: string;
  status: 'open' | 'hidden' | 'kept';
}

/**
 * An admin's decision on an open report: `hide` takes the review off the site (and out of the
 * act's rating, recomputed in this transaction) and settles every open report of it; `keep`
 * leaves it up. Audited like the other admin actions; a report already decided is a 409.
 */
export async function decideReviewReport(
  em: TenantEm,
  admin: User,
  reportId: string,
  decision: 'hide' | 'keep',
  now: Date,
): Promise<string> {
  const [report] = await em.execute<ReportRow[]>(
    `select id, review_id, status from review_reports where tenant_id = ? and id = ? for update`,
    [admin.tenantId, reportId],
  );
  if (!report) throw notFound('Report not found');
  if (report.status !== 'open') throw conflict('report_decided', `This report was already ${report.status}`);
  const review = await lockReview(em, admin.tenantId, report.review_id);
  const before = { hidden: review.hiddenAt !== null, report: report.status };
  if (decision === 'hide') {
    review.hiddenAt = now;
    await em.flush();
    await settleReports(em, admin, 'hidden', now, `review_id = ? and status = 'open'`, review.id);
    await recomputePerformerRating(em, admin.tenantId, review.performerId);
  } else {
    await settleReports(em, admin, 'kept', now, `id = ?`, report.id);
  }
  await recordAudit(em, admin, {
    action: decision === 'hide' ? 'review.hide' : 'review.keep',
    target: `review:${review.id}`,
    before,
    after: { hidden: decision === 'hide', report: decision === 'hide' ? 'hidden' : 'kept', reportId: report.id },
  });
  return report.id;
}

async function settleReports(
  em: TenantEm,
  admin: User,
  status: 'hidden' | 'kept',
  now: Date,
  which: string,
  key: string,
): Promise<void> {
  await em.execute(
    `update review_reports set status = ?, decided_at = ?, decided_by = ? where tenant_id = ? and ${which}`,
    [status, now, admin.id, admin.tenantId, key],
  );
}
