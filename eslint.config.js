import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** host-app's feature folders (bulletproof-react style): each keeps to itself. */
const FEATURES_DIR = 'host-app/src/features';
const features = fs.existsSync(FEATURES_DIR)
  ? fs.readdirSync(FEATURES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  : [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.test-data/**',
      '**/storybook-static/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['tenant-api/src/**/*.ts'],
    ignores: ['tenant-api/src/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/host-app/**', '**/widgets/**', 'react', 'react-dom'],
              message: 'tenant-api never imports front-end code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tenant-api/src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$)(?!theme-packs$)(?!date-fns$)(?!@date-fns/tz$)(?!\\./)',
              message:
                'The contract is browser-safe: zod, the theme tokens, date-fns with @date-fns/tz (dates.ts) and sibling files only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Features never import each other or the pages that compose them; nothing in the front ends
    // imports in a circle.
    files: ['host-app/src/**/*.{ts,tsx}', 'widgets/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map(({ name }) => ({
              target: `./${FEATURES_DIR}/${name}`,
              from: `./${FEATURES_DIR}`,
              except: [`./${name}`],
              message: 'Features never import each other: compose them in a page, share through ui/ or tenant/.',
            })),
            {
              target: `./${FEATURES_DIR}`,
              from: './host-app/src/pages',
              message: 'Features never import pages: pages compose features.',
            },
          ],
        },
      ],
    },
  },
);
