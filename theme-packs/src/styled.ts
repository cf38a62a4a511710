import { FONT_STACKS } from './fonts';
import type { ThemeTokens } from './tokens';

/** The object handed to styled-components' ThemeProvider. */
export type StyledTheme = ThemeTokens & {
  fontStacks: { body: string; heading: string };
};

export function toStyledTheme(tokens: ThemeTokens): StyledTheme {
  return {
    ...tokens,
    fontStacks: { body: FONT_STACKS[tokens.fonts.body], heading: FONT_STACKS[tokens.fonts.heading] },
  };
}

/** `n` spacing units in px, e.g. spaceFor(theme, 3) === '12px' when the unit is 4. */
export function spaceFor(theme: Pick<ThemeTokens, 'spacing'>, n: number): string {
  return `${n * theme.spacing.unit}px`;
}

/** styled-components interpolation: `padding: ${space(2)} ${space(4)};` reads the unit from the theme. */
export function space(n: number): (props: { theme: Pick<ThemeTokens, 'spacing'> }) => string {
  return ({ theme }) => spaceFor(theme, n);
}
