import type { Orm } from '../../db/orm';
import { inTenant, type TenantEm } from '../../db/tenantScope';
import { PerformerEntity } from '../../entities';
import { AppError } from '../../http/errors';
import type { PaymentGateway } from '../../payments/gateway';
import type { PaymentEvent } from '../../payments/stripeGateway';
import { activatePaidSubscription } from '../subscriptions/changeSubscription';
import { closeCheckout, recordPayment } from './recordPayment';
import { isUnbookable, refundUnbookedPayment } from './settleCheckout';

export interface WebhookOutcome {
  received: true;
  /** The event was handled before: nothing changed this time. */
  duplicate?: true;
  /** The money was sent back: the payment could not be booked on its offer. */
  refunded?: true;
  /** Why nothing was done (the event is acknowledged all the same, so the provider stops retrying). */
  ignored?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A verified provider event. Webhooks do not arrive on a tenant's host, so the tenant comes
 * from the event's own metadata, and the effects run in that tenant's transaction (RLS
 * applies). The event id is recorded in `webhook_events` in that same transaction: a replay
 * finds it and changes nothing, and a failed attempt leaves no trace, so the retry does the work.
 * The verify call books the same payment through the same `recordPayment`; whichever comes
 * second finds it paid.
 */
export async function handlePaymentEvent(
  orm: Orm,
  gateway: PaymentGateway,
  event: PaymentEvent,
  now: Date,
): Promise<WebhookOutcome> {
  const gatewayName = gateway.name;
  if (event.kind === 'ignored') return { received: true, ignored: `${event.type} events are not used` };
  const tenantId = event.tenantId;
  if (!tenantId || !UUID.test(tenantId) || !(await tenantExists(orm, tenantId))) {
    return { received: true, ignored: 'The event names no tenant of this marketplace' };
  }
  try {
    return await inTenant(orm, tenantId, async (em) => {
      if (!(await claimEvent(em, tenantId, gatewayName, event))) return { received: true, duplicate: true };
      await applyEvent(em, gatewayName, event, now);
      return { received: true };
    });
  } catch (error) {
    // A conflict will not go away on a retry (e.g. paid after the offer was cancelled or expired,
    // or through a second checkout): an offer payment that can never be booked is refunded with its
    // journals, and the event is marked handled so it is not redelivered for days. If the refund
    // fails, the event is not acknowledged and the provider's retry (or the reconciliation job) tries again.
    if (!(error instanceof AppError) || error.status !== 409) throw error;
    const refunded =
      event.kind === 'checkout_completed' && isUnbookable(error, event.checkout)
        ? await refundUnbookedPayment(orm, tenantId, gateway, event.checkout, now, error.code)
        : null;
    const claimed = await inTenant(orm, tenantId, (em) => claimEvent(em, tenantId, gatewayName, event));
    if (!claimed) return { received: true, duplicate: true };
    return refunded
      ? { received: true, ignored: refunded.message, refunded: true }
      : { received: true, ignored: error.message };
  }
}

async function tenantExists(orm: Orm, tenantId: string): Promise<boolean> {
  const rows = await orm.em.fork().execute<unknown[]>(`select 1 from tenants where id = ?`, [tenantId]);
  return rows.length > 0;
}

/** Records the event id; false when it was recorded before (a concurrent copy waits here). */
async function claimEvent(em: TenantEm, tenantId: string, gatewayName: string, event: PaymentEvent) {
  const inserted = await em.execute<{ event_id: string }[]>(
    `insert into webhook_events (tenant_id, gateway, event_id, type) values (?, ?, ?, ?)
     on conflict do nothing returning event_id`,
    [tenantId, gatewayName, event.id, event.type],
  );
  return inserted.length > 0;
}

async function applyEvent(em: TenantEm, gatewayName: string, event: PaymentEvent, now: Date): Promise<void> {
  switch (event.kind) {
    case 'checkout_completed':
      // A delayed payment method (bank debit) completes the session unpaid: wait for its own event.
      if (event.checkout.status !== 'paid') return;
      if (event.checkout.purpose === 'subscription') {
        await activatePaidSubscription(em, event.checkout, { userId: null });
        return;
      }
      await recordPayment(em, gatewayName, event.checkout, now);
      return;
    case 'checkout_expired':
    case 'checkout_failed':
      // The offer stays ACCEPTED, so the buyer can pay again until its deadline; a pending plan
      // change stays pending and a new upgrade request starts a new checkout.
      if (event.checkout.purpose !== 'subscription') await closeCheckout(em, gatewayName, event.checkout);
      return;
    case 'account_updated':
      await em.nativeUpdate(
        PerformerEntity,
        { stripeAccountId: event.accountId },
        { stripeConnected: event.connected },
      );
      return;
    case 'ignored':
      return;
  }
}
