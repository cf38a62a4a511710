import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { BuildEnvironmentOptions, Plugin, PluginOption } from 'vite';
import { minifyStyledCss } from './minifyStyledCss.ts';

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
  return [stylisWithoutPrefixer(), reactEsmFacades(), importWithoutPreload(), react(), minifyStyledCss()];
}

/** Build options both web-component builds share. */
export const EMBED_BUILD_OPTIONS = {
  target: 'es2022',
  minify: true,
  sourcemap: false,
  modulePreload: false,
} satisfies BuildEnvironmentOptions;
