import type { RouteObject } from 'react-router';
import { categoryGuardLoader } from './category-guard';
import { GAME_LIST_ROUTE_ID } from './search/server-search-state';

/**
 * One route for both list paths: choosing a lone category moves the URL between /games and
 * /games/{cat} without remounting the search. Code and InstantSearch load lazily.
 */
export const gameListRoutes: RouteObject[] = [
  {
    id: GAME_LIST_ROUTE_ID,
    path: 'games/:cat?',
    loader: categoryGuardLoader,
    lazy: () => import('./GamesListRoute'),
    handle: { lazyModule: 'src/games/GamesListRoute.tsx' },
  },
];
