import { describe, expect, it } from 'vitest';
import {
  cssVariablesBlock,
  FONT_STACKS,
  flagship,
  midnight,
  space,
  spaceFor,
  themeToCssVariables,
  toStyledTheme,
} from '../src/index';

describe('themeToCssVariables', () => {
  const variables = themeToCssVariables(flagship);

  it('emits one --hl- variable per colour, font, radius and the spacing unit', () => {
    expect(Object.keys(variables)).toHaveLength(14 + 2 + 4 + 1);
    expect(Object.keys(variables).every((name) => name.startsWith('--hl-'))).toBe(true);
  });

  it('kebab-cases colour names', () => {
    expect(variables['--hl-color-primary']).toBe('#b4361f');
    expect(variables['--hl-color-surface-alt']).toBe('#f2ece2');
    expect(variables['--hl-color-on-primary']).toBe('#ffffff');
  });

  it('resolves fonts to their stacks and sizes to px', () => {
    expect(variables['--hl-font-body']).toBe(FONT_STACKS.system);
    expect(variables['--hl-font-heading']).toBe(FONT_STACKS.condensed);
    expect(variables['--hl-radius-md']).toBe('8px');
    expect(variables['--hl-radius-pill']).toBe('999px');
    expect(variables['--hl-space-unit']).toBe('4px');
  });

  it('refuses tokens that could break out of a stylesheet', () => {
    const hostile = { ...flagship, colors: { ...flagship.colors, primary: 'red;} body{display:none' } };
    expect(() => themeToCssVariables(hostile)).toThrow();
  });
});

describe('cssVariablesBlock', () => {
  it('wraps the declarations in :root by default, with the colour scheme', () => {
    const block = cssVariablesBlock(midnight);
    expect(block.startsWith(':root {\n  color-scheme: dark;\n')).toBe(true);
    expect(block).toContain('\n  --hl-color-background: #0f1117;\n');
    expect(block).toContain(`\n  --hl-font-body: ${FONT_STACKS.system};\n`);
    expect(block.endsWith('\n}\n')).toBe(true);
  });

  it('uses the given selector', () => {
    expect(cssVariablesBlock(flagship, ':host')).toMatch(/^:host \{\n/);
  });
});

describe('styled theme helpers', () => {
  it('adds resolved font stacks to the tokens', () => {
    const theme = toStyledTheme(flagship);
    expect(theme.fontStacks).toEqual({ body: FONT_STACKS.system, heading: FONT_STACKS.condensed });
    expect(theme.colors).toEqual(flagship.colors);
  });

  it('space(n) is n spacing units in px, read from the theme', () => {
    expect(space(3)({ theme: flagship })).toBe('12px');
    expect(space(0.5)({ theme: { spacing: { unit: 6 } } })).toBe('3px');
    expect(spaceFor(flagship, 2)).toBe('8px');
  });
});
