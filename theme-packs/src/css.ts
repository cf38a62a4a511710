import { ThemeTokensSchema, type ThemeTokens } from './tokens';
import { cssVariablesFor } from './variables';

export { CSS_VARIABLE_PREFIX } from './variables';

/**
 * e.g. `--hl-color-surface-alt: #f2ece2`, `--hl-font-body: <font stack>`, `--hl-radius-md: 8px`,
 * `--hl-space-unit: 4px`. Throws on invalid tokens, so unvalidated text never reaches a stylesheet.
 */
export function themeToCssVariables(tokens: ThemeTokens): Record<string, string> {
  return cssVariablesFor(ThemeTokensSchema.parse(tokens));
}
export function cssVariablesBlock(tokens: ThemeTokens, selector = ':root'): string {
  const declarations = Object.entries(themeToCssVariables(tokens)).map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n  color-scheme: ${tokens.mode};\n${declarations.join('\n')}\n}\n`;
}
