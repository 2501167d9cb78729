import { data, type RouteObject } from 'react-router';
import { AuthDialogProvider } from './accounts/AuthDialog';
import { accountRoutes } from './accounts/routes';
import { UserMenu } from './accounts/UserMenu';
import { alertRoutes } from './alerts/routes';
import { AnalyticsHost } from './analytics/AnalyticsHost';
import { PageLoader } from './app/errors/PageLoader';
import { RouteErrorPage } from './app/errors/RouteErrorPage';
import { MainLayout } from './app/layout/MainLayout';
import type { SiteFrameParts } from './app/layout/SiteFrame';
import { ROOT_ROUTE_ID, sessionLoader, shouldRevalidateSession } from './app/session';
import { dealerRoutes } from './dealers/routes';
import { dealRoutes } from './deals/routes';
import { dealerAreaRoutes } from './dealer-area/routes';
import { editorialRoutes } from './editorial/routes';
import { extendedSearchRoutes } from './extended-search/routes';
import { gamePageRoutes } from './game/routes';
import { gameListRoutes } from './games/routes';
import { listRoutes } from './lists/routes';
import { magazineRoutes } from './magazine/routes';
import { NotificationBell } from './notifications/NotificationBell';
import { notificationRoutes } from './notifications/routes';
import { operationsRoutes } from './operations/routes';
import { recommendationRoutes } from './recommendations/routes';
import { startRoutes } from './start/routes';
import { SearchBox } from './search-box/SearchBox';
import { unsubscribeRoutes } from './unsubscribe/routes';
import { staticPageRoutes } from './static-pages/routes';

/** The features' pieces of the shared frame; the page and the error page show the same. */
const siteFrameParts: SiteFrameParts = {
  accountCorner: (
    <>
      <NotificationBell />
      <UserMenu />
    </>
  ),
  headerSearch: <SearchBox placement="header" />,
  AccountProvider: AuthDialogProvider,
  pageServices: <AnalyticsHost />,
};

function notFoundLoader(): never {
  throw data(null, { status: 404 });
}

/**
 * All routes under the one main layout (SPEC §2), composed from the routes each feature folder
 * registers (`<feature>/routes.tsx`). The root route loads the session before every navigation
 * and holds the only error boundary. The objects touch no browser globals, so a server can hand
 * the same array to createStaticHandler.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    loader: sessionLoader,
    shouldRevalidate: shouldRevalidateSession,
    element: <MainLayout parts={siteFrameParts} />,
    errorElement: <RouteErrorPage parts={siteFrameParts} />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      ...startRoutes,
      ...gameListRoutes,
      ...extendedSearchRoutes,
      ...gamePageRoutes,
      ...staticPageRoutes,
      ...dealerRoutes,
      ...accountRoutes,
      ...alertRoutes,
      ...notificationRoutes,
      ...listRoutes,
      ...magazineRoutes,
      ...editorialRoutes,
      ...recommendationRoutes,
      ...dealRoutes,
      ...operationsRoutes,
      ...dealerAreaRoutes,
      ...unsubscribeRoutes,
      // Unknown paths still run the root loader (the header knows the user) and then show the 404 page.
      { path: '*', loader: notFoundLoader, element: null },
    ],
  },
];
