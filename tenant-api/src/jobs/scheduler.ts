import PgBoss from 'pg-boss';
import { expireOverdueOffers } from '../commands/offers/expireOverdueOffers';
import { releaseDueEscrow } from '../commands/offers/releaseEscrow';
import type { Orm } from '../db/orm';
import { inTenant } from '../db/tenantScope';
import type { Payments } from '../payments/registry';

export const SWEEP_QUEUE = 'offers-sweep';
/** Every minute: the queue's schedule lives in PostgreSQL, so it survives restarts and missed ticks are caught up by the next sweep. */
export const SWEEP_CRON = '* * * * *';

export interface JobDeps {
  orm: Orm;
  payments: Payments;
  clock: () => Date;
  log?: (message: string) => void;
}

/** One sweep over every active tenant: expire overdue offers, then release due escrow. */
export async function sweepOffers(deps: JobDeps): Promise<{ expired: number; paidOut: number }> {
  const tenants = await deps.orm.em.fork().execute<{ id: string }[]>(`select id from tenants where status = 'active'`);
  let expired = 0;
  let paidOut = 0;
  for (const { id } of tenants) {
    expired += (await inTenant(deps.orm, id, (em) => expireOverdueOffers(em, deps.clock()))).length;
    paidOut += (await inTenant(deps.orm, id, (em) => releaseDueEscrow(em, deps.payments, deps.clock()))).length;
  }
  return { expired, paidOut };
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
  return boss;
}
