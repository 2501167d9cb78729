import { defineConfig } from 'vitest/config';

/** One vitest run over every package; `scripts/test.mjs` runs it once per mode. */
export default defineConfig({
  test: {
    projects: [
      'schema',
      'platform',
      'indexer',
      'search-api',
      'web',
      { test: { name: 'repository', include: ['tests/**/*.test.ts'] } },
    ],
    // 2 cores here: keep parallelism modest so database-heavy files do not starve each other
    maxWorkers: 2,
  },
});
