import { describe, expect, it } from 'vitest';
import { minifyCssText } from '../build/minifyStyledCss';

const whole = { templateStart: true, templateEnd: true };

describe('minifyCssText (CSS templates at build time)', () => {
  it('drops indentation, line breaks and the spaces CSS does not need', () => {
    const css = `
      display: flex;
      gap: 8px;
      font-family: 'Open Sans', sans-serif;
      &:hover {
        color: red;
      }
    `;
    expect(minifyCssText(css, whole)).toBe(
      "display:flex;gap:8px;font-family:'Open Sans',sans-serif;&:hover{color:red;}",
    );
  });

  it('keeps a value that goes on over two lines apart, and quoted text as written', () => {
    expect(minifyCssText(`\n  transition: color 1s\n    ease;\n  content: 'a: b ,c';\n`, whole)).toBe(
      "transition:color 1s ease;content:'a: b ,c';",
    );
  });

  it('next to an interpolation, drops white space only where CSS punctuation is on the other side', () => {
    // `width: ${w};\n  ${mixin}\n` — the pieces between and around the interpolations.
    expect(minifyCssText(`\n  width: `, { templateStart: true, templateEnd: false })).toBe('width:');
    expect(minifyCssText(`;\n  `, { templateStart: false, templateEnd: false })).toBe(';');
    expect(minifyCssText(`\n`, { templateStart: false, templateEnd: true })).toBe('');
    // `${a} ${b}` may be two values; `${selector} :hover` is not `${selector}:hover`.
    expect(minifyCssText(` `, { templateStart: false, templateEnd: false })).toBe(' ');
    expect(minifyCssText(` :hover {\n  color: red;\n}`, { templateStart: false, templateEnd: false })).toBe(
      ' :hover{color:red;}',
    );
    expect(minifyCssText(`\n  color: red;\n  `, { templateStart: false, templateEnd: false })).toBe(' color:red;');
  });
});
