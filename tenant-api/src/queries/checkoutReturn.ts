import type { Orm } from '../db/orm';
import { inTenant } from '../db/tenantScope';
import { SESSION_ID_PLACEHOLDER } from '../payments/gateway';

/**
 * Where a buyer coming back from a provider's checkout goes now: the return page stored with the
 * offer's payment (the latest checkout call's), with the session id filled in. `sessionId` names
 * the session on success; a cancelled checkout carries none, so the offer's open one is used.
 */
export async function checkoutReturnTarget(
  orm: Orm,
  place: { tenantId: string; offerId: string; sessionId: string | null },
): Promise<string | null> {
  const rows = await inTenant(orm, place.tenantId, (em) =>
    em.execute<{ session_id: string; success_url: string | null; cancel_url: string | null }[]>(
      place.sessionId
        ? `select session_id, success_url, cancel_url from payments where offer_id = ? and session_id = ?`
        : `select session_id, success_url, cancel_url from payments where offer_id = ?
            order by (status = 'open') desc, created_at desc limit 1`,
      place.sessionId ? [place.offerId, place.sessionId] : [place.offerId],
    ),
  );
  const row = rows[0];
  if (!row) return null;
  if (!place.sessionId) return row.cancel_url;
  return row.success_url?.replace(SESSION_ID_PLACEHOLDER, encodeURIComponent(row.session_id)) ?? null;
}
