import { defineConfig } from 'vitest/config';

/**
 * The bounded-work suite (test/stall): the server as shipped under hostile and heavy requests while
 * a probe times /api/health. Its own step of `pnpm test`, run alone, one file at a time, so that
 * health's delay measures the server and not the rest of the test run.
 */
export default defineConfig({
  test: {
    include: ['test/stall/**/*.test.ts'],
    globalSetup: ['test/support/globalSetup.ts'],
    testTimeout: 120_000,
    hookTimeout: 150_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
