import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { I18N_LITE_ALIAS } from './vite.config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: I18N_LITE_ALIAS },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // jsdom journeys through several pages take seconds on 2 busy cores: a time-out here would
    // report the machine, not the page (speed is measured in the benches)
    testTimeout: 15_000,
  },
});
