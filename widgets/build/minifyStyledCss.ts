import type { Plugin } from 'vite';

/** The tags whose templates are CSS: styled.x``, styled(X)``, styled.x.attrs()``, css``, keyframes``. */
const CSS_TAG = /^(styled\b|css$|keyframes$|createGlobalStyle$)/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The source text of a tag expression, e.g. `styled.div`, `styled(Hint)`, `css`. */
const tagText = (code: string, tag: Node) => code.slice(tag.start, tag.end);

/** Where a template's piece of text sits: at the template's start, its end, or next to `${...}`. */
export interface QuasiEdges {
  templateStart: boolean;
  templateEnd: boolean;
}

/**
 * Indentation and line breaks inside a CSS template: a run of white space with a line break goes
 * when a brace, semicolon, comma or parenthesis is next to it, and becomes one space otherwise
 * (a value may go on over two lines). Outside quoted strings, the space after a colon or comma
 * and before a brace goes too. At the template's own start and end white space goes; next to an
 * interpolation it goes only where CSS punctuation is on the other side (`width: ${w}` →
 * `width:${w}`), since `${a} ${b}` may be two values.
 */
export function minifyCssText(raw: string, edges: QuasiEdges = { templateStart: false, templateEnd: false }): string {
  const joined = raw.replace(/\s*\n\s*/g, (run, offset: number) => {
    const before = raw[offset - 1];
    const after = raw[offset + run.length];
    if (before === undefined || after === undefined) return ' ';
    return /[{};,(]/.test(before) || /[{});,]/.test(after) ? '' : ' ';
  });
  const compact = joined
    .split(/('[^']*'|"[^"]*")/)
    .map((part, index) => (index % 2 ? part : part.replace(/([:,]) (?=\S|$)/g, '$1').replace(/ \{/g, '{')))
    .join('');
  return compact
    .replace(/^\s+/, (space) => (edges.templateStart || /^[;{},)]/.test(compact.slice(space.length)) ? '' : ' '))
    .replace(/\s+$/, (space, offset: number) =>
      edges.templateEnd || /[;{}:,(]$/.test(compact.slice(0, offset)) ? '' : ' ',
    );
}

function cssQuasis(node: unknown, code: string, found: Node[]): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) cssQuasis(child, code, found);
    return;
  }
  const current = node as Node;
  if (current.type === 'TaggedTemplateExpression' && CSS_TAG.test(tagText(code, current.tag as Node))) {
    const quasis = (current.quasi as { quasis: Node[] }).quasis ?? [];
    quasis.forEach((quasi, index) =>
      found.push({ ...quasi, templateStart: index === 0, templateEnd: index === quasis.length - 1 }),
    );
  }
  for (const [key, value] of Object.entries(current)) {
    if (key !== 'start' && key !== 'end' && key !== 'type') cssQuasis(value, code, found);
  }
}

/**
 * styled-components ships our CSS templates to the browser as written; this drops their
 * indentation and line breaks at build time (what babel-plugin-styled-components' `minify` does).
 */
export function minifyStyledCss(): Plugin {
  return {
    name: 'headliner-minify-styled-css',
    enforce: 'post',
    transform(code, id) {
      if (!/\/(widgets|theme-packs)\/src\/.*\.tsx?$/.test(id) || !code.includes('`')) return null;
      const quasis: Node[] = [];
      cssQuasis(this.parse(code), code, quasis);
      if (!quasis.length) return null;
      let output = '';
      let last = 0;
      for (const quasi of quasis.sort((a, b) => a.start - b.start)) {
        output +=
          code.slice(last, quasi.start) +
          minifyCssText(code.slice(quasi.start, quasi.end), {
            templateStart: quasi.templateStart === true,
            templateEnd: quasi.templateEnd === true,
          });
        last = quasi.end;
      }
      return { code: output + code.slice(last), map: null };
    },
  };
}
