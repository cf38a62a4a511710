import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Runs the stories' play functions (interaction tests) in jsdom, as composed stories. */
export default defineConfig({
  plugins: [react()],
  test: { name: 'storybook', include: ['test/**/*.test.tsx'], environment: 'jsdom' },
});
