import type { RouteObject } from 'react-router';
import { startLoader } from './start-loader';

/** The start page; its tiles and search links load with it, not with every page. */
export const startRoutes: RouteObject[] = [
  {
    index: true,
    loader: startLoader,
    lazy: async () => ({ Component: (await import('./StartPage')).StartPage }),
    handle: { lazyModule: 'src/start/StartPage.tsx' },
  },
];
