import { applyOverrides, getThemePack, ThemeOverridesSchema, themePackIds, themePacks } from 'theme-packs';
import type { ThemeOverrides, ThemeTokens } from 'theme-packs';
import type { AdminThemeResponse } from '../contract';

/** Stored overrides, or none when a stored value no longer parses (packs are code and may change). */
export function storedOverrides(value: unknown): ThemeOverrides {
  const parsed = ThemeOverridesSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
}

/** What the site and the widgets render for a tenant: its pack with the admin's overrides. */
export function tenantTheme(tenant: { themePack: string; themeOverrides?: unknown }): ThemeTokens {
  return applyOverrides(getThemePack(tenant.themePack), storedOverrides(tenant.themeOverrides));
}

export function presentAdminTheme(pack: string, overrides: unknown): AdminThemeResponse {
  const stored = storedOverrides(overrides);
  return {
    pack,
    overrides: stored,
    theme: applyOverrides(getThemePack(pack), stored),
    availablePacks: themePackIds.map((id) => ({ id, name: themePacks[id]!.name, theme: themePacks[id]! })),
  };
}
