import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
);
