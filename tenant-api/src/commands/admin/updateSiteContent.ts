import { siteContentOrDefault, type SiteContent } from '../../contract';
import type { TenantEm } from '../../db/tenantScope';
import type { User } from '../../entities';
import { lockSetting, recordAudit } from './audit';

/** The tenant's home page and footer words as stored (the resolver's copy may be a few seconds old). */
export async function loadSiteContent(em: TenantEm, tenantId: string): Promise<SiteContent> {
  const rows = await em.execute<{ site_content: unknown }[]>(`select site_content from tenants where id = ?`, [
    tenantId,
  ]);
  return siteContentOrDefault(rows[0]?.site_content);
}

/** Replaces the words of the home page's hero and the footer; audited with what it replaced. */
export async function updateSiteContent(em: TenantEm, admin: User, content: SiteContent): Promise<SiteContent> {
  await lockSetting(em, admin.tenantId, 'site-content');
  const before = await loadSiteContent(em, admin.tenantId);
  await em.execute(`select admin_set_tenant_site_content(?::jsonb)`, [JSON.stringify(content)]);
  await recordAudit(em, admin, { action: 'site-content.update', target: 'site-content', before, after: content });
  return content;
}
