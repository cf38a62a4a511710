import type { OfferReviews } from '../contract';
import type { TenantEm } from '../db/tenantScope';
import { reviewWindowOf, reviewWindowState } from '../domain/reviewWindow';
import { ReviewEntity, type Review, type User } from '../entities';
import { loadOffer, otherSide, reviewSideOf } from '../commands/reviews/party';
import { presentBookingReview, presentReviewReport, type ReviewReportRow } from '../presenters/review';

/**
 * A booking's reviews for one of its parties. Double-blind is enforced here: the other side's
 * review is answered only once published (both wrote) or once the window has closed.
 */
export async function offerReviews(em: TenantEm, user: User, offerId: string, now: Date): Promise<OfferReviews> {
  const offer = await loadOffer(em, user.tenantId, offerId);
  const role = await reviewSideOf(em, user, offer);
  const window = reviewWindowOf(offer);
  const state = reviewWindowState(offer.status, window, now);
  const reviews = await em.find(ReviewEntity, { offerId: offer.id });
  const mine = reviews.find((review) => review.authorRole === role) ?? null;
  const theirs = reviews.find((review) => review.authorRole === otherSide(role)) ?? null;
  const theirsVisible = theirs && (theirs.publishedAt !== null || (theirs.windowClosesAt ?? now) <= now);
  return {
    role,
    window: { state, opensAt: window.opensAt.toISOString(), closesAt: window.closesAt.toISOString() },
    canReview: state === 'open' && !mine,
    mine: mine && presentBookingReview(mine),
    theirs: theirsVisible && !theirs.hiddenAt ? presentBookingReview(theirs) : null,
  };
}

/** Reports for the admin console: open ones oldest first, decided ones newest decision first. */
export async function listReviewReports(em: TenantEm, tenantId: string, status: 'open' | 'hidden' | 'kept') {
  const order = status === 'open' ? 'r.created_at asc' : 'r.decided_at desc';
  return { reports: await reportsWhere(em, tenantId, `r.status = ?`, status, order) };
}

export async function findReviewReport(em: TenantEm, tenantId: string, reportId: string) {
  const [report] = await reportsWhere(em, tenantId, `r.id = ?`, reportId, 'r.id');
  return report!;
}

async function reportsWhere(em: TenantEm, tenantId: string, where: string, value: string, order: string) {
  const rows = await em.execute<(Omit<ReviewReportRow, 'review'> & { review_id: string })[]>(
    `select r.id, r.reason, r.status, r.created_at, r.review_id,
            trim(u.first_name || ' ' || u.last_name) as reporter_name,
            p.id as performer_id, p.stage_name as performer_name
       from review_reports r
       join reviews v on v.tenant_id = r.tenant_id and v.id = r.review_id
       join performers p on p.tenant_id = v.tenant_id and p.id = v.performer_id
       join users u on u.tenant_id = r.tenant_id and u.id = r.reporter_user_id
      where r.tenant_id = ? and ${where}
      order by ${order}, r.id
      limit 200`,
    [tenantId, value],
  );
  const reviews = await em.find(ReviewEntity, { id: { $in: rows.map((row) => row.review_id) } });
  const byId = new Map<string, Review>(reviews.map((review) => [review.id, review]));
  return rows.map((row) => presentReviewReport({ ...row, review: byId.get(row.review_id)! }));
}
