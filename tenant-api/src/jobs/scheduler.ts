import PgBoss from 'pg-boss';
import { purgeExpiredIdempotencyKeys } from '../http/idempotency';
import { closeOfferCheckouts } from '../commands/offers/closeOfferCheckouts';
import { expireOverdueOffers } from '../commands/offers/expireOverdueOffers';
import { reconcilePayments } from '../commands/offers/reconcilePayments';
import { releaseDueEscrow } from '../commands/offers/releaseEscrow';
import type { Orm } from '../db/orm';
import { inTenant } from '../db/tenantScope';
import type { Payments } from '../payments/registry';

export const SWEEP_QUEUE = 'offers-sweep';
/** Every minute: the queue's schedule lives in PostgreSQL, so it survives restarts and missed ticks are caught up by the next sweep. */
export const SWEEP_CRON = '* * * * *';

export const RECONCILE_QUEUE = 'payments-reconcile';
/** Every five minutes: a lost webhook and a verify call that never came are settled within minutes. */
export const RECONCILE_CRON = '*/5 * * * *';

export interface JobDeps {
  orm: Orm;
  payments: Payments;
  clock: () => Date;
  log?: (message: string) => void;
}

/**
 * One sweep over every active tenant: expire overdue offers, then release due escrow. Before an
 * accepted offer is expired, its checkouts are settled with the provider: one the buyer has paid is
 * booked instead (or refunded, if it cannot be booked). Once expired, its sessions are closed at
 * the provider, so the buyer can no longer pay for it.
 */
export async function sweepOffers(deps: JobDeps): Promise<{ expired: number; paidOut: number }> {
  const tenants = await deps.orm.em.fork().execute<{ id: string }[]>(`select id from tenants where status = 'active'`);
  let expired = 0;
  let paidOut = 0;
  for (const { id } of tenants) {
    await reconcilePayments(deps.orm, id, deps.payments, deps.clock(), { overdueOnly: true });
    const expiredIds = await inTenant(deps.orm, id, (em) => expireOverdueOffers(em, deps.clock()));
    for (const offerId of expiredIds) await closeOfferCheckouts(deps.orm, id, deps.payments, offerId, deps.clock());
    expired += expiredIds.length;
    paidOut += (await inTenant(deps.orm, id, (em) => releaseDueEscrow(em, deps.payments, deps.clock()))).length;
  }
  return { expired, paidOut };
}

/**
 * The reconciliation job over every active tenant: paid-but-unbooked payments are booked or
 * refunded, closed checkouts are marked; expired idempotency keys are dropped on the way.
 */
export async function reconcileAllPayments(
  deps: JobDeps,
): Promise<{ booked: number; refunded: number; closed: number }> {
  const tenants = await deps.orm.em.fork().execute<{ id: string }[]>(`select id from tenants where status = 'active'`);
  const total = { booked: 0, refunded: 0, closed: 0 };
  for (const { id } of tenants) {
    const result = await reconcilePayments(deps.orm, id, deps.payments, deps.clock());
    total.booked += result.booked;
    total.refunded += result.refunded;
    total.closed += result.closed;
    await inTenant(deps.orm, id, (em) => purgeExpiredIdempotencyKeys(em, deps.clock()));
  }
  return total;
}

/** Starts pg-boss (its tables live in the `pgboss` schema, created with the owner connection). */
export async function startJobs(ownerUrl: string, deps: JobDeps): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: ownerUrl, schema: 'pgboss', max: 3 });
  boss.on('error', (error) => deps.log?.(`[jobs] ${String(error)}`));
  await boss.start();
  await boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, policy: 'singleton' });
  await boss.schedule(SWEEP_QUEUE, SWEEP_CRON);
  await boss.work(SWEEP_QUEUE, async () => {
    const result = await sweepOffers(deps);
    if (result.expired || result.paidOut) deps.log?.(`[jobs] expired ${result.expired}, paid out ${result.paidOut}`);
  });
  await boss.createQueue(RECONCILE_QUEUE, { name: RECONCILE_QUEUE, policy: 'singleton' });
  await boss.schedule(RECONCILE_QUEUE, RECONCILE_CRON);
  await boss.work(RECONCILE_QUEUE, async () => {
    const result = await reconcileAllPayments(deps);
    if (result.booked || result.refunded || result.closed)
      deps.log?.(`[jobs] reconciled: booked ${result.booked}, refunded ${result.refunded}, closed ${result.closed}`);
  });
  return boss;
}
