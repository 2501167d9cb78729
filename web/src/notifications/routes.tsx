import type { RouteObject } from 'react-router';
import { NOINDEX } from '../head/robots';
import { notificationsLoader } from './notifications-loader';

/** `/notifications`: the signed-in user's messages. The page's code loads with the route. */
export const notificationRoutes: RouteObject[] = [
  {
    path: 'notifications',
    loader: notificationsLoader,
    lazy: async () => ({ Component: (await import('./NotificationsPage')).NotificationsPage }),
    handle: NOINDEX,
  },
];
