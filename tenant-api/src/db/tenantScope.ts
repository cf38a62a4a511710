import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from './orm';
import { TENANT_FILTER } from '../entities/tenantOwned';

export type TenantEm = EntityManager;

/**
 * Runs `work` in one transaction bound to a tenant: the MikroORM tenant filter gets the id,
 * and `app.tenant_id` is set for this transaction only, so row-level security sees it too.
 */
export async function inTenant<T>(orm: Orm, tenantId: string, work: (em: TenantEm) => Promise<T>): Promise<T> {
  const em = orm.em.fork({ clear: true });
  em.setFilterParams(TENANT_FILTER, { tenantId });
  return em.transactional(async (tx) => {
    tx.setFilterParams(TENANT_FILTER, { tenantId });
    await tx.execute(`select set_config('app.tenant_id', ?, true)`, [tenantId]);
    return work(tx as TenantEm);
  });
}
