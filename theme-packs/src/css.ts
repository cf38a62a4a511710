import { FONT_STACKS, ThemeTokensSchema, type ThemeTokens } from './tokens';

export const CSS_VARIABLE_PREFIX = '--hl-';

const px = (value: number) => `${value}px`;
const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function variables<T extends object>(
  group: string,
  values: T,
  format: (value: T[keyof T]) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [`${CSS_VARIABLE_PREFIX}${group}-${kebabCase(key)}`, format(value)]),
  );
}

/**
 * e.g. `--hl-color-surface-alt: #f2ece2`, `--hl-font-body: <font stack>`, `--hl-radius-md: 8px`,
 * `--hl-space-unit: 4px`. Throws on invalid tokens, so unvalidated text never reaches a stylesheet.
 */
export function themeToCssVariables(tokens: ThemeTokens): Record<string, string> {
  const theme = ThemeTokensSchema.parse(tokens);
  return {
    ...variables('color', theme.colors, String),
    ...variables('font', theme.fonts, (name) => FONT_STACKS[name]),
    ...variables('radius', theme.radii, px),
    [`${CSS_VARIABLE_PREFIX}space-unit`]: px(theme.spacing.unit),
  };
}

export function cssVariablesBlock(tokens: ThemeTokens, selector = ':root'): string {
  const declarations = Object.entries(themeToCssVariables(tokens)).map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n  color-scheme: ${tokens.mode};\n${declarations.join('\n')}\n}\n`;
}
