import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const INSTANTSEARCH_MODULES =
  /node_modules[\\/](instantsearch\.js|react-instantsearch|react-instantsearch-core|algoliasearch-helper|instantsearch-ui-components|@algolia[\\/][^\\/]+|algoliasearch|qs|search-insights)[\\/]/;

/** The dev server forwards /api to search-api; `vite build` writes the static client to web/dist. */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code; separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            // InstantSearch stays out of the shared vendor chunk: only the lazily loaded game list
            // imports it, so it ends up in that route's chunk and the start page does not load it.
            {
              name: 'vendor',
              test: (id: string) => /node_modules[\\/]/.test(id) && !INSTANTSEARCH_MODULES.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
