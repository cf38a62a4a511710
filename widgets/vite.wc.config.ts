import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

/**
 * The web-component bundle: app mode with one entry and no code splitting (library mode left it
 * unminified with `process.env` in it), so one `<script type="module">` defines all elements.
 * Plus the tiny loader (`headliner-loader.js`), a classic script that loads the bundle on demand.
 */
export default defineConfig({
  plugins: [stylisWithoutPrefixer(), react(), copyDeclarations()],
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
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
