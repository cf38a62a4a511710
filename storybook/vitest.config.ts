import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { RENDER_TEST_TIMEOUT_MS } from '../vitest.shared';

/** Runs the stories' play functions (interaction tests) in jsdom, as composed stories. */
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'storybook',
    include: ['test/**/*.test.tsx'],
    environment: 'jsdom',
    testTimeout: RENDER_TEST_TIMEOUT_MS,
  },
});
