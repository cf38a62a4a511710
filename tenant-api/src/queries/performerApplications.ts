import type { PerformerTier } from '../contract';
import type { TenantEm } from '../db/tenantScope';
import type { User } from '../entities';

/** The SQL of `applicationsUnderReview`, with the tenant's and the user's placeholders as given. */
export const applicationsUnderReviewSql = (tenantId: string, userId: string) =>
  `select tier from performer_applications
    where tenant_id = ${tenantId} and user_id = ${userId} and status = 'submitted'
    group by tier order by min(created_at), tier`;

/** The tiers the user has applied for that wait for an admin's decision (oldest first, no repeats). */
export async function applicationsUnderReview(
  em: TenantEm,
  user: Pick<User, 'tenantId' | 'id'>,
): Promise<PerformerTier[]> {
  const rows = await em.execute<{ tier: PerformerTier }[]>(applicationsUnderReviewSql('?', '?'), [
    user.tenantId,
    user.id,
  ]);
  return rows.map((row) => row.tier);
}
