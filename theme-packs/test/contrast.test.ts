import { describe, expect, it } from 'vitest';
import { checkThemeContrast, contrastRatio, flagship, formatRatio, relativeLuminance } from '../src/index';

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('matches the WCAG formula for a mid grey', () => {
    expect(relativeLuminance('#777777')).toBeCloseTo(0.1845, 4);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
  });

  it('is about 4.48 for #777 on white, just under AA', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
  });

  it('is 1 for a colour on itself', () => {
    expect(contrastRatio('#b4361f', '#B4361F')).toBe(1);
  });

  it('rejects values that are not hex colours', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/Not a hex colour/);
  });
});

describe('formatRatio', () => {
  it('rounds down so a failing ratio never displays as passing', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21:1');
  });
});

describe('checkThemeContrast', () => {
  it('finds nothing wrong with the flagship pack', () => {
    expect(checkThemeContrast(flagship)).toEqual([]);
  });

  it('reports each failing pair with its ratio and requirement', () => {
    const colors = { ...flagship.colors, onPrimary: '#d0d0d0', focus: '#f0f0f0' };
    const problems = checkThemeContrast({ colors });
    expect(problems.map((p) => `${p.foreground}/${p.background}`)).toEqual(['onPrimary/primary', 'focus/background']);
    expect(problems[0]?.minRatio).toBe(4.5);
    expect(problems[0]?.ratio).toBeCloseTo(contrastRatio('#d0d0d0', flagship.colors.primary), 6);
    expect(problems[1]?.minRatio).toBe(3);
  });

  it('does not check the decorative border colour', () => {
    const colors = { ...flagship.colors, border: flagship.colors.background };
    expect(checkThemeContrast({ colors })).toEqual([]);
  });
});
