import { defineConfig } from 'vitest/config';
import { RENDER_TEST_TIMEOUT_MS } from '../vitest.shared';

// Pure host-app modules run in node; render tests opt into jsdom with `// @vitest-environment jsdom`.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/testSetup.ts'],
    testTimeout: RENDER_TEST_TIMEOUT_MS,
  },
});
