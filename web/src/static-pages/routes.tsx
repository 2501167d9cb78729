import { STATIC_PAGES } from '@spielraum/schema';
import type { RouteObject } from 'react-router';
import { staticPageLoader } from './static-page-loaders';

/**
 * Impressum, privacy and the other text pages. Their text comes from the API (editors may change
 * it); the page's code loads with its route, with the extras some pages show below the text
 * (the contact form, the feed format tables, the dealer directory), so the other pages' first
 * JavaScript goes without them.
 */
export const staticPageRoutes: RouteObject[] = STATIC_PAGES.map((page) => ({
  path: page.path,
  loader: (args) => staticPageLoader(args, page.path),
  lazy: async () => ({ Component: (await import('./StaticPage')).StaticPage }),
  handle: { lazyModule: 'src/static-pages/StaticPage.tsx' },
}));
