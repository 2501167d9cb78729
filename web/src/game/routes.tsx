import type { RouteObject } from 'react-router';
import { gameLoader } from './game-loader';

/** The game page; its code (table, chart, gallery) loads only when a game is opened. */
export const gamePageRoutes: RouteObject[] = [
  {
    path: 'games/:cat/:slug',
    loader: gameLoader,
    lazy: async () => ({ Component: (await import('./GamePage')).GamePage }),
    // the server-rendered page preloads the lazy module's chunks (head/module-preload.ts)
    handle: { lazyModule: 'src/game/GamePage.tsx' },
  },
];
