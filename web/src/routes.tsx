import { STATIC_PAGES } from '@spielraum/schema';
import { data, type RouteObject } from 'react-router';
import { accountRoutes } from './accounts/account-routes';
import { PageLoader } from './errors/PageLoader';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { gameLoader } from './game/game-loader';
import { categoryGuardLoader } from './games/category-guard';
import { GAME_LIST_ROUTE_ID } from './games/search/server-search-state';
import { MainLayout } from './layout/MainLayout';
import { listRoutes } from './lists/list-routes';
import { ROOT_ROUTE_ID, sessionLoader, shouldRevalidateSession } from './session/session';
import { startLoader } from './start/start-loader';
import { StaticPage } from './static-pages/StaticPage';

function notFoundLoader(): never {
  throw data(null, { status: 404 });
}

/**
 * All routes under the one main layout (SPEC §2). The root route loads the session before every
 * navigation and holds the only error boundary. The objects touch no browser globals, so a
 * server can hand the same array to createStaticHandler.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    loader: sessionLoader,
    shouldRevalidate: shouldRevalidateSession,
    element: <MainLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      // the start page's tiles and search links load with it, not with every page (issue 5)
      {
        index: true,
        loader: startLoader,
        lazy: async () => ({ Component: (await import('./start/StartPage')).StartPage }),
        handle: { lazyModule: 'src/start/StartPage.tsx' },
      },
      // One route for both list paths: choosing a lone category moves the URL between /games
      // and /games/{cat} without remounting the search. Code and InstantSearch load lazily.
      {
        id: GAME_LIST_ROUTE_ID,
        path: 'games/:cat?',
        loader: categoryGuardLoader,
        lazy: () => import('./games/GamesListRoute'),
        handle: { lazyModule: 'src/games/GamesListRoute.tsx' },
      },
      {
        path: 'extendedsearch',
        lazy: () => import('./extended-search/ExtendedSearchRoute'),
        handle: { lazyModule: 'src/extended-search/ExtendedSearchRoute.tsx' },
      },
      // the game page's code (table, chart, gallery) loads only when a game is opened
      {
        path: 'games/:cat/:slug',
        loader: gameLoader,
        lazy: async () => ({ Component: (await import('./game/GamePage')).GamePage }),
        // the server-rendered page preloads the lazy module's chunks (head/module-preload.ts)
        handle: { lazyModule: 'src/game/GamePage.tsx' },
      },
      ...STATIC_PAGES.map((page): RouteObject => ({
        path: page.path,
        element: <StaticPage path={page.path} />,
      })),
      ...accountRoutes,
      ...listRoutes,
      // Unknown paths still run the root loader (the header knows the user) and then show the 404 page.
      { path: '*', loader: notFoundLoader, element: null },
    ],
  },
];
