import { getThemePack, validateOverrides } from 'theme-packs';
import type { AdminThemeBody, AdminThemeResponse } from '../../contract';
import type { TenantEm } from '../../db/tenantScope';
import type { User } from '../../entities';
import { badRequest } from '../../http/errors';
import { presentAdminTheme, storedOverrides } from '../../presenters/adminTheme';
import { lockSetting, recordAudit } from './audit';

/** The tenant's pack and overrides as stored (the resolver's copy may be a few seconds old). */
export async function loadTheme(em: TenantEm, tenantId: string): Promise<{ pack: string; overrides: unknown }> {
  const rows = await em.execute<{ theme_pack: string; theme_overrides: unknown }[]>(
    `select theme_pack, theme_overrides from tenants where id = ?`,
    [tenantId],
  );
  const row = rows[0];
  return { pack: row?.theme_pack ?? 'flagship', overrides: storedOverrides(row?.theme_overrides) };
}

/**
 * Chooses a pack and the overrides on top of it. The result must pass theme-packs' checks
 * (WCAG AA contrast included); a failure is a 400 naming `overrides.<path>`.
 */
export async function updateTheme(em: TenantEm, admin: User, input: AdminThemeBody): Promise<AdminThemeResponse> {
  const result = validateOverrides(getThemePack(input.pack), input.overrides);
  if (!result.ok) {
    const fields = Object.fromEntries(
      Object.entries(result.errors).map(([path, message]) => [`overrides.${path}`, message]),
    );
    const entries = Object.entries(fields);
    throw badRequest(entries.length === 1 ? entries[0]![1] : `Invalid ${Object.keys(fields).join(', ')}`, fields);
  }
  await lockSetting(em, admin.tenantId, 'theme');
  const before = await loadTheme(em, admin.tenantId);
  await em.execute(`select admin_set_tenant_theme(?, ?::jsonb)`, [input.pack, JSON.stringify(input.overrides)]);
  const after = { pack: input.pack, overrides: input.overrides };
  await recordAudit(em, admin, { action: 'theme.update', target: 'theme', before, after });
  return presentAdminTheme(input.pack, input.overrides);
}
