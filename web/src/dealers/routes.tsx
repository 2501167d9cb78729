import type { RouteObject } from 'react-router';
import { dealerPageLoader } from './dealers-loaders';

/**
 * One page per dealer under the directory (`/dealers-details`, a static page whose built part
 * lists them). The page's code loads with its route (lazy), so the start and game pages do not
 * grow; server-rendered pages preload the lazy module's chunks.
 */
export const dealerRoutes: RouteObject[] = [
  {
    path: 'dealers-details/:slug',
    loader: dealerPageLoader,
    lazy: async () => ({ Component: (await import('./DealerPage')).DealerPage }),
    handle: { lazyModule: 'src/dealers/DealerPage.tsx' },
  },
];
