import type { Orm } from '../../db/orm';
import { conflict, notFound } from '../../http/errors';

type Row = Record<string, any>;

/**
 * Suspends or reactivates a tenant through the SECURITY DEFINER function of migration 000008.
 * Nothing else changes: a suspended tenant's data stays as it was. The default tenant cannot
 * be suspended (409).
 */
export async function setTenantStatus(orm: Orm, tenantId: string, status: 'active' | 'suspended'): Promise<void> {
  const em = orm.em.fork();
  await em.transactional(async (tx) => {
    const [tenant] = await tx.execute<Row[]>(`select is_default from tenants where id = ?`, [tenantId]);
    if (!tenant) throw notFound('Tenant not found');
    if (tenant.is_default && status === 'suspended') {
      throw conflict('default_tenant', 'The default marketplace cannot be suspended');
    }
    await tx.execute(`select operator_set_tenant_status(?, ?)`, [tenantId, status]);
  });
}
