import { LANDING_KINDS } from '@spielraum/schema';
import type { RouteObject } from 'react-router';
import { categoryGuardLoader } from './category-guard';
import { GAME_LIST_ROUTE_ID } from './search/server-search-state';

/**
 * One route for every list path: `/games`, `/games/{cat}` and the landing pages
 * (`/kategorie/{slug}`, `/genre/{slug}`, `/themenwelt/{slug}`, `/verlag/{slug}`) are children
 * of the one list route, so choosing or dropping a landing facet moves the URL between them
 * without remounting the search. The children only check their path (and look up the landing's
 * term); code and InstantSearch load lazily with the parent.
 */
export const gameListRoutes: RouteObject[] = [
  {
    id: GAME_LIST_ROUTE_ID,
    lazy: () => import('./GamesListRoute'),
    handle: { lazyModule: 'src/games/GamesListRoute.tsx' },
    children: [
      { path: 'games/:cat?', loader: categoryGuardLoader, element: null },
      ...LANDING_KINDS.map(({ kind }): RouteObject => ({
        id: `landing-${kind}`,
        path: `${kind}/:slug`,
        // the list is the parent's; a leaf without an element of its own would be warned about
        element: null,
        // the landing table and the term lookup load with the first landing page, not on every page
        lazy: async () => {
          const { landingLoader, shouldRevalidateLanding } = await import('./landing-loader');
          return { loader: landingLoader, shouldRevalidate: shouldRevalidateLanding };
        },
      })),
    ],
  },
];
