import type { Orm } from '../../db/orm';
import { inTenant } from '../../db/tenantScope';
import { AppError } from '../../http/errors';
import type { Payments } from '../../payments/registry';
import { settleReported } from './settleCheckout';

/**
 * An offer that can no longer be paid (expired or cancelled) gets its unsettled sessions closed at
 * the provider, so nobody pays for it any more; each is then settled from what the provider says,
 * so a payment that slipped in first is refunded (or booked, if the offer can still take it).
 * A provider that does not answer leaves the session to the reconciliation job.
 */
export async function closeOfferCheckouts(
  orm: Orm,
  tenantId: string,
  payments: Payments,
  offerId: string,
  now: Date,
): Promise<void> {
  const rows = await inTenant(orm, tenantId, (em) =>
    em.execute<{ gateway: string; session_id: string }[]>(
      `select gateway, session_id from payments where offer_id = ? and status in ('open', 'superseded')`,
      [offerId],
    ),
  );
  for (const row of rows) {
    const gateway = payments.byName(row.gateway);
    if (!gateway) continue;
    try {
      await gateway.expireCheckout(row.session_id);
      await settleReported(orm, tenantId, gateway, await gateway.retrieveCheckout(row.session_id), now);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
}
