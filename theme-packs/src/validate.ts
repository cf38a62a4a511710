import { z } from 'zod';
import { checkThemeContrast, describeContrastProblem } from './contrast';
import { ThemeColors, ThemeTokensSchema, type ThemeTokens } from './tokens';

export type ThemeValidationResult = { ok: true; theme: ThemeTokens } | { ok: false; errors: Record<string, string> };

/**
 * ThemeTokensSchema plus the WCAG AA contrast checks. A contrast problem is reported on the
 * foreground colour's path (e.g. `colors.onPrimary`); its message names both colours.
 */
export const ValidatedThemeSchema = ThemeTokensSchema.superRefine((theme, ctx) => {
  // zod 4 still runs refinements after a failed regex; contrast needs every colour to be valid hex.
  const colors = ThemeColors.safeParse(theme.colors);
  if (!colors.success) return;
  for (const problem of checkThemeContrast({ colors: colors.data })) {
    ctx.addIssue({ code: 'custom', path: ['colors', problem.foreground], message: describeContrastProblem(problem) });
  }
});

/** Field path → message; several problems on one field are joined with "; ". */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || 'theme';
    errors[path] = errors[path] ? `${errors[path]}; ${issue.message}` : issue.message;
  }
  return errors;
}

export function validateTheme(input: unknown): ThemeValidationResult {
  const result = ValidatedThemeSchema.safeParse(input);
  return result.success ? { ok: true, theme: result.data } : { ok: false, errors: issuesToErrors(result.error.issues) };
}
