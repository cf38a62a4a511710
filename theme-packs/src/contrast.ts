import type { ThemeColors, ThemeTokens } from './tokens';

export type ColorName = keyof ThemeColors;

export interface ContrastRequirement {
  foreground: ColorName;
  background: ColorName;
  minRatio: number;
}

export interface ContrastProblem extends ContrastRequirement {
  ratio: number;
}

/** WCAG 2.x AA: 4.5:1 for text, 3:1 for non-text UI such as focus rings. `border` is decorative. */
export const CONTRAST_REQUIREMENTS: readonly ContrastRequirement[] = [
  { foreground: 'text', background: 'background', minRatio: 4.5 },
  { foreground: 'text', background: 'surface', minRatio: 4.5 },
  { foreground: 'text', background: 'surfaceAlt', minRatio: 4.5 },
  { foreground: 'textMuted', background: 'background', minRatio: 4.5 },
  { foreground: 'textMuted', background: 'surface', minRatio: 4.5 },
  { foreground: 'onPrimary', background: 'primary', minRatio: 4.5 },
  { foreground: 'onAccent', background: 'accent', minRatio: 4.5 },
  { foreground: 'primary', background: 'background', minRatio: 4.5 },
  { foreground: 'primary', background: 'surface', minRatio: 4.5 },
  { foreground: 'danger', background: 'surface', minRatio: 4.5 },
  { foreground: 'success', background: 'surface', minRatio: 4.5 },
  { foreground: 'warning', background: 'surface', minRatio: 4.5 },
  { foreground: 'focus', background: 'background', minRatio: 3 },
];

/** Accepts #rrggbb or #rgb. */
function parseHex(hex: string): [number, number, number] {
  const digits = hex.replace(/^#/, '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function linearChannel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map(linearChannel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Rounds down, so a failing ratio is never displayed as the required one (4.48 shows as 4.48, not 4.5). */
export function formatRatio(ratio: number): string {
  return `${Math.floor(ratio * 100) / 100}:1`;
}

export function checkThemeContrast(tokens: Pick<ThemeTokens, 'colors'>): ContrastProblem[] {
  return CONTRAST_REQUIREMENTS.map((req) => ({
    ...req,
    ratio: contrastRatio(tokens.colors[req.foreground], tokens.colors[req.background]),
  })).filter((result) => result.ratio < result.minRatio);
}

export function describeContrastProblem(problem: ContrastProblem): string {
  return (
    `colors.${problem.foreground} on colors.${problem.background} has contrast ${formatRatio(problem.ratio)}; ` +
    `at least ${problem.minRatio}:1 is needed`
  );
}
