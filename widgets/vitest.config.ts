import { defineConfig } from 'vitest/config';
import { RENDER_TEST_TIMEOUT_MS } from '../vitest.shared';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['test/support/asyncTimeout.ts'],
    testTimeout: RENDER_TEST_TIMEOUT_MS,
  },
});
