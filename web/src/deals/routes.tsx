import type { RouteObject } from 'react-router';
import { dealsLoader } from './deals-loader';

/** "Preisstürze": the public list of real discounts, its code loaded with the route. */
export const dealRoutes: RouteObject[] = [
  {
    path: 'preisstuerze',
    loader: dealsLoader,
    lazy: async () => ({ Component: (await import('./DealsPage')).DealsPage }),
    handle: { lazyModule: 'src/deals/DealsPage.tsx' },
  },
];
