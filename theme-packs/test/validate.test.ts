import { describe, expect, it } from 'vitest';
import {
  applyOverrides,
  flagship,
  midnight,
  validateOverrides,
  validateTheme,
  ValidatedThemeSchema,
} from '../src/index';

function errorsOf(input: unknown): Record<string, string> {
  const result = validateTheme(input);
  if (result.ok) throw new Error('expected the theme to be rejected');
  return result.errors;
}

describe('validateTheme', () => {
  it('rejects a low-contrast override, naming both colours and the ratio', () => {
    const theme = applyOverrides(flagship, { colors: { onPrimary: '#ff8a75' } });
    expect(errorsOf(theme)).toEqual({
      'colors.onPrimary': 'colors.onPrimary on colors.primary has contrast 2.62:1; at least 4.5:1 is needed',
    });
  });

  it('reports every failing pair when a background changes', () => {
    const errors = errorsOf(applyOverrides(flagship, { colors: { surface: '#1b1a22' } }));
    expect(errors['colors.text']).toMatch(/colors\.text on colors\.surface has contrast 1:1/);
    expect(errors['colors.primary']).toMatch(/colors\.primary on colors\.surface/);
    expect(errors['colors.danger']).toMatch(/at least 4\.5:1 is needed/);
  });

  it('joins several problems on the same field', () => {
    const errors = errorsOf(applyOverrides(flagship, { colors: { primary: '#fbf8f3' } }));
    expect(errors['colors.primary']).toContain('on colors.background');
    expect(errors['colors.primary']).toContain('; colors.primary on colors.surface');
  });

  it('requires only 3:1 for the focus ring', () => {
    const almost = applyOverrides(flagship, { colors: { focus: '#96918b' } });
    expect(errorsOf(almost)['colors.focus']).toMatch(/at least 3:1 is needed/);
    expect(validateTheme(applyOverrides(flagship, { colors: { focus: '#938e88' } })).ok).toBe(true);
  });

  it('rejects an unknown font', () => {
    const errors = errorsOf({ ...flagship, fonts: { body: 'comic-sans', heading: 'serif' } });
    expect(errors).toEqual({ 'fonts.body': expect.stringContaining('Font must be one of: system, humanist') });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/svg+xml,<svg/>',
    'http://example.com/logo.png',
    '//evil.example/logo.png',
    '/\\evil.example/logo.png',
    '/logo.png" onerror="x',
  ])('rejects the logo image %j', (imageUrl) => {
    const errors = errorsOf({ ...flagship, logo: { text: 'Acme', imageUrl } });
    expect(Object.keys(errors)).toEqual(['logo.imageUrl']);
  });

  it.each(['https://cdn.example.com/logo.png', '/tenants/acme/logo.svg', null])(
    'accepts the logo image %j',
    (imageUrl) => {
      expect(validateTheme({ ...flagship, logo: { text: 'Acme', imageUrl } }).ok).toBe(true);
    },
  );

  it('rejects malformed colours without running the contrast checks', () => {
    expect(errorsOf({ ...flagship, colors: { ...flagship.colors, primary: 'red' } })).toEqual({
      'colors.primary': 'Colours are #rrggbb hex values',
    });
  });

  it('rejects input that is not a theme at all', () => {
    expect(Object.keys(errorsOf(null))).toEqual(['theme']);
  });

  it('exposes the same checks as a zod schema', () => {
    expect(ValidatedThemeSchema.safeParse(midnight).success).toBe(true);
    const bad = ValidatedThemeSchema.safeParse(applyOverrides(midnight, { colors: { textMuted: '#2a2d38' } }));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['colors.textMuted', 'colors.textMuted']);
  });
});

describe('applyOverrides', () => {
  it('merges colours, fonts and logo into a new theme without touching the pack', () => {
    const before = structuredClone(flagship);
    const theme = applyOverrides(flagship, {
      colors: { primary: '#8a2a17' },
      fonts: { heading: 'slab' },
      logo: { text: 'Giggle Co', imageUrl: '/giggle.svg' },
    });
    expect(theme.colors).toEqual({ ...flagship.colors, primary: '#8a2a17' });
    expect(theme.fonts).toEqual({ body: 'system', heading: 'slab' });
    expect(theme.logo).toEqual({ text: 'Giggle Co', imageUrl: '/giggle.svg' });
    expect(theme.radii).not.toBe(flagship.radii);
    expect(flagship).toEqual(before);
    expect(validateTheme(theme).ok).toBe(true);
  });

  it('ignores undefined values but lets null remove the logo image', () => {
    const withImage = applyOverrides(flagship, { logo: { imageUrl: '/a.png' } });
    const theme = applyOverrides(withImage, { colors: { primary: undefined }, logo: { imageUrl: null } });
    expect(theme.colors.primary).toBe(flagship.colors.primary);
    expect(theme.logo.imageUrl).toBeNull();
  });
});

describe('validateOverrides', () => {
  it('accepts valid overrides and returns the merged theme', () => {
    const result = validateOverrides(flagship, { logo: { text: 'Laugh Lines' } });
    expect(result).toEqual({ ok: true, theme: { ...flagship, logo: { text: 'Laugh Lines', imageUrl: null } } });
  });

  it('rejects unknown keys and bad values with field paths', () => {
    const result = validateOverrides(flagship, { colors: { primary: 'blue' }, radii: { md: 0 } });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(['colors.primary', 'theme']);
  });

  it('rejects overrides that break contrast', () => {
    const result = validateOverrides(flagship, { colors: { text: '#cccccc' } });
    expect(!result.ok && result.errors['colors.text']).toMatch(/colors\.text on colors\.background/);
  });
});
