import type { PerformerTier } from '../contract';
import type { TenantEm } from '../db/tenantScope';
import type { User } from '../entities';

/** The tiers the user has applied for that wait for an admin's decision (oldest first, no repeats). */
export async function applicationsUnderReview(
  em: TenantEm,
  user: Pick<User, 'tenantId' | 'id'>,
): Promise<PerformerTier[]> {
  const rows = await em.execute<{ tier: PerformerTier }[]>(
    `select tier from performer_applications
      where tenant_id = ? and user_id = ? and status = 'submitted'
      group by tier order by min(created_at), tier`,
    [user.tenantId, user.id],
  );
  return rows.map((row) => row.tier);
}
