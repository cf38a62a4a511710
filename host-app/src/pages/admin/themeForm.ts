import { FONT_STACKS, type FontName, type ThemeColors, type ThemeOverrides } from 'theme-packs';

/** The colours an admin may override in the console (the contrast pairs of the brand colours). */
export const EDITABLE_COLORS = [
  { key: 'primary', label: 'Primary' },
  { key: 'onPrimary', label: 'Text on primary' },
  { key: 'accent', label: 'Accent' },
  { key: 'onAccent', label: 'Text on accent' },
  { key: 'background', label: 'Page background' },
  { key: 'text', label: 'Body text' },
] as const satisfies readonly { key: keyof ThemeColors; label: string }[];
export type EditableColor = (typeof EDITABLE_COLORS)[number]['key'];

export const FONT_NAMES = Object.keys(FONT_STACKS) as FontName[];

/** The theme form as the inputs hold it: '' means "the pack's value". */
export interface ThemeForm {
  pack: string;
  colors: Record<EditableColor, string>;
  fonts: { body: FontName | ''; heading: FontName | '' };
  logoText: string;
  logoImageUrl: string;
}

export function themeFormFrom(pack: string, overrides: ThemeOverrides): ThemeForm {
  const colors = Object.fromEntries(EDITABLE_COLORS.map(({ key }) => [key, overrides.colors?.[key] ?? ''])) as Record<
    EditableColor,
    string
  >;
  return {
    pack,
    colors,
    fonts: { body: overrides.fonts?.body ?? '', heading: overrides.fonts?.heading ?? '' },
    logoText: overrides.logo?.text ?? '',
    logoImageUrl: overrides.logo?.imageUrl ?? '',
  };
}

/**
 * The overrides the form describes, only the fields the admin filled in. Colours not shown in
 * the form but already overridden on the server are kept (`keep`).
 */
export function overridesFrom(form: ThemeForm, keep: ThemeOverrides = {}): ThemeOverrides {
  const colors: Partial<Record<keyof ThemeColors, string>> = { ...keep.colors };
  for (const { key } of EDITABLE_COLORS) {
    const value = form.colors[key].trim();
    if (value) colors[key] = value;
    else delete colors[key];
  }
  const fonts: ThemeOverrides['fonts'] = {};
  if (form.fonts.body) fonts.body = form.fonts.body;
  if (form.fonts.heading) fonts.heading = form.fonts.heading;
  const logo: NonNullable<ThemeOverrides['logo']> = {};
  if (form.logoText.trim()) logo.text = form.logoText.trim();
  if (form.logoImageUrl.trim()) logo.imageUrl = form.logoImageUrl.trim();
  const overrides: ThemeOverrides = {};
  if (Object.keys(colors).length) overrides.colors = colors;
  if (Object.keys(fonts).length) overrides.fonts = fonts;
  if (Object.keys(logo).length) overrides.logo = logo;
  return overrides;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Overrides safe to preview while the admin types: malformed colours fall back to the pack. */
export function previewableOverrides(overrides: ThemeOverrides): ThemeOverrides {
  const colors = Object.fromEntries(
    Object.entries(overrides.colors ?? {}).filter(([, value]) => HEX.test(value ?? '')),
  );
  return { ...overrides, colors };
}

/** A server or validation error key on the form's field name ("overrides.colors.primary" → "colors.primary"). */
export function themeErrorsFrom(fields: Record<string, string> | undefined): Record<string, string> {
  if (!fields) return {};
  return Object.fromEntries(Object.entries(fields).map(([key, message]) => [key.replace(/^overrides\./, ''), message]));
}

/** Field keys the form shows; other errors (e.g. contrast on a colour not in the form) are listed apart. */
export function isFormField(key: string): boolean {
  return (
    EDITABLE_COLORS.some((color) => `colors.${color.key}` === key) ||
    key === 'fonts.body' ||
    key === 'fonts.heading' ||
    key === 'logo.text' ||
    key === 'logo.imageUrl' ||
    key === 'pack'
  );
}
