import { defineConfig } from 'vitest/config';

/** One run over every package's own vitest project. */
export default defineConfig({
  test: {
    projects: ['theme-packs', 'widgets', 'host-app', 'tenant-api', 'storybook'],
  },
});
