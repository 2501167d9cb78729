import type { RouteObject } from 'react-router';

/** `/extendedsearch`: the search form with every field; its code loads with the route. */
export const extendedSearchRoutes: RouteObject[] = [
  {
    path: 'extendedsearch',
    lazy: () => import('./ExtendedSearchRoute'),
    handle: { lazyModule: 'src/extended-search/ExtendedSearchRoute.tsx' },
  },
];
