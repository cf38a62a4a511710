/**
 * The zod-free part of theme-packs for bundles that must stay small (the embeddable widgets):
 * the built-in packs, their CSS variables and the styled-components theme. Validation of
 * tenant-supplied tokens lives in the main entry.
 */
export { defaultPack } from './defaultPack';
export { getThemePack, themePackIds, themePacks } from './registry';
export { CSS_VARIABLE_PREFIX, cssVariablesFor } from './variables';
export { space, spaceFor, toStyledTheme, type StyledTheme } from './styled';
export { FONT_STACKS, type FontStackName } from './fonts';
export type { ThemeTokens } from './tokens';
