import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { BuildEnvironmentOptions, Plugin, PluginOption } from 'vite';
import { minifyStyledCss } from './minifyStyledCss.ts';
import { REACT_DOM_CLIENT, reactDomClientOnly } from './reactDomClientOnly.ts';

const STYLIS_WITHOUT_PREFIXER = '\0headliner:stylis-without-prefixer';

/**
 * styled-components only adds stylis's vendor prefixer when `enableVendorPrefixes` is set, which
 * the widgets never do; the prefixer (1.3 KB gzip) is left out of the bundle and fails loudly if
 * someone turns prefixes on.
 */
export function stylisWithoutPrefixer(): Plugin {
  return {
    name: 'headliner-stylis-without-prefixer',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'stylis' && importer?.includes('styled-components')) return STYLIS_WITHOUT_PREFIXER;
    },
    load(id) {
      if (id !== STYLIS_WITHOUT_PREFIXER) return;
      const fromStyled = createRequire(createRequire(import.meta.url).resolve('styled-components'));
      const src = path.join(path.dirname(fromStyled.resolve('stylis/package.json')), 'src');
      const modules = ['Enum', 'Utility', 'Parser', 'Tokenizer', 'Serializer', 'Middleware'];
      return [
        ...modules.map((name) => `export * from ${JSON.stringify(path.join(src, `${name}.js`))};`),
        `export function prefixer() { throw new Error('Vendor prefixes are not built into the Headliner widgets'); }`,
      ].join('\n');
    },
  };
}

/** The folders whose code the embed builds bundle. */
const OUR_SOURCES = ['../src', '../../theme-packs/src'].map((folder) =>
  fileURLToPath(new URL(folder, import.meta.url)),
);

/** Every `styled.<tag>` our sources use (`styled(Component)` needs no tag). */
export function styledTagsUsed(folders = OUR_SOURCES): string[] {
  const tags = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name))
        for (const [, tag] of fs.readFileSync(file, 'utf8').matchAll(/\bstyled\.([a-z][a-z0-9]*)\b/g)) tags.add(tag!);
    }
  };
  folders.forEach(walk);
  return [...tags].sort();
}

/** styled-components' list of the HTML and SVG tags it makes `styled.<tag>` shortcuts for. */
const STYLED_TAG_LIST = /new Set\(\["a","abbr",[^\]]*\]\)/;

/**
 * styled-components makes a `styled.<tag>` shortcut for each of about 170 HTML and SVG tags; the
 * widgets use two dozen, found in their sources at build time, so the embed keeps only those
 * (0.4 KB brotli less in the shared runtime). `styled(...)` with any tag still works; a shortcut
 * that is not found fails loudly at the first render rather than rendering the wrong element.
 */
export function styledTagsInUse(): Plugin {
  return {
    name: 'headliner-styled-tags-in-use',
    transform(code, id) {
      if (!/\/styled-components\/dist\/styled-components\.browser\.esm\.js$/.test(id)) return;
      if (!STYLED_TAG_LIST.test(code))
        throw new Error("styled-components' tag list was not found: update styledTagsInUse");
      return { code: code.replace(STYLED_TAG_LIST, `new Set(${JSON.stringify(styledTagsUsed())})`), map: null };
    },
  };
}

/** What our code imports from React's CommonJS modules (the JSX runtime, React itself), as named ES exports. */
const ESM_FACADES: Record<string, { file: string; names: string[] }> = {
  react: {
    file: 'cjs/react.production.js',
    names: [
      'Suspense',
      'createContext',
      'lazy',
      'startTransition',
      'useCallback',
      'useContext',
      'useEffect',
      'useId',
      'useMemo',
      'useRef',
      'useState',
      'useSyncExternalStore',
    ],
  },
  'react/jsx-runtime': { file: 'cjs/react-jsx-runtime.production.js', names: ['jsx', 'jsxs', 'Fragment'] },
};
const FACADE_PREFIX = '\0headliner:esm:';

/**
 * Our components import React and its CommonJS JSX runtime through ES modules with named exports,
 * so the bundle calls `jsx(...)` and `useState(...)` instead of `(0, module.jsx)(...)`, and our
 * chunks need no CommonJS interop helper of their own (a file less for a page with `<hl-browse>`).
 * Only for our own modules. A name missing here fails the build, it is never undefined.
 */
export function reactEsmFacades(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'headliner-react-esm-facades',
    enforce: 'pre',
    resolveId(source, importer) {
      if (ESM_FACADES[source] && importer && /\/(widgets|theme-packs)\/src\//.test(importer))
        return FACADE_PREFIX + source;
    },
    load(id) {
      if (!id.startsWith(FACADE_PREFIX)) return;
      const facade = ESM_FACADES[id.slice(FACADE_PREFIX.length)]!;
      const file = path.join(path.dirname(require.resolve('react/package.json')), facade.file);
      return [
        `import module from ${JSON.stringify(file)};`,
        'export default module;',
        `export const { ${facade.names.join(', ')} } = module;`,
      ].join('\n');
    },
  };
}

const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps each dynamic import in `__vitePreload(load, deps)`. The embed builds never preload
 * (`modulePreload: false`, so `deps` is always empty), and the helper's fallback dispatches
 * `vite:preloadError` on the host page's window; here it is just the import (0.6 KB brotli less in
 * the shared runtime).
 */
export function importWithoutPreload(): Plugin {
  return {
    name: 'headliner-import-without-preload',
    enforce: 'pre',
    load(id) {
      if (id === VITE_PRELOAD_HELPER) return 'export const __vitePreload = (load) => load();';
    },
  };
}

