import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * i18next and react-i18next are replaced by small stand-ins for the features we use
 * (src/i18n/lite/): about 15 KB gzip less on every page (the game page must stay within 170 KB of JavaScript). Types
 * still come from the packages. vitest.config.ts uses the same, so tests run what ships.
 */
export const I18N_LITE_ALIAS = {
  i18next: fileURLToPath(new URL('./src/i18n/lite/i18next.ts', import.meta.url)),
  'react-i18next': fileURLToPath(new URL('./src/i18n/lite/react-i18next.tsx', import.meta.url)),
};

/**
 * InstantSearch's default router, imported by its routing middleware even when a router is
 * passed (ours always is): replaced by a module that fails loudly (src/search/no-default-router.ts).
 */
const NO_DEFAULT_ROUTER_ALIAS = {
  find: /^\.\.\/lib\/routers\/history\.js$/,
  replacement: fileURLToPath(new URL('./src/search/no-default-router.ts', import.meta.url)),
};

/**
 * The page's scripts load at low priority: the server-rendered page paints with its styles and
 * first covers, and the scripts that hydrate it do not compete with them for a slow connection
 * (entry-server.tsx's preloads of a route's chunks carry the same attribute).
 */
const lowPriorityScripts: Plugin = {
  name: 'spielraum-low-priority-scripts',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(/<(script type="module"|link rel="modulepreload") crossorigin/g, '$& fetchpriority="low"'),
  },
};

/**
 * The dev server forwards /api to search-api; `vite build` writes the static client to web/dist,
 * `vite build --ssr src/entry-server.tsx` the server entry search-api renders pages with to
 * web/dist/server (libraries stay external and load from node_modules; our workspace package is
 * bundled because it ships TypeScript sources).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), lowPriorityScripts],
  resolve: {
    alias: [
      ...Object.entries(I18N_LITE_ALIAS).map(([find, replacement]) => ({ find, replacement })),
      NO_DEFAULT_ROUTER_ALIAS,
    ],
  },
  // the server bundle is self-contained and always uses React's production build, whatever
  // NODE_ENV the API process runs with (libraries read it at run time otherwise)
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // dist/.vite/manifest.json: the server entry preloads a page's lazy chunks from it
    manifest: !isSsrBuild,
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
            // Everything else the entry imports statically is loaded by every page anyway: one
            // chunk instead of a dozen small ones shared with lazy routes (each request costs its
            // headers; the game page must stay within 170 KB of JavaScript)
            { name: 'app', tags: ['$initial'], priority: 1 },
            // Tiny modules the game page shares with lazy routes (money and date formats, the
            // breadcrumbs and their JSON-LD the magazine and the lists show too, the page head every
            // lazy page renders, the product history's slot and recorder the start page shows too):
            // split off, each would cost the game page a request of its
            // own, its headers weighing more than its code
            {
              name: 'app',
              test: /([\\/]schema[\\/]src[\\/]format[\\/])|([\\/]web[\\/]src[\\/]shared[\\/]format)|(@mantine[\\/]core[\\/]esm[\\/]components[\\/]Breadcrumbs[\\/])|([\\/]web[\\/]src[\\/]history[\\/](RecentlyViewedSlot|use-record-view|record-view|local-history|history-api)\.)|([\\/]web[\\/]src[\\/]shared[\\/]breadcrumbs\.)|([\\/]web[\\/]src[\\/]head[\\/](PageHead|json-ld)\.)/,
              priority: 1,
            },
            // The game card and what it is made of (Mantine's Card, Paper, Badge, Image, the grid, the
            // list actions' small modules): one chunk for the pages that show cards (start, lists,
            // the game page's related games) instead of eight requests of a few hundred bytes each
            {
              name: 'game-card',
              test: /(@mantine[\\/]core[\\/]esm[\\/]components[\\/](Badge|Card|Paper|Image|SimpleGrid)[\\/])|([\\/]web[\\/]src[\\/]shared[\\/]GameCard)|([\\/]web[\\/]src[\\/]lists[\\/](lists\.module|ignored-event))/,
              priority: 1,
            },
            // Popovers and menus only (header menus load on first use): on its own, no small
            // helper the game page needs drags it into that page's first JavaScript
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 1 },
            // No catch-all vendor chunk: every other library lands in the chunk of the routes that
            // import it (rolldown's default splitting), so the game page does not download
            // InstantSearch, the account forms or libraries only the list or settings use.
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
}));
