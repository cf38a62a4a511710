import { defineConfig } from 'vitest/config';

// Host-app unit tests stay DOM-free (session, forms, formatting); screens are covered by e2e/.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