/** Build-time constants of the embed builds: production React, styled-components' host switches fixed. */
export const EMBED_DEFINES = {
  'process.env.NODE_ENV': JSON.stringify('production'),
  // styled-components' switches for other hosts: fixed here, so their lookups leave the bundle.
  SC_DISABLE_SPEEDY: 'false',
  'process.env.REACT_APP_SC_ATTR': 'undefined',
  'process.env.SC_ATTR': 'undefined',
};

/** The plugins of both web-component builds (per element and all-in-one). */
export function embedBuildPlugins(): PluginOption[] {
  return [
    stylisWithoutPrefixer(),
    reactDomClientOnly(),
    styledTagsInUse(),
    reactEsmFacades(),
    importWithoutPreload(),
    react(),
    minifyStyledCss(),
    shortReactDomFields(),
  ];
}

/**
 * Fields of react-dom's own objects (fibers, roots, update queues, hook state) that no other code
 * reads or writes. react-dom's production build keeps their long names (`memoizedState` 269 times);
 * the embed builds give them short ones (0.8 KB brotli less in the shared runtime). Only names
 * that appear nowhere but in react-dom's client build, never quoted there.
 */
export const REACT_DOM_FIELDS = [
  'memoizedState',
  'memoizedProps',
  'stateNode',
  'alternate',
  'sibling',
  'updateQueue',
  'subtreeFlags',
  'pendingProps',
  'childLanes',
  'pendingLanes',
  'dependencies',
  'cancelPendingCommit',
  'suspendedLanes',
  'pingedLanes',
  'expiredLanes',
  'entangledLanes',
  'warmLanes',
  'cachePool',
  'pooledCache',
  'baseState',
  'baseQueue',
  'firstBaseUpdate',
  'lastBaseUpdate',
  'hiddenCallbacks',
  'callbackNode',
  'callbackPriority',
  'elementType',
  'deletions',
  'refCleanup',
  'retryQueue',
  'treeContext',
  'hydrationErrors',
  'dehydrated',
  'firstContext',
  'lastEffect',
  '_visibility',
  '_fragmentFiber',
];
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** `$a`, `$b`, ...: react-dom has no property of that shape (checked at build time). */
const SHORT_FIELD = new Map(REACT_DOM_FIELDS.map((name, index) => [name, `$${LETTERS[index]}`]));

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The edits that give react-dom's own fields their short names: `a.memoizedState`, `{ memoizedState: x }`, `{ memoizedState }`. */
function fieldRenames(node: unknown, edits: { start: number; end: number; text: string }[]) {
  if (Array.isArray(node)) return node.forEach((child) => fieldRenames(child, edits));
  if (!node || typeof node !== 'object') return;
  const current = node as AstNode;
  const key = current.type === 'MemberExpression' ? current.property : current.key;
  const name = (key as AstNode | undefined)?.type === 'Identifier' ? ((key as AstNode).name as string) : undefined;
  const short = name !== undefined && !current.computed ? SHORT_FIELD.get(name) : undefined;
  if (
    short &&
    (current.type === 'MemberExpression' || current.type === 'Property' || current.type === 'PropertyDefinition')
  ) {
    const { start, end } = key as AstNode;
    // `{ memoizedState }` (a literal or a pattern) becomes `{ $a: memoizedState }`.
    edits.push({ start, end, text: current.shorthand ? `${short}: ${name}` : short });
    if (current.shorthand) return;
  }
  for (const [field, value] of Object.entries(current)) {
    if (field !== 'start' && field !== 'end' && field !== 'type') fieldRenames(value, edits);
  }
}

/**
 * Gives react-dom's own fields (REACT_DOM_FIELDS) short names in react-dom's client build, and
 * fails the build if any other module bundled with it uses one of those names (it would read a
 * field that is no longer there) or react-dom uses one as a string or a short name already.
 */
export function shortReactDomFields(): Plugin {
  // `x.memoizedState`, `{ memoizedState: ... }` or `{ memoizedState }` in another module (prose in comments is fine).
  const anyField = new RegExp(`(?:[.]|[{,]\\s*)(${REACT_DOM_FIELDS.join('|')})\\b`);
  const quoted = new RegExp(`["'\`](${REACT_DOM_FIELDS.join('|')})["'\`]`);
  const shortName = new RegExp(`[.]\\s*(${[...SHORT_FIELD.values()].map((name) => `\\${name}`).join('|')})\\b`);
  return {
    name: 'headliner-short-react-dom-fields',
    enforce: 'post',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) {
        const found = /\.(m?[jt]sx?|cjs)$/.test(id.split('?')[0]!) ? code.match(anyField) : null;
        if (found)
          throw new Error(
            `${id} uses "${found[1]}", a react-dom field the embed renames: take it out of REACT_DOM_FIELDS`,
          );
        return null;
      }
      const clash = code.match(quoted) ?? code.match(shortName);
      if (clash) throw new Error(`react-dom's client build has ${clash[0]}: its fields cannot be renamed as they are`);
      const edits: { start: number; end: number; text: string }[] = [];
      fieldRenames(this.parse(code), edits);
      let output = '';
      let last = 0;
      for (const edit of edits.sort((a, b) => a.start - b.start)) {
        output += code.slice(last, edit.start) + edit.text;
        last = edit.end;
      }
      output += code.slice(last);
      const left = output.match(new RegExp(`[.]\\s*(${REACT_DOM_FIELDS.join('|')})\\b`));
      if (left) throw new Error(`react-dom's client build still reads "${left[1]}" after the renaming`);
      return { code: output, map: null };
    },
  };
}

/** Build options both web-component builds share. */
export const EMBED_BUILD_OPTIONS = {
  target: 'es2022',
  minify: true,
  sourcemap: false,
  modulePreload: false,
} satisfies BuildEnvironmentOptions;
