import { z } from 'zod';
import { ThemeColors, ThemeTokensSchema, type ThemeTokens } from './tokens';
import { issuesToErrors, validateTheme, type ThemeValidationResult } from './validate';

/** What a tenant admin may change on top of a pack. Unknown keys are rejected. */
export const ThemeOverridesSchema = z.strictObject({
  colors: ThemeColors.partial().strict().optional(),
  fonts: ThemeTokensSchema.shape.fonts.partial().strict().optional(),
  logo: ThemeTokensSchema.shape.logo.partial().strict().optional(),
});
export type ThemeOverrides = z.infer<typeof ThemeOverridesSchema>;

function withoutUndefined<T extends object>(values: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** Returns a new theme; the pack is not modified. Does not validate: pass the result to validateTheme. */
export function applyOverrides(pack: ThemeTokens, overrides: ThemeOverrides): ThemeTokens {
  return {
    ...pack,
    colors: { ...pack.colors, ...withoutUndefined(overrides.colors) },
    fonts: { ...pack.fonts, ...withoutUndefined(overrides.fonts) },
    radii: { ...pack.radii },
    spacing: { ...pack.spacing },
    logo: { ...pack.logo, ...withoutUndefined(overrides.logo) },
  };
}

/** Parses untrusted overrides (e.g. an admin form), applies them to the pack and validates the result. */
export function validateOverrides(pack: ThemeTokens, input: unknown): ThemeValidationResult {
  const parsed = ThemeOverridesSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: issuesToErrors(parsed.error.issues) };
  return validateTheme(applyOverrides(pack, parsed.data));
}
