import type { TenantEm } from '../../db/tenantScope';
import { recomputePerformerRating } from './ratings';

/**
 * The sweep's part: reviews still awaiting the other side when their window closed are published
 * (as of the close), and the ratings they move are recomputed in the same transaction.
 */
export async function publishDueReviews(em: TenantEm, tenantId: string, now: Date): Promise<number> {
  const published = await em.execute<{ performer_id: string; author_role: string }[]>(
    `update reviews set published_at = window_closes_at
      where tenant_id = ? and published_at is null and window_closes_at <= ?
      returning performer_id, author_role`,
    [tenantId, now],
  );
  const performers = new Set(published.filter((row) => row.author_role === 'buyer').map((row) => row.performer_id));
  for (const performerId of performers) await recomputePerformerRating(em, tenantId, performerId);
  return published.length;
}
