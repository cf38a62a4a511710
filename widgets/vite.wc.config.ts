import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { embedLoader } from './build/embedLoader.ts';
import { EMBED_BUILD_OPTIONS, EMBED_DEFINES, embedBuildPlugins } from './build/embedPlugins.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const TAGS = ['hl-browse', 'hl-offer-wizard', 'hl-offers-list'] as const;
/**
 * The shared runtime every element needs: React, react-dom, its scheduler, styled-components with
 * stylis, r2wc, and the bundler's own virtual modules. Any other package (zod, date-fns, ...) is
 * placed by rolldown with the elements that use it, so a page never loads what it does not run.
 */
const RUNTIME_MODULES =
  /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:react|react-dom|scheduler|styled-components|stylis|@emotion\/[^/]+|@r2wc\/[^/]+)\/|^\0/;

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
          // React, react-dom, styled-components and r2wc: one runtime chunk, loaded once per page.
          // The widgets' own shared code is split by rolldown by which elements use it.
          groups: [
            { name: 'runtime', test: RUNTIME_MODULES, priority: 2 },
            // Our own code every element uses; what only some share is split by rolldown.
            { name: 'common', minShareCount: 3, priority: 1 },
          ],
        },
      },
    },
  },
});
