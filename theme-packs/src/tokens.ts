import { z } from 'zod';
import { FONT_STACKS } from './fonts';

export { FONT_STACKS };
export type FontName = keyof typeof FONT_STACKS;
const FONT_NAMES = Object.keys(FONT_STACKS) as [FontName, ...FontName[]];
export const FontName = z.enum(FONT_NAMES, { error: `Font must be one of: ${FONT_NAMES.join(', ')}` });

export const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colours are #rrggbb hex values');

export const ThemeColors = z.object({
  background: HexColor,
  surface: HexColor,
  surfaceAlt: HexColor,
  text: HexColor,
  textMuted: HexColor,
  primary: HexColor,
  onPrimary: HexColor,
  accent: HexColor,
  onAccent: HexColor,
  border: HexColor,
  success: HexColor,
  warning: HexColor,
  danger: HexColor,
  focus: HexColor,
});
export type ThemeColors = z.infer<typeof ThemeColors>;

export const ThemeTokensSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{2,40}$/, 'Theme id must be 2 to 40 lowercase letters, digits or hyphens'),
  name: z.string().min(1).max(60),
  mode: z.enum(['light', 'dark']),
  colors: ThemeColors,
  fonts: z.object({ body: FontName, heading: FontName }),
  radii: z.object({
    sm: z.number().int().min(0).max(24),
    md: z.number().int().min(0).max(32),
    lg: z.number().int().min(0).max(48),
    pill: z.number().int().min(0).max(999),
  }),
  spacing: z.object({ unit: z.number().int().min(2).max(12) }),
  logo: z.object({
    text: z.string().min(1).max(40),
    /**
     * Optional image: an https URL or a root-relative path on our own origin.
     * "//host" and "/\host" are rejected: browsers read both as another origin.
     */
    imageUrl: z
      .string()
      .max(500)
      .regex(
        /^(https:\/\/[^\s"'<>\\`()]+|\/(?![/\\])[^\s"'<>\\`()]*)$/,
        'Logo must be an https URL or a path on this site',
      )
      .nullable(),
  }),
});
export type ThemeTokens = z.infer<typeof ThemeTokensSchema>;
