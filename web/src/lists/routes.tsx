import type { RouteObject } from 'react-router';
import { NOINDEX } from '../head/robots';
import {
  bggImportLoader,
  ignoredGamesLoader,
  sharedListLoader,
  userListLoader,
  userListsLoader,
} from './list-loaders';

/**
 * Wish lists, collections, their shared views and the ignored games (SPEC §2). The guarded
 * pages check login and verification in their loaders; the shared views are public and
 * server-rendered. Page code loads with the route.
 */
export const listRoutes: RouteObject[] = [
  {
    path: 'wishlists',
    loader: userListsLoader('wishlist'),
    lazy: async () => ({ Component: (await import('./UserListsPage')).UserListsPage }),
    handle: NOINDEX,
  },
  {
    path: 'wishlists/:id',
    loader: userListLoader('wishlist'),
    lazy: async () => ({ Component: (await import('./UserListPage')).UserListPage }),
    handle: NOINDEX,
  },
  {
    path: 'collections',
    loader: userListsLoader('collection'),
    lazy: async () => ({ Component: (await import('./UserListsPage')).UserListsPage }),
    handle: NOINDEX,
  },
  {
    path: 'collections/bgg-import',
    loader: bggImportLoader,
    lazy: async () => ({ Component: (await import('./BggImportPage')).BggImportPage }),
    handle: NOINDEX,
  },
  {
    path: 'collections/:id',
    loader: userListLoader('collection'),
    lazy: async () => ({ Component: (await import('./UserListPage')).UserListPage }),
    handle: NOINDEX,
  },
  {
    path: 'wishlistview/:hash',
    loader: sharedListLoader('wishlist'),
    lazy: async () => ({ Component: (await import('./SharedListPage')).SharedListPage }),
    handle: NOINDEX,
  },
  {
    path: 'collectionview/:hash',
    loader: sharedListLoader('collection'),
    lazy: async () => ({ Component: (await import('./SharedListPage')).SharedListPage }),
    handle: NOINDEX,
  },
  {
    path: 'ignore-games',
    loader: ignoredGamesLoader,
    lazy: async () => ({ Component: (await import('./IgnoredGamesPage')).IgnoredGamesPage }),
    handle: NOINDEX,
  },
];
