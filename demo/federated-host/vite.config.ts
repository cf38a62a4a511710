import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pathToFileURL } from 'node:url';
import type { UserConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The demo is not a workspace package: it borrows React and friends from the widgets package. */
const fromWidgets = createRequire(path.join(here, '..', '..', 'widgets', 'package.json'));
const packageDir = (name: string) => path.dirname(fromWidgets.resolve(`${name}/package.json`));
const load = (name: string) => import(pathToFileURL(fromWidgets.resolve(name)).href);
const { federation } = (await load('@module-federation/vite')) as typeof import('@module-federation/vite');
const react = ((await load('@vitejs/plugin-react')) as typeof import('@vitejs/plugin-react')).default;

/** Where the marketplace serves the remote (`pnpm start` on its default port unless told otherwise). */
const REMOTE_ENTRY = process.env.DEMO_REMOTE_ENTRY ?? 'http://127.0.0.1:3000/federation/remoteEntry.js';

/** A small React site of the agency that renders the marketplace widgets through Module Federation. */
export default {
  root: here,
  publicDir: false,
  resolve: {
    alias: {
      react: packageDir('react'),
      'react-dom': packageDir('react-dom'),
      'styled-components': packageDir('styled-components'),
    },
  },
  plugins: [
    react(),
    federation({
      name: 'laughLinesSite',
      remotes: {
        headliner: {
          type: 'module',
          name: 'headliner',
          entry: REMOTE_ENTRY,
          entryGlobalName: 'headliner',
          shareScope: 'default',
        },
      },
      shared: {
        react: { singleton: true, requiredVersion: '^19.0.0' },
        'react-dom/': { singleton: true, requiredVersion: '^19.0.0' },
        'styled-components': { singleton: true, requiredVersion: '^6.1.0' },
      },
      dts: false,
      manifest: false,
    }),
  ],
  server: { port: 4200, strictPort: true },
  build: { outDir: process.env.DEMO_HOST_OUT_DIR ?? path.join(here, 'dist'), emptyOutDir: true, target: 'es2022' },
} satisfies UserConfig;
