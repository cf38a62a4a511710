import type { Orm } from '../../db/orm';
import { inTenant } from '../../db/tenantScope';
import { AppError } from '../../http/errors';
import type { Payments } from '../../payments/registry';
import { settleReported } from './settleCheckout';

export interface ReconcileResult {
  checked: number;
  booked: number;
  refunded: number;
  closed: number;
}

/**
 * Asks the provider about this tenant's unsettled checkouts (open, or set aside) and settles what
 * it reports: paid ones are booked, or refunded when their offer cannot take them; expired or
 * failed ones are closed. This catches a payment whose verify call never came and whose webhook
 * was lost. `overdueOnly` limits it to accepted offers past their pay deadline (the expiry sweep
 * asks this first, so it never expires an offer the buyer has paid for). Least recently checked
 * first, a batch at a time; a provider that does not answer is tried again next time.
 */
export async function reconcilePayments(
  orm: Orm,
  tenantId: string,
  payments: Payments,
  now: Date,
  options: { overdueOnly?: boolean; limit?: number } = {},
): Promise<ReconcileResult> {
  const result: ReconcileResult = { checked: 0, booked: 0, refunded: 0, closed: 0 };
  const rows = await inTenant(orm, tenantId, (em) =>
    em.execute<{ id: string; gateway: string; session_id: string }[]>(
      `select p.id, p.gateway, p.session_id
         from payments p join offers o on o.tenant_id = p.tenant_id and o.id = p.offer_id
        where p.status in ('open', 'superseded')
          ${options.overdueOnly ? `and o.status = 'ACCEPTED' and o.response_deadline <= ?` : ''}
        order by p.checked_at asc nulls first, p.created_at asc
        limit ?`,
      options.overdueOnly ? [now, options.limit ?? 200] : [options.limit ?? 200],
    ),
  );
  for (const row of rows) {
    const gateway = payments.byName(row.gateway);
    if (!gateway) continue;
    let checkout;
    try {
      checkout = await gateway.retrieveCheckout(row.session_id);
    } catch (error) {
      if (error instanceof AppError) continue;
      throw error;
    }
    if (checkout.tenantId && checkout.tenantId !== tenantId) continue;
    result.checked += 1;
    await inTenant(orm, tenantId, (em) => em.execute(`update payments set checked_at = ? where id = ?`, [now, row.id]));
    const outcome = await settleReported(orm, tenantId, gateway, checkout, now);
    if (outcome) result[outcome] += 1;
  }
  return result;
}
