import type { TenantEm } from '../../db/tenantScope';

/** What counts toward an act's rating: buyers' reviews that are published and not hidden. */
export const VISIBLE_PERFORMER_REVIEW = `author_role = 'buyer' and published_at is not null and hidden_at is null`;

/**
 * Recomputes a performer's rating and review count from its visible reviews, in the caller's
 * transaction (the change that moved them commits with them). No visible review: no rating.
 */
export async function recomputePerformerRating(em: TenantEm, tenantId: string, performerId: string): Promise<void> {
  await em.execute(
    `update performers p
        set rating = s.average, review_count = s.count
       from (select round(avg(rating)::numeric, 1) as average, count(*) as count
               from reviews
              where tenant_id = ? and performer_id = ? and ${VISIBLE_PERFORMER_REVIEW}) s
      where p.tenant_id = ? and p.id = ?`,
    [tenantId, performerId, tenantId, performerId],
  );
}
