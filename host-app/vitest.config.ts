import { defineConfig } from 'vitest/config';

// Pure host-app modules run in node; render tests opt into jsdom with `// @vitest-environment jsdom`.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
