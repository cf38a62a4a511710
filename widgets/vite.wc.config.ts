import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { embedLoader } from './build/embedLoader.ts';
import { EMBED_BUILD_OPTIONS, EMBED_DEFINES, embedBuildPlugins } from './build/embedPlugins.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const TAGS = ['hl-browse', 'hl-offer-wizard', 'hl-offers-list'] as const;
/**
 * The web components, one chunk per element plus one shared runtime (React, styled-components,
 * r2wc, the widgets' common code), under `dist/wc/chunks/` with content hashes. The classic
 * `headliner-loader.js` imports only the chunks of the elements a page has.
 * Built after vite.wc-all.config.ts (the all-in-one script), whose output it keeps.
 */
export default defineConfig({
  plugins: [
    ...embedBuildPlugins(),
    embedLoader({
      loaderSource: path.join(here, 'src/embed/loader.js'),
      declarations: path.join(here, 'src/embed/headliner-widgets.d.ts'),
      tags: TAGS,
      allInOne: path.join(here, 'dist', 'wc', 'headliner-widgets.js'),
    }),
  ],
  publicDir: false,
  define: EMBED_DEFINES,
  build: {
    outDir: path.join(here, 'dist', 'wc'),
    emptyOutDir: false,
    ...EMBED_BUILD_OPTIONS,
    rollupOptions: {
      input: Object.fromEntries(TAGS.map((tag) => [tag, path.join(here, `src/embed/entries/${tag}.ts`)])),
      preserveEntrySignatures: false,
      output: {
        entryFileNames: 'chunks/[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          // What every element runs, in one runtime chunk loaded once per page: React, react-dom,
          // styled-components, r2wc and our own common code (EmbedRoot, the API client, the theme).
          // One file compresses better than two. What only some elements use (a library, the
          // photos, the dialogs) is split by rolldown by which elements use it.
          groups: [{ name: 'runtime', minShareCount: 3 }],
        },
      },
    },
  },
});
