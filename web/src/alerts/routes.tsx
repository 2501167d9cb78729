import type { RouteObject } from 'react-router';
import { NOINDEX } from '../head/robots';
import { alertsLoader } from './alerts-loader';

/** `/alerts`: the signed-in user's price alerts. The page's code loads with the route. */
export const alertRoutes: RouteObject[] = [
  {
    path: 'alerts',
    loader: alertsLoader,
    lazy: async () => ({ Component: (await import('./AlertsPage')).AlertsPage }),
    handle: NOINDEX,
  },
];
