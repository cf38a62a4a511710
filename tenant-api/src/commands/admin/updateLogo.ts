import type { TenantEm } from '../../db/tenantScope';
import type { User } from '../../entities';
import { storedLogo, type StoredLogo } from '../../presenters/tenantLogo';
import { lockSetting, recordAudit } from './audit';

/** The tenant's logo as stored now (the resolver's copy may be a few seconds old). */
export async function loadLogo(em: TenantEm, tenantId: string): Promise<StoredLogo | null> {
  const rows = await em.execute<{ logo: unknown }[]>(`select logo from tenants where id = ?`, [tenantId]);
  return storedLogo(rows[0]?.logo);
}

/**
 * Puts a new logo in place of the old one (or none, to go back to the text logo); audited with
 * what it replaced. Returns the replaced logo, whose files the caller removes after commit.
 */
export async function replaceLogo(em: TenantEm, admin: User, logo: StoredLogo | null): Promise<StoredLogo | null> {
  await lockSetting(em, admin.tenantId, 'logo');
  const before = await loadLogo(em, admin.tenantId);
  await em.execute(`select admin_set_tenant_logo(?::jsonb)`, [logo ? JSON.stringify(logo) : null]);
  await recordAudit(em, admin, {
    action: logo ? 'logo.update' : 'logo.remove',
    target: 'logo',
    before,
    after: logo,
  });
  return before;
}
