import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { EMBED_BUILD_OPTIONS, EMBED_DEFINES, embedBuildPlugins } from './build/embedPlugins.ts';
import { unhashedCopy } from './build/embedLoader.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The all-in-one web-component script: app mode with one entry (library mode left it unminified
 * with `process.env` in it), so one module defines every element; only the screens for signed-in
 * buyers (the wizard, the offers list) are chunks of their own, loaded when shown. Built first (it
 * empties the folder): as `chunks/headliner-widgets-<hash>.js`, which the loader picks for a page
 * with several kinds of element, and behind the fixed-name `headliner-widgets.js` for pages that
 * include it with a script tag.
 */
export default defineConfig({
  plugins: [...embedBuildPlugins(), unhashedCopy('headliner-widgets.js')],
  publicDir: false,
  define: EMBED_DEFINES,
  build: {
    outDir: path.join(here, 'dist', 'wc'),
    emptyOutDir: true,
    ...EMBED_BUILD_OPTIONS,
    rollupOptions: {
      input: { 'headliner-widgets': path.join(here, 'src/embed/index.ts') },
      preserveEntrySignatures: false,
      output: { entryFileNames: 'chunks/[name]-[hash].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
