import type { RouteObject } from 'react-router';
import { NOINDEX } from '../head/robots';
import { unsubscribeLoader } from './unsubscribe-loader';

/**
 * The page the unsubscribe link of alert and news mails opens. It explains and unsubscribes on a
 * click only (a link scanner's GET changes nothing); its code loads with the route (lazy).
 */
export const unsubscribeRoutes: RouteObject[] = [
  {
    path: 'unsubscribe/:token',
    loader: unsubscribeLoader,
    lazy: async () => ({ Component: (await import('./UnsubscribePage')).UnsubscribePage }),
    handle: { lazyModule: 'src/unsubscribe/UnsubscribePage.tsx', ...NOINDEX },
  },
];
