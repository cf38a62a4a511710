/** Fonts a tenant may choose; system stacks only, so nothing is fetched from a font CDN. */
export const FONT_STACKS = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  humanist: '"Gill Sans", "Gill Sans MT", Calibri, "Trebuchet MS", sans-serif',
  geometric: 'Avenir, "Avenir Next", Montserrat, "Century Gothic", system-ui, sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", Times, serif',
  slab: 'Rockwell, "Roboto Slab", "Courier Bold", Georgia, serif',
  mono: 'ui-monospace, "SF Mono", Menlo, Consolas, monospace',
  condensed: '"Arial Narrow", "Roboto Condensed", "Helvetica Neue", Arial, sans-serif',
} as const;
export type FontStackName = keyof typeof FONT_STACKS;
