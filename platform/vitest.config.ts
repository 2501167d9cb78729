import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'platform',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
