import { STATIC_PAGES } from '@spielraum/schema';
import { data, type RouteObject } from 'react-router';
import { accountRoutes } from './accounts/account-routes';
import { PageLoader } from './errors/PageLoader';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { gamesLoader } from './games/games-loader';
import { GamesPage } from './games/GamesPage';
import { MainLayout } from './layout/MainLayout';
import { ROOT_ROUTE_ID, sessionLoader, shouldRevalidateSession } from './session/session';
import { StartPage } from './start/StartPage';
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
      { index: true, element: <StartPage /> },
      { path: 'games', loader: gamesLoader, element: <GamesPage /> },
      { path: 'games/:cat', loader: gamesLoader, element: <GamesPage /> },
      ...STATIC_PAGES.map((page): RouteObject => ({
        path: page.path,
        element: <StaticPage path={page.path} />,
      })),
      ...accountRoutes,
      // Unknown paths still run the root loader (the header knows the user) and then show the 404 page.
      { path: '*', loader: notFoundLoader, element: null },
    ],
  },
];
