import type { RouteObject } from 'react-router';
import { NOINDEX } from '../head/robots';
import {
  curatorCommentsLoader,
  curatorListFormLoader,
  curatorListsLoader,
  recommendationListLoader,
  recommendationsLoader,
} from './recommendations-loaders';

/**
 * Recommendation lists (SPEC §2): the public overview and list pages, and the curators' back
 * office behind their permissions (§6). Every page's code loads with its route (lazy), so the
 * start and game pages do not grow; server-rendered pages preload the lazy module's chunks.
 */
export const recommendationRoutes: RouteObject[] = [
  {
    path: 'recommendations',
    loader: recommendationsLoader,
    lazy: async () => ({ Component: (await import('./RecommendationsPage')).RecommendationsPage }),
    handle: { lazyModule: 'src/recommendations/RecommendationsPage.tsx' },
  },
  {
    path: 'recommendations/:slug',
    loader: recommendationListLoader,
    lazy: async () => ({ Component: (await import('./RecommendationListPage')).RecommendationListPage }),
    handle: { lazyModule: 'src/recommendations/RecommendationListPage.tsx' },
  },
  {
    path: 'recommendationsmanagement',
    loader: curatorListsLoader,
    lazy: async () => ({ Component: (await import('./CuratorListsPage')).CuratorListsPage }),
    handle: { lazyModule: 'src/recommendations/CuratorListsPage.tsx', ...NOINDEX },
  },
  {
    path: 'recommendationform/:id',
    loader: curatorListFormLoader,
    lazy: async () => ({ Component: (await import('./CuratorListFormPage')).CuratorListFormPage }),
    handle: { lazyModule: 'src/recommendations/CuratorListFormPage.tsx', ...NOINDEX },
  },
  {
    path: 'recommendationscomments',
    loader: curatorCommentsLoader,
    lazy: async () => ({ Component: (await import('./CuratorCommentsPage')).CuratorCommentsPage }),
    handle: { lazyModule: 'src/recommendations/CuratorCommentsPage.tsx', ...NOINDEX },
  },
];
