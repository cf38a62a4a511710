import { FONT_STACKS } from './fonts';
import type { ThemeTokens } from './tokens';

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
 * The `--hl-*` variables of tokens that are already validated (the built-in packs are, by the
 * packs tests). No zod here, so embeds that only show built-in packs stay small.
 */
export function cssVariablesFor(theme: ThemeTokens): Record<string, string> {
  return {
    ...variables('color', theme.colors, String),
    ...variables('font', theme.fonts, (name) => FONT_STACKS[name]),
    ...variables('radius', theme.radii, px),
    [`${CSS_VARIABLE_PREFIX}space-unit`]: px(theme.spacing.unit),
  };
}
