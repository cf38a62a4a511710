import { parseAst, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { shortReactDomFields, styledTagsInUse, styledTagsUsed } from '../build/embedPlugins';

const REACT_DOM_CLIENT = '/x/node_modules/react-dom/cjs/react-dom-client.production.js';

/** Runs a plugin's transform hook the way the bundler does, with its parser. */
function transform(plugin: Plugin, code: string, id: string): string | null {
  const hook = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null;
  return hook.call({ parse: (source: string) => parseAst(source) }, code, id)?.code ?? null;
}

describe('shortReactDomFields (react-dom field names in the embed builds)', () => {
  it("renames react-dom's own fields where they are read, written and destructured", () => {
    const code = [
      'function f(fiber, memoizedState) {',
      '  fiber.memoizedState = { baseState: 1, memoizedState };',
      '  var { sibling } = fiber;',
      '  return fiber.alternate ? fiber.stateNode : memoizedState;',
      '}',
    ].join('\n');
    const output = transform(shortReactDomFields(), code, REACT_DOM_CLIENT)!;
    expect(output).not.toMatch(/\.(memoizedState|alternate|stateNode)\b|baseState:/);
    // A variable of the same name keeps its name; only the fields change.
    expect(output).toContain('function f(fiber, memoizedState)');
    expect(output).toMatch(/\{ \$\w: 1, \$\w: memoizedState \}/);
    expect(output).toMatch(/var \{ \$\w: sibling \} = fiber/);
    expect(output).toMatch(/: memoizedState;\n\}$/);
    expect(() => new Function(output)).not.toThrow();
  });

  it('fails the build when another module uses one of those fields, or react-dom quotes one', () => {
    expect(() => transform(shortReactDomFields(), 'export const x = (f) => f.memoizedState;', '/src/a.ts')).toThrow(
      /uses "memoizedState"/,
    );
    expect(
      transform(shortReactDomFields(), '// the next sibling element\nexport const x = 1;', '/src/a.ts'),
    ).toBeNull();
    expect(() => transform(shortReactDomFields(), 'f["memoizedState"] = 1;', REACT_DOM_CLIENT)).toThrow(
      /cannot be renamed/,
    );
  });
});

describe('styledTagsInUse (styled.<tag> shortcuts in the embed builds)', () => {
  it('finds the tags our sources use', () => {
    const tags = styledTagsUsed();
    expect(tags).toEqual(expect.arrayContaining(['div', 'p', 'span', 'button', 'article']));
    expect(tags).not.toContain('marquee');
  });

  it("keeps only those in styled-components' list, and fails loudly when the list is not found", () => {
    const id = '/x/node_modules/styled-components/dist/styled-components.browser.esm.js';
    const output = transform(styledTagsInUse(), 'var dt=new Set(["a","abbr","div","marquee"]);', id)!;
    expect(output).toContain('"div"');
    expect(output).not.toContain('"marquee"');
    expect(() => transform(styledTagsInUse(), 'var dt=[];', id)).toThrow(/tag list was not found/);
  });
});
