import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from './orm';
import { TENANT_FILTER } from '../entities/tenantOwned';
import { isRetriedTransactionFailure, TRANSACTION_ATTEMPTS } from '../ops/dbErrors';

export type TenantEm = EntityManager;

export interface InTenantOptions {
  /** Runs in all when a serialization failure or deadlock rolls the transaction back (default 3; 1: never again). */
  attempts?: number;
}

/**
 * Runs `work` in one transaction bound to a tenant: the MikroORM tenant filter gets the id,
 * and `app.tenant_id` is set for this transaction only, so row-level security sees it too.
 *
 * A transaction that PostgreSQL rolled back for a serialization failure (40001) or a deadlock
 * (40P01) runs again as a whole, on a fresh entity manager, after a short random pause: at most
 * `attempts` times, then its error goes up (answered 409 `conflict`). So `work` may run more than
 * once: whatever it does outside the database must bear repeating (the payment calls made in
 * transactions carry idempotency keys). Every other failure goes up at once.
 */
export async function inTenant<T>(
  orm: Orm,
  tenantId: string,
  work: (em: TenantEm) => Promise<T>,
  options: InTenantOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? TRANSACTION_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await once(orm, tenantId, work);
    } catch (error) {
      if (attempt >= attempts || !isRetriedTransactionFailure(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryPauseMs(attempt)));
    }
  }
}

/** 10-30 ms, then 20-60 ms: two writers that collided rarely collide again. */
const retryPauseMs = (attempt: number) => 10 * 2 ** (attempt - 1) * (1 + 2 * Math.random());

async function once<T>(orm: Orm, tenantId: string, work: (em: TenantEm) => Promise<T>): Promise<T> {
  const em = orm.em.fork({ clear: true });
  em.setFilterParams(TENANT_FILTER, { tenantId });
  return em.transactional(async (tx) => {
    await began(tx);
    tx.setFilterParams(TENANT_FILTER, { tenantId });
    await tx.execute(`select set_config('app.tenant_id', ?, true)`, [tenantId]);
    return work(tx as TenantEm);
  });
}

/**
 * Knex hands out a transaction whose BEGIN failed (its pooled connection had just died) as if it
 * had begun; each statement then fails "Transaction query already complete", which says nothing.
 * The transaction's own promise holds why BEGIN failed (the lost connection): that goes up instead.
 */
async function began(tx: EntityManager): Promise<void> {
  const trx = tx.getTransactionContext<{ isCompleted?: () => boolean; executionPromise?: Promise<unknown> }>();
  if (!trx?.isCompleted?.()) return;
  const why = await trx.executionPromise?.then(
    () => undefined,
    (error: unknown) => error,
  );
  throw why ?? new Error('Transaction query already complete: the transaction ended before it began');
}
