import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { minifyStyledCss } from './build/minifyStyledCss.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, 'dist', 'wc');

/** The loader is a few lines of ES5: comments and indentation are all there is to remove. */
const minifyLoader = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

/** Ships the hand-written type declarations and the loader next to the script. */
function copyDeclarations(): Plugin {
  return {
    name: 'headliner-copy-declarations',
    writeBundle() {
      fs.copyFileSync(path.join(here, 'src/embed/headliner-widgets.d.ts'), path.join(outDir, 'headliner-widgets.d.ts'));
      const loader = fs.readFileSync(path.join(here, 'src/embed/loader.js'), 'utf8');
      fs.writeFileSync(path.join(outDir, 'headliner-loader.js'), minifyLoader(loader));
    },
  };
}

const STYLIS_WITHOUT_PREFIXER = '\0headliner:stylis-without-prefixer';

/**
 * styled-components only adds stylis's vendor prefixer when `enableVendorPrefixes` is set, which
 * the widgets never do; the prefixer (1.3 KB gzip) is left out of the bundle and fails loudly if
 * someone turns prefixes on.
 */
function stylisWithoutPrefixer(): Plugin {
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

/** What our code imports from React's CommonJS JSX runtime, as named ES exports. */
const ESM_FACADES: Record<string, { file: string; names: string[] }> = {
  'react/jsx-runtime': { file: 'cjs/react-jsx-runtime.production.js', names: ['jsx', 'jsxs', 'Fragment'] },
};
const FACADE_PREFIX = '\0headliner:esm:';

/**
 * Our components import React's CommonJS JSX runtime through an ES module with named exports,
 * so the bundle calls `jsx(...)` at each element instead of `(0, module.jsx)(...)` (about 0.2 KB
 * gzip). Only for our own modules. A name missing here fails the build, it is never undefined.
 */
function reactEsmFacades(): Plugin {
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

/**
 * The web-component bundle: app mode with one entry and no code splitting (library mode left it
 * unminified with `process.env` in it), so one `<script type="module">` defines all elements.
 * Plus the tiny loader (`headliner-loader.js`), a classic script that loads the bundle on demand.
 */
export default defineConfig({
  plugins: [stylisWithoutPrefixer(), reactEsmFacades(), react(), minifyStyledCss(), copyDeclarations()],
  publicDir: false,
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    // styled-components' switches for other hosts: fixed here, so their lookups leave the bundle.
    SC_DISABLE_SPEEDY: 'false',
    'process.env.REACT_APP_SC_ATTR': 'undefined',
    'process.env.SC_ATTR': 'undefined',
  },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    modulePreload: false,
    rollupOptions: {
      input: { 'headliner-widgets': path.join(here, 'src/embed/index.ts') },
      preserveEntrySignatures: false,
      output: {
        entryFileNames: '[name].js',
        codeSplitting: false,
      },
    },
  },
});
